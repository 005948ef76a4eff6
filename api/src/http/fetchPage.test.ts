import { createDatabase, type Database } from '@jobmarket/projections';
import { createTestDatabase, type TestDatabase } from '@jobmarket/eventstore/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchListPage, fetchPage, type ListRequest } from './listQuery';
import { estimatedRows, ROW_ESTIMATE_TTL_MS } from './rowEstimate';

// a plain probe table (not a read model): the shared list layer against the real server
const ROWS = 1_500;
const BOUND = 100;

interface Probe {
  id: number;
  colour: string;
  day: number;
}

describe('fetchPage against PostgreSQL', () => {
  let database: TestDatabase;
  let db: Database;
  const statements: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('jm_list');
    db = createDatabase(database.url);
    await db.schema.createTable('probes', (table) => {
      table.integer('id').primary();
      table.text('colour').notNullable();
      table.integer('day').notNullable();
    });
    // ten rows share each day, so only the tie-breaker orders rows within a day
    await db('probes').insert(Array.from({ length: ROWS }, (_, n) => ({ id: n + 1, colour: n % 3 === 0 ? 'red' : 'blue', day: Math.floor(n / 10) })));
    await db.raw('analyze probes'); // the planner's estimate is what totals above the bound report
    db.on('query', (query: { sql: string }) => statements.push(query.sql));
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const probes = () => db('probes').select('id', 'colour', 'day');
  const request = (offset: number, limit: number, order: 'asc' | 'desc' = 'desc'): ListRequest<unknown> => ({
    offset,
    limit,
    sort: { column: 'day', order, tieBreaker: 'id' },
    filters: {},
  });
  const statementsDuring = async <T>(work: () => Promise<T>): Promise<{ result: T; count: number }> => {
    const before = statements.length;
    const result = await work();
    return { result, count: statements.length - before };
  };

  it('answers the exact total and the page in one statement when the filter matches at most the bound', async () => {
    const reds = () => probes().where('colour', 'red').where('day', '<', 25); // 84 rows
    const { result: page, count } = await statementsDuring(() => fetchListPage<Probe>(reds(), request(10, 5), { exactCountUpTo: BOUND }));
    expect(count).toBe(1);
    expect(page.total).toBe(84);
    expect(page.isTotalEstimated).toBe(false);
    expect(page.list.map((row) => row.id)).toEqual([220, 217, 214, 211, 208]);
    expect(page.list[0]).toEqual({ id: 220, colour: 'red', day: 21 }); // no bookkeeping columns leak into rows
  });

  it('orders rows with equal sort values by the tie-breaker, so consecutive pages neither repeat nor skip a row', async () => {
    const pages = await Promise.all([0, 7, 14].map((offset) => fetchListPage<Probe>(probes().where('day', '<', 2), request(offset, 7, 'asc'), { exactCountUpTo: BOUND })));
    expect(pages.flatMap((page) => page.list.map((row) => row.id))).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
    expect(pages.map((page) => page.total)).toEqual([20, 20, 20]);
  });

  it("reports the planner's estimate, flagged, above the bound, and asks the planner once per filter while it is fresh", async () => {
    const { result: first, count: firstCount } = await statementsDuring(() => fetchListPage<Probe>(probes(), request(0, 10), { exactCountUpTo: BOUND }));
    expect(first.isTotalEstimated).toBe(true);
    expect(first.total).toBe(ROWS); // analysed: the estimate of an unfiltered table is its row count
    expect(first.list.map((row) => row.id)).toEqual([1500, 1499, 1498, 1497, 1496, 1495, 1494, 1493, 1492, 1491]);
    expect(firstCount).toBe(2);
    const { result: second, count: secondCount } = await statementsDuring(() => fetchListPage<Probe>(probes(), request(10, 10), { exactCountUpTo: BOUND }));
    expect(second.total).toBe(ROWS);
    expect(secondCount).toBe(1);
  });

  it('never answers a total below what the page proves exists', async () => {
    // every red row has id % 3 = 1, but the planner has no statistics on that expression and guesses a handful
    const filtered = () => probes().where('colour', 'red').whereRaw('id % 3 = 1');
    const page = await fetchListPage<Probe>(filtered(), request(150, 10), { exactCountUpTo: BOUND });
    expect(page.list).toHaveLength(10);
    expect(page.isTotalEstimated).toBe(true);
    expect(page.total).toBe(161); // rows 1–160 skipped or shown, and one more follows
  });

  it('answers an exact total above the bound on the page where the list ends', async () => {
    const page = await fetchListPage<Probe>(probes(), request(1_495, 10), { exactCountUpTo: BOUND });
    expect(page.list.map((row) => row.id)).toEqual([5, 4, 3, 2, 1]);
    expect(page).toMatchObject({ total: ROWS, isTotalEstimated: false });
  });

  it('answers an empty page past the end, and no total above the offset it could not reach', async () => {
    const page = await fetchListPage<Probe>(probes().where('colour', 'red'), request(900, 10), { exactCountUpTo: BOUND });
    expect(page.list).toEqual([]);
    expect(page.total).toBeGreaterThan(BOUND);
    expect(page.total).toBeLessThanOrEqual(900);
  });

  it('answers a filter that matches nothing with an empty list and a total of zero', async () => {
    expect(await fetchListPage<Probe>(probes().where('colour', 'green'), request(0, 10))).toEqual({ list: [], total: 0, isTotalEstimated: false });
  });

  it("answers the spec's page shape exactly, whether or not the total is estimated", async () => {
    const page = await fetchPage<Probe>(probes(), request(0, 2), { exactCountUpTo: BOUND });
    expect(Object.keys(page)).toEqual(['list', 'total']);
  });

  it('refreshes a cached estimate once it is older than its time to live', async () => {
    const query = () => db('probes').where('day', '>=', 0).select(db.raw('1'));
    const now = Date.now();
    const cached = await estimatedRows(query(), now);
    await db('probes').insert(Array.from({ length: 500 }, (_, n) => ({ id: ROWS + n + 1, colour: 'blue', day: 200 })));
    await db.raw('analyze probes');
    expect(await estimatedRows(query(), now + 1)).toBe(cached);
    expect(await estimatedRows(query(), now + ROW_ESTIMATE_TTL_MS + 1)).toBe(ROWS + 500);
    await db('probes').where('id', '>', ROWS).delete();
    await db.raw('analyze probes');
  });
});
