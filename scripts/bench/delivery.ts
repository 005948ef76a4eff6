/**
 * `npm run bench -- delivery`: delivery orders through their whole flow over HTTP (issue 15 "Benchmark"), on its own
 * fresh database.
 *  Setup: migrations and the demo seed run as the real scripts; approved publishers and job seekers are appended
 *  straight to the store (one precomputed argon2id hash; tokens minted as the api issues them at sign-in, as the
 *  membership bench does), then over HTTP each seeker keeps a resume and each publisher posts a job that the admin
 *  approves with the demo resume auditor and a guarantee of 0 months (joining goes straight to "pending invoice": the
 *  guarantee's timer is not a request).
 *  1. 20 concurrent clients, each a seeker, advance orders through the whole flow, each step by whom the table allows:
 *     deliver (seeker) → approve the resume (the job's resume auditor) → accept (publisher) → schedule the interview →
 *     upload the proof (POST /files) and pass it → joined → upload the invoice (seeker, multipart) → settled. Every
 *     answer must already show the step (read-your-writes: the api waited for the read model); p50/p99 per command
 *     (goal p99 ≤ 50 ms) and of the whole flow, of which the api's wait for the read model (Server-Timing settle);
 *     where the work goes: CPU milliseconds per command of the api, the projections (until caught up), the clients and
 *     the bench database's PostgreSQL backends, and transactions per command.
 *  2. The history of one order of 200 events (delivered, approved, accepted, then the interview rescheduled 197
 *     times): GET /delivery-orders/{id}/history at 1 and 20 clients, p50/p99.
 * The machine is shared: `uptime` is printed at the start and the end, so a reader can judge the figures.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { availableParallelism } from 'node:os';
import { roleCodes, type DeliveryOrderView, type DeliveryState, type ResumeDetail } from '@jobmarket/contracts';
import { READ_YOUR_WRITES_HEADER } from '@jobmarket/contracts/platform/pendingWrites';
import { createTestDatabase } from '@jobmarket/eventstore/testing';
import { USERS_TABLE } from '@jobmarket/projections';
import pg from 'pg';
import { demoCompanies, demoJobs } from '../../api/src/modules/jobs/seed/demoJobs';
import { demoSeekers } from '../../api/src/modules/resumes/seed/demoResumes';
import { call, CostMeter, Costs, dataOf, endOf, failureOf, freePort, productEnv, runToEnd, startChild, stopChild, waitForConnections, waitUntilAnswering, type Answer, type Child } from './api';
import { measureLoad, percentile } from './load';
import { seedBenchUsers, signIn, tokenFor } from './benchAccounts';
import { seedPublishers } from './membership';
import { report, round, type Figure } from './report';
import { dropRedisKeys, printUptime, waitForProjections } from './runEnvironment';
import { demoDocument } from '../../api/src/modules/delivery/seed/demoDocument';

const BENCH = 'delivery';
const CLIENTS = 20;
/** Orders each client takes through the whole flow (after the warm-up). */
const ORDERS_PER_CLIENT = Number(process.env.BENCH_DELIVERY_ORDERS ?? 10);
const WARMUP_ORDERS = 4;
const PUBLISHERS = 5;
const HISTORY_EVENTS = 200;
const HISTORY_ROUND = { warmupMs: 1_000, durationMs: 5_000 };
const P99_TARGET_MS = 50;
// far above what the demo seed allocates (and the other benches' 10,000,001… to 30,000,001…)
const FIRST_PUBLISHER_ID = 40_000_001;
const FIRST_SEEKER_ID = 40_100_001;
const CATCH_UP_TIMEOUT_MS = 300_000;
const REDIS_DATABASE = 13;

const figure = (metric: string, value: number | string, unit: string, target: Figure['target'] = null): Figure => ({ bench: BENCH, metric, value, unit, target });

// ---------------------------------------------------------------------------------------------------------------
// setup




/** A multipart POST of one or more files (and text fields) on the bench's keep-alive agent. */
function callMultipart(agent: http.Agent, port: number, route: string, token: string, files: { field: string; name: string; type: string; bytes: Buffer }[], fields: Record<string, string> = {}): Promise<Answer> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(parts);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: route, agent, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': payload.length } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}


interface Cast {
  seekers: { id: number; token: string; resumeId: number }[];
  jobs: { id: number; publisherToken: string }[];
  auditorToken: string;
}

/** Each seeker keeps a resume (own phone and e-mail: duplicates are judged on them) and each publisher posts a job the admin approves. */
async function castOf(agent: http.Agent, port: number, url: string, secret: string, seekerIds: number[], publisherIds: number[]): Promise<Cast> {
  const adminToken = await signIn(agent, port, 'admin');
  const auditorToken = await signIn(agent, port, 'auditor');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const auditorId = await client
    .query<{ id: number }>(`select id from ${USERS_TABLE} where username = 'auditor'`)
    .then((result) => result.rows[0]?.id)
    .finally(() => client.end());
  if (!auditorId) throw new Error('the demo seed left no auditor');

  const { templateId: _template, isDefault: _default, locale: _locale, ...resume } = demoSeekers[0]!.resumes[0]!;
  const seekers = [];
  for (const [index, id] of seekerIds.entries()) {
    const token = tokenFor(secret, id, roleCodes.seeker);
    const form = { ...resume, name: `Bench Candidate ${index + 1}`, phone: `85620${String(id).slice(-8)}`, email: `bench-candidate-${id}@example.com`, searchable: false };
    const created = dataOf<ResumeDetail>(await call(agent, port, 'POST', '/api/v1/resumes', { token, body: form }), 'POST /resumes');
    seekers.push({ id, token, resumeId: created.id });
  }

  const company = demoCompanies.find((candidate) => candidate.username === 'publisher')!;
  const { company: _company, outcome: _outcome, commission, ...job } = demoJobs.find((candidate) => candidate.company === 'publisher' && !candidate.outcome)!;
  const jobs = [];
  for (const [index, id] of publisherIds.entries()) {
    const publisherToken = tokenFor(secret, id, roleCodes.publisher);
    const form = { ...company.defaults, ...job, company: `Bench company ${id}`, position: `Bench delivery job ${index + 1}`, guaranteeMonth: 0 };
    const posted = dataOf<{ id: number }>(await call(agent, port, 'POST', '/api/v1/jobs', { token: publisherToken, body: form }), 'POST /jobs');
    const approval = { auditStatus: 1, commission: commission ?? { company: 50, auditor: 30, candidate: 20 }, resumeAuditorId: auditorId, sort: index + 1 };
    dataOf(await call(agent, port, 'PUT', `/api/v1/jobs/${posted.id}/audit`, { token: adminToken, body: approval }), 'PUT /jobs/{id}/audit');
    jobs.push({ id: posted.id, publisherToken });
  }
  return { seekers, jobs, auditorToken };
}

// ---------------------------------------------------------------------------------------------------------------
// one order through the whole flow

const COMMANDS = ['deliver', 'approveResume', 'acceptByEmployer', 'scheduleInterview', 'uploadProof', 'passInterview', 'join', 'uploadInvoice'] as const;
type Command = (typeof COMMANDS)[number];

/** The milliseconds the api spent waiting for the read model before answering (its Server-Timing `settle`). */
function settleMsOf(answer: Answer): number | undefined {
  const header = answer.headers['server-timing'];
  const entry = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').find((part) => part.trim().startsWith('settle;dur='));
  return entry === undefined ? undefined : Number(entry.trim().slice('settle;dur='.length));
}

class Timings {
  readonly ms = new Map<Command | 'flow', number[]>();
  /** Of each command's time, the api's wait for the read model (read-your-writes). */
  readonly settleMs: number[] = [];
  readonly failures = new Map<string, { count: number; first: string }>();
  readonly readYourWrites = new Map<string, number>();
  /** Answers that did not show the step just taken (the read model behind the write). */
  stale = 0;

  add(step: Command | 'flow', ms: number): void {
    const list = this.ms.get(step) ?? [];
    list.push(ms);
    this.ms.set(step, list);
  }

  fail(step: string, error: unknown): void {
    const known = this.failures.get(step);
    if (known) known.count += 1;
    else this.failures.set(step, { count: 1, first: error instanceof Error ? error.message : String(error) });
  }
}

const interviewAt = (inDays: number) => {
  const at = new Date(Date.now() + inDays * 24 * 3600_000);
  return `${at.toISOString().slice(0, 10)}T10:00`;
};

/** Deliver → … → settled, each step by the party the table allows, timed; every answer must show the step. */
async function flow(agent: http.Agent, port: number, cast: Cast, seeker: Cast['seekers'][number], job: Cast['jobs'][number], timings: Timings): Promise<void> {
  const flowStarted = performance.now();
  let step: Command = 'deliver';
  const timed = async (command: Command, send: () => Promise<Answer>, expected: DeliveryState | null): Promise<Answer> => {
    step = command;
    const started = performance.now();
    const answer = await send();
    timings.add(command, performance.now() - started);
    const marker = answer.headers[READ_YOUR_WRITES_HEADER.toLowerCase()];
    if (expected !== null) {
      const settle = settleMsOf(answer);
      if (settle !== undefined) timings.settleMs.push(settle);
      timings.readYourWrites.set(String(marker ?? 'unmarked'), (timings.readYourWrites.get(String(marker ?? 'unmarked')) ?? 0) + 1);
      const view = dataOf<DeliveryOrderView>(answer, command);
      if (view.state !== expected) timings.stale += 1;
    }
    return answer;
  };
  const advance = (id: number, token: string, body: Record<string, unknown>) => call(agent, port, 'PUT', `/api/v1/delivery-orders/${id}/advance`, { token, body });
  try {
    const delivered = await timed('deliver', () => call(agent, port, 'POST', '/api/v1/delivery-orders', { token: seeker.token, body: { jobId: job.id, resumeId: seeker.resumeId } }), 'PendingResumeReview');
    const { id } = dataOf<DeliveryOrderView>(delivered, 'deliver');
    await timed('approveResume', () => advance(id, cast.auditorToken, { action: 'approveResume', remark: 'bench' }), 'PendingEmployerReview');
    await timed('acceptByEmployer', () => advance(id, job.publisherToken, { action: 'acceptByEmployer' }), 'PendingInterview');
    await timed('scheduleInterview', () => advance(id, job.publisherToken, { action: 'scheduleInterview', interviewAt: interviewAt(3), place: 'Bench meeting room 1' }), 'PendingInterview');
    const proof = await timed('uploadProof', () => callMultipart(agent, port, '/api/v1/files', job.publisherToken, [{ field: 'file', name: 'interview-record.pdf', type: 'application/pdf', bytes: demoDocument('Interview record') }]), null);
    const { url } = dataOf<{ url: string }>(proof, 'POST /files');
    await timed('passInterview', () => advance(id, job.publisherToken, { action: 'passInterview', proofUrls: [url], confirmedName: 'Bench Candidate' }), 'PendingOnboarding');
    // a guarantee of 0 months: joined and straight on to "pending invoice" in one append
    await timed('join', () => advance(id, job.publisherToken, { action: 'join', onboardDate: new Date().toISOString().slice(0, 10) }), 'PendingUploadInvoice');
    await timed(
      'uploadInvoice',
      () => callMultipart(agent, port, `/api/v1/delivery-orders/${id}/invoice`, seeker.token, [{ field: 'files', name: 'invoice.pdf', type: 'application/pdf', bytes: demoDocument('Invoice') }], { invoiceDate: new Date().toISOString().slice(0, 10) }),
      'Settled',
    );
    timings.add('flow', performance.now() - flowStarted);
  } catch (error) {
    timings.fail(step, error);
  }
}

/** Every client (a seeker) takes `orders` orders through the flow, one after the other, cycling through the jobs. */
async function runClients(agent: http.Agent, port: number, cast: Cast, clients: number, orders: number, timings: Timings, firstJob = 0): Promise<number> {
  const started = performance.now();
  await Promise.all(
    cast.seekers.slice(0, clients).map(async (seeker, client) => {
      // a settled order frees the candidate × job pair, so the same seeker may apply to the same job again
      for (let order = 0; order < orders; order++) await flow(agent, port, cast, seeker, cast.jobs[(client + order + firstJob) % cast.jobs.length]!, timings);
    }),
  );
  return (performance.now() - started) / 1000;
}

function reportTimings(timings: Timings): void {
  if (timings.settleMs.length > 0) {
    report(figure('of each command, the wait for the read model p50', round(percentile(timings.settleMs, 50), 1), 'ms'));
    report(figure('of each command, the wait for the read model p99', round(percentile(timings.settleMs, 99), 1), 'ms'), { note: `Server-Timing settle; ${timings.settleMs.length} answers` });
  }
  for (const step of [...COMMANDS, 'flow'] as const) {
    const values = timings.ms.get(step) ?? [];
    if (values.length === 0) continue;
    const p99 = percentile(values, 99);
    const isCommand = step !== 'flow' && step !== 'uploadProof';
    report(figure(`${step} p50`, round(percentile(values, 50), 1), 'ms'));
    report(figure(`${step} p99`, round(p99, 1), 'ms', isCommand ? P99_TARGET_MS : null), {
      ...(isCommand ? { met: p99 <= P99_TARGET_MS } : {}),
      note: `max ${round(Math.max(...values), 1)} ms; ${values.length} samples${step === 'uploadProof' ? '; POST /files, not a delivery command' : ''}`,
    });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// the history of a long order

/** One order of `HISTORY_EVENTS` events: delivered, approved, accepted, then the interview rescheduled again and again. */
async function longOrder(agent: http.Agent, port: number, cast: Cast): Promise<number> {
  const seeker = cast.seekers[0]!;
  const job = cast.jobs[0]!;
  const { id } = dataOf<DeliveryOrderView>(await call(agent, port, 'POST', '/api/v1/delivery-orders', { token: seeker.token, body: { jobId: job.id, resumeId: seeker.resumeId } }), 'deliver');
  const advance = async (token: string, body: Record<string, unknown>) => dataOf<DeliveryOrderView>(await call(agent, port, 'PUT', `/api/v1/delivery-orders/${id}/advance`, { token, body }), String(body.action));
  await advance(cast.auditorToken, { action: 'approveResume' });
  await advance(job.publisherToken, { action: 'acceptByEmployer' });
  for (let reschedule = 0; reschedule < HISTORY_EVENTS - 3; reschedule++) {
    await advance(job.publisherToken, { action: 'scheduleInterview', interviewAt: interviewAt(3 + (reschedule % 20)), place: `Bench meeting room ${(reschedule % 9) + 1}` });
  }
  return id;
}

async function measureHistory(agent: http.Agent, port: number, cast: Cast, orderId: number): Promise<void> {
  const token = cast.auditorToken;
  const route = `/api/v1/delivery-orders/${orderId}/history`;
  const entries = dataOf<unknown[]>(await call(agent, port, 'GET', route, { token }), 'GET history');
  report(figure('history events of the long order', entries.length, 'events', HISTORY_EVENTS), { met: entries.length === HISTORY_EVENTS });
  for (const concurrency of [1, CLIENTS]) {
    let bytes = 0;
    const result = await measureLoad({ concurrency, ...HISTORY_ROUND }, async () => {
      const answer = await call(agent, port, 'GET', route, { token });
      if (answer.status !== 200) throw new Error(`GET history answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      bytes = answer.body.length;
    });
    const note = `${result.latenciesMs.length} requests, ${round(result.opsPerSecond, 1)}/s; ${round(bytes / 1024)} KiB each`;
    report(figure(`history of ${HISTORY_EVENTS} events c=${concurrency} p50`, round(percentile(result.latenciesMs, 50), 1), 'ms'));
    report(figure(`history of ${HISTORY_EVENTS} events c=${concurrency} p99`, round(percentile(result.latenciesMs, 99), 1), 'ms'), { note });
  }
}

// ---------------------------------------------------------------------------------------------------------------

export async function run(): Promise<void> {
  const started = performance.now();
  printUptime(BENCH, 'at start');
  const database = await createTestDatabase('jm_bench_delivery');
  const redisPrefix = `jm:${database.name}:`;
  const children: Child[] = [];
  const pollAgent = new http.Agent({ keepAlive: false });
  const apiPort = await freePort();
  const env: NodeJS.ProcessEnv = { ...productEnv(database.url, apiPort, REDIS_DATABASE), REDIS_KEY_PREFIX: redisPrefix };
  try {
    await waitForConnections(database.url);
    await runToEnd('migrate', 'scripts/migrate.ts', env);
    await runToEnd('seed', 'scripts/seed.ts', env);

    const publisherIds = Array.from({ length: PUBLISHERS }, (_, index) => FIRST_PUBLISHER_ID + index);
    const seekerIds = Array.from({ length: CLIENTS }, (_, index) => FIRST_SEEKER_ID + index);
    await seedPublishers(database.url, publisherIds);
    await seedBenchUsers(database.url, seekerIds, { role: roleCodes.seeker, prefix: 'bench-seeker', correlationId: 'bench-delivery' });

    const projections = startChild('projections', 'projections/src/main.ts', env);
    children.push(projections);
    const api = startChild('api', 'api/src/main.ts', env);
    children.push(api);
    await waitUntilAnswering(api, pollAgent, apiPort, '/healthz');
    const everyone = [...publisherIds, ...seekerIds];
    const usersReady = async (client: pg.Client) =>
      Number((await client.query<{ count: string }>(`select count(*) from ${USERS_TABLE} where id = any($1)`, [everyone])).rows[0]!.count) === everyone.length;
    await waitForProjections(children, pollAgent, apiPort, database.url, { timeoutMs: CATCH_UP_TIMEOUT_MS, ready: usersReady });

    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });
    const cast = await castOf(agent, apiPort, database.url, env.JWT_SECRET!, seekerIds, publisherIds);
    await waitForProjections(children, pollAgent, apiPort, database.url, { timeoutMs: CATCH_UP_TIMEOUT_MS });

    // warm-up: a few orders by two clients (the api's first compilations), not counted
    const warm = new Timings();
    await runClients(agent, apiPort, cast, 2, WARMUP_ORDERS / 2, warm);
    if (warm.failures.size > 0) throw new Error(`the warm-up failed: ${JSON.stringify([...warm.failures])}`);

    printUptime(BENCH, 'before the flows');
    const timings = new Timings();
    const meter = await CostMeter.open(database.url, new Map([['api', api.process.pid!], ['projections', projections.process.pid!], ['bench clients', process.pid]]));
    const before = await meter?.read();
    const seconds = await runClients(agent, apiPort, cast, CLIENTS, ORDERS_PER_CLIENT, timings, 1);
    const costs = new Costs();
    const settled = timings.ms.get('flow')?.length ?? 0;
    const commands = COMMANDS.filter((command) => command !== 'uploadProof').reduce((sum, command) => sum + (timings.ms.get(command)?.length ?? 0), 0);
    report(figure(`${CLIENTS} clients: orders settled`, round(settled / seconds, 1), 'orders/s'), {
      note: `${settled} of ${CLIENTS * ORDERS_PER_CLIENT} in ${round(seconds, 1)} s; ${round(commands / seconds, 1)} delivery commands/s`,
    });
    reportTimings(timings);
    if (meter && before) {
      // the projections' share is read once they caught up (the read models and the notice and timer reactors)
      await waitForProjections(children, pollAgent, apiPort, database.url, { timeoutMs: CATCH_UP_TIMEOUT_MS });
      meter.add(costs, before, await meter.read(), commands);
      for (const [name, ms] of costs.processMs) report(figure(`cpu/command ${name}`, round(costs.perRequest(ms), 2), 'ms'), { note: 'the proof uploads (POST /files) included' });
      report(figure('cpu/command postgres', round(costs.perRequest(costs.postgresMs), 2), 'ms'), { note: 'backends of the bench database' });
      report(figure('pg transactions/command', round(costs.perRequest(costs.transactions), 1), ''), { note: 'every connection of the bench database' });
      // a closed loop of 20 clients waits its turn for the machine: the mean answer can be no shorter than this
      const allMs = costs.perRequest([...costs.processMs.values()].reduce((sum, ms) => sum + ms, costs.postgresMs));
      report(figure(`latency floor c=${CLIENTS}, all work`, round((CLIENTS * allMs) / availableParallelism(), 1), 'ms'), {
        note: `${CLIENTS} x ${round(allMs, 1)} ms of CPU per command / ${availableParallelism()} cores`,
      });
      await meter.close();
    }
    report(figure('answers that did not show their step', timings.stale, 'answers', 0), {
      met: timings.stale === 0,
      note: `${READ_YOUR_WRITES_HEADER}: ${[...timings.readYourWrites].map(([state, count]) => `${state} ${count}`).join(', ')}`,
    });
    const failures = [...timings.failures].map(([step, { count, first }]) => `${step}: ${count} (first: ${first.slice(0, 200)})`);
    report(figure('flows failed', CLIENTS * ORDERS_PER_CLIENT - settled, 'orders', 0), { met: settled === CLIENTS * ORDERS_PER_CLIENT, note: failures.join('; ') || 'none' });
    printUptime(BENCH, 'after the flows');

    const orderId = await longOrder(agent, apiPort, cast);
    await measureHistory(agent, apiPort, cast, orderId);
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
