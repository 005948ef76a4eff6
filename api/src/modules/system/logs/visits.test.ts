import { addDays, localDayOf, rollUpVisitDays } from '@jobmarket/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, seedDemoIdentity, signIn } from '../../../testing/identityFixtures';
import { startTestApi, type TestApi } from '../../../testing/testApi';

// UTC+7 all year: 00:30 local on Feb 1 is still Jan 31 in UTC
const ZONE = 'Asia/Vientiane';

interface Trend {
  dates: string[];
  pvList: number[];
  uvList: number[];
  ipList: number[];
}

describe('page views and the dashboard figures', () => {
  let api: TestApi;
  let admin: ReturnType<typeof as>;
  let adminId: number;

  beforeAll(async () => {
    api = await startTestApi({ TIME_ZONE: ZONE, TRUST_PROXY: 'loopback' });
    await seedDemoIdentity(api);
    const authorization = await signIn(api, 'admin');
    admin = as(api, authorization);
    adminId = ((await admin.get('/users/me')).body.data as { userId: number }).userId;
  });
  afterAll(async () => api?.close());

  /** POST /visits as a browser at an address (this api trusts its loopback proxy's X-Forwarded-For: TRUST_PROXY=loopback). */
  const postVisit = (body: unknown, address: string, headers: Record<string, string> = {}) =>
    api.call('/api/v1/visits', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address, 'User-Agent': 'Mozilla/5.0 Test', ...headers },
      body: JSON.stringify(body),
    });

  const latestVisits = (count: number) => api.db('visits').orderBy('id', 'desc').limit(count);

  describe('POST /visits', () => {
    it('stores the page view without the address, the visitor id or the query string', async () => {
      const { status, body } = await postVisit({ path: '/jobs?keywords=nurse&token=abc', app: 'portal', visitorId: 'browser-1234' }, '198.51.100.23');
      expect(status).toBe(200);
      expect(body).toEqual({ code: '00000', data: null, msg: 'Success' });
      const [row] = await latestVisits(1);
      expect(row).toMatchObject({ path: '/jobs', app: 'portal', user_id: null });
      expect(row.occurred_at).toBeInstanceOf(Date);
      expect(JSON.stringify(row)).not.toMatch(/198\.51\.100\.23|browser-1234|nurse|abc/);
      expect(row.visitor_key).toMatch(/^[0-9a-f]{32}$/);
      expect(row.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    });

    it('records the signed-in user when a valid token comes along, and ignores an invalid one', async () => {
      const token = await signIn(api, 'admin');
      expect((await postVisit({ path: '/admin/dashboard', app: 'admin' }, '198.51.100.24', { Authorization: token })).body.code).toBe('00000');
      expect((await postVisit({ path: '/', app: 'portal' }, '198.51.100.24', { Authorization: 'Bearer not-a-token' })).body.code).toBe('00000');
      const [anonymous, signedIn] = await latestVisits(2);
      expect(signedIn.user_id).toBe(adminId);
      expect(anonymous.user_id).toBeNull();
    });

    it('counts a browser that sends its visitor id as one visitor from any address; others by address and browser', async () => {
      await postVisit({ path: '/a', app: 'portal', visitorId: 'phone-42' }, '198.51.100.30');
      await postVisit({ path: '/b', app: 'portal', visitorId: 'phone-42' }, '198.51.100.31');
      const [second, first] = await latestVisits(2);
      expect(second.visitor_key).toBe(first.visitor_key);
      expect(second.ip_hash).not.toBe(first.ip_hash);

      await postVisit({ path: '/a', app: 'portal' }, '198.51.100.32', { 'User-Agent': 'Browser A' });
      await postVisit({ path: '/b', app: 'portal' }, '198.51.100.32', { 'User-Agent': 'Browser A' });
      await postVisit({ path: '/c', app: 'portal' }, '198.51.100.32', { 'User-Agent': 'Browser B' });
      const [otherBrowser, sameAgain, same] = await latestVisits(3);
      expect(sameAgain.visitor_key).toBe(same.visitor_key);
      expect(otherBrowser.visitor_key).not.toBe(same.visitor_key);
      expect(otherBrowser.ip_hash).toBe(same.ip_hash);
    });

    it('refuses a malformed page view, naming every failing field, and stores nothing', async () => {
      const before = await api.db('visits').count({ count: '*' });
      const { status, body } = await postVisit({ path: `/${'x'.repeat(300)}`, app: 'desktop', visitorId: 'v'.repeat(101) }, '198.51.100.40');
      expect(status).toBe(400);
      expect(body.code).toBe('A0402');
      expect(Object.keys((body.data as { errors: Record<string, string> }).errors).sort()).toEqual(['app', 'path', 'visitorId']);
      expect((await postVisit({ path: 'jobs', app: 'portal' }, '198.51.100.40')).status).toBe(400);
      expect(await api.db('visits').count({ count: '*' })).toEqual(before);
    });

    it('accepts 120 page views a minute from one address, then answers A0501', async () => {
      const address = '198.51.100.50';
      const answers = await Promise.all(Array.from({ length: 120 }, (_, index) => postVisit({ path: `/p/${index}`, app: 'portal' }, address)));
      expect(answers.every((answer) => answer.body.code === '00000')).toBe(true);
      const limited = await postVisit({ path: '/one-more', app: 'portal' }, address);
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe('A0501');
      expect(limited.response.headers.get('retry-after')).toMatch(/^\d+$/);
      // another address still gets through
      expect((await postVisit({ path: '/one-more', app: 'portal' }, '198.51.100.51')).body.code).toBe('00000');
    });
  });

  describe('visit trend and stats across a month boundary', () => {
    const visit = (occurredAt: string | Date, visitor: string, ip: string) =>
      api.db('visits').insert({ occurred_at: occurredAt, visitor_key: visitor, ip_hash: ip, path: '/', app: 'portal' });

    const trend = async (startDate: string, endDate: string): Promise<Trend> => {
      const { body } = await admin.get(`/logs/visit-trend?startDate=${startDate}&endDate=${endDate}`);
      expect(body.code, body.msg).toBe('00000');
      return body.data as Trend;
    };

    beforeAll(async () => {
      // telemetry is not a read model: tests may arrange it directly (the POST tests above left rows of today)
      await api.db('visits').delete();
      await api.db('visit_daily').delete();
      await visit('2025-01-30T10:00:00+07:00', 'v1', 'ip1');
      await visit('2025-01-30T15:00:00+07:00', 'v1', 'ip1');
      await visit('2025-01-31T09:00:00+07:00', 'v2', 'ip2');
      await visit('2025-01-31T23:30:00+07:00', 'v3', 'ip2');
      await visit('2025-02-01T00:30:00+07:00', 'v1', 'ip1'); // 2025-01-31 17:30 UTC: counts for Feb 1 in Vientiane
      await visit('2025-02-01T12:00:00+07:00', 'v2', 'ip3');
      await visit('2025-02-02T08:00:00+07:00', 'v4', 'ip4');
    });

    it('counts each local day over 7 days, zero-filled, live while nothing is rolled up', async () => {
      expect(await trend('2025-01-27', '2025-02-02')).toEqual({
        dates: ['2025-01-27', '2025-01-28', '2025-01-29', '2025-01-30', '2025-01-31', '2025-02-01', '2025-02-02'],
        pvList: [0, 0, 0, 2, 2, 2, 1],
        uvList: [0, 0, 0, 1, 2, 2, 1],
        ipList: [0, 0, 0, 1, 1, 2, 1],
      });
    });

    it('answers every one of 30 days across the month boundary', async () => {
      const month = await trend('2025-01-04', '2025-02-02');
      expect(month.dates).toHaveLength(30);
      expect(month.dates[0]).toBe('2025-01-04');
      expect(month.dates.slice(-4)).toEqual(['2025-01-30', '2025-01-31', '2025-02-01', '2025-02-02']);
      expect(month.pvList).toEqual([...Array(26).fill(0), 2, 2, 2, 1]);
      expect(month.uvList).toEqual([...Array(26).fill(0), 1, 2, 2, 1]);
    });

    it('reads earlier days from the roll-up once it has run there, and counts the days it has not reached live', async () => {
      // what the rollupVisits job does when it runs on Feb 1: yesterday and today
      await rollUpVisitDays(api.db, ZONE, '2025-01-31', '2025-02-01');
      const rolled = await api.db('visit_daily').orderBy('day').select(api.db.raw(`to_char(day, 'YYYY-MM-DD') as day`), 'pv', 'uv', 'ip_count');
      expect(rolled).toEqual([
        { day: '2025-01-31', pv: 2, uv: 2, ip_count: 1 },
        { day: '2025-02-01', pv: 2, uv: 2, ip_count: 2 },
      ]);

      // late rows: Jan 30 was never rolled up, so it is counted live; Jan 31 shows its roll-up until the next run
      await visit('2025-01-30T11:00:00+07:00', 'v5', 'ip5');
      await visit('2025-01-31T20:00:00+07:00', 'v5', 'ip5');
      expect((await trend('2025-01-30', '2025-02-02')).pvList).toEqual([3, 2, 2, 1]);
      await rollUpVisitDays(api.db, ZONE, '2025-01-31', '2025-02-01');
      expect(await trend('2025-01-30', '2025-02-02')).toMatchObject({ pvList: [3, 3, 2, 1], uvList: [2, 3, 2, 1], ipList: [2, 2, 2, 1] });

      // a roll-up made before its day ended is not final: that day is counted live
      await api.db('visit_daily').where({ day: '2025-02-01' }).update({ rolled_up_at: '2025-02-01T12:00:00+07:00' });
      await visit('2025-02-01T18:00:00+07:00', 'v5', 'ip5');
      expect((await trend('2025-02-01', '2025-02-01')).pvList).toEqual([3]);
    });

    it('counts today live, compares with yesterday (0 growth when yesterday had none), and leaves future days at zero', async () => {
      const today = localDayOf(new Date(), ZONE);
      const yesterday = addDays(today, -1);
      await visit(new Date(), 'today-1', 'ip-t1');
      await visit(new Date(), 'today-1', 'ip-t1');
      await visit(new Date(), 'today-2', 'ip-t2');

      const quiet = (await admin.get('/logs/visit-stats')).body;
      expect(quiet.code).toBe('00000');
      expect(quiet.data).toMatchObject({ todayUvCount: 2, todayPvCount: 3, uvGrowthRate: 0, pvGrowthRate: 0 });

      await visit(`${yesterday}T12:00:00+07:00`, 'yesterday-1', 'ip-y1');
      await visit(`${yesterday}T13:00:00+07:00`, 'yesterday-2', 'ip-y2');
      // 10 visits by v1–v5 around the month boundary, 3 today, 2 yesterday; visitors v1–v5, two today, two yesterday
      expect((await admin.get('/logs/visit-stats')).body.data).toEqual({
        todayUvCount: 2,
        totalUvCount: 9,
        uvGrowthRate: 0,
        todayPvCount: 3,
        totalPvCount: 15,
        pvGrowthRate: 0.5,
      });

      expect(await trend(yesterday, addDays(today, 2))).toEqual({
        dates: [yesterday, today, addDays(today, 1), addDays(today, 2)],
        pvList: [2, 3, 0, 0],
        uvList: [2, 2, 0, 0],
        ipList: [2, 2, 0, 0],
      });
      // without dates: the last 7 days up to today
      const week = (await admin.get('/logs/visit-trend')).body.data as Trend;
      expect(week.dates).toEqual(Array.from({ length: 7 }, (_, index) => addDays(today, index - 6)));
      expect(week.pvList.slice(-2)).toEqual([2, 3]);
    });

    it('refuses a reversed, oversized or impossible range', async () => {
      for (const query of ['startDate=2025-02-02&endDate=2025-01-30', 'startDate=2023-01-01&endDate=2025-01-01', 'startDate=2025-02-30&endDate=2025-03-01']) {
        const { status, body } = await admin.get(`/logs/visit-trend?${query}`);
        expect(status, query).toBe(400);
        expect(body.code, query).toMatch(/^A04/);
      }
    });
  });

  describe('who may read the figures', () => {
    it('lets a role with only dashboard:view read trend and stats but not the operation log; others are refused', async () => {
      // ROOT arranges the role: staff may grant only permissions they hold themselves (issue 11 §1), and ADMIN lacks dashboard:view
      const root = as(api, await signIn(api, 'root'));
      const button = await root.post('/menus', { parentId: 0, name: 'Dashboard figures', type: 'BUTTON', perm: 'dashboard:view', visible: 1, sort: 1, keepAlive: 0, alwaysShow: 0, params: [] });
      expect(button.body.code, button.body.msg).toBe('00000');
      const role = await root.post('/roles', { name: 'Dashboard viewer', code: 'DASHBOARD_VIEWER', sort: 9, status: 1, dataScope: 3 });
      const roleId = (role.body.data as { id: number }).id;
      expect((await root.put(`/roles/${roleId}/menus`, [(button.body.data as { id: number }).id])).body.code).toBe('00000');
      const created = await root.post('/users', { username: 'dash-viewer', nickname: 'Dash', gender: 0, status: 1, deptId: null, roleIds: [roleId], password: 'secret123' });
      expect(created.body.code, created.body.msg).toBe('00000');

      const viewer = as(api, await signIn(api, 'dash-viewer', 'secret123'));
      expect((await viewer.get('/logs/visit-stats')).body.code).toBe('00000');
      expect((await viewer.get('/logs/visit-trend')).body.code).toBe('00000');
      expect((await viewer.get('/logs/page')).body.code).toBe('A0301');

      const plain = as(api, await signIn(api, 'user'));
      expect((await plain.get('/logs/visit-stats')).status).toBe(403);
      expect((await api.call('/api/v1/logs/visit-trend')).status).toBe(401);
    });
  });
});
