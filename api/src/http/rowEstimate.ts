import type { Knex } from 'knex';

/** How long a planner estimate is reused for the same filtered query: totals above the exact bound may lag this much. */
export const ROW_ESTIMATE_TTL_MS = 30_000;
const MAX_CACHED_QUERIES = 500;

interface CachedEstimate {
  rows: number;
  expiresAt: number;
}

// per knex client, so processes (and tests) talking to several databases never share a figure
const caches = new WeakMap<Knex.Client, Map<string, CachedEstimate>>();

interface ExplainRow {
  'QUERY PLAN': { Plan: { 'Plan Rows': number } }[];
}

/**
 * The planner's row estimate for a query (EXPLAIN, no execution: it reads the statistics, not the table), reused per
 * query text and bindings for ROW_ESTIMATE_TTL_MS so that paging through a large list costs one statement a page.
 */
export async function estimatedRows(query: Knex.QueryBuilder, now = Date.now()): Promise<number> {
  const client = query.client;
  let cache = caches.get(client);
  if (!cache) caches.set(client, (cache = new Map()));
  const { sql, bindings } = query.toSQL();
  const key = `${sql}\u0000${JSON.stringify(bindings)}`;
  const cached = cache.get(key);
  if (cached && cached.expiresAt > now) return cached.rows;

  const result: { rows: ExplainRow[] } = await client.raw('explain (format json) ?', [query]);
  const rows = Math.round(result.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
  cache.delete(key);
  // Map keeps insertion order: the first key is the oldest entry
  if (cache.size >= MAX_CACHED_QUERIES) cache.delete(cache.keys().next().value!);
  cache.set(key, { rows, expiresAt: now + ROW_ESTIMATE_TTL_MS });
  return rows;
}
