import type { MembershipChange, MembershipEvent, OrderedLevel, QuotaKind, VipLevelEvent, VipLevelForm, VipOrderEvent } from '@jobmarket/contracts';
import { specEvent, type SpecEvent, type SpecEventOptions } from '../testing/projectionSpec';

/** Membership-context events for projection specs and reactor tests: plausible defaults, overridden where a test cares. */

export const vipLevelStreamOf = (id: number) => `vip-level-${id}`;
export const vipOrderStreamOf = (orderNo: string) => `vip-order-${orderNo}`;
export const membershipStreamOf = (publisherId: number) => `membership-${publisherId}`;

const DAY_MS = 24 * 3600_000;
const iso = (date: Date) => date.toISOString();
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

export function vipLevelForm(changes: Partial<VipLevelForm> = {}): VipLevelForm {
  return {
    names: { en: 'Gold', 'zh-cn': '黄金会员', lo: 'ຄຳ', th: 'ทองคำ' },
    price: 500_000,
    validDays: 30,
    jobCount: 20,
    viewableResumes: 200,
    downloadableResumes: 50,
    adCount: 5,
    sort: 2,
    enabled: true,
    ...changes,
  };
}

const inLevel = (id: number, event: VipLevelEvent, options?: SpecEventOptions) => specEvent(vipLevelStreamOf(id), event, options);
export const levelCreated = (id: number, changes: Partial<VipLevelForm> = {}, options?: SpecEventOptions): SpecEvent =>
  inLevel(id, { type: 'VipLevelCreated', data: { ...vipLevelForm(changes), id } }, options);
export const levelUpdated = (id: number, changes: Partial<VipLevelForm> = {}, options?: SpecEventOptions): SpecEvent =>
  inLevel(id, { type: 'VipLevelUpdated', data: { ...vipLevelForm(changes), id } }, options);
export const levelDeleted = (id: number, options?: SpecEventOptions): SpecEvent => inLevel(id, { type: 'VipLevelDeleted', data: { id } }, options);

/** What an order of the default level buys. */
export function orderedLevel(changes: Partial<OrderedLevel> = {}): OrderedLevel {
  const form = vipLevelForm();
  return {
    levelId: 2,
    names: form.names,
    price: form.price,
    validDays: form.validDays,
    quotas: { jobs: form.jobCount, resumeViews: form.viewableResumes, resumeDownloads: form.downloadableResumes, ads: form.adCount },
    ...changes,
  };
}

const inOrder = (orderNo: string, event: VipOrderEvent, options?: SpecEventOptions) => specEvent(vipOrderStreamOf(orderNo), event, options);

export const orderSubmitted = (
  orderNo: string,
  publisherId: number,
  submitTime: Date,
  changes: { level?: Partial<OrderedLevel>; change?: MembershipChange; creditDays?: number; payBefore?: Date; locale?: string } = {},
  options?: SpecEventOptions,
): SpecEvent => {
  const level = orderedLevel(changes.level);
  return inOrder(
    orderNo,
    {
      type: 'VipOrderSubmitted',
      data: {
        ...level,
        orderNo,
        publisherId,
        amount: level.price,
        currency: 'LAK',
        change: changes.change ?? 'new',
        creditDays: changes.creditDays ?? 0,
        submitTime: iso(submitTime),
        payBefore: iso(changes.payBefore ?? plusDays(submitTime, 3)),
        locale: changes.locale ?? 'en',
      },
    },
    options,
  );
};

export const qrIssued = (orderNo: string, reference: string, expiresAt: Date, options?: SpecEventOptions): SpecEvent =>
  inOrder(orderNo, { type: 'PaymentQrIssued', data: { orderNo, reference, payload: `000201…${reference}`, issueTime: iso(new Date(expiresAt.getTime() - 15 * 60_000)), expiresAt: iso(expiresAt) } }, options);
export const qrWithdrawn = (orderNo: string, reference: string, reason: 'refreshed' | 'orderClosed' = 'refreshed', options?: SpecEventOptions): SpecEvent =>
  inOrder(orderNo, { type: 'PaymentQrWithdrawn', data: { orderNo, reference, reason } }, options);
export const paymentProcessing = (orderNo: string, reference: string, providerTxId: string, options?: SpecEventOptions): SpecEvent =>
  inOrder(orderNo, { type: 'PaymentProcessing', data: { orderNo, reference, providerTxId } }, options);
export const paymentDeclined = (orderNo: string, reference: string, providerTxId: string, options?: SpecEventOptions): SpecEvent =>
  inOrder(orderNo, { type: 'PaymentDeclined', data: { orderNo, reference, providerTxId } }, options);
export const orderPaid = (orderNo: string, reference: string, providerTxId: string, paidTime: Date, amount = 500_000, options?: SpecEventOptions): SpecEvent =>
  inOrder(orderNo, { type: 'VipOrderPaid', data: { orderNo, reference, providerTxId, amount, paidTime: iso(paidTime), source: 'webhook' } }, options);
export const latePaymentReceived = (orderNo: string, reference: string, providerTxId: string, paidTime: Date, amount = 500_000, options?: SpecEventOptions): SpecEvent =>
  inOrder(orderNo, { type: 'LatePaymentReceived', data: { orderNo, reference, providerTxId, amount, paidTime: iso(paidTime), source: 'query' } }, options);
export const latePaymentAccepted = (orderNo: string, reason = 'Customer paid late', options?: SpecEventOptions): SpecEvent =>
  inOrder(orderNo, { type: 'LatePaymentAccepted', data: { orderNo, actorId: '1', reason } }, options);
export const orderCancelled = (
  orderNo: string,
  cancelledBy: 'timeLimit' | 'staff' | 'publisher' = 'timeLimit',
  changes: { reason?: string | null; noticeId?: number } = {},
  options?: SpecEventOptions,
): SpecEvent =>
  inOrder(
    orderNo,
    {
      type: 'VipOrderCancelled',
      data: { orderNo, cancelledBy, actorId: cancelledBy === 'timeLimit' ? null : '1', reason: changes.reason ?? null, ...(changes.noticeId === undefined ? {} : { noticeId: changes.noticeId }) },
    },
    options,
  );
export const orderRefunded = (orderNo: string, reason = 'Paid by mistake', amount = 500_000, options?: SpecEventOptions): SpecEvent =>
  inOrder(orderNo, { type: 'VipOrderRefunded', data: { orderNo, actorId: '1', reason, amount } }, options);

const inMembership = (publisherId: number, event: MembershipEvent, options?: SpecEventOptions) => specEvent(membershipStreamOf(publisherId), event, options);

export const membershipActivated = (
  publisherId: number,
  orderNo: string,
  startTime: Date,
  endTime: Date,
  changes: { level?: Partial<OrderedLevel>; change?: MembershipChange; creditDays?: number; remindAt?: Date; noticeId?: number; locale?: string } = {},
  options?: SpecEventOptions,
): SpecEvent =>
  inMembership(
    publisherId,
    {
      type: 'MembershipActivated',
      data: {
        ...orderedLevel(changes.level),
        publisherId,
        orderNo,
        change: changes.change ?? 'new',
        creditDays: changes.creditDays ?? 0,
        startTime: iso(startTime),
        endTime: iso(endTime),
        remindAt: iso(changes.remindAt ?? plusDays(endTime, -3)),
        locale: changes.locale ?? 'en',
        ...(changes.noticeId === undefined ? {} : { noticeId: changes.noticeId }),
      },
    },
    options,
  );
export const expiryReminded = (publisherId: number, endTime: Date, noticeId: number, options?: SpecEventOptions): SpecEvent =>
  inMembership(publisherId, { type: 'MembershipExpiryReminded', data: { publisherId, endTime: iso(endTime), noticeId } }, options);
export const membershipExpired = (publisherId: number, endTime: Date, options?: SpecEventOptions): SpecEvent =>
  inMembership(publisherId, { type: 'MembershipExpired', data: { publisherId, endTime: iso(endTime) } }, options);
export const membershipRevoked = (publisherId: number, orderNo: string, reason = 'Refunded', options?: SpecEventOptions): SpecEvent =>
  inMembership(publisherId, { type: 'MembershipRevoked', data: { publisherId, orderNo, actorId: '1', reason } }, options);
export const quotaConsumed = (publisherId: number, kind: QuotaKind, ref: string, tier: 'member' | 'free' = 'member', options?: SpecEventOptions): SpecEvent =>
  inMembership(publisherId, { type: 'QuotaConsumed', data: { publisherId, kind, ref, time: iso(options?.at ?? new Date(Date.UTC(2026, 0, 1))), tier } }, options);
export const promotionStarted = (publisherId: number, promotionId: number, jobId: number, startTime: Date, endTime: Date, options?: SpecEventOptions): SpecEvent =>
  inMembership(publisherId, { type: 'JobPromotionStarted', data: { promotionId, publisherId, jobId, startTime: iso(startTime), endTime: iso(endTime) } }, options);
export const promotionEnded = (
  publisherId: number,
  promotionId: number,
  jobId: number,
  endedBy: 'timer' | 'staff' | 'publisher' = 'timer',
  reason: string | null = null,
  options?: SpecEventOptions,
): SpecEvent =>
  inMembership(
    publisherId,
    { type: 'JobPromotionEnded', data: { promotionId, publisherId, jobId, endedBy, actorId: endedBy === 'timer' ? null : '1', reason } },
    options,
  );
