import type { HistoryEntry } from '../../eventSourcing/history';
import type { JobDetail, JobRow, MembershipRow, MembershipView, PromotionView, VipLevelOption, VipLevelView } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../testing/identityFixtures';
import type { TestApi } from '../../testing/testApi';
import { approval, approvedPublisher, jobFormOf } from '../jobs/jobFixtures';
import { entitlements } from './entitlements';
import { grantMembership, testLevel } from './membershipFixtures';
import { membershipHandlers } from './memberships/handlers';
import { promotionHandlers } from './promotions/handlers';

type Page<Row> = { list: Row[]; total: number };
const DAY_MS = 24 * 3600_000;

const levelForm = (overrides: Record<string, unknown> = {}) => ({
  names: { en: 'Gold', 'zh-cn': '黄金会员', lo: 'ສະມາຊິກຄຳ', th: 'สมาชิกทอง' },
  price: 900_000,
  validDays: 30,
  jobCount: 20,
  viewableResumes: 100,
  downloadableResumes: 30,
  adCount: 2,
  sort: 2,
  enabled: true,
  ...overrides,
});

describe('membership', () => {
  let api: TestApi;
  let admin: ApiClient;
  let publisher: ApiClient;
  let seeker: ApiClient;
  let auditorId: number;

  beforeAll(async () => {
    ({ api } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    admin = as(api, await signIn(api, 'admin'));
    publisher = as(api, await signIn(api, 'publisher'));
    seeker = as(api, await signIn(api, 'seeker'));
    const auditors = (await admin.get('/jobs/resume-auditors')).body.data as { value: number; label: string }[];
    auditorId = auditors.find((option) => option.label === 'Demo Auditor')!.value;
  }, 120_000);
  afterAll(async () => api?.close());

  const inLanguage = async (authorization: string, language: string, path: string, init: RequestInit = {}) =>
    api.call(`/api/v1${path}`, { ...init, headers: { Authorization: authorization, 'Accept-Language': language, 'Content-Type': 'application/json', ...init.headers } });

  /** A member: granted as a paid order would (orders are the orders part's tests), settled for the next read. */
  async function member(publisherId: number, quotas: Partial<ReturnType<typeof testLevel>['quotas']> = {}, now?: Date) {
    const granted = await grantMembership(api.moduleContext, publisherId, { level: testLevel({ quotas: { ...testLevel().quotas, ...quotas } }), now });
    await api.projectionWaiter.waitFor(granted.position!);
    return granted;
  }

  async function postJob(by: ApiClient, overrides: Parameters<typeof jobFormOf>[0] = {}) {
    return by.post('/jobs', jobFormOf(overrides));
  }

  async function publishedJob(by: ApiClient): Promise<JobDetail> {
    const posted = await postJob(by);
    expect(posted.body.code, posted.body.msg).toBe('00000');
    const { body } = await admin.put(`/jobs/${(posted.body.data as JobDetail).id}/audit`, approval(auditorId));
    expect(body.code, body.msg).toBe('00000');
    return body.data as JobDetail;
  }

  describe('levels', () => {
    it('keeps every level route but the public options behind biz:vip:*', async () => {
      for (const [method, path] of [
        ['GET', '/vip-levels/page'],
        ['GET', '/vip-levels'],
        ['GET', '/vip-levels/1/form'],
        ['GET', '/vip-levels/1/history'],
        ['POST', '/vip-levels'],
        ['PUT', '/vip-levels/1'],
        ['DELETE', '/vip-levels/1'],
        ['GET', '/vip/page'],
        ['GET', '/vip/1/form'],
        ['GET', '/vip/1/history'],
        ['GET', '/vip-promotions/page'],
        ['GET', '/vip-promotions/1/form'],
      ] as const) {
        const anonymous = await api.call(`/api/v1${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
        expect([path, anonymous.status]).toEqual([path, 401]);
        const bySeeker = await api.call(`/api/v1${path}`, {
          method,
          headers: { Authorization: await signIn(api, 'publisher'), 'Content-Type': 'application/json' },
          body: method === 'GET' ? undefined : JSON.stringify(levelForm()),
        });
        expect([path, bySeeker.body.code]).toEqual([path, 'A0301']);
      }
      expect((await api.call('/api/v1/vip-levels/options')).body.code).toBe('00000');
    });

    it('says what is wrong with a level form, every field at once', async () => {
      const { body } = await admin.post('/vip-levels', levelForm({ names: { en: 'Gold', 'zh-cn': '', lo: 'ຄຳ' }, validDays: 0, price: -1 }));
      expect(body.code).toBe('A0402');
      expect((body.data as { errors: Record<string, string> }).errors).toMatchObject({
        'names.zh-cn': 'This field is required',
        'names.th': 'This field is required',
        validDays: 'At least 1 day',
      });
    });

    it('creates, edits and deletes a level, with its history; the list names it in the reader’s language', async () => {
      const created = await admin.post('/vip-levels', levelForm());
      expect(created.body.code, created.body.msg).toBe('00000');
      const level = created.body.data as VipLevelView;
      expect(level).toMatchObject({ ...levelForm(), name: 'Gold', currency: 'LAK', updateTime: null });

      const edited = await admin.put(`/vip-levels/${level.id}`, levelForm({ price: 950_000, adCount: 3 }));
      expect(edited.body.data).toMatchObject({ id: level.id, price: 950_000, adCount: 3, updateTime: expect.any(String) });
      expect((await admin.get(`/vip-levels/${level.id}/form`)).body.data).toEqual(edited.body.data);

      const thai = await inLanguage(await signIn(api, 'admin'), 'th', `/vip-levels/page?keywords=${encodeURIComponent('黄金')}`);
      expect((thai.body.data as Page<VipLevelView>).list.map((row) => [row.id, row.name])).toEqual([[level.id, 'สมาชิกทอง']]);

      const history = (await admin.get(`/vip-levels/${level.id}/history`)).body.data as HistoryEntry[];
      expect(history.map((entry) => [entry.type, entry.actor?.username])).toEqual([
        ['VipLevelCreated', 'admin'],
        ['VipLevelUpdated', 'admin'],
      ]);

      expect((await admin.delete(`/vip-levels/${level.id}`)).body).toMatchObject({ code: '00000', data: { id: level.id } });
      expect((await admin.get(`/vip-levels/${level.id}/form`)).body.code).toBe('A0606');
      expect((await admin.delete(`/vip-levels/${level.id}`)).body.code).toBe('A0606');
    });

    it('offers the enabled levels to anyone, in sort order, named in the caller’s language and priced in kip', async () => {
      const basic = (await admin.post('/vip-levels', levelForm({ names: { en: 'Basic', 'zh-cn': '基础会员', lo: 'ພື້ນຖານ', th: 'พื้นฐาน' }, price: 300_000, sort: 1 }))).body.data as VipLevelView;
      const platinum = (await admin.post('/vip-levels', levelForm({ names: { en: 'Platinum', 'zh-cn': '白金会员', lo: 'ແພລທິນຳ', th: 'แพลทินัม' }, price: 2_400_000, sort: 3 }))).body.data as VipLevelView;
      const retired = (await admin.post('/vip-levels', levelForm({ names: { en: 'Old', 'zh-cn': '旧', lo: 'ເກົ່າ', th: 'เก่า' }, sort: 0, enabled: false }))).body.data as VipLevelView;
      const { body } = await api.call('/api/v1/vip-levels/options', { headers: { 'Accept-Language': 'lo' } });
      const options = body.data as VipLevelOption[];
      expect(options.map((option) => option.id)).not.toContain(retired.id);
      expect(options.filter((option) => [basic.id, platinum.id].includes(option.id)).map((option) => [option.name, option.price, option.currency])).toEqual([
        ['ພື້ນຖານ', 300_000, 'LAK'],
        ['ແພລທິນຳ', 2_400_000, 'LAK'],
      ]);
      expect(Object.keys(options[0]!).sort()).toEqual(['adCount', 'currency', 'downloadableResumes', 'id', 'jobCount', 'name', 'price', 'sort', 'validDays', 'viewableResumes']);
    });

    it('copies a level for an order from its stream, and prices it against the publisher’s membership', async () => {
      const gold = (await admin.post('/vip-levels', levelForm({ sort: 5 }))).body.data as VipLevelView;
      const rights = entitlements(api.moduleContext);
      const ordered = await rights.levelToOrder(gold.id);
      expect(ordered).toEqual({
        levelId: gold.id,
        names: levelForm().names,
        price: 900_000,
        validDays: 30,
        quotas: { jobs: 20, resumeViews: 100, resumeDownloads: 30, ads: 2 },
        enabled: true,
      });
      const fresh = await approvedPublisher(api, admin, 'pricing-pub');
      expect(await rights.priceOrder(fresh.userId, ordered, new Date())).toEqual({ change: 'new', creditDays: 0 });
      await expect(rights.levelToOrder(999_999)).rejects.toMatchObject({ code: 'A0606' });
    });
  });

  describe('GET /vip and the free tier', () => {
    it('is the publisher’s: other roles are told only publishers buy VIP', async () => {
      const { body } = await seeker.get('/vip');
      expect([body.code, body.msg]).toEqual(['A0301', translate('en', 'membership.refusals.notPublisher')]);
    });

    it('shows a publisher without membership the free tier, and refuses the job beyond it with a link to /vip', async () => {
      const fresh = await approvedPublisher(api, admin, 'free-pub');
      const none = (await fresh.client.get('/vip')).body.data as MembershipView;
      expect(none).toEqual({
        publisherId: fresh.userId,
        status: 'none',
        levelId: null,
        levelName: null,
        startTime: null,
        endTime: null,
        daysLeft: 0,
        quotas: {
          jobs: { total: 3, used: 0, left: 3 },
          resumeViews: { total: 0, used: 0, left: 0 },
          resumeDownloads: { total: 0, used: 0, left: 0 },
          ads: { total: 0, used: 0, left: 0 },
        },
        openOrderNo: null,
      });

      for (let index = 0; index < 3; index++) expect((await postJob(fresh.client, { position: `Free job ${index}` })).body.code).toBe('00000');
      const refused = await postJob(fresh.client, { position: 'One too many' });
      expect([refused.status, refused.body.code, refused.body.msg]).toEqual([409, 'A0440', translate('en', 'membership.refusals.freeJobsExhausted', { count: 3 })]);
      expect(refused.body.data).toEqual({ link: '/vip' });
      const thai = await inLanguage(fresh.authorization, 'th', '/jobs', { method: 'POST', body: JSON.stringify(jobFormOf()) });
      expect(thai.body.msg).toBe(translate('th', 'membership.refusals.freeJobsExhausted', { count: 3 }));

      // nothing of the refused job was written: no job, no quota
      expect(((await fresh.client.get('/jobs/mine/page')).body.data as Page<JobRow>).total).toBe(3);
      expect(((await fresh.client.get('/vip')).body.data as MembershipView).quotas.jobs).toEqual({ total: 3, used: 3, left: 0 });
      // edits use nothing
      const mine = ((await fresh.client.get('/jobs/mine/page')).body.data as Page<JobRow>).list[0]!;
      expect((await fresh.client.put(`/jobs/${mine.id}`, jobFormOf({ position: 'Renamed' }))).body.code).toBe('00000');
    });

    it('shows a member’s level in their language, the days left and each quota', async () => {
      const fresh = await approvedPublisher(api, admin, 'member-pub');
      await member(fresh.userId, { jobs: 5 });
      expect((await postJob(fresh.client)).body.code).toBe('00000');
      const view = (await inLanguage(fresh.authorization, 'zh-cn', '/vip')).body.data as MembershipView;
      expect(view).toMatchObject({
        status: 'active',
        levelId: 9001,
        levelName: '黄金会员',
        daysLeft: 30,
        quotas: { jobs: { total: 5, used: 1, left: 4 }, ads: { total: 2, used: 0, left: 2 } },
      });
      expect(view.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('refuses a member’s post and repost beyond the jobs quota, naming it in the caller’s language', async () => {
      const fresh = await approvedPublisher(api, admin, 'quota-pub');
      await member(fresh.userId, { jobs: 2 });
      const job = await publishedJob(fresh.client);
      expect((await fresh.client.put(`/jobs/${job.id}/close`)).body.code).toBe('00000');
      expect((await fresh.client.put(`/jobs/${job.id}/repost`)).body).toMatchObject({ code: '00000', data: { status: 'published' } });
      expect((await fresh.client.put(`/jobs/${job.id}/close`)).body.code).toBe('00000');

      const again = await inLanguage(fresh.authorization, 'lo', `/jobs/${job.id}/repost`, { method: 'PUT' });
      const quota = translate('lo', 'membership.quotas.jobs');
      expect([again.body.code, again.body.msg, again.body.data]).toEqual(['A0440', translate('lo', 'membership.refusals.quotaExhausted', { quota }), { link: '/vip' }]);
      expect((await postJob(fresh.client)).body.code).toBe('A0440');
      expect(((await fresh.client.get(`/jobs/${job.id}`)).body.data as JobDetail).status).toBe('closed');
    });

    it('expires a membership at its end and reminds before it, through the timers’ handlers', async () => {
      const fresh = await approvedPublisher(api, admin, 'expiring-pub');
      const started = new Date(Date.now() - 29 * DAY_MS);
      const { state } = await member(fresh.userId, {}, started);
      const handlers = membershipHandlers(api.moduleContext);

      const reminded = await handlers.remindExpiry(fresh.userId, state.endTime!, { actorId: 'system', now: new Date() });
      expect(reminded.position).toBeDefined();
      expect((await handlers.remindExpiry(fresh.userId, state.endTime!, { actorId: 'system', now: new Date() })).position).toBeUndefined();
      // the timer early (a clock skew) does nothing; at the end it expires
      expect((await handlers.expire(fresh.userId, { actorId: 'system', now: new Date() })).position).toBeUndefined();
      const expired = await handlers.expire(fresh.userId, { actorId: 'system', now: new Date(started.getTime() + 30 * DAY_MS) });
      await api.projectionWaiter.waitFor(expired.position!);
      expect(expired.state.status).toBe('expired');

      const history = (await admin.get(`/vip/${fresh.userId}/history`)).body.data as HistoryEntry[];
      expect(history.map((entry) => entry.type)).toEqual(['MembershipActivated', 'MembershipExpiryReminded', 'MembershipExpired']);
      expect(history[1]!.data).toMatchObject({ noticeId: expect.any(Number), endTime: state.endTime });
      expect(((await fresh.client.get('/vip')).body.data as MembershipView)).toMatchObject({ status: 'expired', daysLeft: 0, quotas: { jobs: { total: 3 } } });
    });
  });

  describe('the staff’s VIP list', () => {
    it('lists members with publisher, company, level, period and quotas; filters; a record and its history', async () => {
      const fresh = await approvedPublisher(api, admin, 'listed-pub');
      await member(fresh.userId, { jobs: 4 });
      expect((await postJob(fresh.client)).body.code).toBe('00000');
      // the post waited for the jobs read model only
      await api.projectionWaiter.waitFor((await api.store.headPosition())!);

      const page = (await admin.get('/vip/page?keywords=listed-pub&status=active')).body.data as Page<MembershipRow>;
      expect(page.total).toBe(1);
      const row = page.list[0]!;
      expect(row).toMatchObject({
        publisherId: fresh.userId,
        company: 'listed-pub Ltd',
        status: 'active',
        levelName: 'Gold',
        daysLeft: 30,
        quotas: { jobs: { total: 4, used: 1, left: 3 } },
        openOrderNo: null,
      });
      expect(row.publisherName.length).toBeGreaterThan(0);
      expect(((await admin.get('/vip/page?keywords=listed-pub&status=expired')).body.data as Page<MembershipRow>).total).toBe(0);
      // a publisher who only used the free tier is no member: listed only when asked for
      const free = await approvedPublisher(api, admin, 'listed-free');
      expect((await postJob(free.client)).body.code).toBe('00000');
      await api.projectionWaiter.waitFor((await api.store.headPosition())!);
      expect(((await admin.get('/vip/page?keywords=listed-free')).body.data as Page<MembershipRow>).total).toBe(0);
      const asked = (await admin.get('/vip/page?keywords=listed-free&status=none')).body.data as Page<MembershipRow>;
      expect(asked.list.map((row) => [row.publisherId, row.status, row.quotas.jobs.used])).toEqual([[free.userId, 'none', 0]]);
      expect((await admin.get(`/vip/${fresh.userId}/form`)).body.data).toEqual(row);
      expect((await admin.get('/vip/999999/form')).body.code).toBe('A0606');

      const history = (await admin.get(`/vip/${fresh.userId}/history`)).body.data as HistoryEntry[];
      expect(history.map((entry) => entry.type)).toEqual(['MembershipActivated', 'QuotaConsumed']);
      expect(history[1]!.data).toMatchObject({ kind: 'jobs', tier: 'member' });
    });
  });

  describe('featured jobs', () => {
    it('promotes a published job using one ad, and refuses what may not be featured', async () => {
      const fresh = await approvedPublisher(api, admin, 'promo-pub');
      await member(fresh.userId, { ads: 2 });
      const pending = (await postJob(fresh.client)).body.data as JobDetail;
      const notPublished = await fresh.client.put(`/jobs/${pending.id}/promote`, {});
      expect([notPublished.body.code, notPublished.body.msg]).toEqual(['A0440', translate('en', 'membership.refusals.jobNotPublished')]);

      const job = await publishedJob(fresh.client);
      const promoted = await fresh.client.put(`/jobs/${job.id}/promote`, {});
      expect(promoted.body.code, promoted.body.msg).toBe('00000');
      const promotion = promoted.body.data as PromotionView;
      expect(promotion).toMatchObject({ publisherId: fresh.userId, jobId: job.id, position: job.position, status: 'active', endedBy: null });
      expect(promoted.body.msg).toBe(translate('en', 'membership.promotion.messages.promoted', { endTime: promotion.endTime }));
      expect(new Date(`${promotion.endTime.replace(' ', 'T')}Z`).getTime() - new Date(`${promotion.startTime.replace(' ', 'T')}Z`).getTime()).toBe(7 * DAY_MS);

      expect((await fresh.client.put(`/jobs/${job.id}/promote`, {})).body.msg).toBe(translate('en', 'membership.refusals.alreadyPromoted'));
      expect((await publisher.put(`/jobs/${job.id}/promote`, {})).body.code).toBe('A0606');
      expect((await seeker.put(`/jobs/${job.id}/promote`, {})).body.code).toBe('A0301');
      expect(((await fresh.client.get('/vip')).body.data as MembershipView).quotas.ads).toEqual({ total: 2, used: 1, left: 1 });

      const second = await publishedJob(fresh.client);
      expect((await fresh.client.put(`/jobs/${second.id}/promote`, { days: 3 })).body.code).toBe('00000');
      const third = await publishedJob(fresh.client);
      const out = await fresh.client.put(`/jobs/${third.id}/promote`, {});
      expect([out.body.code, out.body.msg, out.body.data]).toEqual([
        'A0440',
        translate('en', 'membership.refusals.quotaExhausted', { quota: translate('en', 'membership.quotas.ads') }),
        { link: '/vip' },
      ]);
    });

    it('needs a membership: the free tier has no ads', async () => {
      const fresh = await approvedPublisher(api, admin, 'unpaid-promo');
      const job = await publishedJob(fresh.client);
      const { body } = await fresh.client.put(`/jobs/${job.id}/promote`, {});
      expect([body.code, body.msg, body.data]).toEqual(['A0440', translate('en', 'membership.refusals.notMember'), { link: '/vip' }]);
    });

    it('lists promotions for staff and for their publisher; ended by the publisher, by staff with a reason, or by the timer', async () => {
      const fresh = await approvedPublisher(api, admin, 'ending-pub');
      await member(fresh.userId, { ads: 5 });
      const jobs = [await publishedJob(fresh.client), await publishedJob(fresh.client), await publishedJob(fresh.client)];
      const promotions: PromotionView[] = [];
      for (const job of jobs) promotions.push((await fresh.client.put(`/jobs/${job.id}/promote`, {})).body.data as PromotionView);

      const mine = (await fresh.client.get('/vip-promotions/mine/page')).body.data as Page<PromotionView>;
      expect(mine.list.map((row) => row.id).sort()).toEqual(promotions.map((promotion) => promotion.id).sort());
      expect(((await publisher.get('/vip-promotions/mine/page')).body.data as Page<PromotionView>).list.map((row) => row.publisherId)).not.toContain(fresh.userId);
      const staff = (await admin.get(`/vip-promotions/page?publisherId=${fresh.userId}&status=active`)).body.data as Page<PromotionView>;
      expect(staff.total).toBe(3);
      expect((await admin.get(`/vip-promotions/${promotions[0]!.id}/form`)).body.data).toEqual(staff.list.find((row) => row.id === promotions[0]!.id));

      // the publisher ends their own; another publisher cannot see it
      expect((await publisher.put(`/vip-promotions/${promotions[0]!.id}/end`, {})).body.code).toBe('A0606');
      const byPublisher = await fresh.client.put(`/vip-promotions/${promotions[0]!.id}/end`, {});
      expect([byPublisher.body.code, byPublisher.body.msg]).toEqual(['00000', translate('en', 'membership.promotion.messages.ended')]);
      expect(byPublisher.body.data).toMatchObject({ status: 'ended', endedBy: 'publisher' });
      const twice = await fresh.client.put(`/vip-promotions/${promotions[0]!.id}/end`, {});
      expect([twice.body.code, twice.body.msg]).toEqual(['A0440', translate('en', 'membership.refusals.promotionEnded')]);

      const byStaff = await admin.put(`/vip-promotions/${promotions[1]!.id}/end`, { reason: 'Misleading title' });
      expect(byStaff.body.data).toMatchObject({ status: 'ended', endedBy: 'staff', reason: 'Misleading title' });

      // the timer: nothing before the end, ended at it
      const timer = promotionHandlers(api.moduleContext);
      expect((await timer.endByTimer(fresh.userId, promotions[2]!.id, { actorId: 'system', now: new Date() })).position).toBeUndefined();
      const ended = await timer.endByTimer(fresh.userId, promotions[2]!.id, { actorId: 'system', now: new Date(Date.now() + 8 * DAY_MS) });
      await api.projectionWaiter.waitFor(ended.position!);
      expect(((await admin.get(`/vip-promotions/${promotions[2]!.id}/form`)).body.data as PromotionView)).toMatchObject({ status: 'ended', endedBy: 'timer' });
      expect(((await admin.get(`/vip-promotions/page?publisherId=${fresh.userId}&status=ended`)).body.data as Page<PromotionView>).total).toBe(3);
    });
  });

  it('documents every membership route in the OpenAPI document', async () => {
    const { paths } = (await (await fetch(`${api.baseUrl}/api/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, { security?: unknown[]; 'x-permission'?: string }>> };
    for (const [path, method] of [
      ['/api/v1/vip-levels/page', 'get'],
      ['/api/v1/vip-levels', 'post'],
      ['/api/v1/vip-levels/{id}/history', 'get'],
      ['/api/v1/vip', 'get'],
      ['/api/v1/vip/page', 'get'],
      ['/api/v1/vip/{publisherId}/history', 'get'],
      ['/api/v1/jobs/{id}/promote', 'put'],
      ['/api/v1/vip-promotions/{id}/end', 'put'],
    ] as const) {
      expect([path, paths[path]?.[method] !== undefined]).toEqual([path, true]);
    }
    expect(paths['/api/v1/vip-levels/options']!.get!.security).toEqual([]);
    expect(paths['/api/v1/vip-levels']!.post!['x-permission']).toBe('biz:vip:add');
  });
});
