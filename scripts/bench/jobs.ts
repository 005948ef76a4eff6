/**
 * `npm run bench -- jobs`: the public job board at 100,000 open jobs, on its own fresh database (issue 12 "Benchmark").
 *  1. 100,000 jobs across Thai, Lao, Chinese and English (scripts/bench/jobPostings.ts), each JobPosted, JobApproved
 *     and JobPublished appended straight to the store by 400 approved publishers, one in 300 promoted (featured); then
 *     the jobs projection alone catches up in this process, which gives its rate (events/s); then the product's
 *     projections process (every other projection and reactor, e.g. 100,000 expiry timers) and the api start as child
 *     processes.
 *  2. GET /api/v1/jobs/search at 20 concurrent keep-alive clients for a mix of Thai, Lao, Chinese and English keywords
 *     with and without filters, against the same searches run as the bare SQL statement the adapter sends (same index,
 *     a pg pool as large as the api's), in alternating rounds; p50/p99, throughput and their ratio.
 *  3. The server-rendered /jobs/:id page at 20 clients, when the api serves it: on render threads and, in alternating
 *     rounds, on a second api rendering on its event loop; then Zipf-popular pages (the rendered-page cache).
 * The machine is shared: `uptime` is printed at the start and the end, so a reader can judge the figures.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApplicationEvent, JobEvent, MembershipEvent } from '@jobmarket/contracts';
import { PostgresEventStore, type NewEvent } from '@jobmarket/eventstore';
import { createTestDatabase } from '@jobmarket/eventstore/testing';
import { createDatabase, JOB_SEARCH_TABLE, jobsProjection, ProjectionRunner, REGIONS_TABLE, searchIndexKindOf, type RegionRow } from '@jobmarket/projections';
import pg from 'pg';
import { planSearch, type JobSearchCriteria } from '../../api/src/modules/jobs/search/jobSearch';
import { searchStatement } from '../../api/src/modules/jobs/search/searchStatement';
import { wordShareSource } from '../../api/src/modules/jobs/search/wordShares';
import { queryTagSource } from '../../api/src/modules/jobs/search/queryTags';
import { keywordOf, postingLanguages, postingOf, publisherSampler, publishersOf, placesOf, seededRandom, zipf, type Publisher } from './jobPostings';
import { measureLoad, median, percentile, timed, type LoadResult } from './load';
import { failureOf, freePort, runToEnd, startChild, stopChild, type Child } from './api';
import { compareApiWithBare, nativeStatements, scansOf } from './apiVersusBare';
import { report, round, type Figure } from './report';
import { dropRedisKeys, keptDatabase, printUptime, waitForProjections } from './runEnvironment';

const BENCH = 'jobs';
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const PUBLISHERS = 400;
// far above what the demo seed allocates, so the api's own ids never meet these
const FIRST_JOB_ID = 10_000_001;
const FIRST_PUBLISHER_ID = 20_000_001;
const APPEND_WORKERS = 8;
const DAY_MS = 24 * 3600_000;
const PUBLISHED_OVER_DAYS = 60;
// one job in this many is a featured ad (about 0.3%, a few hundred)
const FEATURED_EVERY = 300;
const CONCURRENCY = 20;
const ROUNDS = 3;
const ROUND = { warmupMs: 1_000, durationMs: 5_000 };
const PAGE_SIZE = 20;
const MIX_SIZE = 240;
const P99_TARGET_MS = 20;
const RATIO_TARGET = 0.7;
const API_POOL = 10; // the api's knex pool (projections createDatabase default)
const STARTUP_TIMEOUT_MS = 90_000;
const CATCH_UP_TIMEOUT_MS = 900_000;
const REDIS_DATABASE = 13;

const figure = (metric: string, value: number | string, unit: string, target: Figure['target'] = null): Figure => ({ bench: BENCH, metric, value, unit, target });
const rounds = (values: number[], digits = 1) => `rounds ${values.map((value) => round(value, digits)).join(' / ')}`;

function get(agent: http.Agent, port: number, route: string): Promise<{ status: number; body: string; contentType: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method: 'GET', path: route, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, contentType: String(response.headers['content-type'] ?? '') }));
      response.on('error', reject);
    });
    request.on('error', (error) => reject(new Error(`GET ${route}: ${error.message}`, { cause: error })));
    request.end();
  });
}

// ---------------------------------------------------------------------------------------------------------------
// seeding

const metadata = { schemaVersion: 1, actorId: 'bench', correlationId: 'bench-jobs' };
const toNew = (event: JobEvent | ApplicationEvent): NewEvent => ({ type: event.type, data: event.data, metadata });

/** Approved publishers, then their jobs (posted, approved, published over the last 60 days), on APPEND_WORKERS connections. */
async function seedJobs(url: string, publishers: Publisher[]): Promise<{ events: number; seconds: number }> {
  const db = createDatabase(url, { max: 2 });
  const regions: RegionRow[] = await db(REGIONS_TABLE).select();
  await db.destroy();
  const places = placesOf(regions);
  const store = new PostgresEventStore({ connectionString: url, maxConnections: APPEND_WORKERS });
  const publisherOf = publisherSampler(publishers);
  const now = Date.now();
  let events = 0;
  try {
    for (const publisher of publishers) {
      const submitted: ApplicationEvent = {
        type: 'PublisherApplicationSubmitted',
        data: { userId: publisher.id, username: `bench-p${publisher.id}`, email: `p${publisher.id}@example.com`, mobile: '13800000000', locale: publisher.language, company: publisher.company, documents: {} },
      };
      const approved: ApplicationEvent = { type: 'ApplicationApproved', data: { userId: publisher.id, kind: 'publisher', auditorId: 'bench' } };
      await store.appendToStream(`application-${publisher.id}`, [submitted, approved].map(toNew), { expectedRevision: 'no_stream' });
      events += 2;
    }
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < JOBS; index = next++) {
        const jobId = FIRST_JOB_ID + index;
        // seeded per job: the same jobs whichever of the concurrent workers writes them
        const random = seededRandom(jobId);
        const publisher = publisherOf(random);
        const fields = postingOf(random, publisher, places);
        const publishTime = new Date(now - random() * PUBLISHED_OVER_DAYS * DAY_MS);
        const jobEvents: JobEvent[] = [
          { type: 'JobPosted', data: { ...fields, jobId, publisherId: publisher.id, locale: publisher.language } },
          { type: 'JobApproved', data: { jobId, auditorId: 'bench', commission: { company: 50, auditor: 30, candidate: 20 }, resumeAuditorId: 1, sort: 0 } },
          { type: 'JobPublished', data: { jobId, publishTime: publishTime.toISOString(), validThrough: new Date(publishTime.getTime() + 90 * DAY_MS).toISOString() } },
        ];
        await store.appendToStream(`job-${jobId}`, jobEvents.map(toNew), { expectedRevision: 'no_stream' });
        events += jobEvents.length;
        if (index % FEATURED_EVERY === 0) {
          // a featured (VIP) ad, as the membership context records one: searches pin the matching ones on top
          const promotion: MembershipEvent = {
            type: 'JobPromotionStarted',
            data: { promotionId: index + 1, publisherId: publisher.id, jobId, startTime: new Date(now).toISOString(), endTime: new Date(now + 30 * DAY_MS).toISOString() },
          };
          await store.appendToStream(`membership-${publisher.id}`, [{ type: promotion.type, data: promotion.data, metadata }], { expectedRevision: 'any' });
          events += 1;
        }
      }
    };
    const ms = await timed(() => Promise.all(Array.from({ length: APPEND_WORKERS }, worker)).then(() => undefined));
    return { events, seconds: ms / 1000 };
  } finally {
    await store.close();
  }
}

/** The jobs projection alone, in this process, from where it stands to the store's head: its events per second. */
async function projectJobs(url: string): Promise<{ events: number; seconds: number }> {
  const db = createDatabase(url);
  const store = new PostgresEventStore({ connectionString: url });
  try {
    const before = Number((await db('projection_checkpoints').where({ name: jobsProjection.name }).first('events_processed'))?.events_processed ?? 0);
    const head = (await store.headPosition())!;
    const ms = await timed(() => new ProjectionRunner({ store, db, connectionString: url, projection: jobsProjection }).run(new AbortController().signal, head));
    const after = Number((await db('projection_checkpoints').where({ name: jobsProjection.name }).first('events_processed'))?.events_processed ?? 0);
    return { events: after - before, seconds: ms / 1000 };
  } finally {
    await store.close();
    await db.destroy();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// the searches

interface Search {
  path: string;
  criteria: JobSearchCriteria;
}

/** The mix the clients send: a keyword in one of the four languages, often with a filter; newest first, or by salary. */
export function searchMix(): Search[] {
  const random = seededRandom(34);
  const countryOf = { th: 'TH', lo: 'LA', 'zh-cn': 'CN', en: 'TH' } as const;
  const industries = ['internet', 'finance', 'retail', 'logistics', 'hospitality', 'media'];
  return Array.from({ length: MIX_SIZE }, (_, index) => {
    const language = postingLanguages[index % postingLanguages.length]!;
    const keywords = keywordOf[language](random);
    const criteria: JobSearchCriteria = { keywords, sort: random() < 0.1 ? 'salary' : 'newest', offset: random() < 0.1 ? PAGE_SIZE : 0, limit: PAGE_SIZE };
    const filter = random();
    if (filter < 0.15) criteria.country = countryOf[language];
    else if (filter < 0.3) criteria.industry = industries[Math.floor(random() * industries.length)];
    else if (filter < 0.4) criteria.postedWithinDays = 30;
    else if (filter < 0.5) criteria.education = String(1 + Math.floor(random() * 5));
    const query = new URLSearchParams({ keywords, pageSize: String(PAGE_SIZE), pageNum: String(criteria.offset / PAGE_SIZE + 1), sort: criteria.sort });
    if (criteria.country) query.set('country', criteria.country);
    if (criteria.industry) query.set('industry', criteria.industry);
    if (criteria.postedWithinDays) query.set('postedWithin', String(criteria.postedWithinDays));
    if (criteria.education) query.set('education', criteria.education);
    return { path: `/api/v1/jobs/search?${query}`, criteria };
  });
}

async function benchSearch(url: string, apiPort: number, apiPid: number | undefined): Promise<void> {
  const db = createDatabase(url, { max: 2 });
  const mix = searchMix();
  const tags = queryTagSource(db);
  const kind = await searchIndexKindOf(db, JOB_SEARCH_TABLE);
  // the bare side runs exactly what the adapter sends: the same tsquery (labels and places included), the same SQL
  const shares = wordShareSource(db, JOB_SEARCH_TABLE);
  const searchStatements = await Promise.all(mix.map(async (search) => searchStatement(search.criteria, await planSearch(db, search.criteria, tags, shares), kind)));
  const statements = nativeStatements(db, searchStatements);
  report(figure('search index', kind, ''), { note: `"${mix[0]!.criteria.keywords}": ${await scansOf(db, searchStatements[0]!)}` });
  await db.destroy();
  await compareApiWithBare({
    bench: BENCH,
    label: 'search',
    unit: 'jobs',
    databaseUrl: url,
    apiPort,
    apiPid,
    paths: mix.map((search) => search.path),
    statements,
    concurrency: CONCURRENCY,
    rounds: ROUNDS,
    round: ROUND,
    pool: API_POOL,
    p99TargetMs: P99_TARGET_MS,
    ratioTarget: RATIO_TARGET,
  });
}

/** An api serving the job pages, named by how it renders them. */
interface PageServer {
  name: string;
  port: number;
}

/**
 * The server-rendered job page at 20 clients: random open jobs (every page rendered afresh: the worst case), on the
 * api as configured (render threads) and on a second api rendering on its event loop (SSR_THREADS=0), in alternating
 * rounds; then pages drawn with Zipf weights (a few jobs read often, as on a real board), which the rendered-page
 * cache answers in part.
 */
async function benchJobPage(servers: PageServer[]): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY * servers.length });
  try {
    const probe = await get(agent, servers[0]!.port, `/jobs/${FIRST_JOB_ID}`);
    if (probe.status !== 200 || !probe.contentType.includes('text/html')) {
      console.log(`${BENCH} /jobs/:id page: skipped — GET /jobs/${FIRST_JOB_ID} answered ${probe.status} ${probe.contentType} (no server-rendered job page here)`);
      return;
    }
    const rendered = `${probe.body.includes('application/ld+json') ? 'with JobPosting JSON-LD' : 'without JSON-LD'}, ${probe.body.includes('data-rendered-locale') && /<div id="root">\s*<[a-z]/.test(probe.body) ? 'markup rendered on the server' : 'NO server markup'}, ${round(probe.body.length / 1024)} KB`;
    const random = seededRandom(56);
    const popular = zipf(Array.from({ length: JOBS }, (_, index) => FIRST_JOB_ID + index));
    let errors = 0;
    let firstError = '';
    const page = (server: PageServer, jobId: () => number) => async () => {
      const answer = await get(agent, server.port, `/jobs/${jobId()}`);
      if (answer.status !== 200) {
        errors += 1;
        firstError ||= `${server.name}: ${answer.status} ${answer.body.slice(0, 120)}`;
      }
    };
    const results = new Map<string, LoadResult[]>(servers.map((server) => [server.name, []]));
    for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex++) {
      const order = roundIndex % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) {
        results.get(server.name)!.push(await measureLoad({ ...ROUND, concurrency: CONCURRENCY }, page(server, () => FIRST_JOB_ID + Math.floor(random() * JOBS))));
      }
    }
    const zipfResult = await measureLoad({ ...ROUND, concurrency: CONCURRENCY }, page(servers[0]!, () => popular(random)));
    report(figure('/jobs/:id pages answered with an error', errors, 'requests'), { note: errors > 0 ? `first: ${firstError}` : 'none' });
    for (const server of servers) {
      const side = results.get(server.name)!;
      const rates = side.map((result) => result.opsPerSecond);
      const p50s = side.map((result) => percentile(result.latenciesMs, 50));
      const p99s = side.map((result) => percentile(result.latenciesMs, 99));
      report(figure(`/jobs/:id page, ${server.name}, random jobs c=${CONCURRENCY}`, round(median(rates), 1), 'pages/s'), { note: `${rounds(rates)}; ${rendered}` });
      report(figure(`/jobs/:id page, ${server.name}, random jobs p50 c=${CONCURRENCY}`, round(median(p50s), 2), 'ms'), { note: rounds(p50s, 2) });
      report(figure(`/jobs/:id page, ${server.name}, random jobs p99 c=${CONCURRENCY}`, round(median(p99s), 2), 'ms'), {
        note: `${rounds(p99s, 2)}; samples ${side.map((result) => result.latenciesMs.length).join(' / ')}`,
      });
    }
    report(figure(`/jobs/:id page, ${servers[0]!.name}, Zipf-popular jobs c=${CONCURRENCY}`, round(zipfResult.opsPerSecond, 1), 'pages/s'), { note: 'some pages from the rendered-page cache' });
    report(figure(`/jobs/:id page, ${servers[0]!.name}, Zipf-popular jobs p50 c=${CONCURRENCY}`, round(percentile(zipfResult.latenciesMs, 50), 2), 'ms'));
    report(figure(`/jobs/:id page, ${servers[0]!.name}, Zipf-popular jobs p99 c=${CONCURRENCY}`, round(percentile(zipfResult.latenciesMs, 99), 2), 'ms'), {
      note: `samples ${zipfResult.latenciesMs.length}`,
    });
  } finally {
    agent.destroy();
  }
}

// ---------------------------------------------------------------------------------------------------------------

function redisUrl(): string {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  url.pathname = `/${REDIS_DATABASE}`;
  return url.toString();
}

export async function run(): Promise<void> {
  const started = performance.now();
  printUptime(BENCH, 'at start');
  // BENCH_JOBS_DATABASE=<name> reuses the jobs of a run kept with BENCH_KEEP_DATABASE=1 (skips the five minutes of
  // appending and projecting while iterating on the search; the projections still set their tables up and catch up)
  const reused = process.env.BENCH_JOBS_DATABASE;
  const database = reused ? keptDatabase('jm_bench_jobs', reused, 'BENCH_JOBS_DATABASE') : await createTestDatabase('jm_bench_jobs');
  let keep = Boolean(reused);
  const redisPrefix = `jm:${database.name}:`;
  const children: Child[] = [];
  const agent = new http.Agent({ keepAlive: false });
  try {
    const apiPort = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      EVENTSTORE_URL: '',
      REDIS_URL: redisUrl(),
      REDIS_KEY_PREFIX: redisPrefix,
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      LOG_LEVEL: 'warn',
      AUTH_CAPTCHA: 'off',
      NODE_ENV: 'development',
      RATE_LIMIT_PER_MINUTE: '100000000', // every request comes from one address
      JWT_SECRET: randomBytes(48).toString('base64url'),
    };
    await runToEnd('migrate', 'scripts/migrate.ts', env);
    if (reused) console.log(`${BENCH} reusing the jobs of database ${reused}`);
    else {
      // the production seed (roles, dictionaries, settings; no demo companies): the board holds the bench's jobs alone
      const { AUTH_CAPTCHA: _captcha, ...seedEnv } = env;
      await runToEnd('seed', 'scripts/seed.ts', { ...seedEnv, NODE_ENV: 'production', ROOT_PASSWORD: randomBytes(24).toString('base64url') });
      const seeded = await seedJobs(database.url, publishersOf(PUBLISHERS, FIRST_PUBLISHER_ID));
      report(figure(`append ${JOBS.toLocaleString('en-US')} jobs (posted, approved, published)`, round(seeded.events / seeded.seconds), 'events/s'), {
        note: `${seeded.events.toLocaleString('en-US')} events in ${round(seeded.seconds, 1)} s, ${APPEND_WORKERS} connections, ${PUBLISHERS} publishers`,
      });
      const projected = await projectJobs(database.url);
      report(figure('jobs projection rate', round(projected.events / projected.seconds), 'events/s'), {
        note: `${projected.events.toLocaleString('en-US')} events in ${round(projected.seconds, 1)} s: jobs, ICU-segmented search rows, companies; alone, in-process, batches of 500`,
      });
    }

    const projections = startChild('projections', 'projections/src/main.ts', env);
    children.push(projections);
    const api = startChild('api', 'api/src/main.ts', env);
    children.push(api);
    // the same api rendering pages on its event loop, for the job page's comparison
    const inlinePort = await freePort();
    const inlineApi = startChild('api (pages on the event loop)', 'api/src/main.ts', { ...env, PORT: String(inlinePort), SSR_THREADS: '0' });
    children.push(inlineApi);
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    while (!(await get(agent, apiPort, '/healthz').catch(() => undefined))) {
      if (api.process.exitCode !== null || Date.now() > deadline) throw failureOf(api, 'did not start');
      await sleep(200);
    }
    const catchUp = await waitForProjections([projections, api], agent, apiPort, database.url, { timeoutMs: CATCH_UP_TIMEOUT_MS });
    report(figure('other projections and reactors caught up', round(catchUp, 1), 's'), { note: 'the product process: stream stats, operation log, applications, 100,000 expiry timers…' });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // as autovacuum leaves a table minutes after a bulk load: statistics, and the visibility map the scans consult
    await client.query(`vacuum (analyze) ${JOB_SEARCH_TABLE}`);
    await client.query('analyze');
    const open = Number((await client.query<{ count: string }>(`select count(*) from ${JOB_SEARCH_TABLE}`)).rows[0]!.count);
    await client.end();
    report(figure('open jobs in the search table', open, 'jobs'));

    // kept only once its jobs are all in: a failed run's half-seeded database is of no use again
    keep ||= process.env.BENCH_KEEP_DATABASE === '1';
    await benchSearch(database.url, apiPort, api.process.pid);
    while (!(await get(agent, inlinePort, '/healthz').catch(() => undefined))) {
      if (inlineApi.process.exitCode !== null || Date.now() > deadline) throw failureOf(inlineApi, 'did not start');
      await sleep(200);
    }
    await benchJobPage([
      { name: `render threads ${process.env.SSR_THREADS ?? 'default (1)'}`, port: apiPort },
      { name: 'on the event loop', port: inlinePort },
    ]);
  } catch (error) {
    for (const child of children) if (child.output.length > 0) console.error(failureOf(child, 'said').message);
    throw error;
  } finally {
    agent.destroy();
    await Promise.all(children.map((child) => stopChild(child).catch(() => undefined)));
    if (keep) {
      console.log(
        `${BENCH} kept database ${database.name} (BENCH_JOBS_DATABASE=${database.name} runs on it again; drop it when done, and its Redis keys ${redisPrefix}* in database ${REDIS_DATABASE})`,
      );
    }
    else {
      await database.drop();
      await dropRedisKeys(redisUrl(), redisPrefix).catch(() => undefined);
    }
  }
  printUptime(BENCH, 'at the end');
  report(figure('run time', round((performance.now() - started) / 1000, 1), 's'));
}
