/**
 * What one command costs when no password hash hides it (issue 10 §7): POST /api/v1/dict at 20 concurrent clients,
 * read-your-writes included (the answer waits until dicts_v1 holds the new dictionary; its body is the decided form,
 * which is the stored one). Reported beside the user creation
 * of api.ts with the same meter: PostgreSQL transactions per command (pg_stat_database), PostgreSQL CPU per command
 * (/proc of the bench database's backends) and p99.
 */
import { randomBytes } from 'node:crypto';
import { measureLoad, median, percentile, type LoadResult } from './load';
import { report, round } from './report';
import { call, Connections, Costs, dataOf, figure, meteredRound, reportCosts, type Answer, type CostMeter } from './api';

const CONCURRENCY = 20;
const ROUNDS = 4;
const ROUND = { warmupMs: 1_000, durationMs: 4_000 };
const P99_TARGET_MS = 50;
const TRANSACTIONS_TARGET = 8;

interface SavedDict {
  id: number;
  dictCode: string;
}

/** The phases an answer's Server-Timing header tells (`command;dur=1.2, settle;dur=3.4`), in milliseconds. */
function phasesOf(answer: Answer): Map<string, number> {
  const header = answer.headers['server-timing'];
  const phases = new Map<string, number>();
  for (const entry of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, duration] = entry.trim().split(';dur=');
    if (name && duration) phases.set(name, Number(duration));
  }
  return phases;
}

/** Where the answers' time went, as the api tells it: the command itself, the wait for the read model, the rest. */
export class Phases {
  readonly command: number[] = [];
  readonly settle: number[] = [];
  /** HTTP, middleware, queueing for a core or a connection: the total less what the api timed. */
  readonly rest: number[] = [];

  add(answer: Answer, totalMs: number): void {
    const phases = phasesOf(answer);
    const command = phases.get('command');
    const settle = phases.get('settle');
    if (command === undefined || settle === undefined) return;
    this.command.push(command);
    this.settle.push(settle);
    this.rest.push(Math.max(0, totalMs - command - settle));
  }

  clear(): void {
    for (const list of [this.command, this.settle, this.rest]) list.length = 0;
  }
}

/**
 * Creates a dictionary with a unique code per call; an answer that is not the form just saved counts as an error.
 * `phases` collects the Server-Timing of every good answer.
 */
export function dictionaryCreator(apiPort: number, token: string, connections: Connections) {
  const run = randomBytes(3).toString('hex');
  const tally = { attempted: 0, errors: 0, firstError: '' };
  const phases = new Phases();
  const create = async () => {
    const dictCode = `bench_${run}_${tally.attempted++}`;
    const started = performance.now();
    try {
      const answer = await call(connections.agent, apiPort, 'POST', '/api/v1/dict', { token, body: { name: dictCode, dictCode, status: 1 } });
      const saved = dataOf<SavedDict>(answer, 'POST /api/v1/dict');
      if (saved.dictCode !== dictCode) throw new Error(`POST /api/v1/dict answered another form: ${JSON.stringify(saved)}`);
      phases.add(answer, performance.now() - started);
    } catch (error) {
      tally.errors += 1;
      tally.firstError ||= error instanceof Error ? error.message : String(error);
    }
  };
  return { create, tally, phases };
}

/** Creates dictionaries with unique codes; every answer must be the form just saved, or it counts as an error. */
export async function benchCreateDictionary(apiPort: number, token: string, meter: CostMeter | undefined): Promise<void> {
  const connections = new Connections(CONCURRENCY);
  const { create, tally, phases } = dictionaryCreator(apiPort, token, connections);
  const results: LoadResult[] = [];
  const costs = new Costs();
  try {
    connections.renew();
    await measureLoad({ concurrency: CONCURRENCY, warmupMs: 0, durationMs: 1_000 }, create); // pools and plans, unmeasured
    phases.clear();
    for (let i = 0; i < ROUNDS; i++) {
      connections.renew();
      results.push((await meteredRound(meter, costs, { ...ROUND, concurrency: CONCURRENCY }, create)).result);
    }
  } finally {
    connections.close();
  }
  if (tally.errors === tally.attempted) throw new Error(`every dictionary creation failed: ${tally.firstError}`);
  const label = 'create dictionary';
  const rates = results.map((result) => result.opsPerSecond);
  const p50s = results.map((result) => percentile(result.latenciesMs, 50));
  const p99s = results.map((result) => percentile(result.latenciesMs, 99));
  const p99 = median(p99s);
  const roundsNote = (values: number[]) => `rounds ${values.map((value) => round(value, 1)).join(' / ')}`;
  report(figure(`${label} c=${CONCURRENCY}`, round(median(rates), 1), 'commands/s'), { note: roundsNote(rates) });
  report(figure(`${label} p50 c=${CONCURRENCY}`, round(median(p50s), 1), 'ms'), { note: roundsNote(p50s) });
  report(figure(`${label} p99 c=${CONCURRENCY}`, round(p99, 1), 'ms', `<= ${P99_TARGET_MS} ms`), { met: p99 <= P99_TARGET_MS, note: roundsNote(p99s) });
  report(figure(`${label} errors`, tally.errors, 'requests'), { note: tally.errors > 0 ? `of ${tally.attempted}; first: ${tally.firstError}` : `of ${tally.attempted}` });
  reportPhases(label, phases);
  if (!meter) return;
  reportCosts(label, costs, ['api', 'projections', 'load generator']);
  const transactions = costs.perRequest(costs.transactions);
  report(figure(`${label} pg transactions/command vs target`, round(transactions, 1), '', `<= ${TRANSACTIONS_TARGET}`), {
    met: transactions <= TRANSACTIONS_TARGET,
    note: 'every connection of the bench database, per command',
  });
}

/** p50/p99 of each phase over every measured answer (warm-ups included): where the p99 comes from. */
export function reportPhases(label: string, phases: Phases): void {
  const notes = {
    command: 'id, claim and append (Server-Timing command)',
    settle: 'waiting for the read model (Server-Timing settle)',
    rest: 'HTTP, middleware, queueing: the total less both',
  } as const;
  for (const phase of ['command', 'settle', 'rest'] as const) {
    const values = phases[phase];
    report(figure(`${label} ${phase} p50/p99 c=${CONCURRENCY}`, `${round(percentile(values, 50), 1)} / ${round(percentile(values, 99), 1)}`, 'ms'), {
      note: `${notes[phase]}; ${values.length} answers`,
    });
  }
}
