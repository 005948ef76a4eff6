/**
 * `npm run bench -- membership`: VIP payments under a burst (issue 13 "Benchmark"), on its own fresh database.
 *  Setup: migrations and the demo seed run as the real scripts; then 1,000 approved publishers (plus a few for the
 *  warm-up) are appended straight to the store — UserCreated with the PUBLISHER role, sharing one precomputed argon2id
 *  hash, and their registration submitted and approved — and the product's api and projections start as child
 *  processes. Access tokens are minted with the bench's JWT_SECRET exactly as the api issues them at sign-in
 *  (issueAccessToken, same claims): 1,000 argon2id sign-ins would take ~2 minutes of CPU and measure the hash, not
 *  the payments. The api still checks every token, its session and the publisher's roles on every request.
 *  The burst: every publisher at once submits an order (POST /vip-orders), gets its QR (POST …/qr), pays it in the
 *  simulated bank (the adapter's own payer, actOnQr: the bank's ledger updated, then our webhook called signed with
 *  PAYMENT_WEBHOOK_SECRET like a real provider), and says "I have paid" (PUT …/confirm). Each webhook is delivered
 *  twice at once, as a provider retrying while the first is still in flight would: the duplicate must change nothing.
 *  Reported: orders/s over the burst, p50/p99 of each step and of the whole flow, and from the event store, per order,
 *  how many MembershipActivated and VipOrderPaid events exist (exactly 1 each: none twice, none lost) and whether the
 *  two landed in one transaction; then the read model once the projections caught up.
 * The machine is shared: `uptime` is printed at the start and the end, so a reader can judge the figures.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { roleCodes, type ApplicationEvent, type PaymentCheckView, type PaymentQrView, type UserEvent, type VipLevelOption, type VipOrderView } from '@jobmarket/contracts';
import { PostgresEventStore, type NewEvent } from '@jobmarket/eventstore';
import { createTestDatabase } from '@jobmarket/eventstore/testing';
import { createDatabase, MEMBERSHIPS_TABLE, ROLES_TABLE, USERS_TABLE, VIP_ORDERS_TABLE } from '@jobmarket/projections';
import pg from 'pg';
import { issueAccessToken } from '../../api/src/modules/identity/auth/accessTokens';
import { hashPassword } from '../../api/src/modules/identity/users/passwords';
import { actOnQr } from '../../api/src/modules/membership/payments/simulatedPayer';
import { SIGNATURE_HEADER } from '../../api/src/modules/membership/payments/webhookSignature';
import { READ_YOUR_WRITES_HEADER } from '@jobmarket/contracts/platform/pendingWrites';
import { call, CostMeter, Costs, dataOf, endOf, failureOf, freePort, productEnv, runToEnd, startChild, stopChild, waitForConnections, waitUntilAnswering, type Answer, type Child } from './api';
import { percentile } from './load';
import { report, round, type Figure } from './report';
import { dropRedisKeys, printUptime, waitForProjections } from './runEnvironment';

const BENCH = 'membership';
const PUBLISHERS = Number(process.env.BENCH_VIP_PUBLISHERS ?? 1_000);
/** Publishers who buy before the burst, a few at a time, so the burst does not time the api's first compilations. */
const WARMUP_PUBLISHERS = 10;
// far above what the demo seed allocates (and the jobs bench's 20,000,001…), so the api's own ids never meet these
const FIRST_PUBLISHER_ID = 30_000_001;
const APPEND_WORKERS = 8;
const TOKEN_TTL_SECONDS = 3_600;
const BANK_POOL = 20; // the simulated bank's own connections to its ledger (it is another company's system)
const CATCH_UP_TIMEOUT_MS = 600_000;
const REDIS_DATABASE = 13;
const WEBHOOK_PATH = '/api/v1/payments/webhook';
/** A level the bench creates when the seed offers none (the demo seed's Basic, in kip). */
const BENCH_LEVEL = {
  names: { en: 'Bench Basic', 'zh-cn': '基准基础会员', lo: 'ພື້ນຖານທົດສອບ', th: 'พื้นฐานทดสอบ' },
  price: 300_000,
  validDays: 30,
  jobCount: 10,
  viewableResumes: 50,
  downloadableResumes: 10,
  adCount: 1,
  sort: 1,
  enabled: true,
};

const figure = (metric: string, value: number | string, unit: string, target: Figure['target'] = null): Figure => ({ bench: BENCH, metric, value, unit, target });

// ---------------------------------------------------------------------------------------------------------------
// setup

const metadata = { schemaVersion: 1, actorId: 'bench', correlationId: 'bench-membership' };
const toNew = (event: UserEvent | ApplicationEvent): NewEvent => ({ type: event.type, data: event.data, metadata });

/** Approved publishers appended straight to the store: the account (PUBLISHER role) and the approved registration. */
export async function seedPublishers(url: string, ids: number[]): Promise<{ events: number; seconds: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let publisherRoleId: number;
  try {
    const role = await client.query<{ id: number }>(`select id from ${ROLES_TABLE} where code = $1`, [roleCodes.publisher]);
    if (!role.rows[0]) throw new Error('the seed left no PUBLISHER role');
    publisherRoleId = Number(role.rows[0].id);
  } finally {
    await client.end();
  }
  const passwordHash = await hashPassword('bench-publisher-password'); // one hash for all: nobody signs in with it
  const store = new PostgresEventStore({ connectionString: url, maxConnections: APPEND_WORKERS });
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < ids.length; index = next++) {
      const id = ids[index]!;
      const username = `bench-vip${id}`;
      const email = `${username}@example.com`;
      const created: UserEvent = {
        type: 'UserCreated',
        data: { id, username, kind: 'publisher', passwordHash, nickname: `Bench company ${id}`, mobile: null, gender: 0, avatar: null, email, status: 1, deptId: null, roleIds: [publisherRoleId] },
      };
      const submitted: ApplicationEvent = {
        type: 'PublisherApplicationSubmitted',
        data: { userId: id, username, email, mobile: '13800000000', locale: 'lo', company: `Bench company ${id}`, documents: {} },
      };
      const approved: ApplicationEvent = { type: 'ApplicationApproved', data: { userId: id, kind: 'publisher', auditorId: 'bench' } };
      await store.appendToStream(`user-${id}`, [toNew(created)], { expectedRevision: 'no_stream' });
      await store.appendToStream(`application-${id}`, [submitted, approved].map(toNew), { expectedRevision: 'no_stream' });
    }
  };
  try {
    await Promise.all(Array.from({ length: APPEND_WORKERS }, worker));
  } finally {
    await store.close();
  }
  return { events: ids.length * 3, seconds: (performance.now() - started) / 1000 };
}

const countOf = async (client: pg.Client, sql: string, values: unknown[]) => Number((await client.query<{ count: string }>(sql, values)).rows[0]!.count);

/** The level every publisher buys: the cheapest the seed offers, or one created by the admin when there is none. */
async function levelToBuy(agent: http.Agent, port: number): Promise<VipLevelOption> {
  const offered = async () => dataOf<VipLevelOption[]>(await call(agent, port, 'GET', '/api/v1/vip-levels/options'), 'GET /vip-levels/options');
  let levels = await offered();
  if (levels.length === 0) {
    const login = await call(agent, port, 'POST', '/api/v1/auth/login', { body: { username: 'admin', password: '123456', captchaKey: '', captchaCode: '' } });
    const { accessToken } = dataOf<{ accessToken: string }>(login, 'POST /auth/login (admin)');
    dataOf(await call(agent, port, 'POST', '/api/v1/vip-levels', { token: accessToken, body: BENCH_LEVEL }), 'POST /vip-levels');
    levels = await offered();
  }
  const cheapest = [...levels].sort((a, b) => a.price - b.price)[0];
  if (!cheapest) throw new Error('no VIP level is offered, even after creating one');
  return cheapest;
}

// ---------------------------------------------------------------------------------------------------------------
// one publisher's purchase

const STEPS = ['submit', 'qr', 'pay', 'check', 'flow'] as const;
type Step = (typeof STEPS)[number];

/** The milliseconds the api spent waiting for the read model before answering (its Server-Timing `settle`). */
function settleMsOf(answer: Answer): number | undefined {
  const header = answer.headers['server-timing'];
  const entry = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').find((part) => part.trim().startsWith('settle;dur='));
  return entry === undefined ? undefined : Number(entry.trim().slice('settle;dur='.length));
}

class Timings {
  readonly ms = new Map<Step | 'webhook' | 'submit settle', number[]>();
  readonly failures = new Map<string, { count: number; first: string }>();
  readonly webhookStatuses = new Map<string, number>();
  readonly checkResults = new Map<string, number>();
  readonly orderNos: string[] = [];

  readonly readYourWrites = new Map<string, number>();

  add(step: Step | 'webhook' | 'submit settle', ms: number): void {
    const list = this.ms.get(step) ?? [];
    list.push(ms);
    this.ms.set(step, list);
  }

  fail(step: string, error: unknown): void {
    const known = this.failures.get(step);
    if (known) known.count += 1;
    else this.failures.set(step, { count: 1, first: error instanceof Error ? error.message : String(error) });
  }

  count(map: Map<string, number>, key: string): void {
    map.set(key, (map.get(key) ?? 0) + 1);
  }
}

/** Posts a signed webhook body to the api exactly as the bytes the signature covers. */
function deliverWebhook(agent: http.Agent, port: number, rawBody: string, signature: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: WEBHOOK_PATH, agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(rawBody), [SIGNATURE_HEADER]: signature } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(rawBody);
  });
}

interface Buyer {
  publisherId: number;
  token: string;
}

/** Submit → QR → the simulated bank pays (webhook delivered twice at once) → "I have paid"; each step timed. */
async function buy(buyer: Buyer, levelId: number, env: { agent: http.Agent; port: number; bankDb: ReturnType<typeof createDatabase>; secret: string }, timings: Timings): Promise<void> {
  const { agent, port } = env;
  const token = buyer.token;
  const flowStarted = performance.now();
  let started = flowStarted;
  const lap = (step: Step) => {
    const now = performance.now();
    timings.add(step, now - started);
    started = now;
  };
  let step: Step = 'submit';
  try {
    const submitted = await call(agent, port, 'POST', '/api/v1/vip-orders', { token, body: { levelId } });
    const order = dataOf<VipOrderView>(submitted, 'POST /vip-orders');
    lap('submit');
    timings.orderNos.push(order.orderNo);
    const settle = settleMsOf(submitted);
    if (settle !== undefined) timings.add('submit settle', settle);
    timings.count(timings.readYourWrites, String(submitted.headers[READ_YOUR_WRITES_HEADER.toLowerCase()] ?? 'unmarked'));
    step = 'qr';
    const qr = dataOf<PaymentQrView>(await call(agent, port, 'POST', `/api/v1/vip-orders/${order.orderNo}/qr`, { token }), 'POST /vip-orders/{no}/qr');
    lap('qr');
    step = 'pay';
    const answer = await actOnQr(env.bankDb, env.secret, qr.payload, 'pay', new Date(), async (rawBody, signature) => {
      // the provider's retry racing its first delivery: both signed alike, the second must change nothing
      const statuses = await Promise.all(
        [0, 1].map(async () => {
          const sent = performance.now();
          const status = await deliverWebhook(agent, port, rawBody, signature);
          timings.add('webhook', performance.now() - sent);
          return status;
        }),
      );
      timings.count(timings.webhookStatuses, statuses.join('+'));
      return statuses[0];
    });
    if ('problem' in answer) throw new Error(`the simulated bank could not read the QR: ${answer.problem}`);
    if (answer.outcome !== 'paid') throw new Error(`the simulated bank answered ${answer.outcome}`);
    lap('pay');
    step = 'check';
    const check = dataOf<PaymentCheckView>(await call(agent, port, 'PUT', `/api/v1/vip-orders/${order.orderNo}/confirm`, { token }), 'PUT /vip-orders/{no}/confirm');
    timings.count(timings.checkResults, check.result);
    lap('check');
    timings.add('flow', performance.now() - flowStarted);
  } catch (error) {
    timings.fail(step, error);
  }
}

async function buyAll(buyers: Buyer[], concurrency: number, run: (buyer: Buyer) => Promise<void>): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, buyers.length) }, async () => {
      for (let index = next++; index < buyers.length; index = next++) await run(buyers[index]!);
    }),
  );
  return (performance.now() - started) / 1000;
}

// ---------------------------------------------------------------------------------------------------------------
// the proof, from the event store

interface Proof {
  submitted: number;
  activatedOnce: number;
  activatedTwiceOrMore: number;
  activationsLost: number;
  paidOnce: number;
  paidTwiceOrMore: number;
  paidLost: number;
  inOneTransaction: number;
  publishersActivatedTwice: number;
}

/** Every order the publishers submitted (read from the store, so an answer lost on the way still counts). */
async function proofFromStore(url: string, firstId: number, lastId: number): Promise<Proof> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const submitted = (
      await client.query<{ order_no: string }>(
        `select data->>'orderNo' as order_no from es_events where type = 'VipOrderSubmitted' and (data->>'publisherId')::int between $1 and $2`,
        [firstId, lastId],
      )
    ).rows.map((row) => row.order_no);
    const perOrder = async (type: string) =>
      new Map(
        (
          await client.query<{ order_no: string; n: number }>(
            `select data->>'orderNo' as order_no, count(*)::int as n from es_events where type = $1 and data->>'orderNo' = any($2) group by 1`,
            [type, submitted],
          )
        ).rows.map((row) => [row.order_no, row.n]),
      );
    const activated = await perOrder('MembershipActivated');
    const paid = await perOrder('VipOrderPaid');
    const tally = (counts: Map<string, number>) => ({
      once: submitted.filter((orderNo) => counts.get(orderNo) === 1).length,
      more: submitted.filter((orderNo) => (counts.get(orderNo) ?? 0) > 1).length,
      none: submitted.filter((orderNo) => !counts.has(orderNo)).length,
    });
    const activations = tally(activated);
    const payments = tally(paid);
    const inOneTransaction = await countOf(
      client,
      `select count(*) from es_events p join es_events a
          on a.type = 'MembershipActivated' and a.data->>'orderNo' = p.data->>'orderNo' and a.transaction_id = p.transaction_id
        where p.type = 'VipOrderPaid' and p.data->>'orderNo' = any($1)`,
      [submitted],
    );
    const publishersActivatedTwice = await countOf(
      client,
      `select count(*) from (select stream_id from es_events where type = 'MembershipActivated' and (data->>'publisherId')::int between $1 and $2
          group by stream_id having count(*) > 1) twice`,
      [firstId, lastId],
    );
    return {
      submitted: submitted.length,
      activatedOnce: activations.once,
      activatedTwiceOrMore: activations.more,
      activationsLost: activations.none,
      paidOnce: payments.once,
      paidTwiceOrMore: payments.more,
      paidLost: payments.none,
      inOneTransaction,
      publishersActivatedTwice,
    };
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------

function reportSteps(timings: Timings, label: string): void {
  const notes: Partial<Record<Step | 'webhook' | 'submit settle', string>> = {
    submit: 'POST /vip-orders, read-your-writes included',
    'submit settle': "of which the api's wait for the read model (Server-Timing settle)",
    qr: 'POST /vip-orders/{no}/qr: the bank registers the QR, the api renders its QR (SVG)',
    pay: 'the simulated bank: its ledger, then both webhook deliveries',
    webhook: 'each delivery of the two at once',
    check: 'PUT /vip-orders/{no}/confirm ("I have paid": the bank asked again)',
    flow: 'all four steps of one publisher',
  };
  for (const step of ['submit', 'submit settle', 'qr', 'pay', 'webhook', 'check', 'flow'] as const) {
    const values = timings.ms.get(step) ?? [];
    if (values.length === 0) continue;
    const note = `${notes[step]}; ${values.length} samples`;
    report(figure(`${label} ${step} p50`, round(percentile(values, 50), 1), 'ms'));
    report(figure(`${label} ${step} p99`, round(percentile(values, 99), 1), 'ms'), { note: `max ${round(Math.max(...values), 1)} ms; ${note}` });
  }
}

export async function run(): Promise<void> {
  const started = performance.now();
  printUptime(BENCH, 'at start');
  const database = await createTestDatabase('jm_bench_membership');
  const redisPrefix = `jm:${database.name}:`;
  const children: Child[] = [];
  const pollAgent = new http.Agent({ keepAlive: false });
  const bankDb = createDatabase(database.url, { max: BANK_POOL });
  let meter: CostMeter | undefined;
  const apiPort = await freePort();
  const env: NodeJS.ProcessEnv = { ...productEnv(database.url, apiPort, REDIS_DATABASE), REDIS_KEY_PREFIX: redisPrefix, PAYMENT_WEBHOOK_SECRET: randomBytes(48).toString('base64url') };
  try {
    await waitForConnections(database.url);
    await runToEnd('migrate', 'scripts/migrate.ts', env);
    await runToEnd('seed', 'scripts/seed.ts', env);

    const ids = Array.from({ length: WARMUP_PUBLISHERS + PUBLISHERS }, (_, index) => FIRST_PUBLISHER_ID + index);
    const lastId = ids[ids.length - 1]!;
    const seeded = await seedPublishers(database.url, ids);
    report(figure(`append ${ids.length.toLocaleString('en-US')} approved publishers`, round(seeded.events / seeded.seconds), 'events/s'), {
      note: `${seeded.events.toLocaleString('en-US')} events (UserCreated, application submitted and approved) in ${round(seeded.seconds, 1)} s, ${APPEND_WORKERS} connections`,
    });

    const projections = startChild('projections', 'projections/src/main.ts', env);
    children.push(projections);
    const api = startChild('api', 'api/src/main.ts', env);
    children.push(api);
    await waitUntilAnswering(api, pollAgent, apiPort, '/healthz');
    const usersReady = async (client: pg.Client) => (await countOf(client, `select count(*) from ${USERS_TABLE} where id between $1 and $2`, [FIRST_PUBLISHER_ID, lastId])) === ids.length;
    const catchUp = await waitForProjections(children, pollAgent, apiPort, database.url, { timeoutMs: CATCH_UP_TIMEOUT_MS, ready: usersReady });
    report(figure('projections caught up with the publishers', round(catchUp, 1), 's'));

    const level = await levelToBuy(pollAgent, apiPort);
    const secret = env.PAYMENT_WEBHOOK_SECRET!;
    const buyers: Buyer[] = ids.map((publisherId) => ({
      publisherId,
      token: issueAccessToken(env.JWT_SECRET!, { userId: String(publisherId), roles: [roleCodes.publisher], deptId: null, dataScope: 3, sessionId: randomUUID() }, TOKEN_TTL_SECONDS).token,
    }));

    // warm-up: a few publishers, a few at a time (their orders count in the proof, not in the figures)
    const warmAgent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const warm = new Timings();
    await buyAll(buyers.slice(0, WARMUP_PUBLISHERS), 2, (buyer) => buy(buyer, level.id, { agent: warmAgent, port: apiPort, bankDb, secret }, warm));
    warmAgent.destroy();
    if (warm.failures.size > 0) throw new Error(`the warm-up failed: ${JSON.stringify([...warm.failures])}`);

    // the burst: every publisher at once, each on its own connection
    const burstAgent = new http.Agent({ keepAlive: true, maxSockets: PUBLISHERS * 2 + 10 });
    const timings = new Timings();
    meter = await CostMeter.open(database.url, new Map([['api', api.process.pid!], ['projections', projections.process.pid!], ['bench (clients and simulated bank)', process.pid]]));
    const before = await meter?.read();
    const burstSeconds = await buyAll(buyers.slice(WARMUP_PUBLISHERS), PUBLISHERS, (buyer) => buy(buyer, level.id, { agent: burstAgent, port: apiPort, bankDb, secret }, timings));
    burstAgent.destroy();
    const costs = new Costs();
    if (meter && before) {
      // the projections keep working after the last answer: their share is read once they caught up (below)
      meter.add(costs, before, await meter.read(), PUBLISHERS);
    }
    const completed = timings.ms.get('flow')?.length ?? 0;
    report(figure(`${PUBLISHERS.toLocaleString('en-US')} publishers at once: orders paid and checked`, round(completed / burstSeconds, 1), 'orders/s'), {
      note: `${completed} of ${PUBLISHERS} complete in ${round(burstSeconds, 1)} s; level "${level.name}" at ${level.price.toLocaleString('en-US')} ${level.currency}`,
    });
    reportSteps(timings, 'burst');
    report(figure('burst submit answers', [...timings.readYourWrites].map(([state, count]) => `${state} ${count}`).join(', '), ''), {
      note: 'settled: read from the read model that holds the order; pending: the decided order, the read model behind after the api waited',
    });
    const failures = [...timings.failures].map(([step, { count, first }]) => `${step}: ${count} (first: ${first.slice(0, 200)})`);
    report(figure('flows failed', PUBLISHERS - completed, 'publishers', 0), { met: completed === PUBLISHERS, note: failures.join('; ') || 'none' });
    const paidChecks = timings.checkResults.get('paid') ?? 0;
    report(figure('"I have paid" answered paid', paidChecks, 'orders', PUBLISHERS), {
      met: paidChecks === PUBLISHERS,
      note: [...timings.checkResults].map(([result, count]) => `${result} ${count}`).join(', '),
    });
    report(figure('webhook pairs answered (first+duplicate HTTP status)', [...timings.webhookStatuses].map(([statuses, count]) => `${statuses} x${count}`).join(', ') || 'none', ''));

    const proof = await proofFromStore(database.url, FIRST_PUBLISHER_ID, lastId);
    const expected = ids.length;
    report(figure('orders submitted (event store)', proof.submitted, 'orders', expected), { met: proof.submitted === expected, note: `${WARMUP_PUBLISHERS} warm-up + ${PUBLISHERS} burst` });
    report(figure('orders with exactly one MembershipActivated', proof.activatedOnce, 'orders', expected), {
      met: proof.activatedOnce === expected,
      note: `twice or more: ${proof.activatedTwiceOrMore}; none (lost): ${proof.activationsLost}; publishers activated twice: ${proof.publishersActivatedTwice}`,
    });
    report(figure('orders with exactly one VipOrderPaid', proof.paidOnce, 'orders', expected), { met: proof.paidOnce === expected, note: `twice or more: ${proof.paidTwiceOrMore}; none: ${proof.paidLost}` });
    report(figure('paid and activated in one transaction', proof.inOneTransaction, 'orders', expected), { met: proof.inOneTransaction === expected, note: 'VipOrderPaid and MembershipActivated share a transaction id' });

    const settled = await waitForProjections(children, pollAgent, apiPort, database.url, { timeoutMs: CATCH_UP_TIMEOUT_MS });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const active = await countOf(client, `select count(*) from ${MEMBERSHIPS_TABLE} where publisher_id between $1 and $2 and status = 'active' and level_id = $3`, [FIRST_PUBLISHER_ID, lastId, level.id]);
      const paidRows = await countOf(client, `select count(*) from ${VIP_ORDERS_TABLE} where publisher_id between $1 and $2 and status = 'paid'`, [FIRST_PUBLISHER_ID, lastId]);
      report(figure('read model: active memberships / paid orders', `${active} / ${paidRows}`, '', `${expected} / ${expected}`), {
        met: active === expected && paidRows === expected,
        note: `projections and reactors (timers, notices) caught up ${round(settled, 1)} s after the proof`,
      });
    } finally {
      await client.end();
    }
    if (meter && before) {
      const caughtUp = await meter.read();
      const projectionsMs = (caughtUp.processes.get('projections') ?? Number.NaN) - (before.processes.get('projections') ?? Number.NaN);
      for (const [name, ms] of costs.processMs) {
        const perOrder = name === 'projections' ? projectionsMs / PUBLISHERS : costs.perRequest(ms);
        report(figure(`cpu/order ${name}`, round(perOrder, 2), 'ms'), { note: name === 'projections' ? 'burst until caught up: read models, timers, notices' : 'over the burst' });
      }
      report(figure('cpu/order postgres', round(costs.perRequest(costs.postgresMs), 2), 'ms'), { note: 'backends of the bench database, over the burst' });
      report(figure('pg transactions/order', round(costs.perRequest(costs.transactions), 1), ''), { note: 'every connection of the bench database, over the burst' });
    }
  } catch (error) {
    for (const child of children) if (child.output.length > 0) console.error(failureOf(child, endOf(child) ?? 'said').message);
    throw error;
  } finally {
    pollAgent.destroy();
    await meter?.close().catch(() => undefined);
    await bankDb.destroy();
    await Promise.all(children.map((child) => stopChild(child).catch(() => undefined)));
    await database.drop();
    await dropRedisKeys(env.REDIS_URL!, redisPrefix).catch(() => undefined);
  }
  printUptime(BENCH, 'at the end');
  report(figure('run time', round((performance.now() - started) / 1000, 1), 's'));
}
