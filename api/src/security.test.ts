import ExcelJS from 'exceljs';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublic } from './http/actor';
import { as, signIn, startSeededApi, type ApiClient } from './testing/identityFixtures';
import { routeGroupsOf, type TestApi } from './testing/testApi';

interface RouteProbe {
  method: string;
  url: string;
}

/** Every route the app serves, from the app's own list (not hand-written), with ids filled in. */
function routesOf(api: TestApi) {
  return routeGroupsOf(api).flatMap((group) =>
    group.routes.map((route) => ({
      method: route.method.toUpperCase(),
      url: `${group.prefix}${route.path.replace(/:(\w+)/g, '1')}`,
      isPublic: isPublic(route.permission),
    })),
  );
}

describe('security', () => {
  let api: TestApi;
  let root: ApiClient;

  beforeAll(async () => {
    // hundreds of probes from one address: the per-IP limit is not what is under test here
    ({ api, root } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
  });
  afterAll(async () => api?.close());

  type DeptNode = { id: number; code: string; children?: DeptNode[] };
  const flatten = (nodes: DeptNode[]): DeptNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
  async function deptIdOf(code: string): Promise<number> {
    return flatten((await root.get('/dept')).body.data as DeptNode[]).find((dept) => dept.code === code)!.id;
  }
  async function roleIdOf(code: string): Promise<number> {
    const page = (await root.get(`/roles/page?keywords=${code}`)).body.data as { list: { id: number; code: string }[] };
    return page.list.find((role) => role.code === code)!.id;
  }
  async function createUser(username: string, deptId: number | null, roleIds: number[]): Promise<number> {
    const { body } = await root.post('/users', { username, nickname: username, gender: 0, status: 1, deptId, roleIds, password: 'secret123' });
    expect(body.code, body.msg).toBe('00000');
    return (body.data as { id: number }).id;
  }

  describe('every protected route refuses a caller without a valid token', () => {
    let protectedRoutes: RouteProbe[];
    let claims: Record<string, unknown>;
    let validToken: string;

    beforeAll(async () => {
      const routes = routesOf(api);
      protectedRoutes = routes.filter((route) => !route.isPublic);
      validToken = (await signIn(api, 'admin')).split(' ')[1]!;
      const { exp: _exp, iat: _iat, ...rest } = jwt.decode(validToken) as Record<string, unknown>;
      claims = rest; // keeps iss, aud, sub, jti and the app's own claims
    });

    const probe = (route: RouteProbe, authorization?: string) =>
      api.call(route.url, { method: route.method, headers: authorization ? { Authorization: authorization } : {} });

    it('covers the whole api, users included', () => {
      const names = protectedRoutes.map((route) => `${route.method} ${route.url}`);
      expect(names).toEqual(expect.arrayContaining(['GET /api/v1/users/page', 'DELETE /api/v1/users/1', 'POST /api/v1/users/import', 'GET /api/v1/users/export']));
      expect(names.length).toBeGreaterThan(30);
    });

    it('forges tokens that differ from a working one only in the defect under test', async () => {
      const control = jwt.sign(claims, api.config.JWT_SECRET, { algorithm: 'HS256', expiresIn: 600 });
      expect((await as(api, `Bearer ${control}`).get('/users/me')).body.code).toBe('00000');
    });

    const badTokens = (): Record<string, string | undefined> => {
      const [headerPart, payloadPart, signaturePart] = validToken.split('.');
      const flipped = signaturePart!.startsWith('A') ? `B${signaturePart!.slice(1)}` : `A${signaturePart!.slice(1)}`;
      const secret = api.config.JWT_SECRET;
      return {
        'no token': undefined,
        'tampered signature': `Bearer ${headerPart}.${payloadPart}.${flipped}`,
        'alg none': `Bearer ${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payloadPart}.`,
        expired: `Bearer ${jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, secret, { algorithm: 'HS256' })}`,
        'wrong audience': `Bearer ${jwt.sign({ ...claims, aud: 'someone-else' }, secret, { algorithm: 'HS256', expiresIn: 600 })}`,
      };
    };

    it.each(['no token', 'tampered signature', 'alg none', 'expired', 'wrong audience'])('%s → 401 A0230 on every protected route', async (kind) => {
      const authorization = badTokens()[kind];
      const failures: string[] = [];
      for (const route of protectedRoutes) {
        const { status, body } = await probe(route, authorization);
        if (status !== 401 || body?.code !== 'A0230') failures.push(`${route.method} ${route.url} → ${status} ${body?.code}`);
      }
      expect(failures).toEqual([]);
    });
  });

  it('refuses DELETE /users/{id} to a signed-in user without sys:user:delete, and deletes nothing', async () => {
    const victim = await createUser('delete-victim', null, [await roleIdOf('USER')]);
    const plainUser = as(api, await signIn(api, 'user'));
    const refused = await plainUser.delete(`/users/${victim}`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('A0301');
    expect((await root.get(`/users/${victim}/form`)).body.code).toBe('00000');
    expect((await root.get('/users/page?keywords=delete-victim')).body.data).toMatchObject({ total: 1 });
  });

  it('shows a role with data scope "own department" only the users of that department', async () => {
    const menus = (await root.get('/menus')).body.data as MenuNode[];
    const buttonOf = (perm: string) => flattenMenus(menus).find((menu) => menu.type === 'BUTTON' && menu.perm === perm)!.id;
    const role = await root.post('/roles', { name: 'Operations viewer', code: 'OPS_VIEWER', sort: 9, status: 1, dataScope: 2 });
    expect(role.body.code, role.body.msg).toBe('00000');
    const roleId = (role.body.data as { id: number }).id;
    const assigned = await root.put(`/roles/${roleId}/menus`, [buttonOf('sys:user:query'), buttonOf('sys:user:export')]);
    expect(assigned.body.code, assigned.body.msg).toBe('00000');

    const operations = await deptIdOf('OPS');
    const audit = await deptIdOf('AUDIT');
    await createUser('ops-viewer', operations, [roleId]);
    const colleague = await createUser('ops-colleague', operations, [await roleIdOf('USER')]);
    const auditor = await createUser('audit-member', audit, [await roleIdOf('USER')]);
    const viewer = as(api, await signIn(api, 'ops-viewer', 'secret123'));

    const page = (await viewer.get('/users/page?pageSize=100')).body;
    expect(page.code).toBe('00000');
    const rows = (page.data as { list: { id: number; deptName: string | null }[]; total: number }).list;
    expect(rows.map((row) => row.id)).toContain(colleague);
    expect(rows.map((row) => row.id)).not.toContain(auditor);
    expect(rows.every((row) => row.deptName === 'Operations')).toBe(true);
    // the filter cannot widen the scope
    expect((await viewer.get(`/users/page?deptId=${audit}`)).body.data).toMatchObject({ list: [], total: 0 });

    const hidden = await viewer.get(`/users/${auditor}/form`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe('A0606');
    expect((await viewer.get(`/users/${auditor}`)).body.code).toBe('A0606');
    expect((await viewer.get(`/users/${auditor}/history`)).body.code).toBe('A0606');
    expect((await viewer.get(`/users/${colleague}/form`)).body.code).toBe('00000');

    const exported = await fetch(`${api.baseUrl}/api/v1/users/export?pageSize=100`, { headers: { Authorization: await signIn(api, 'ops-viewer', 'secret123') } });
    expect(exported.status).toBe(200);
    const usernames = await exportedUsernames(exported);
    expect(usernames).toContain('ops-colleague');
    expect(usernames).not.toContain('audit-member');
  });
});

interface MenuNode {
  id: number;
  type: string;
  perm: string | null;
  children?: MenuNode[];
}
const flattenMenus = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flattenMenus(node.children ?? [])]);

async function exportedUsernames(response: Response): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const column = (sheet.getRow(1).values as unknown[]).indexOf('username');
  const usernames: string[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber > 1) usernames.push(String(row.getCell(column).value));
  });
  return usernames;
}
