/**
 * Before and after, side by side in one run: `npx tsx scripts/bench/apiCreateCompare.ts <git revision> [rounds]`.
 * The machine is shared and busy, so figures from two runs minutes apart do not compare; this runs the product at
 * `<revision>` (exported with git archive to a scratch directory whose node_modules links to this tree's, workspace
 * packages excepted) and the working tree at once, each on its own fresh database with its own api and projections,
 * and alternates dictionary-creation rounds at 20 clients between them (which goes first alternates too), so both
 * see the same load from the rest of the machine. Reported per side: commands/s, p50, p99, transactions and CPU per
 * command, with `uptime` before each pair of rounds and the after/before ratios, which travel better than the raw
 * figures from a busy machine to an idle one. A third argument runs another directory (e.g. an instrumented copy)
 * as the "after" side instead of the working tree; a directory in place of the revision is the "before" side.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@jobmarket/eventstore/testing';
import {
  call,
  Connections,
  CostMeter,
  Costs,
  dataOf,
  endOf,
  failureOf,
  freePort,
  meteredRound,
  productEnv,
  runToEnd,
  startChild,
  stopChild,
  waitForConnections,
  waitUntilAnswering,
  type Child,
} from './api';
import { dictionaryCreator, type Phases } from './apiCommands';
import { measureLoad, median, percentile, type LoadResult } from './load';
import { round } from './report';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONCURRENCY = 20;
const ROUND = { warmupMs: 1_000, durationMs: 4_000, concurrency: CONCURRENCY };
const WORKSPACES = ['contracts', 'eventstore', 'api', 'projections', 'workers', 'admin', 'portal', 'e2e'];

interface Side {
  label: string;
  dir: string;
  database?: TestDatabase;
  children: Child[];
  port: number;
  token: string;
  meter?: CostMeter;
  costs: Costs;
  results: LoadResult[];
  create: () => Promise<void>;
  tally: { attempted: number; errors: number; firstError: string };
  phases: Phases;
  connections: Connections;
  /** Rounds run again because requests failed in them. */
  discardedRounds: number;
}

/** The tree at `revision` in a scratch directory, runnable with this tree's dependencies; a directory is taken as it is. */
function treeAt(revision: string): string {
  if (existsSync(path.join(revision, 'api/src/main.ts'))) return path.resolve(revision);
  const commit = execFileSync('git', ['rev-parse', '--short', revision], { cwd: ROOT_DIR, encoding: 'utf8' }).trim();
  const dir = `/tmp/jm-bench-tree-${commit}`;
  if (existsSync(path.join(dir, 'node_modules'))) return dir;
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C ${dir}`], { cwd: ROOT_DIR });
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@jobmarket'), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT_DIR, 'node_modules'))) {
    if (entry !== '@jobmarket') symlinkSync(path.join(ROOT_DIR, 'node_modules', entry), path.join(modules, entry));
  }
  // the workspace packages resolve to the old tree's own sources
  for (const workspace of WORKSPACES) symlinkSync(`../../${workspace}`, path.join(modules, '@jobmarket', workspace));
  return dir;
}

/** Starts one side's product on a fresh database; the side joins `sides` first, so a failed start is still stopped. */
async function startSide(sides: Side[], label: string, dir: string, redisDatabase: number): Promise<void> {
  const agent = new http.Agent({ keepAlive: false });
  const connections = new Connections(CONCURRENCY);
  const port = await freePort();
  const side: Side = {
    label,
    dir,
    children: [],
    port,
    token: '',
    costs: new Costs(),
    results: [],
    connections,
    discardedRounds: 0,
    ...dictionaryCreator(port, '', connections),
  };
  sides.push(side);
  try {
    side.database = await createTestDatabase('jm_bench_ab');
    const env = productEnv(side.database.url, side.port, redisDatabase);
    await runToEnd(`${label} migrate`, 'scripts/migrate.ts', env, dir);
    await runToEnd(`${label} seed`, 'scripts/seed.ts', env, dir);
    const projections = startChild(`${label} projections`, 'projections/src/main.ts', env, dir);
    const api = startChild(`${label} api`, 'api/src/main.ts', env, dir);
    side.children.push(projections, api);
    await waitUntilAnswering(api, agent, side.port, '/healthz');
    const login = await call(agent, side.port, 'POST', '/api/v1/auth/login', { body: { username: 'root', password: '123456' } });
    side.token = dataOf<{ accessToken: string }>(login, `${label} POST /api/v1/auth/login`).accessToken;
    side.meter = await CostMeter.open(side.database.url, new Map([['api', api.process.pid!], ['projections', projections.process.pid!]]));
    Object.assign(side, dictionaryCreator(side.port, side.token, connections));
  } finally {
    agent.destroy();
  }
}

async function stopSide(side: Side): Promise<void> {
  side.connections.close();
  await side.meter?.close().catch(() => undefined);
  await Promise.all(side.children.map((child) => stopChild(child).catch(() => undefined)));
  await side.database?.drop().catch(() => undefined);
}

function uptime(): string {
  return execFileSync('uptime', { encoding: 'utf8' }).trim();
}

const ATTEMPTS_PER_ROUND = 3;

/**
 * One round of a side. The PostgreSQL server is shared: when others take its connections, some requests fail fast
 * ("too many clients") and would flatter the latencies, so a round with errors is run again (counted as discarded).
 */
async function measure(side: Side): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    side.connections.renew();
    const errorsBefore = side.tally.errors;
    const costs = new Costs();
    const { result } = await meteredRound(side.meter, costs, ROUND, side.create);
    for (const child of side.children) if (endOf(child)) throw failureOf(child, endOf(child)!);
    if (side.tally.errors > errorsBefore && attempt < ATTEMPTS_PER_ROUND) {
      side.discardedRounds += 1;
      continue;
    }
    side.results.push(result);
    side.costs.requests += costs.requests;
    side.costs.postgresMs += costs.postgresMs;
    side.costs.transactions += costs.transactions;
    for (const [name, ms] of costs.processMs) side.costs.processMs.set(name, (side.costs.processMs.get(name) ?? 0) + ms);
    return;
  }
}

function summary(side: Side) {
  const p50s = side.results.map((result) => percentile(result.latenciesMs, 50));
  const p99s = side.results.map((result) => percentile(result.latenciesMs, 99));
  const rates = side.results.map((result) => result.opsPerSecond);
  const perCommand = (value: number) => round(side.costs.perRequest(value), 2);
  return {
    commandsPerSecond: round(median(rates), 1),
    p50: round(median(p50s), 1),
    p99: round(median(p99s), 1),
    p99Rounds: p99s.map((value) => round(value, 1)),
    transactions: perCommand(side.costs.transactions),
    cpuApi: perCommand(side.costs.processMs.get('api') ?? Number.NaN),
    cpuProjections: perCommand(side.costs.processMs.get('projections') ?? Number.NaN),
    cpuPostgres: perCommand(side.costs.postgresMs),
    // p50/p99 of the phases the api tells in Server-Timing (none from a revision without it)
    command: `${round(percentile(side.phases.command, 50), 1)} / ${round(percentile(side.phases.command, 99), 1)}`,
    settle: `${round(percentile(side.phases.settle, 50), 1)} / ${round(percentile(side.phases.settle, 99), 1)}`,
    rest: `${round(percentile(side.phases.rest, 50), 1)} / ${round(percentile(side.phases.rest, 99), 1)}`,
    errors: `${side.tally.errors} of ${side.tally.attempted}, ${side.discardedRounds} rounds rerun${side.tally.firstError ? `; first: ${side.tally.firstError.slice(0, 60)}` : ''}`,
  };
}

async function main(revision: string, rounds: number, afterDir: string): Promise<void> {
  const sides: Side[] = [];
  try {
    await waitForConnections(`postgres://postgres@127.0.0.1:5432/postgres`);
    await startSide(sides, `before (${revision})`, treeAt(revision), 11);
    await startSide(sides, afterDir === ROOT_DIR ? 'after (working tree)' : `after (${afterDir})`, afterDir, 12);
    // pools, plans and JIT warmed on both, unmeasured
    for (const side of sides) await measureLoad({ concurrency: CONCURRENCY, warmupMs: 0, durationMs: 2_000 }, side.create);
    for (const side of sides) side.phases.clear();
    for (let i = 0; i < rounds; i++) {
      console.log(`pair ${i + 1}: ${uptime()}`);
      const order = i % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) await measure(side);
    }
    console.log(`end: ${uptime()}`);
    const [before, after] = sides.map(summary);
    // one row per figure, one column per side
    const rows = Object.fromEntries(
      Object.keys(before!).map((key) => [key, { [sides[0]!.label]: String(before![key as keyof typeof before]), [sides[1]!.label]: String(after![key as keyof typeof after]) }]),
    );
    console.table(rows);
    const ratio = (key: 'p50' | 'p99' | 'commandsPerSecond' | 'transactions' | 'cpuApi' | 'cpuProjections' | 'cpuPostgres') =>
      round(after![key] / before![key], 2);
    console.log(
      `after/before: p99 ${ratio('p99')}, p50 ${ratio('p50')}, commands/s ${ratio('commandsPerSecond')}, tx/command ${ratio('transactions')}, ` +
        `cpu/command api ${ratio('cpuApi')} projections ${ratio('cpuProjections')} postgres ${ratio('cpuPostgres')}`,
    );
    console.log(JSON.stringify({ bench: 'api-compare', revision, rounds, before, after }));
    // an error answer is logged by the api: show why (its last lines)
    for (const side of sides) {
      if (side.tally.errors === 0) continue;
      for (const child of side.children) console.error(`${child.name}: ${child.output.slice(-3).join('\n  ').slice(0, 1_500)}`);
    }
  } catch (error) {
    for (const side of sides) for (const child of side.children) if (child.output.length > 0) console.error(failureOf(child, endOf(child) ?? 'said').message);
    throw error;
  } finally {
    await Promise.all(sides.map(stopSide));
  }
}

const [revision, rounds, afterDir] = process.argv.slice(2);
if (!revision) {
  console.error('usage: npx tsx scripts/bench/apiCreateCompare.ts <git revision to compare the working tree with> [rounds] [other tree instead of this one]');
  process.exit(2);
}
void main(revision, Number(rounds ?? 6), afterDir ? path.resolve(afterDir) : ROOT_DIR).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
