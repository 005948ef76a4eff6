import type { MembershipRow, MembershipView, VipLevelOption, VipOrderView } from '@jobmarket/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';
import { seedDemoJobs } from '../../jobs/seed/seedDemoJobs';
import { seedDemoMemberships } from './seedDemoMemberships';

type Page<Row> = { list: Row[]; total: number };

describe('demo memberships', () => {
  let api: TestApi;
  let admin: ApiClient;

  beforeAll(async () => {
    ({ api } = await startSeededApi());
    const command = { actorId: 'system', correlationId: 'seed', now: new Date() };
    // as scripts/seed.ts runs them: levels and the companies' memberships around the jobs seed
    const memberships = await seedDemoMemberships(api.moduleContext, command);
    await seedDemoJobs(api.moduleContext, command, { beforePosting: memberships.beforePosting });
    await memberships.finish();
    admin = as(api, await signIn(api, 'admin'));
  }, 240_000);
  afterAll(async () => api?.close());

  it('offers Basic, Gold and Platinum, priced in kip', async () => {
    const levels = (await api.call('/api/v1/vip-levels/options')).body.data as VipLevelOption[];
    expect(levels.map((level) => [level.name, level.price, level.currency])).toEqual([
      ['Basic', 300_000, 'LAK'],
      ['Gold', 800_000, 'LAK'],
      ['Platinum', 2_000_000, 'LAK'],
    ]);
  });

  it('leaves the demo publisher an active Gold member who has used some of its quota posting its jobs', async () => {
    const vip = (await as(api, await signIn(api, 'publisher')).get('/vip')).body.data as MembershipView;
    expect(vip).toMatchObject({ status: 'active', levelName: 'Gold', daysLeft: 90, openOrderNo: null });
    expect(vip.quotas.jobs).toEqual({ total: 40, used: 5, left: 35 });
  });

  it('lists one expired member, the companies as active members, and nobody for the publisher who never paid', async () => {
    const members = (await admin.get('/vip/page?pageSize=50')).body.data as Page<MembershipRow>;
    const statusOf = Object.fromEntries(members.list.map((row) => [row.publisherName, [row.status, row.levelName]]));
    expect(statusOf).toMatchObject({
      'Demo Publisher': ['active', 'Gold'],
      'ໂຮງພິມວຽງຈັນ': ['expired', 'Basic'],
    });
    expect(members.list.filter((row) => row.status === 'active')).toHaveLength(4);
    expect(members.list.some((row) => row.company === 'Pakse Agro Co., Ltd.')).toBe(false);
  });

  it('shows paid orders (one per membership) and the cancelled one in the admin', async () => {
    const orders = (await admin.get('/vip-orders/page?pageSize=50')).body.data as Page<VipOrderView>;
    expect(orders.list.filter((order) => order.status === 'paid')).toHaveLength(5);
    expect(orders.list.filter((order) => order.status === 'cancelled').map((order) => [order.cancelledBy, order.levelName])).toEqual([['timeLimit', 'Gold']]);
    expect(orders.list.every((order) => order.status !== 'paid' || order.providerTxId?.startsWith('SB'))).toBe(true);
  });
});
