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
import { call, Connections, Costs, dataOf, figure, meteredRound, reportCosts, type CostMeter } from './api';

const CONCURRENCY = 20;
const ROUNDS = 4;
const ROUND = { warmupMs: 1_000, durationMs: 4_000 };
const P99_TARGET_MS = 50;
const TRANSACTIONS_TARGET = 8;

interface SavedDict {
  id: number;
  dictCode: string;
}

/** Creates a dictionary with a unique code per call; an answer that is not the form just saved counts as an error. */
export function dictionaryCreator(apiPort: number, token: string, connections: Connections) {
  const run = randomBytes(3).toString('hex');
  const tally = { attempted: 0, errors: 0, firstError: '' };
  const create = async () => {
    const dictCode = `bench_${run}_${tally.attempted++}`;
    try {
      const answer = await call(connections.agent, apiPort, 'POST', '/api/v1/dict', { token, body: { name: dictCode, dictCode, status: 1 } });
      const saved = dataOf<SavedDict>(answer, 'POST /api/v1/dict');
      if (saved.dictCode !== dictCode) throw new Error(`POST /api/v1/dict answered another form: ${JSON.stringify(saved)}`);
    } catch (error) {
      tally.errors += 1;
      tally.firstError ||= error instanceof Error ? error.message : String(error);
    }
  };
  return { create, tally };
}

/** Creates dictionaries with unique codes; every answer must be the form just saved, or it counts as an error. */
export async function benchCreateDictionary(apiPort: number, token: string, meter: CostMeter | undefined): Promise<void> {
  const connections = new Connections(CONCURRENCY);
  const { create, tally } = dictionaryCreator(apiPort, token, connections);
  const results: LoadResult[] = [];
  const costs = new Costs();
  try {
    connections.renew();
    await measureLoad({ concurrency: CONCURRENCY, warmupMs: 0, durationMs: 1_000 }, create); // pools and plans, unmeasured
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
  if (!meter) return;
  reportCosts(label, costs, ['api', 'projections', 'load generator']);
  const transactions = costs.perRequest(costs.transactions);
  report(figure(`${label} pg transactions/command vs target`, round(transactions, 1), '', `<= ${TRANSACTIONS_TARGET}`), {
    met: transactions <= TRANSACTIONS_TARGET,
    note: 'every connection of the bench database, per command',
  });
}
