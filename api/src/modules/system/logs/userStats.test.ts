import { addMonths, firstDayOf, localMonthOf, SIGN_INS_TABLE, USERS_TABLE } from '@jobmarket/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, seedDemoIdentity, signIn, type ApiClient } from '../../../testing/identityFixtures';
import { startTestApi, type TestApi } from '../../../testing/testApi';
import { demoAccounts } from '../../identity/seed/seedIdentity';
import type { UserStats } from './userStatQueries';

// six hours behind UTC all year: the first hours of a UTC month are still the previous month here
const ZONE = 'America/Mexico_City';
// every account the identity seed creates (the jobs context added the demo auditor)
const DEMO_ACCOUNTS = demoAccounts.length;

describe('dashboard user figures', () => {
  let api: TestApi;
  let root: ApiClient;
  let userIds: Record<string, number>;
  let month: string;

  beforeAll(async () => {
    api = await startTestApi({ TIME_ZONE: ZONE });
    await seedDemoIdentity(api);
    const users: { id: number; username: string }[] = await api.db(USERS_TABLE).select('id', 'username');
    userIds = Object.fromEntries(users.map((user) => [user.username, user.id]));
    month = localMonthOf(new Date(), ZONE);
  });
  afterAll(async () => api?.close());

  /** Sign-in telemetry of another time, written directly: it is telemetry, not a read model. */
  async function signedInAt(username: string, localTime: string, shiftHours = 0) {
    const userId = userIds[username];
    if (userId === undefined) throw new Error(`no user ${username}`);
    await api.db.raw(`insert into ${SIGN_INS_TABLE} (user_id, occurred_at) values (?, ?::timestamp at time zone ? + make_interval(hours => ?))`, [
      userId,
      localTime,
      ZONE,
      shiftHours,
    ]);
  }

  async function stats(client: ApiClient = root): Promise<UserStats> {
    const { body } = await client.get('/logs/user-stats');
    expect(body.code, body.msg).toBe('00000');
    return body.data as UserStats;
  }

  it('records one telemetry row per successful sign-in and none for a failed one', async () => {
    root = as(api, await signIn(api, 'root'));
    await signIn(api, 'root');
    await signIn(api, 'admin');
    await signIn(api, 'publisher');
    expect((await api.call('/api/v1/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'seeker', password: 'wrong-password' }) })).body.code).toBe('A0210');

    const rows: { user_id: number }[] = await api.db(SIGN_INS_TABLE).select('user_id').orderBy('id');
    expect(rows.map((row) => row.user_id)).toEqual([userIds.root, userIds.root, userIds.admin, userIds.publisher]);
  });

  it('counts distinct users who signed in this calendar month in TIME_ZONE, against last month', async () => {
    const lastMonth = addMonths(month, -1);
    await signedInAt('seeker', `${firstDayOf(lastMonth)} 12:00`);
    await signedInAt('seeker', `${lastMonth}-10 09:30`);
    // 23:00 on the last local day of last month: already this month in UTC, still last month here
    await signedInAt('school', `${firstDayOf(month)} 00:00`, -1);
    // two months ago counts for neither
    await signedInAt('user', `${firstDayOf(addMonths(month, -2))} 12:00`);

    const figures = await stats();
    expect(figures).toMatchObject({ month, monthlyActiveUserCount: 3, lastMonthActiveUserCount: 2, activeUserGrowthRate: 0.5 });
  });

  it('counts users from the users read model: all of them, and those created this month', async () => {
    const before = await stats();
    expect(before).toMatchObject({ totalUserCount: DEMO_ACCOUNTS, newUserCount: DEMO_ACCOUNTS, lastMonthNewUserCount: 0, newUserGrowthRate: null });

    const userId = userIds.user!;
    expect((await root.delete(`/users/${userId}`)).body.code).toBe('00000');
    expect(await stats()).toMatchObject({ totalUserCount: DEMO_ACCOUNTS - 1, newUserCount: DEMO_ACCOUNTS - 1 });
  });

  it('answers staff with the dashboard permission and refuses everyone else', async () => {
    const publisher = as(api, await signIn(api, 'publisher'));
    const refused = await publisher.get('/logs/user-stats');
    expect(refused.body.code).toBe('A0301');
    expect((await as(api, await signIn(api, 'admin')).get('/logs/user-stats')).body.code).toBe('00000');
  });
});
