import type { MembershipEvent, OrderedLevel } from '@jobmarket/contracts';
import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../eventSourcing/deciderSpecification';
import { AppError } from '../../http/appError';
import { membershipDecider, priceAt, type MembershipCommand } from './membershipDecider';

const given = DeciderSpecification.for(membershipDecider);

const DAY = 24 * 3600_000;
const now = new Date('2026-03-01T08:00:00.000Z');
const at = (days: number, from = now) => new Date(from.getTime() + days * DAY);
const iso = (days: number, from = now) => at(days, from).toISOString();

const names = (en: string) => ({ en, 'zh-cn': `${en}会员`, lo: `ສະມາຊິກ ${en}`, th: `สมาชิก ${en}` });
const gold: OrderedLevel = { levelId: 2, names: names('Gold'), price: 900_000, validDays: 30, quotas: { jobs: 20, resumeViews: 100, resumeDownloads: 30, ads: 2 } };
const basic: OrderedLevel = { levelId: 1, names: names('Basic'), price: 300_000, validDays: 30, quotas: { jobs: 5, resumeViews: 20, resumeDownloads: 5, ads: 0 } };
const platinum: OrderedLevel = { levelId: 3, names: names('Platinum'), price: 2_400_000, validDays: 60, quotas: { jobs: 60, resumeViews: 500, resumeDownloads: 150, ads: 8 } };
// the same price per day as gold, another level: counts as an upgrade
const goldPlus: OrderedLevel = { ...gold, levelId: 4, names: names('Gold plus') };

const activate = (level: OrderedLevel, orderNo: string, when = now, extra: Partial<Extract<MembershipCommand, { type: 'ActivateMembership' }>> = {}): MembershipCommand => ({
  type: 'ActivateMembership',
  publisherId: 7,
  orderNo,
  level,
  now: when,
  reminderDays: 3,
  locale: 'lo',
  noticeId: 51,
  ...extra,
});
const activated = (level: OrderedLevel, orderNo: string, change: 'new' | 'renewal' | 'upgrade', startTime: string, endTime: string, creditDays = 0): MembershipEvent => ({
  type: 'MembershipActivated',
  data: {
    ...level,
    publisherId: 7,
    orderNo,
    change,
    creditDays,
    startTime,
    endTime,
    remindAt: new Date(new Date(endTime).getTime() - 3 * DAY).toISOString(),
    noticeId: 51,
    locale: 'lo',
  },
});
const goldFromNow = activated(gold, 'VIP20260301000001', 'new', iso(0), iso(30));
const consume = (kind: 'jobs' | 'resumeViews' | 'resumeDownloads' | 'ads', ref: string, when = now, freeJobCount = 3): MembershipCommand => ({
  type: 'ConsumeQuota',
  publisherId: 7,
  kind,
  ref,
  now: when,
  freeJobCount,
});
const consumed = (kind: 'jobs' | 'resumeViews' | 'resumeDownloads' | 'ads', ref: string, tier: 'member' | 'free', when = now): MembershipEvent => ({
  type: 'QuotaConsumed',
  data: { publisherId: 7, kind, ref, time: when.toISOString(), tier },
});

describe('membership decider: activation', () => {
  it('starts a new membership now, ending validDays later, reminded 3 days before', () => {
    given([]).when(activate(gold, 'VIP20260301000001')).then([goldFromNow]);
  });

  it('renews the same level from the current end (not from now)', () => {
    const renewal = activate(gold, 'VIP20260310000002', at(9));
    given([goldFromNow]).when(renewal).then([activated(gold, 'VIP20260310000002', 'renewal', iso(0), iso(60))]);
  });

  it('adds the level quotas on renewal and keeps what was used', () => {
    const state = [goldFromNow, consumed('jobs', 'job-1', 'member'), activated(gold, 'VIP20260310000002', 'renewal', iso(0), iso(60))].reduce(
      membershipDecider.evolve,
      membershipDecider.initialState,
    );
    expect(state.totals).toEqual({ jobs: 40, resumeViews: 200, resumeDownloads: 60, ads: 4 });
    expect(state.used.jobs).toBe(1);
  });

  it('upgrades from now, crediting the remaining days by price per day', () => {
    // 20 days of gold left (30,000 ₭/day) are worth 15 days of platinum (40,000 ₭/day)
    const upgrade = activate(platinum, 'VIP20260311000003', at(10));
    given([goldFromNow]).when(upgrade).then([activated(platinum, 'VIP20260311000003', 'upgrade', iso(10), iso(10 + 60 + 15), 15)]);
  });

  it('starts an upgrade with the new level quotas and nothing used', () => {
    const state = [goldFromNow, consumed('jobs', 'job-1', 'member'), activated(platinum, 'VIP20260311000003', 'upgrade', iso(10), iso(85), 15)].reduce(
      membershipDecider.evolve,
      membershipDecider.initialState,
    );
    expect(state.totals).toEqual(platinum.quotas);
    expect(state.used).toEqual({ jobs: 0, resumeViews: 0, resumeDownloads: 0, ads: 0 });
  });

  it('treats another level of the same price as an upgrade', () => {
    given([goldFromNow]).when(activate(goldPlus, 'VIP20260311000004', at(10))).then([activated(goldPlus, 'VIP20260311000004', 'upgrade', iso(10), iso(10 + 30 + 20), 20)]);
  });

  it('starts anew when the membership ended before the payment arrived (re-evaluated at payment)', () => {
    given([goldFromNow]).when(activate(gold, 'VIP20260401000005', at(31))).then([activated(gold, 'VIP20260401000005', 'new', iso(31), iso(61))]);
  });

  it('activates an order once: the same order paid twice changes nothing', () => {
    given([goldFromNow]).when(activate(gold, 'VIP20260301000001', at(1))).thenNothingHappened();
  });

  it('refuses a cheaper level while one is active when the order is priced, and a level no longer offered', () => {
    const state = [goldFromNow].reduce(membershipDecider.evolve, membershipDecider.initialState);
    expect(() => priceAt(state, { ...basic, enabled: true }, at(5))).toThrow(expect.objectContaining({ code: 'A0440', messageKey: 'membership.refusals.downgradeWhileActive' }));
    expect(() => priceAt(state, { ...platinum, enabled: false }, at(5))).toThrow(expect.objectContaining({ messageKey: 'membership.refusals.levelDisabled' }));
    expect(priceAt(state, { ...platinum, enabled: true }, at(10))).toEqual({ change: 'upgrade', creditDays: 15 });
    expect(priceAt(state, { ...gold, enabled: true }, at(10))).toEqual({ change: 'renewal', creditDays: 0 });
    // once it ended any level is a new membership
    expect(priceAt(state, { ...basic, enabled: true }, at(30))).toEqual({ change: 'new', creditDays: 0 });
  });

  it('never refuses money already paid: a cheaper level paid while active converts the remaining days', () => {
    // 20 days of gold (30,000/day) are worth 60 days of basic (10,000/day)
    given([goldFromNow]).when(activate(basic, 'VIP20260311000006', at(10))).then([activated(basic, 'VIP20260311000006', 'upgrade', iso(10), iso(10 + 30 + 60), 60)]);
  });
});

describe('membership decider: reminder, expiry, revocation', () => {
  const remind = (endTime: string, when: Date): MembershipCommand => ({ type: 'RemindExpiry', endTime, now: when, noticeId: 61 });
  const renewed = activated(gold, 'VIP20260310000002', 'renewal', iso(0), iso(60));

  it('reminds once before the end', () => {
    given([goldFromNow]).when(remind(iso(30), at(27))).then([{ type: 'MembershipExpiryReminded', data: { publisherId: 7, endTime: iso(30), noticeId: 61 } }]);
    given([goldFromNow, { type: 'MembershipExpiryReminded', data: { publisherId: 7, endTime: iso(30), noticeId: 61 } }]).when(remind(iso(30), at(27))).thenNothingHappened();
  });

  it('does not remind of an end a renewal moved', () => {
    given([goldFromNow, renewed]).when(remind(iso(30), at(27))).thenNothingHappened();
  });

  it('expires at its end, not before', () => {
    given([goldFromNow]).when({ type: 'ExpireMembership', now: at(29) }).thenNothingHappened();
    given([goldFromNow]).when({ type: 'ExpireMembership', now: at(30) }).then([{ type: 'MembershipExpired', data: { publisherId: 7, endTime: iso(30) } }]);
  });

  it('lets a renewal overtake the first expiry timer', () => {
    given([goldFromNow, renewed]).when({ type: 'ExpireMembership', now: at(30) }).thenNothingHappened();
    given([goldFromNow, renewed]).when({ type: 'ExpireMembership', now: at(60) }).then([{ type: 'MembershipExpired', data: { publisherId: 7, endTime: iso(60) } }]);
  });

  it('does nothing for an expiry timer after the membership was revoked', () => {
    const revoked: MembershipEvent = { type: 'MembershipRevoked', data: { publisherId: 7, orderNo: 'VIP20260301000001', actorId: '1', reason: 'Paid twice' } };
    given([goldFromNow, revoked]).when({ type: 'ExpireMembership', now: at(30) }).thenNothingHappened();
  });

  it('revokes when an order of the current period is refunded, and not for an order that no longer carries it', () => {
    const revoke = (orderNo: string): MembershipCommand => ({ type: 'RevokeMembership', orderNo, actorId: '1', reason: 'Refund requested' });
    given([goldFromNow]).when(revoke('VIP20260301000001')).then([{ type: 'MembershipRevoked', data: { publisherId: 7, orderNo: 'VIP20260301000001', actorId: '1', reason: 'Refund requested' } }]);
    given([goldFromNow, renewed]).when(revoke('VIP20260310000002')).then([{ type: 'MembershipRevoked', data: { publisherId: 7, orderNo: 'VIP20260310000002', actorId: '1', reason: 'Refund requested' } }]);
    const upgraded = activated(platinum, 'VIP20260311000003', 'upgrade', iso(10), iso(85), 15);
    given([goldFromNow, upgraded]).when(revoke('VIP20260301000001')).thenNothingHappened();
    given([goldFromNow, { type: 'MembershipExpired', data: { publisherId: 7, endTime: iso(30) } }]).when(revoke('VIP20260301000001')).thenNothingHappened();
  });
});

describe('membership decider: quotas', () => {
  const refusalOf = (history: MembershipEvent[], command: MembershipCommand): AppError => {
    try {
      membershipDecider.decide(command, history.reduce(membershipDecider.evolve, membershipDecider.initialState));
    } catch (error) {
      return error as AppError;
    }
    throw new Error('expected a refusal');
  };

  it('consumes a member quota, once per ref', () => {
    given([goldFromNow]).when(consume('resumeViews', 'resume-3')).then([consumed('resumeViews', 'resume-3', 'member')]);
    given([goldFromNow, consumed('resumeViews', 'resume-3', 'member')]).when(consume('resumeViews', 'resume-3', at(1))).thenNothingHappened();
  });

  it('refuses a used-up quota, naming it and linking to /vip', () => {
    const noAds = activated(basic, 'VIP20260301000009', 'new', iso(0), iso(30));
    given([noAds]).when(consume('ads', 'promotion-1')).thenThrows('A0440', 'membership.refusals.quotaExhausted', { vars: { quota: 'ads' } });
    expect(refusalOf([noAds], consume('ads', 'promotion-1')).data).toEqual({ link: '/vip' });
    const jobsUsed = Array.from({ length: 5 }, (_, index) => consumed('jobs', `job-${index}`, 'member'));
    given([noAds, ...jobsUsed]).when(consume('jobs', 'job-9')).thenThrows('A0440', 'membership.refusals.quotaExhausted', { vars: { quota: 'jobs' } });
  });

  it('gives the free tier its jobs per rolling 30 days and nothing else', () => {
    given([]).when(consume('jobs', 'job-1')).then([consumed('jobs', 'job-1', 'free')]);
    const three = [consumed('jobs', 'job-1', 'free', at(-20)), consumed('jobs', 'job-2', 'free', at(-10)), consumed('jobs', 'job-3', 'free', at(-1))];
    given(three).when(consume('jobs', 'job-4')).thenThrows('A0440', 'membership.refusals.freeJobsExhausted', { vars: { count: 3 } });
    expect(refusalOf(three, consume('jobs', 'job-4')).data).toEqual({ link: '/vip' });
    // the oldest leaves the window 30 days after it was posted
    given(three).when(consume('jobs', 'job-4', at(10))).then([consumed('jobs', 'job-4', 'free', at(10))]);
    given([]).when(consume('resumeDownloads', 'resume-1')).thenThrows('A0440', 'membership.refusals.notMember');
  });

  it('falls back to the free tier once the membership has ended, even before its timer runs', () => {
    given([goldFromNow]).when(consume('jobs', 'job-5', at(31))).then([consumed('jobs', 'job-5', 'free', at(31))]);
    given([goldFromNow]).when(consume('resumeViews', 'resume-5', at(31))).thenThrows('A0440', 'membership.refusals.notMember');
  });
});

describe('membership decider: promotions', () => {
  const start = (promotionId: number, jobId: number, job = { publisherId: 7, isPublished: true }, when = now): MembershipCommand => ({
    type: 'StartPromotion',
    promotionId,
    publisherId: 7,
    jobId,
    job,
    now: when,
    days: 7,
  });
  const started = (promotionId: number, jobId: number, when = now): MembershipEvent[] => [
    { type: 'QuotaConsumed', data: { publisherId: 7, kind: 'ads', ref: `promotion-${promotionId}`, time: when.toISOString(), tier: 'member' } },
    { type: 'JobPromotionStarted', data: { promotionId, publisherId: 7, jobId, startTime: when.toISOString(), endTime: iso(7, when) } },
  ];
  const end = (endedBy: 'timer' | 'staff' | 'publisher', when: Date, promotionId = 1): MembershipCommand => ({
    type: 'EndPromotion',
    promotionId,
    endedBy,
    actorId: endedBy === 'timer' ? null : '1',
    reason: endedBy === 'staff' ? 'Misleading title' : null,
    now: when,
  });
  const ended = (endedBy: 'timer' | 'staff' | 'publisher'): MembershipEvent => ({
    type: 'JobPromotionEnded',
    data: { promotionId: 1, publisherId: 7, jobId: 12, endedBy, actorId: endedBy === 'timer' ? null : '1', reason: endedBy === 'staff' ? 'Misleading title' : null },
  });

  it('promotes a published job, consuming one ad', () => {
    given([goldFromNow]).when(start(1, 12)).then(started(1, 12));
  });

  it('refuses an unpublished job, another publisher’s job, a job already featured, and without membership or ads left', () => {
    given([goldFromNow]).when(start(1, 12, { publisherId: 7, isPublished: false })).thenThrows('A0440', 'membership.refusals.jobNotPublished');
    given([goldFromNow]).when(start(1, 12, { publisherId: 8, isPublished: true })).thenThrows('A0606');
    given([goldFromNow, ...started(1, 12)]).when(start(2, 12)).thenThrows('A0440', 'membership.refusals.alreadyPromoted');
    given([]).when(start(1, 12)).thenThrows('A0440', 'membership.refusals.notMember');
    given([goldFromNow, ...started(1, 12), ...started(2, 13)]).when(start(3, 14)).thenThrows('A0440', 'membership.refusals.quotaExhausted', { vars: { quota: 'ads' } });
  });

  it('features the same job again once its promotion ended', () => {
    given([goldFromNow, ...started(1, 12), ended('staff')]).when(start(2, 12, undefined, at(1))).then(started(2, 12, at(1)));
  });

  it('ends by its timer at its end, by staff or the publisher before; the timer then finds nothing to do', () => {
    given([goldFromNow, ...started(1, 12)]).when(end('timer', at(6))).thenNothingHappened();
    given([goldFromNow, ...started(1, 12)]).when(end('timer', at(7))).then([ended('timer')]);
    given([goldFromNow, ...started(1, 12)]).when(end('staff', at(2))).then([ended('staff')]);
    given([goldFromNow, ...started(1, 12), ended('staff')]).when(end('timer', at(7))).thenNothingHappened();
    given([goldFromNow, ...started(1, 12), ended('staff')]).when(end('publisher', at(3))).thenThrows('A0440', 'membership.refusals.promotionEnded');
    given([goldFromNow]).when(end('staff', at(3), 9)).thenThrows('A0606');
  });
});
