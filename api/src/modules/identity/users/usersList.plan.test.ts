import { roleCodes, type UserEvent } from '@jobmarket/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';

// enough live users that sorting them all would cost the planner more than walking an index for one page
const USERS = 2_000;
const PAGE_SIZE = 10;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Sort Key'?: string[];
  'Parent Relationship'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('the users list as the table grows', () => {
  let api: TestApi;
  let root: ApiClient;

  beforeAll(async () => {
    ({ api, root } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    const roles = (await root.get('/roles/page?pageSize=100')).body.data as { list: { id: number; code: string }[] };
    const userRoleId = roles.list.find((role) => role.code === roleCodes.user)!.id;
    const [reserved] = await api.db('entity_ids').where({ category: 'user' }).increment('last_id', USERS).returning('last_id');
    const firstId = Number(reserved.last_id) - USERS + 1;
    // appended as events (the commands would hash 2,000 passwords); the real users projection turns them into rows
    const append = async (i: number) => {
      const id = firstId + i;
      const event: Extract<UserEvent, { type: 'UserCreated' }> = {
        type: 'UserCreated',
        data: { id, username: `plan-u${id}`, kind: 'platform', passwordHash: 'not-a-hash', nickname: `Plan ${id}`, mobile: null, gender: 0, avatar: null, email: null, status: 1, deptId: null, roleIds: [userRoleId] },
      };
      return (await api.store.appendToStream(`user-${id}`, [{ ...event, metadata: { schemaVersion: 1, actorId: 'test' } }], { expectedRevision: 'no_stream' })).position;
    };
    const positions: string[] = [];
    for (let i = 0; i < USERS; i += 8) positions.push(...(await Promise.all(Array.from({ length: Math.min(8, USERS - i) }, (_, k) => append(i + k)))));
    const position = positions.sort().at(-1)!;
    expect(await api.projectionWaiter.waitFor(position, { projections: ['users_v1'], timeoutMs: 120_000 })).toBe(true);
    await api.db.raw('analyze'); // the statistics autovacuum would gather, gathered now so the planner's choice is fixed
  }, 180_000);
  afterAll(async () => api?.close());

  /** The statement GET /users/page runs, captured on the api's own pool, then explained with its bindings. */
  async function explainedPage(path: string): Promise<PlanNode[]> {
    const statements: { sql: string; bindings: unknown[] }[] = [];
    const capture = (query: { sql: string; bindings: unknown[] }) => statements.push(query);
    api.db.on('query', capture);
    try {
      expect((await root.get(path)).body.code).toBe('00000');
    } finally {
      api.db.off('query', capture);
    }
    const page = statements.find((statement) => statement.sql.includes('_page_row'));
    expect(page, 'the list is served by the shared one-statement page').toBeDefined();
    const client = new pg.Client({ connectionString: api.database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (analyze, format json) ${page!.sql}`, page!.bindings);
      return nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan);
    } finally {
      await client.end();
    }
  }

  it('walks the newest-first index for the default order instead of sorting every user', async () => {
    const nodes = await explainedPage(`/users/page?pageNum=3&pageSize=${PAGE_SIZE}`);
    expect(nodes).toContainEqual(expect.objectContaining({ 'Node Type': 'Index Scan', 'Relation Name': 'users_v1', 'Index Name': 'users_v1_newest' }));
    expect(nodes.filter((node) => node['Node Type'] === 'Sort' && node['Sort Key']?.some((key) => key.includes('created_at')))).toEqual([]);
  });

  it("reads each listed user's role names for the page's rows only", async () => {
    const nodes = await explainedPage(`/users/page?pageNum=1&pageSize=${PAGE_SIZE}`);
    const subPlans = nodes.filter((node) => node['Parent Relationship'] === 'SubPlan');
    expect(subPlans.length).toBeGreaterThan(0);
    // one look-up per row of the page, and the one row fetched to learn whether another page follows
    for (const subPlan of subPlans) expect(subPlan['Actual Loops']).toBeLessThanOrEqual(PAGE_SIZE + 1);
  });

  it('serves the status filter from its own index, newest first', async () => {
    const nodes = await explainedPage(`/users/page?status=0&pageSize=${PAGE_SIZE}`);
    expect(nodes).toContainEqual(expect.objectContaining({ 'Index Name': 'users_v1_status_newest' }));
  });

  it('keeps a trigram index over the keyword columns, for the planner to pick once a filter would scan many users', async () => {
    // at 2,000 users reading them is still the cheaper plan, so the choice itself is not asserted here (at 100,000 the
    // planner picks it: a rare keyword went from 279 ms to 0.6 ms); only that the index exists and matches the filter
    const { rows } = await api.db.raw<{ rows: { indexdef: string }[] }>(`select indexdef from pg_indexes where indexname = 'users_v1_keywords'`);
    expect(rows[0]?.indexdef).toMatch(/USING gin \(username (?:\w+\.)?gin_trgm_ops, nickname (?:\w+\.)?gin_trgm_ops, mobile (?:\w+\.)?gin_trgm_ops\) WHERE \(deleted_at IS NULL\)/);
  });

  it('answers a page of a list longer than the exact-count bound with a total no smaller than the live users', async () => {
    const { list, total } = (await root.get(`/users/page?pageSize=${PAGE_SIZE}`)).body.data as { list: unknown[]; total: number };
    expect(list).toHaveLength(PAGE_SIZE);
    expect(total).toBeGreaterThanOrEqual(USERS);
  });
});
