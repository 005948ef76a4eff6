import { jobAuditForm, type JobDetail, type MembershipView } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { handleCommand } from '@jobmarket/api/eventSourcing/commandHandler';
import { nextEntityId } from '@jobmarket/api/eventSourcing/entityIds';
import { formatDateTime } from '@jobmarket/api/http/time';
import { jobHandlers } from '@jobmarket/api/modules/jobs/handlers';
import { approval, approvedPublisher, jobFormOf } from '@jobmarket/api/modules/jobs/jobFixtures';
import { grantMembership, testLevel } from '@jobmarket/api/modules/membership/membershipFixtures';
import { membershipDecider, membershipStream } from '@jobmarket/api/modules/membership/membershipDecider';
import type { ApiClient } from '@jobmarket/api/testing/identityFixtures';
import type { TestApi } from '@jobmarket/api/testing/testApi';
import {
  jobIdFor,
  MEMBERSHIPS_TABLE,
  membershipNoticesReactor,
  membershipProjection,
  membershipTimersReactor,
  noticesProjection,
  VIP_PROMOTIONS_TABLE,
} from '@jobmarket/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReactorHarness, type FinishedJobs, type ReactorHarness } from '../testing/reactorHarness';

const DAY_MS = 24 * 3600_000;

describe('a membership’s timers through BullMQ: its end, the reminder before it, a featured job’s end', () => {
  let harness: ReactorHarness<'membership' | 'notices'>;
  let api: TestApi;
  let admin: ApiClient;
  let timerJobs: FinishedJobs;
  let noticeJobs: FinishedJobs;

  beforeAll(async () => {
    // both membership reactors as the projections process runs them, and the workers as the workers process does
    harness = await startReactorHarness({ reactors: [membershipTimersReactor, membershipNoticesReactor], watch: ['membership', 'notices'] });
    ({ api, admin } = harness);
    ({ membership: timerJobs, notices: noticeJobs } = harness.finished);
  }, 120_000);
  afterAll(() => harness?.close());

  const eventsOf = async (publisherId: number) => api.store.readStream(membershipStream(publisherId));
  const myNotices = async (client: ApiClient) => ((await client.get('/notices/my-page')).body.data as { list: { id: number; title: string }[] }).list;
  const day = (instant: string) => formatDateTime(new Date(instant), api.moduleContext.config.TIME_ZONE).slice(0, 10);

  /** Waits for a notice job, then for the notices read model to show what it appended. */
  async function noticeShown(eventId: string) {
    const { position } = (await noticeJobs.finished(jobIdFor('membership-notice', eventId))) as { position: string | null };
    expect(position).not.toBeNull();
    expect(await api.projectionWaiter.waitFor(position!, { projections: [noticesProjection.name] })).toBe(true);
  }

  it('reminds the publisher before the end, in the language they ordered in, and expires the membership at its end', { timeout: 90_000 }, async () => {
    const publisher = await approvedPublisher(api, admin, 'vip-thai');
    // bought 30 days ago less a few seconds: it ends in a few seconds, and its reminder (3 days before) is due at once;
    // the seconds leave the reminder time to run first on a busy machine (after the end it has nothing to remind of)
    const endsInMs = 12_000;
    const boughtAt = new Date(Date.now() - 30 * DAY_MS + endsInMs);
    const activation = await handleCommand(
      api.store,
      membershipStream(publisher.userId),
      membershipDecider,
      {
        type: 'ActivateMembership',
        publisherId: publisher.userId,
        orderNo: 'VIP20260101000001',
        level: testLevel(),
        now: boughtAt,
        reminderDays: 3,
        locale: 'th',
        noticeId: await nextEntityId(api.db, 'notice'),
      },
      { actorId: 'system', now: boughtAt },
    );
    const [activated] = await eventsOf(publisher.userId);
    const endTime = (activated!.data as { endTime: string }).endTime;
    expect(activation.state.status).toBe('active');

    // the activation's notice, then the reminder's
    await noticeShown(activated!.id);
    const reminder = (await timerJobs.finished(jobIdFor('membership-reminder', activated!.id))) as { reminded: boolean; position: string | null };
    expect(reminder.reminded).toBe(true);
    const reminded = (await eventsOf(publisher.userId)).find((event) => event.type === 'MembershipExpiryReminded')!;
    expect(reminded.data).toMatchObject({ publisherId: publisher.userId, endTime, noticeId: expect.any(Number) });
    await noticeShown(reminded.id);
    expect((await myNotices(publisher.client)).map((notice) => notice.title).sort()).toEqual(
      [translate('th', 'membership.notices.activatedTitle', { level: 'ทองคำ' }), translate('th', 'membership.notices.expiringTitle', { endTime: day(endTime) })].sort(),
    );
    const expiring = (await myNotices(publisher.client)).find((notice) => notice.id === (reminded.data as { noticeId: number }).noticeId)!;
    const detail = (await publisher.client.get(`/notices/${expiring.id}/detail`)).body.data as { content: string };
    expect(detail.content).toContain(translate('th', 'membership.notices.expiringContent', { level: 'ทองคำ', endTime: day(endTime) }));

    // the end's timer runs when the end has come, not before
    const expiry = (await timerJobs.finished(jobIdFor('membership-expiry', activated!.id))) as { expired: boolean; position: string | null };
    expect(expiry.expired).toBe(true);
    const expired = (await eventsOf(publisher.userId)).at(-1)!;
    expect(expired).toMatchObject({ type: 'MembershipExpired', data: { publisherId: publisher.userId, endTime } });
    expect(expired.createdAt.getTime()).toBeGreaterThanOrEqual(new Date(endTime).getTime());
    expect(((await publisher.client.get('/vip')).body.data as MembershipView).status).toBe('expired');
    await api.projectionWaiter.waitFor(expiry.position!, { projections: [membershipProjection.name] });
    expect(await api.db(MEMBERSHIPS_TABLE).where({ publisher_id: publisher.userId }).first()).toMatchObject({ status: 'expired', level_id: testLevel().levelId });

    // a repeat of either timer (a retry, a crash) does nothing more
    const again = await harness.queues.get('membership').add('expireMembership', { publisherId: publisher.userId, endTime }, { jobId: `again-expiry-${activated!.id}` });
    expect(await timerJobs.finished(again.id!)).toEqual({ expired: false, position: null });
    const remindAgain = await harness.queues.get('membership').add('remindMembershipExpiry', { publisherId: publisher.userId, endTime }, { jobId: `again-reminder-${activated!.id}` });
    expect(await timerJobs.finished(remindAgain.id!)).toEqual({ reminded: false, position: null });
    expect(await myNotices(publisher.client)).toHaveLength(2);
  });

  it('leaves a renewed membership alone when the old end’s timers run', async () => {
    const publisher = await approvedPublisher(api, admin, 'vip-renewed');
    const first = await grantMembership(api.moduleContext, publisher.userId, { orderNo: 'VIP20260101000002' });
    await grantMembership(api.moduleContext, publisher.userId, { orderNo: 'VIP20260101000003' });
    const [activated, renewed] = await eventsOf(publisher.userId);
    expect(renewed!.data).toMatchObject({ change: 'renewal' });
    const oldEnd = first.state.endTime!;

    // the old end's timers, as if it had come: the renewal moved the end, so nothing expires and nobody is reminded
    const later = { publisherId: publisher.userId, endTime: oldEnd };
    const expiry = await harness.queues.get('membership').add('expireMembership', later, { jobId: `old-end-${activated!.id}` });
    const reminder = await harness.queues.get('membership').add('remindMembershipExpiry', later, { jobId: `old-reminder-${activated!.id}` });
    expect(await timerJobs.finished(expiry.id!)).toEqual({ expired: false, position: null });
    expect(await timerJobs.finished(reminder.id!)).toEqual({ reminded: false, position: null });
    expect(((await publisher.client.get('/vip')).body.data as MembershipView).status).toBe('active');
    expect((await eventsOf(publisher.userId)).map((event) => event.type)).toEqual(['MembershipActivated', 'MembershipActivated']);
  });

  it('ends a featured job when its days are over', async () => {
    const publisher = await approvedPublisher(api, admin, 'vip-featured');
    await grantMembership(api.moduleContext, publisher.userId);
    const posted = await publisher.client.post('/jobs', jobFormOf());
    expect(posted.body.code, posted.body.msg).toBe('00000');
    const jobId = (posted.body.data as JobDetail).id;
    const auditorId = ((await admin.get('/jobs/resume-auditors')).body.data as { value: number }[])[0]!.value;
    await jobHandlers(api.moduleContext).audit(jobId, jobAuditForm.parse(approval(auditorId)), { actorId: 'system', now: new Date() }, { tell: false });

    // promoted for no days: its end is now, so its timer is due at once
    const promoted = await publisher.client.put(`/jobs/${jobId}/promote`, { days: 0 });
    expect(promoted.body.code, promoted.body.msg).toBe('00000');
    const started = (await eventsOf(publisher.userId)).find((event) => event.type === 'JobPromotionStarted')!;
    const promotionId = (started.data as { promotionId: number }).promotionId;
    const ended = (await timerJobs.finished(jobIdFor('promotion-end', started.id))) as { ended: boolean; position: string | null };
    expect(ended.ended).toBe(true);
    expect((await eventsOf(publisher.userId)).at(-1)).toMatchObject({ type: 'JobPromotionEnded', data: { promotionId, jobId, endedBy: 'timer' } });
    await api.projectionWaiter.waitFor(ended.position!, { projections: [membershipProjection.name] });
    expect(await api.db(VIP_PROMOTIONS_TABLE).where({ id: promotionId }).first()).toMatchObject({ status: 'ended', ended_by: 'timer', job_id: jobId });
  });
});
