import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededApi, type ApiClient } from '../testing/identityFixtures';
import type { TestApi } from '../testing/testApi';

type Row = Record<string, unknown> & { children?: Row[] };

/** Every keyword-filtered list and the name of its keyword filter: pages and trees alike. */
const keywordLists: ReadonlyArray<[path: string, filter: string]> = [
  ['/users/page', 'keywords'],
  ['/roles/page', 'keywords'],
  ['/menus', 'keywords'],
  ['/dept', 'keywords'],
  ['/dict/page', 'keywords'],
  ['/dict-data/page', 'keywords'],
  ['/config/page', 'keywords'],
  ['/logs/page', 'keywords'],
  ['/notices/page', 'title'],
  ['/publishers/page', 'keywords'],
  ['/school-admins/page', 'keywords'],
];

/** Rows of a page, a react-admin list or a tree (every node counted). */
function rowsOf(data: unknown): Row[] {
  const top = Array.isArray(data) ? (data as Row[]) : (data as { list: Row[] }).list;
  return top.flatMap((row) => [row, ...rowsOf(row.children ?? [])]);
}

describe('list filters', () => {
  let api: TestApi;
  let root: ApiClient;

  beforeAll(async () => {
    ({ api, root } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
  });
  afterAll(async () => api?.close());

  const listed = async (path: string) => {
    const { body } = await root.get(path);
    expect(body.code, `${path}: ${body.msg}`).toBe('00000');
    return rowsOf(body.data);
  };

  describe('keywords match their text literally', () => {
    const filtered = (path: string, filter: string, keyword: string) => listed(`${path}?pageSize=100&${filter}=${encodeURIComponent(keyword)}`);

    it('finds nothing for %, a backslash or both where no row contains them', async () => {
      for (const [path, filter] of keywordLists) {
        for (const keyword of ['%', '%%', '\\', '\\%']) expect(await filtered(path, filter, keyword), `${path} ${keyword}`).toEqual([]);
      }
    });

    it('treats _ as an underscore, not as any one character', async () => {
      for (const [path, filter] of keywordLists) {
        const withoutUnderscore = (await listed(`${path}?pageSize=100`)).filter((row) => !JSON.stringify(row).includes('_')).map((row) => row.id);
        // a tree keeps the ancestors of its matches: only its leaves must match themselves
        const matches = (await filtered(path, filter, '_')).filter((row) => !row.children?.length).map((row) => row.id);
        expect(matches.filter((id) => withoutUnderscore.includes(id)), path).toEqual([]);
      }
      expect((await listed('/users/page?pageSize=100')).length, 'rows to tell apart').toBeGreaterThan(1);
    });

    it('finds a row by a % in its name, and only that row', async () => {
      const created = await root.post('/config', { configName: 'Discount 100% off', configKey: 'test.discount', configValue: '1' });
      expect(created.body.code, created.body.msg).toBe('00000');
      expect((await listed('/config/page?keywords=%25')).map((row) => row.configKey)).toEqual(['test.discount']);
      expect((await listed('/config/page?keywords=0%25 o')).map((row) => row.configKey)).toEqual(['test.discount']);
      const restDialect = await root.get(`/config?filter=${encodeURIComponent(JSON.stringify({ keywords: '%' }))}`);
      expect(rowsOf(restDialect.body.data).map((row) => row.configKey)).toEqual(['test.discount']);
    });
  });

  describe('day ranges', () => {
    const dayRangeLists = ['/users', '/logs'];

    it('answers an impossible date with A0421, in both dialects, instead of a server error', async () => {
      for (const list of dayRangeLists) {
        for (const query of ['createTime[]=2020-13-45&createTime[]=2020-12-31', 'createTime[0]=2021-02-01&createTime[1]=2021-02-29']) {
          const { status, body } = await root.get(`${list}/page?${query}`);
          expect([status, body.code], `${list} ${query}`).toEqual([400, 'A0421']);
          expect(Object.keys((body.data as { errors: object }).errors)[0], `${list} ${query}`).toMatch(/^createTime/);
        }
        const filter = encodeURIComponent(JSON.stringify({ createTime: ['2020-13-45', '2020-12-31'] }));
        const rest = await root.get(`${list}?filter=${filter}`);
        expect([rest.status, rest.body.code], `${list} JSON filter`).toEqual([400, 'A0421']);
      }
    });

    it('takes an empty range, as the spec’s pages send on first load, as no filter', async () => {
      for (const list of dayRangeLists) {
        const all = await listed(`${list}/page?pageSize=100`);
        expect(all.length, list).toBeGreaterThan(0);
        for (const query of ['createTime[0]=&createTime[1]=', 'createTime[]=&createTime[]=', `filter=${encodeURIComponent('{"createTime":["",""]}')}`]) {
          const path = query.startsWith('filter=') ? `${list}?range=${encodeURIComponent('[0,99]')}&${query}` : `${list}/page?pageSize=100&${query}`;
          expect(await listed(path), `${list} ${query}`).toEqual(all);
        }
      }
    });

    it('leaves a range open on the side whose element is empty', async () => {
      const all = await listed('/users/page?pageSize=100');
      expect(await listed('/users/page?pageSize=100&createTime[0]=2000-01-01&createTime[1]=')).toEqual(all);
      expect(await listed('/users/page?pageSize=100&createTime[0]=&createTime[1]=2000-01-01')).toEqual([]);
      expect(await listed('/users/page?pageSize=100&createTime[0]=2000-01-01&createTime[1]=2000-01-02')).toEqual([]);
    });
  });
});
