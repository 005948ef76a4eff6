/**
 * `npm run bench -- counseling`: booking counselors' slots (issue 17), over HTTP on its own fresh database.
 *  Setup: migrations and the demo seed run as the real scripts; two bench counselors (a free one and a paid one, the
 *  COUNSELOR role) and the job seekers are appended straight to the store (one precomputed argon2id hash, tokens
 *  minted as the api issues them at sign-in, as the meetings bench does); the demo admin makes them counselors and
 *  opens their days 06:00–22:00 in 30-minute sessions over HTTP (POST /counselors, PUT /counselors/{id}/availability).
 *  Race: c seekers (c = 20, 50; others with BENCH_COUNSELING_CLIENTS) book the same free slot at once
 *  (POST /consult-orders). The slot is taken by a claim in the booking's append: exactly one order must come out, the
 *  others refused with A0440 (slot taken: the claim; or no longer free: the read model already shows it held), counted
 *  by message. Checked in the answers, on the store (ConsultBooked events of that slot) and in the read model; the
 *  winner is printed per round.
 *  Throughput: BENCH_COUNSELING_BOOKINGS bookings of distinct free slots by distinct seekers, K in flight at once
 *  (BENCH_COUNSELING_INFLIGHT, default 8): bookings/s, p50/p99 per booking, no refusal expected.
 * The machine is shared: `uptime` is printed at the start and the end, so a reader can judge the figures.
 */
import http from 'node:http';
import { roleCodes, type SlotView } from '@jobmarket/contracts';
import { createTestDatabase } from '@jobmarket/eventstore/testing';
import { USERS_TABLE } from '@jobmarket/projections';
import pg from 'pg';
import { call, dataOf, endOf, failureOf, freePort, productEnv, runToEnd, startChild, stopChild, waitForConnections, waitUntilAnswering, type Answer, type Child } from './api';
import { percentile } from './load';
import { queryOne, seedBenchUsers, signIn, tokenFor } from './benchAccounts';
import { report, round, type Figure } from './report';
import { dropRedisKeys, printUptime, waitForProjections } from './runEnvironment';

const BENCH = 'counseling';
/** Seekers sent at one slot at once, per measured level. */
const CONCURRENCIES = (process.env.BENCH_COUNSELING_CLIENTS ?? '20,50').split(',').map(Number).filter((count) => Number.isInteger(count) && count > 1);
const RACE_ROUNDS = Number(process.env.BENCH_COUNSELING_ROUNDS ?? 5);
const BOOKINGS = Number(process.env.BENCH_COUNSELING_BOOKINGS ?? 300);
const IN_FLIGHT = Number(process.env.BENCH_COUNSELING_INFLIGHT ?? 8);
const WARMUP_BOOKINGS = 20;
// far above what the demo seed allocates (and the other benches' 10,000,001… to 50,000,001…)
const FIRST_COUNSELOR_ID = 60_000_001;
const FIRST_SEEKER_ID = 60_100_001;
const CATCH_UP_TIMEOUT_MS = 300_000;
const REDIS_DATABASE = 13;
const ZONE = 'Asia/Vientiane';
const DAY_MS = 24 * 3600_000;

const figure = (metric: string, value: number | string, unit: string, target: Figure['target'] = null): Figure => ({ bench: BENCH, metric, value, unit, target });

// ---------------------------------------------------------------------------------------------------------------
// setup





/** The admin makes a bench account a counselor open every day 06:00–22:00 in 30-minute sessions. */
async function makeCounselor(agent: http.Agent, port: number, adminToken: string, userId: number, price: number): Promise<void> {
  const profile = {
    userId,
    name: `Bench counselor ${userId}`,
    avatarUrl: null,
    title: 'Career counselor',
    specialties: ['careerPlanning'],
    languages: ['en'],
    biographies: { en: 'Benchmarks the booking of slots.' },
    price,
    sessionMinutes: 30,
    modes: ['online'],
    place: null,
    status: 'active',
  };
  dataOf(await call(agent, port, 'POST', '/api/v1/counselors', { token: adminToken, body: profile }), 'POST /counselors');
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '06:00', to: '22:00' }));
  dataOf(await call(agent, port, 'PUT', `/api/v1/counselors/${userId}/availability`, { token: adminToken, body: { timeZone: ZONE, weekly } }), 'PUT /counselors/{id}/availability');
}

async function freeSlots(agent: http.Agent, port: number, counselorId: number): Promise<SlotView[]> {
  const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
  return dataOf<SlotView[]>(await call(agent, port, 'GET', `/api/v1/counselors/${counselorId}/slots?from=${day(1)}&to=${day(30)}`), 'GET /counselors/{id}/slots');
}

const codeOf = (answer: Answer): string => {
  try {
    return (JSON.parse(answer.body) as { code: string }).code;
  } catch {
    return `HTTP ${answer.status}`;
  }
};

/** A refusal as the race counts it: the code and why ("slot taken" from the claim, "no longer free" from the read model). */
const refusalOf = (answer: Answer): string => {
  try {
    const { code, msg } = JSON.parse(answer.body) as { code: string; msg: string };
    return `${code} "${msg}"`;
  } catch {
    return `HTTP ${answer.status}`;
  }
};

// ---------------------------------------------------------------------------------------------------------------
// the race: c seekers, one slot

interface RaceRound {
  winners: { seekerId: number; orderId: number }[];
  refusals: Map<string, number>;
  booked: number;
  held: number;
  ms: number[];
}

async function race(agent: http.Agent, port: number, url: string, counselorId: number, slot: SlotView, seekers: { id: number; token: string }[]): Promise<RaceRound> {
  const result: RaceRound = { winners: [], refusals: new Map(), booked: 0, held: 0, ms: [] };
  const body = (seekerIndex: number) => ({ counselorId, startsAt: slot.startsAt, mode: 'online', topic: `Bench seeker ${seekerIndex}` });
  await Promise.all(
    seekers.map(async (seeker, index) => {
      const sent = performance.now();
      const answer = await call(agent, port, 'POST', '/api/v1/consult-orders', { token: seeker.token, body: body(index) });
      result.ms.push(performance.now() - sent);
      const code = codeOf(answer);
      if (code === '00000') result.winners.push({ seekerId: seeker.id, orderId: (JSON.parse(answer.body) as { data: { id: number } }).data.id });
      else result.refusals.set(refusalOf(answer), (result.refusals.get(refusalOf(answer)) ?? 0) + 1);
    }),
  );
  const booked = await queryOne<{ count: string }>(
    url,
    `select count(*) from es_events where type = 'ConsultBooked' and (data->>'counselorId')::bigint = $1 and (data->>'startsAt')::timestamptz = $2::timestamptz`,
    [counselorId, slot.startsAt],
  );
  result.booked = Number(booked?.count);
  const held = await queryOne<{ count: string }>(
    url,
    `select count(*) from consult_orders_v1 where counselor_id = $1 and starts_at = $2::timestamptz and status in ('pendingPayment', 'confirmed', 'completed', 'noShow')`,
    [counselorId, slot.startsAt],
  );
  result.held = Number(held?.count);
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// throughput: distinct slots, K in flight

async function bookDistinct(agent: http.Agent, port: number, jobs: { counselorId: number; slot: SlotView; token: string }[], inFlight: number) {
  const ms: number[] = [];
  const failures = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      for (let index = next++; index < jobs.length; index = next++) {
        const job = jobs[index]!;
        const sent = performance.now();
        const answer = await call(agent, port, 'POST', '/api/v1/consult-orders', { token: job.token, body: { counselorId: job.counselorId, startsAt: job.slot.startsAt, mode: 'online', topic: null } });
        const code = codeOf(answer);
        if (code === '00000') ms.push(performance.now() - sent);
        else failures.set(`${code} ${answer.body.slice(0, 120)}`, (failures.get(`${code} ${answer.body.slice(0, 120)}`) ?? 0) + 1);
      }
    }),
  );
  return { ms, failures, seconds: (performance.now() - started) / 1000 };
}

// ---------------------------------------------------------------------------------------------------------------

export async function run(): Promise<void> {
  const started = performance.now();
  printUptime(BENCH, 'at start');
  const database = await createTestDatabase('jm_bench_counseling');
  const redisPrefix = `jm:${database.name}:`;
  const children: Child[] = [];
  const pollAgent = new http.Agent({ keepAlive: false });
  const apiPort = await freePort();
  const env: NodeJS.ProcessEnv = { ...productEnv(database.url, apiPort, REDIS_DATABASE), REDIS_KEY_PREFIX: redisPrefix };
  try {
    await waitForConnections(database.url);
    await runToEnd('migrate', 'scripts/migrate.ts', env);
    await runToEnd('seed', 'scripts/seed.ts', env);

    const most = Math.max(...CONCURRENCIES, IN_FLIGHT);
    const seekerCount = Math.max(most, BOOKINGS + WARMUP_BOOKINGS);
    const seekerIds = Array.from({ length: seekerCount }, (_, index) => FIRST_SEEKER_ID + index);
    const [freeId, paidId] = [FIRST_COUNSELOR_ID, FIRST_COUNSELOR_ID + 1];
    await seedBenchUsers(database.url, [freeId, paidId], { role: roleCodes.counselor, prefix: 'bench-counselor', correlationId: 'bench-counseling' });
    await seedBenchUsers(database.url, seekerIds, { role: roleCodes.seeker, prefix: 'bench-seeker', correlationId: 'bench-counseling' });

    const projections = startChild('projections', 'projections/src/main.ts', env);
    children.push(projections);
    const api = startChild('api', 'api/src/main.ts', env);
    children.push(api);
    await waitUntilAnswering(api, pollAgent, apiPort, '/healthz');
    const usersReady = async (client: pg.Client) =>
      Number((await client.query<{ count: string }>(`select count(*) from ${USERS_TABLE} where id = any($1)`, [[...seekerIds, freeId, paidId]])).rows[0]!.count) === seekerIds.length + 2;
    await waitForProjections(children, pollAgent, apiPort, database.url, { timeoutMs: CATCH_UP_TIMEOUT_MS, ready: usersReady });

    const agent = new http.Agent({ keepAlive: true, maxSockets: most * 2 });
    const adminToken = await signIn(agent, apiPort, 'admin');
    await makeCounselor(agent, apiPort, adminToken, freeId, 0);
    await makeCounselor(agent, apiPort, adminToken, paidId, 120_000);
    await waitForProjections(children, pollAgent, apiPort, database.url, { timeoutMs: CATCH_UP_TIMEOUT_MS });
    const seekers = seekerIds.map((id) => ({ id, token: tokenFor(env.JWT_SECRET!, id, roleCodes.seeker) }));

    // the race: each round on the next free slot of the free counselor (booked and confirmed in one append)
    let raceSlots = await freeSlots(agent, apiPort, freeId);
    for (const concurrency of CONCURRENCIES) {
      printUptime(BENCH, `before the race c=${concurrency}`);
      let exact = 0;
      const ms: number[] = [];
      const refusals = new Map<string, number>();
      for (let index = 0; index < RACE_ROUNDS; index++) {
        const slot = raceSlots.shift();
        if (!slot) throw new Error('the free counselor ran out of free slots');
        const round_ = await race(agent, apiPort, database.url, freeId, slot, seekers.slice(0, concurrency));
        ms.push(...round_.ms);
        for (const [code, count] of round_.refusals) refusals.set(code, (refusals.get(code) ?? 0) + count);
        const isExact = round_.winners.length === 1 && round_.booked === 1 && round_.held === 1 && [...round_.refusals.keys()].every((refusal) => refusal.startsWith('A0440 '));
        if (isExact) exact += 1;
        const winner = round_.winners.map((one) => `seeker ${one.seekerId} (order ${one.orderId})`).join(', ') || 'nobody';
        console.log(
          `${BENCH} c=${concurrency} slot ${slot.startsAt}: ${concurrency} seekers at once → won by ${winner}; refused ${[...round_.refusals].map(([code, count]) => `${count}× ${code}`).join(', ') || 'none'}; ` +
            `store ${round_.booked} ConsultBooked, read model ${round_.held} holding order: ${isExact ? 'exactly one' : 'WRONG'}`,
        );
      }
      report(figure(`race c=${concurrency} rounds with exactly one booking`, exact, `of ${RACE_ROUNDS}`, RACE_ROUNDS), {
        met: exact === RACE_ROUNDS,
        note: `refusals: ${[...refusals].map(([code, count]) => `${count}× ${code}`).join(', ')}`,
      });
      report(figure(`race c=${concurrency} answer p50`, round(percentile(ms, 50), 1), 'ms'));
      report(figure(`race c=${concurrency} answer p99`, round(percentile(ms, 99), 1), 'ms'), { note: `max ${round(Math.max(...ms), 1)} ms; ${ms.length} answers` });
      raceSlots = await freeSlots(agent, apiPort, freeId);
    }

    // throughput over distinct slots of both counselors, each booking by its own seeker
    const [freeSlotsLeft, paidSlots] = [await freeSlots(agent, apiPort, freeId), await freeSlots(agent, apiPort, paidId)];
    const jobs: { counselorId: number; slot: SlotView; token: string }[] = [];
    for (let index = 0; jobs.length < BOOKINGS + WARMUP_BOOKINGS && (index < freeSlotsLeft.length || index < paidSlots.length); index++) {
      if (paidSlots[index]) jobs.push({ counselorId: paidId, slot: paidSlots[index]!, token: '' });
      if (freeSlotsLeft[index]) jobs.push({ counselorId: freeId, slot: freeSlotsLeft[index]!, token: '' });
    }
    jobs.splice(BOOKINGS + WARMUP_BOOKINGS);
    jobs.forEach((job, index) => (job.token = seekers[index]!.token));
    const warm = await bookDistinct(agent, apiPort, jobs.slice(0, WARMUP_BOOKINGS), IN_FLIGHT);
    if (warm.failures.size > 0) throw new Error(`the warm-up failed: ${JSON.stringify([...warm.failures])}`);
    printUptime(BENCH, `before ${jobs.length - WARMUP_BOOKINGS} distinct bookings`);
    const measured = await bookDistinct(agent, apiPort, jobs.slice(WARMUP_BOOKINGS), IN_FLIGHT);
    report(figure(`distinct slots, ${IN_FLIGHT} in flight: bookings`, round(measured.ms.length / measured.seconds, 1), 'bookings/s'), {
      note: `${measured.ms.length} of ${jobs.length - WARMUP_BOOKINGS} booked in ${round(measured.seconds, 2)} s (half free: booked and confirmed; half paid: waiting for payment)`,
    });
    report(figure(`distinct slots booking p50`, round(percentile(measured.ms, 50), 1), 'ms'));
    report(figure(`distinct slots booking p99`, round(percentile(measured.ms, 99), 1), 'ms'), {
      met: measured.failures.size === 0,
      note: `max ${round(Math.max(...measured.ms), 1)} ms; ${[...measured.failures].map(([message, count]) => `${count}× ${message}`).join('; ') || 'no refused booking'}`,
    });
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
