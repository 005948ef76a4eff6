import type { OperationLogView } from '@jobmarket/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogProjection } from '@jobmarket/projections';
import { DEMO_PASSWORD } from '../../identity/seed/seedIdentity';
import { seedDemoIdentity } from '../../../testing/identityFixtures';
import { routeGroupsOf, startTestApi, type TestApi } from '../../../testing/testApi';

/** The contract's row; every logged operation here has a time. */
type LogRow = OperationLogView & { createTime: string };

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
// this api trusts its loopback proxy (TRUST_PROXY=loopback), so the forwarded address is the client's
const ADMIN_ADDRESS = '203.0.113.7';

describe('operation log', () => {
  let api: TestApi;
  let authorization: string;
  let adminId: number;
  let aliceId: number;

  /** A request from the admin's browser (Chrome on Windows, behind the proxy). */
  async function send(method: string, path: string, options: { body?: unknown; language?: string; token?: string } = {}) {
    return api.call(`/api/v1${path}`, {
      method,
      headers: {
        Authorization: options.token ?? authorization,
        'User-Agent': CHROME_ON_WINDOWS,
        'X-Forwarded-For': ADMIN_ADDRESS,
        'Accept-Language': options.language ?? 'en',
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  }

  async function ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await send(method, path, { body });
    expect(response.body.code, `${method} ${path}: ${response.body.msg}`).toBe('00000');
    return response.body.data as T;
  }

  async function logPage(query = '', language = 'en'): Promise<{ list: LogRow[]; total: number }> {
    // a write waits only for the projections of its own screen (issue 10 §1), so the log's reader waits for the log
    const head = await api.store.headPosition();
    if (head) await api.projectionWaiter.waitFor(head, { projections: [operationLogProjection.name] });
    const { body } = await send('GET', `/logs/page?pageSize=100${query}`, { language });
    expect(body.code, body.msg).toBe('00000');
    return body.data as { list: LogRow[]; total: number };
  }

  async function signInFrom(userAgent: string, address: string): Promise<string> {
    const { body } = await api.call('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent, 'X-Forwarded-For': address },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    expect(body.code, body.msg).toBe('00000');
    return `Bearer ${(body.data as { accessToken: string }).accessToken}`;
  }

  const entry = (rows: LogRow[], content: string) => {
    const found = rows.find((row) => row.content === content);
    expect(found, `no entry "${content}" among:\n${rows.map((row) => row.content).join('\n')}`).toBeDefined();
    return found!;
  };

  beforeAll(async () => {
    api = await startTestApi({ TIME_ZONE: 'Asia/Vientiane', TRUST_PROXY: 'loopback' });
    await seedDemoIdentity(api);
    authorization = await signInFrom(CHROME_ON_WINDOWS, ADMIN_ADDRESS);
    adminId = (await ok<{ userId: number }>('GET', '/users/me')).userId;

    // arrange through the api, as the admin: a user, a role with menus, a menu, a department created and deleted
    const roles = await ok<{ list: { id: number; code: string }[] }>('GET', '/roles/page?pageSize=100');
    const userRole = roles.list.find((role) => role.code === 'USER')!.id;
    const alice = { username: 'log-alice', nickname: 'Alice', gender: 0, status: 1, deptId: null, roleIds: [userRole] };
    aliceId = (await ok<{ id: number }>('POST', '/users', { ...alice, password: 'secret123' })).id;
    await ok('PUT', `/users/${aliceId}`, { ...alice, nickname: 'Alice L.' });
    await ok('PUT', `/users/${aliceId}/password/reset?password=another-secret`);

    const roleId = (await ok<{ id: number }>('POST', '/roles', { name: 'Log auditors', code: 'LOG_AUDITOR', sort: 9, status: 1, dataScope: 3 })).id;
    const menuId = (
      await ok<{ id: number }>('POST', '/menus', {
        parentId: 0,
        name: 'Log centre',
        type: 'CATALOG',
        routePath: '/log-centre',
        visible: 1,
        sort: 9,
        keepAlive: 0,
        alwaysShow: 0,
        params: [],
      })
    ).id;
    await ok('PUT', `/roles/${roleId}/menus`, [menuId]);
    const deptId = (await ok<{ id: number }>('POST', '/dept', { parentId: 0, name: 'Log department', code: 'LOGD', sort: 5, status: 1 })).id;
    await ok('DELETE', `/dept/${deptId}`);
  });
  afterAll(async () => api?.close());

  it('shows user, role, menu and department changes and the sign-in, each with operator, request, address and browser', async () => {
    const { list } = await logPage();

    const created = entry(list, 'User "log-alice" created');
    expect(created).toMatchObject({
      module: 'User',
      requestUri: '/api/v1/users',
      method: 'POST',
      ip: ADMIN_ADDRESS,
      region: null,
      browser: 'Chrome 126',
      os: 'Windows 10',
      createBy: adminId,
      operator: 'admin',
    });
    expect(created.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(created.executionTime).toBeGreaterThanOrEqual(0);

    expect(entry(list, 'User "log-alice" edited')).toMatchObject({ method: 'PUT', requestUri: `/api/v1/users/${aliceId}`, operator: 'admin' });
    // the new password travelled in the query string: the log keeps the path only
    expect(entry(list, 'Password of user "log-alice" reset').requestUri).toBe(`/api/v1/users/${aliceId}/password/reset`);
    expect(list.some((row) => row.requestUri?.includes('another-secret'))).toBe(false);

    expect(entry(list, 'Role "Log auditors" created')).toMatchObject({ module: 'Role', operator: 'admin' });
    expect(entry(list, 'Role "Log auditors" granted 1 menus and permissions')).toMatchObject({ method: 'PUT', operator: 'admin' });
    expect(entry(list, 'Menu "Log centre" created')).toMatchObject({ module: 'Menu', method: 'POST', requestUri: '/api/v1/menus' });
    expect(entry(list, 'Department "Log department" created')).toMatchObject({ module: 'Department' });
    // the deletion event carries only the id; the log still names the department
    expect(entry(list, 'Department "Log department" deleted')).toMatchObject({ method: 'DELETE', operator: 'admin' });

    expect(entry(list, 'User "admin" signed in')).toMatchObject({
      module: 'User',
      requestUri: '/api/v1/auth/login',
      method: 'POST',
      ip: ADMIN_ADDRESS,
      browser: 'Chrome 126',
      os: 'Windows 10',
      operator: 'admin',
      createBy: adminId,
    });

    // newest first
    const times = list.map((row) => row.createTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('credits the seed to the system, with no request behind it', async () => {
    const { list } = await logPage('&keywords=Operations');
    expect(entry(list, 'Department "Operations" created')).toMatchObject({ operator: 'system', createBy: null, requestUri: null, method: null, executionTime: null });
  });

  it("words every entry in the viewer's language", async () => {
    const chinese = (await logPage('', 'zh-CN')).list;
    expect(entry(chinese, '新增用户「log-alice」').module).toBe('用户');
    expect(entry(chinese, '用户「admin」登录').operator).toBe('admin');
    entry(chinese, '删除部门「Log department」');
    entry(chinese, '为角色「Log auditors」分配了 1 项菜单和权限');

    const thai = (await logPage('', 'th')).list;
    expect(entry(thai, 'สร้างผู้ใช้ "log-alice"').module).toBe('ผู้ใช้');
    entry(thai, 'ผู้ใช้ "admin" เข้าสู่ระบบ');

    const lao = (await logPage('', 'lo')).list;
    entry(lao, 'ສ້າງຜູ້ໃຊ້ "log-alice"');
  });

  it('logs a sign-out and a sign-in from another browser', async () => {
    const phone = await signInFrom(SAFARI_ON_IPHONE, '198.51.100.9');
    const signedOut = await api.call('/api/v1/auth/logout', {
      method: 'DELETE',
      headers: { Authorization: phone, 'User-Agent': SAFARI_ON_IPHONE, 'X-Forwarded-For': '198.51.100.9' },
    });
    expect(signedOut.body.code).toBe('00000');
    // sign-in and sign-out answer without waiting for the read models
    await expect
      .poll(async () => (await logPage('&keywords=signed')).list.map((row) => `${row.content} ${row.ip} ${row.browser} ${row.os}`))
      .toEqual(
        expect.arrayContaining([
          'User "admin" signed out 198.51.100.9 Mobile Safari 17 iOS 17.5',
          'User "admin" signed in 198.51.100.9 Mobile Safari 17 iOS 17.5',
        ]),
      );
  });

  it('finds entries by keyword: names in the sentence, operator, and the words the viewer reads', async () => {
    const alice = await logPage('&keywords=log-alice');
    expect(alice.list.map((row) => row.content).sort()).toEqual(['Password of user "log-alice" reset', 'User "log-alice" created', 'User "log-alice" edited']);
    expect(alice.total).toBe(3);

    const signIns = await logPage(`&keywords=${encodeURIComponent('signed in')}`);
    expect(signIns.total).toBeGreaterThanOrEqual(1);
    expect(signIns.list.every((row) => row.content.endsWith('signed in'))).toBe(true);

    // the same search in the viewer's language
    const chinese = await logPage(`&keywords=${encodeURIComponent('登录')}`, 'zh-CN');
    expect(chinese.total).toBeGreaterThanOrEqual(1);
    expect(chinese.list.every((row) => row.content.includes('登录'))).toBe(true);

    const byModule = await logPage(`&keywords=${encodeURIComponent('部门')}`, 'zh-CN');
    expect(byModule.list.length).toBeGreaterThan(0);
    expect(byModule.list.every((row) => row.module === '部门')).toBe(true);
  });

  it('filters by creation day in the configured zone', async () => {
    const everything = await logPage();
    const today = everything.list[0]!.createTime.slice(0, 10);
    expect((await logPage(`&createTime[]=${today}&createTime[]=${today}`)).total).toBe(everything.total);
    expect((await logPage('&createTime[0]=2000-01-01&createTime[1]=2000-01-31')).total).toBe(0);
    const malformed = await send('GET', '/logs/page?createTime[]=yesterday&createTime[]=today');
    expect(malformed.status).toBe(400);
  });

  it("serves react-admin's dialect with Content-Range", async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'log-alice' }));
    const { body, response } = await send('GET', `/logs?sort=${encodeURIComponent('["createTime","DESC"]')}&range=[0,1]&filter=${filter}`);
    expect(body.code, body.msg).toBe('00000');
    expect((body.data as LogRow[]).map((row) => row.content)).toEqual(['Password of user "log-alice" reset', 'User "log-alice" edited']);
    expect(response.headers.get('content-range')).toBe('logs 0-1/3');
  });

  it('logs dictionary, config and notice changes where those endpoints exist', async () => {
    // these contexts are built alongside the log; each part runs once its create route is in the OpenAPI document
    const document = (await (await fetch(`${api.baseUrl}/api/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const hasCreate = (path: string) => !!document.paths[`/api/v1${path}`]?.post;
    const expected: string[] = [];
    if (hasCreate('/dict')) {
      await ok('POST', '/dict', { name: 'Log colours', dictCode: 'log_colours', status: 1 });
      expected.push('Dictionary "Log colours" created');
      if (hasCreate('/dict-data')) {
        await ok('POST', '/dict-data', { dictCode: 'log_colours', value: 'red', label: 'Log red', sort: 1, status: 1 });
        expected.push('Dictionary item "Log red" created');
      }
    }
    if (hasCreate('/config')) {
      await ok('POST', '/config', { configName: 'Log retention', configKey: 'log.retentionDays', configValue: '180' });
      expected.push('System setting "Log retention" created');
    }
    if (hasCreate('/notices')) {
      await ok('POST', '/notices', { title: 'Log maintenance', content: '<p>Tonight</p>', type: 'SYSTEM', level: 'L', targetType: 1 });
      expected.push('Notice "Log maintenance" created');
    }
    const { list } = await logPage('&keywords=log');
    for (const content of expected) expect(entry(list, content)).toMatchObject({ operator: 'admin', ip: ADMIN_ADDRESS, browser: 'Chrome 126' });
  });

  it('is read-only: the app declares no route that writes under /logs', () => {
    const logRoutes = routeGroupsOf(api).flatMap((group) => group.routes).filter((route) => route.path === '/logs' || route.path.startsWith('/logs/'));
    expect(logRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'get /logs',
      'get /logs/page',
      'get /logs/user-stats',
      'get /logs/visit-stats',
      'get /logs/visit-trend',
    ]);
  });

  it('shows the log only to callers with sys:log:query', async () => {
    const { body: signedIn } = await api.call('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'user', password: DEMO_PASSWORD }),
    });
    const plainUser = `Bearer ${(signedIn.data as { accessToken: string }).accessToken}`;
    const refused = await send('GET', '/logs/page', { token: plainUser });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('A0301');
    const anonymous = await api.call('/api/v1/logs/page');
    expect(anonymous.status).toBe(401);
  });
});
