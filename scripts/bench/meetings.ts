/**
 * `npm run bench -- meetings`: job-fair seats under contention (issue 16), over HTTP on its own fresh database.
 *  Setup: migrations and the demo seed run as the real scripts; job seekers are appended straight to the store (one
 *  precomputed argon2id hash, tokens minted as the api issues them at sign-in, as the delivery bench does); each
 *  declares the demo school over HTTP (PUT /students/me/school), so the meetings are "own school only" and every
 *  reservation passes the scope check as a real one does.
 *  Rounds: the demo school creates and publishes a meeting of CAPACITY seats, then c seekers (c = 20, 50; others with
 *  BENCH_MEETINGS_CLIENTS, e.g. 120, where some reservations run out of the api's 100 re-decisions) reserve it
 *  all at once (PUT /meetings/{id}/reserve). The seats are decided on the meeting's stream with its expected
 *  revision, so concurrent reservations conflict and are re-decided: reservations/s, p50/p99 per reservation (of
 *  which the api's wait for the read model, Server-Timing settle), the conflicts (the bench database's rolled-back
 *  transactions: an append on a stale revision is one), and per round the check that exactly CAPACITY seekers got a
 *  seat and the others waitlist places 1..c-CAPACITY, in the answers, on the stream and in the read model. Where the
 *  work goes: CPU milliseconds per reservation of the api, the projections, the clients and PostgreSQL.
 * The machine is shared: `uptime` is printed at the start and the end, so a reader can judge the figures.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { meetingStream, roleCodes, type MeetingView } from '@jobmarket/contracts';
import { createTestDatabase } from '@jobmarket/eventstore/testing';
import { USERS_TABLE } from '@jobmarket/projections';
import pg from 'pg';
import { call, CostMeter, Costs, dataOf, endOf, failureOf, freePort, productEnv, runToEnd, startChild, stopChild, waitForConnections, waitUntilAnswering, type Answer, type Child } from './api';
import { percentile } from './load';
import { queryOne, seedBenchUsers, signIn, tokenFor } from './benchAccounts';
import { report, round, type Figure } from './report';
import { dropRedisKeys, printUptime, waitForProjections } from './runEnvironment';

const BENCH = 'meetings';
const CAPACITY = 10;
/** Seekers sent at one meeting at once, per measured level (BENCH_MEETINGS_CLIENTS=20,50,120 to try more). */
const CONCURRENCIES = (process.env.BENCH_MEETINGS_CLIENTS ?? '20,50').split(',').map(Number).filter((count) => Number.isInteger(count) && count > CAPACITY);
/** Meetings reserved at each concurrency (after the warm-up). */
const ROUNDS = Number(process.env.BENCH_MEETINGS_ROUNDS ?? 5);
const WARMUP_ROUNDS = 2;
const WARMUP_CONCURRENCY = 10;
// far above what the demo seed allocates (and the other benches' 10,000,001… to 40,100,001…)
const FIRST_SEEKER_ID = 50_000_001;
const CATCH_UP_TIMEOUT_MS = 300_000;
const REDIS_DATABASE = 13;
/**
 * PostgreSQL flushes an idle backend's statistics (the rolled-back transactions) within 10 s (PGSTAT_IDLE_INTERVAL);
 * the conflicts are read once they are all in.
 */
const ROLLBACK_STATS_MS = 11_000;

const figure = (metric: string, value: number | string, unit: string, target: Figure['target'] = null): Figure => ({ bench: BENCH, metric, value, unit, target });

// ---------------------------------------------------------------------------------------------------------------
// setup





// ---------------------------------------------------------------------------------------------------------------
// one round: c seekers on one meeting's seats

/** The milliseconds the api spent waiting for the read model before answering (its Server-Timing `settle`). */
function settleMsOf(answer: Answer): number | undefined {
  const header = answer.headers['server-timing'];
  const entry = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').find((part) => part.trim().startsWith('settle;dur='));
  return entry === undefined ? undefined : Number(entry.trim().slice('settle;dur='.length));
}

interface Place {
  status: 'reserved' | 'waitlisted';
  position: number | null;
}

class Timings {
  readonly reserveMs: number[] = [];
  readonly settleMs: number[] = [];
  reservations = 0;
  seconds = 0;
  failures = new Map<string, number>();
  /** Rounds whose seats and waitlist came out exactly right (answers, stream and read model). */
  exactRounds = 0;
  rounds = 0;
  checks: string[] = [];
}

let meetingNumber = 0;

async function newMeeting(agent: http.Agent, port: number, schoolToken: string): Promise<number> {
  meetingNumber += 1;
  const starts = new Date(Date.now() + 7 * 24 * 3600_000);
  starts.setUTCMinutes(0, 0, 0);
  const form = {
    title: `Bench job fair ${meetingNumber}`,
    content: '<p>Employers meet the students: seats first come, first served.</p>',
    startTime: starts.toISOString(),
    endTime: new Date(starts.getTime() + 3 * 3600_000).toISOString(),
    location: 'Bench hall',
    capacity: CAPACITY,
    studentScope: 'ownSchool',
  };
  const { id } = dataOf<{ id: number }>(await call(agent, port, 'POST', '/api/v1/meetings', { token: schoolToken, body: form }), 'POST /meetings');
  dataOf(await call(agent, port, 'PUT', `/api/v1/meetings/${id}/publish`, { token: schoolToken }), 'PUT /meetings/{id}/publish');
  return id;
}

/** All `seekers` reserve one new meeting at the same moment; the outcome is checked three ways. */
async function round_(agent: http.Agent, port: number, url: string, schoolToken: string, seekers: { id: number; token: string }[], timings: Timings): Promise<void> {
  const meetingId = await newMeeting(agent, port, schoolToken);
  const places: Place[] = [];
  const started = performance.now();
  await Promise.all(
    seekers.map(async (seeker) => {
      const sent = performance.now();
      try {
        const answer = await call(agent, port, 'PUT', `/api/v1/meetings/${meetingId}/reserve`, { token: seeker.token });
        const place = dataOf<Place>(answer, 'PUT /meetings/{id}/reserve');
        timings.reserveMs.push(performance.now() - sent);
        const settle = settleMsOf(answer);
        if (settle !== undefined) timings.settleMs.push(settle);
        places.push({ status: place.status, position: place.position ?? null });
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 160);
        timings.failures.set(message, (timings.failures.get(message) ?? 0) + 1);
      }
    }),
  );
  timings.seconds += (performance.now() - started) / 1000;
  timings.reservations += places.length;
  timings.rounds += 1;

  // a reservation the api refused (A0506 once its retries ran out) holds no place: the others must still add up
  const answered = places.length;
  const refused = seekers.length - answered;
  const waiting = answered - CAPACITY;
  const reserved = places.filter((place) => place.status === 'reserved').length;
  const positions = places
    .filter((place) => place.status === 'waitlisted')
    .map((place) => place.position ?? 0)
    .sort((a, b) => a - b);
  const stream = await queryOne<{ reserved: string; waitlisted: string }>(
    url,
    `select count(*) filter (where type = 'SeatReserved') as reserved, count(*) filter (where type = 'SeatWaitlisted') as waitlisted from es_events where stream_id = $1`,
    [meetingStream(meetingId)],
  );
  const view = dataOf<MeetingView>(await call(agent, port, 'GET', `/api/v1/meetings/${meetingId}`, { token: schoolToken }), 'GET /meetings/{id}');
  const seatsExact =
    reserved === CAPACITY &&
    positions.length === waiting &&
    positions.every((position, index) => position === index + 1) &&
    Number(stream?.reserved) === CAPACITY &&
    Number(stream?.waitlisted) === waiting &&
    view.reservationCount === CAPACITY &&
    view.waitlistCount === waiting;
  if (seatsExact && refused === 0) timings.exactRounds += 1;
  timings.checks.push(
    `meeting ${meetingId}: ${seekers.length} seekers → answers ${reserved} reserved + ${positions.length} waitlisted (places ${positions[0] ?? '-'}..${positions.at(-1) ?? '-'})${refused > 0 ? ` + ${refused} refused` : ''}, ` +
      `stream ${stream?.reserved} SeatReserved + ${stream?.waitlisted} SeatWaitlisted, read model ${view.reservationCount} + ${view.waitlistCount}: ` +
      `${seatsExact ? 'seats exact' : 'seats WRONG'}${refused > 0 ? `, ${refused} seekers without an answer` : ''}`,
  );
}

async function rolledBack(url: string): Promise<number> {
  const row = await queryOne<{ rollbacks: string }>(url, 'select xact_rollback as rollbacks from pg_stat_database where datname = current_database()');
  return Number(row?.rollbacks ?? Number.NaN);
}

// ---------------------------------------------------------------------------------------------------------------

export async function run(): Promise<void> {
  const started = performance.now();
  printUptime(BENCH, 'at start');
  const database = await createTestDatabase('jm_bench_meetings');
  const redisPrefix = `jm:${database.name}:`;
  const children: Child[] = [];
  const pollAgent = new http.Agent({ keepAlive: false });
  const apiPort = await freePort();
  const env: NodeJS.ProcessEnv = { ...productEnv(database.url, apiPort, REDIS_DATABASE), REDIS_KEY_PREFIX: redisPrefix };
  try {
    await waitForConnections(database.url);
    await runToEnd('migrate', 'scripts/migrate.ts', env);
    await runToEnd('seed', 'scripts/seed.ts', env);

    const most = Math.max(...CONCURRENCIES);
    const seekerIds = Array.from({ length: most }, (_, index) => FIRST_SEEKER_ID + index);
    await seedBenchUsers(database.url, seekerIds, { role: roleCodes.seeker, prefix: 'bench-student', correlationId: 'bench-meetings' });

    const projections = startChild('projections', 'projections/src/main.ts', env);
    children.push(projections);
    const api = startChild('api', 'api/src/main.ts', env);
    children.push(api);
    await waitUntilAnswering(api, pollAgent, apiPort, '/healthz');
    const usersReady = async (client: pg.Client) =>
      Number((await client.query<{ count: string }>(`select count(*) from ${USERS_TABLE} where id = any($1)`, [seekerIds])).rows[0]!.count) === seekerIds.length;
    await waitForProjections(children, pollAgent, apiPort, database.url, { timeoutMs: CATCH_UP_TIMEOUT_MS, ready: usersReady });

    const agent = new http.Agent({ keepAlive: true, maxSockets: most * 2 });
    const schoolToken = await signIn(agent, apiPort, 'school');
    const school = await queryOne<{ id: number }>(database.url, `select id from ${USERS_TABLE} where username = 'school'`);
    if (!school) throw new Error('the demo seed left no school account');
    const seekers = seekerIds.map((id) => ({ id, token: tokenFor(env.JWT_SECRET!, id, roleCodes.seeker) }));
    // every seeker a student of the demo school, so the "own school only" meetings take them
    for (const seeker of seekers) dataOf(await call(agent, apiPort, 'PUT', '/api/v1/students/me/school', { token: seeker.token, body: { schoolId: Number(school.id) } }), 'PUT /students/me/school');
    await waitForProjections(children, pollAgent, apiPort, database.url, { timeoutMs: CATCH_UP_TIMEOUT_MS });

    // warm-up: the api's first compilations, not counted
    const warm = new Timings();
    for (let index = 0; index < WARMUP_ROUNDS; index++) await round_(agent, apiPort, database.url, schoolToken, seekers.slice(0, WARMUP_CONCURRENCY + CAPACITY), warm);
    if (warm.failures.size > 0) throw new Error(`the warm-up failed: ${JSON.stringify([...warm.failures])}`);

    for (const concurrency of CONCURRENCIES) {
      printUptime(BENCH, `before c=${concurrency}`);
      const timings = new Timings();
      const meter = await CostMeter.open(database.url, new Map([['api', api.process.pid!], ['projections', projections.process.pid!], ['bench clients', process.pid]]));
      await sleep(ROLLBACK_STATS_MS);
      const rollbacksBefore = await rolledBack(database.url);
      const before = await meter?.read();
      for (let index = 0; index < ROUNDS; index++) await round_(agent, apiPort, database.url, schoolToken, seekers.slice(0, concurrency), timings);
      const label = `c=${concurrency}`;
      report(figure(`${label} reservations`, round(timings.reservations / timings.seconds, 1), 'reservations/s'), {
        note: `${timings.reservations} of ${concurrency * ROUNDS} on ${ROUNDS} meetings of ${CAPACITY} seats, ${round(timings.seconds, 2)} s in the bursts`,
      });
      report(figure(`${label} reserve p50`, round(percentile(timings.reserveMs, 50), 1), 'ms'));
      report(figure(`${label} reserve p99`, round(percentile(timings.reserveMs, 99), 1), 'ms'), {
        note: `max ${round(Math.max(...timings.reserveMs), 1)} ms; ${timings.reserveMs.length} samples; all ${concurrency} sent at once`,
      });
      if (timings.settleMs.length > 0) report(figure(`${label} of each, the wait for the read model p50`, round(percentile(timings.settleMs, 50), 1), 'ms'), { note: 'Server-Timing settle' });
      if (meter && before) {
        await waitForProjections(children, pollAgent, apiPort, database.url, { timeoutMs: CATCH_UP_TIMEOUT_MS });
        const costs = new Costs();
        meter.add(costs, before, await meter.read(), timings.reservations);
        for (const [name, ms] of costs.processMs) report(figure(`${label} cpu/reservation ${name}`, round(costs.perRequest(ms), 2), 'ms'), { note: 'creating and publishing each meeting and the checks included' });
        report(figure(`${label} cpu/reservation postgres`, round(costs.perRequest(costs.postgresMs), 2), 'ms'), { note: 'backends of the bench database' });
        await meter.close();
      }
      await sleep(ROLLBACK_STATS_MS);
      const conflicts = (await rolledBack(database.url)) - rollbacksBefore;
      report(figure(`${label} conflicts (re-decided appends)`, round(conflicts / timings.reservations, 2), 'per reservation'), {
        note: `${conflicts} rolled-back transactions of the bench database in ${ROUNDS} rounds (an append on a stale revision is one)`,
      });
      for (const line of timings.checks) console.log(`${BENCH} ${label} ${line}`);
      report(figure(`${label} rounds with exactly ${CAPACITY} seats and ${concurrency - CAPACITY} waiting`, timings.exactRounds, `of ${timings.rounds}`, timings.rounds), {
        met: timings.exactRounds === timings.rounds,
        note: `${[...timings.failures].map(([message, count]) => `${count}× ${message}`).join('; ') || 'no failed reservations'}`,
      });
    }
    printUptime(BENCH, 'after the rounds');
    agent.destroy();
  } catch (error) {
    for (const child of children) if (child.output.length > 0) console.error(failureOf(child, endOf(child) ?? 'said').message);
    throw error;
  } finally {
    pollAgent.destroy();
    await Promise.all(children.map((child) => stopChild(child).catch(() => undefined)));
    await database.drop();
    await dropRedisKeys(env.REDIS_URL!, redisPrefix).catch(() => undefined);
  }
  printUptime(BENCH, 'at the end');
  report(figure('run time', round((performance.now() - started) / 1000, 1), 's'));
}
