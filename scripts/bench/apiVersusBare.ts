import http from 'node:http';
import type { Knex } from 'knex';
import pg from 'pg';
import { availableParallelism } from 'node:os';
import { call, CostMeter, Costs, meteredRound } from './api';
import { measureLoad, median, percentile, type LoadResult } from './load';
import { report, round, type Figure } from './report';

/** A statement the bare side runs as the api would: its SQL and values in the driver's native form. */
export interface NativeStatement {
  text: string;
  values: unknown[];
}

/** Knex statements as the driver receives them (`$1…`), so the bare side sends exactly what the api's adapter sends. */
export function nativeStatements(db: Knex, statements: readonly { sql: string; bindings: readonly unknown[] }[]): NativeStatement[] {
  return statements.map((statement) => {
    const native = db.raw(statement.sql, statement.bindings as Knex.RawBinding[]).toSQL().toNative();
    return { text: native.sql, values: native.bindings as unknown[] };
  });
}

/** The scans of the first statement's plan, as one line ("Index Scan using …; Bitmap Heap Scan on …"). */
export async function scansOf(db: Knex, statement: { sql: string; bindings: readonly unknown[] }): Promise<string> {
  const plan = await db.raw<{ rows: { 'QUERY PLAN': string }[] }>(`explain ${db.raw(statement.sql, statement.bindings as Knex.RawBinding[]).toQuery()}`);
  return plan.rows
    .map((row) => row['QUERY PLAN'])
    .filter((line) => /Scan/.test(line))
    .map((line) => line.trim().replace(/\s+\(cost.*$/, ''))
    .join('; ');
}

export interface ApiVersusBareOptions {
  /** The bench the figures belong to, and what is searched (`search`, `talent search`) and found (`jobs`). */
  bench: string;
  label: string;
  unit: string;
  databaseUrl: string;
  apiPort: number;
  /** The api side's requests and the bare side's statements, the same searches in the same order. */
  paths: readonly string[];
  statements: readonly NativeStatement[];
  token?: string;
  concurrency: number;
  rounds: number;
  round: { warmupMs: number; durationMs: number };
  /** The api's own pool size, given to the bare side too. */
  pool: number;
  p99TargetMs: number;
  ratioTarget: number;
  /** The api's process: with it, the CPU each request costs (api, PostgreSQL, the bench's own client) and the floor. */
  apiPid?: number;
}

interface Side {
  name: string;
  results: LoadResult[];
}

/**
 * The same searches through the api over HTTP and as bare SQL over a pool of the api's size, in alternating rounds
 * (so a busy moment of the machine falls on both sides), reported as throughput, p50 and p99 per side and their ratios.
 */
export async function compareApiWithBare(options: ApiVersusBareOptions): Promise<void> {
  const { bench, label, concurrency } = options;
  const figure = (metric: string, value: number | string, unit: string, target: Figure['target'] = null): Figure => ({ bench, metric, value, unit, target });
  const rounds = (values: number[], digits = 1) => `rounds ${values.map((value) => round(value, digits)).join(' / ')}`;
  const reportSide = (side: Side, sideLabel: string, p99Target?: number) => {
    const rates = side.results.map((result) => result.opsPerSecond);
    const p50s = side.results.map((result) => percentile(result.latenciesMs, 50));
    const p99s = side.results.map((result) => percentile(result.latenciesMs, 99));
    const [rate, p50, p99] = [median(rates), median(p50s), median(p99s)];
    report(figure(`${sideLabel} c=${concurrency}`, round(rate, 1), 'searches/s'), { note: rounds(rates) });
    report(figure(`${sideLabel} p50 c=${concurrency}`, round(p50, 2), 'ms'), { note: rounds(p50s, 2) });
    report(figure(`${sideLabel} p99 c=${concurrency}`, round(p99, 2), 'ms', p99Target ?? null), {
      ...(p99Target === undefined ? {} : { met: p99 <= p99Target }),
      note: `${rounds(p99s, 2)}; samples ${side.results.map((result) => result.latenciesMs.length).join(' / ')}`,
    });
    return { rate, p50, p99 };
  };

  /**
   * What no search can beat on this machine: GET /healthz (the api's request chain and envelope, nothing else) at the
   * same concurrency; and, metered, the CPU a search costs every process, which a closed loop of `concurrency` clients
   * queues for: their mean answer can be no shorter than concurrency x CPU / cores.
   */
  const reportFloor = (health: LoadResult, costs: Costs) => {
    report(figure(`floor: GET /healthz via api c=${concurrency}`, round(health.opsPerSecond, 1), 'requests/s'), { note: 'no database, no Redis: the request chain alone' });
    report(figure(`floor: GET /healthz via api p50 c=${concurrency}`, round(percentile(health.latenciesMs, 50), 2), 'ms'));
    report(figure(`floor: GET /healthz via api p99 c=${concurrency}`, round(percentile(health.latenciesMs, 99), 2), 'ms'), { note: `samples ${health.latenciesMs.length}` });
    if (costs.requests === 0) return;
    for (const [name, ms] of costs.processMs) report(figure(`${label} via api cpu/request ${name}`, round(costs.perRequest(ms), 2), 'ms'));
    report(figure(`${label} via api cpu/request postgres`, round(costs.perRequest(costs.postgresMs), 2), 'ms'), { note: 'backends of the bench database' });
    const allMs = costs.perRequest([...costs.processMs.values()].reduce((sum, ms) => sum + ms, costs.postgresMs));
    report(figure(`${label} via api latency floor c=${concurrency}, all work`, round((concurrency * allMs) / availableParallelism(), 1), 'ms'), {
      note: `${concurrency} x ${round(allMs, 2)} ms of CPU per ${label} / ${availableParallelism()} cores: the mean answer of a closed loop`,
    });
  };
  const totals: number[] = [];
  const meter = options.apiPid === undefined ? undefined : await CostMeter.open(options.databaseUrl, new Map([['api', options.apiPid], ['bench client', process.pid]]));
  const costs = new Costs();
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.pool });
  const api: Side = { name: 'api', results: [] };
  const bare: Side = { name: 'bare', results: [] };
  let errors = 0;
  let firstError = '';
  try {
    for (let roundIndex = 0; roundIndex < options.rounds; roundIndex++) {
      for (const side of roundIndex % 2 === 0 ? [api, bare] : [bare, api]) {
        let next = 0;
        if (side === api) {
          // each round its own keep-alive connections: the server closes idle ones while the other side runs
          const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
          const { result } = await meteredRound(meter, costs, { ...options.round, concurrency }, async () => {
            const path = options.paths[next++ % options.paths.length]!;
            const answer = await call(agent, options.apiPort, 'GET', path, { token: options.token });
            if (answer.status !== 200 || !answer.body.startsWith('{"code":"00000"')) {
              errors += 1;
              firstError ||= `${answer.status} ${answer.body.slice(0, 200)}`;
            } else if (roundIndex === 0 && totals.length < options.paths.length) totals.push(Number(/"total":(\d+)/.exec(answer.body)?.[1] ?? 0));
          });
          side.results.push(result);
          agent.destroy();
        } else {
          side.results.push(
            await measureLoad({ ...options.round, concurrency }, async () => {
              const statement = options.statements[next++ % options.statements.length]!;
              await pool.query(statement.text, statement.values);
            }),
          );
        }
      }
    }
    // the api's own floor: its cheapest answer (no database, no Redis) at the same concurrency, in the same run
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
    const health = await measureLoad({ ...options.round, concurrency }, async () => {
      await call(agent, options.apiPort, 'GET', '/healthz');
    });
    agent.destroy();
    reportFloor(health, costs);
  } finally {
    await pool.end();
    await meter?.close();
  }
  report(figure(`${label}es answered with an error`, errors, 'requests'), { note: errors > 0 ? `first: ${firstError}` : 'none' });
  report(figure(`matches per ${label} (total, capped at 1,000)`, round(median(totals)), options.unit), { note: `median; min ${Math.min(...totals)} max ${Math.max(...totals)}` });
  const apiFigures = reportSide(api, `${label} via api`, options.p99TargetMs);
  const bareFigures = reportSide(bare, `${label} as bare SQL`);
  const ratio = apiFigures.rate / bareFigures.rate;
  report(figure(`${label} api/bare throughput ratio`, round(ratio, 2), 'x', `>= ${options.ratioTarget}`), { met: ratio >= options.ratioTarget, note: 'medians of alternating rounds' });
  report(figure(`${label} api/bare p50 ratio`, round(apiFigures.p50 / bareFigures.p50, 2), 'x'));
  report(figure(`${label} api/bare p99 ratio`, round(apiFigures.p99 / bareFigures.p99, 2), 'x'));
}
