import type { MembershipView, PaymentCheckView, PaymentQrView, VipLevelView, VipOrderView } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { approvedPublisher } from '@jobmarket/api/modules/jobs/jobFixtures';
import { vipOrderStream } from '@jobmarket/api/modules/membership/orders/decider';
import { actOnQr } from '@jobmarket/api/modules/membership/payments/simulatedPayer';
import type { ApiClient } from '@jobmarket/api/testing/identityFixtures';
import type { TestApi } from '@jobmarket/api/testing/testApi';
import {
  jobIdFor,
  membershipNoticesReactor,
  membershipProjection,
  membershipTimersReactor,
  noticesProjection,
  VIP_ORDERS_TABLE,
} from '@jobmarket/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReactorHarness, type FinishedJobs, type ReactorHarness } from '../testing/reactorHarness';

/** A payment time limit of seconds (the api takes it from VIP_PAYMENT_TIME_LIMIT_MS in tests only). */
const TIME_LIMIT_MS = 8_000;
/** Each test waits out the limit, then the timer job, its command and a notice: on a loaded two-core CI run that exceeds the default 30 s. */
const TEST_TIMEOUT_MS = 90_000;

describe('an order’s payment time limit through BullMQ', () => {
  let harness: ReactorHarness<'membership' | 'notices'>;
  let api: TestApi;
  let admin: ApiClient;
  let level: VipLevelView;
  let timerJobs: FinishedJobs;
  let noticeJobs: FinishedJobs;

  beforeAll(async () => {
    // both membership reactors as the projections process runs them, and the workers as the workers process does
    harness = await startReactorHarness({
      env: { VIP_PAYMENT_TIME_LIMIT_MS: String(TIME_LIMIT_MS) },
      reactors: [membershipTimersReactor, membershipNoticesReactor],
      watch: ['membership', 'notices'],
    });
    ({ api, admin } = harness);
    ({ membership: timerJobs, notices: noticeJobs } = harness.finished);
    const names = { en: 'Gold', 'zh-cn': '黄金会员', lo: 'ສະມາຊິກຄຳ', th: 'สมาชิกทอง' };
    const created = await harness.root.post('/vip-levels', { names, price: 900_000, validDays: 30, jobCount: 20, viewableResumes: 100, downloadableResumes: 20, adCount: 2, sort: 1, enabled: true });
    expect(created.body.code, created.body.msg).toBe('00000');
    level = created.body.data as VipLevelView;
  }, 120_000);
  afterAll(() => harness?.close());

  /** A Lao publisher submits an order for the level (in Lao: the order's notices are) and gets its QR. */
  async function orderWithQr(username: string) {
    const publisher = await approvedPublisher(api, admin, username);
    const { body } = await api.call('/api/v1/vip-orders', {
      method: 'POST',
      headers: { Authorization: publisher.authorization, 'Content-Type': 'application/json', 'Accept-Language': 'lo' },
      body: JSON.stringify({ levelId: level.id }),
    });
    expect(body.code, body.msg).toBe('00000');
    const order = body.data as VipOrderView;
    const issued = await publisher.client.post(`/vip-orders/${order.orderNo}/qr`, {});
    expect(issued.body.code, issued.body.msg).toBe('00000');
    const [submitted] = await api.store.readStream(vipOrderStream(order.orderNo));
    return { publisher, order, qr: issued.body.data as PaymentQrView, submittedEventId: submitted!.id };
  }

  const orderEvents = async (orderNo: string) => api.store.readStream(vipOrderStream(orderNo));
  const myNotices = async (client: ApiClient) => ((await client.get('/notices/my-page')).body.data as { list: { id: number; title: string }[] }).list;

  /** Waits for a notice job, then for the notices read model to show what it appended. */
  async function noticeShown(eventId: string) {
    const { position } = (await noticeJobs.finished(jobIdFor('membership-notice', eventId))) as { position: string | null };
    expect(position).not.toBeNull();
    expect(await api.projectionWaiter.waitFor(position!, { projections: [noticesProjection.name] })).toBe(true);
  }

  it('cancels an order left unpaid at its time limit, withdraws its QR and tells the publisher in Lao', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { publisher, order, submittedEventId } = await orderWithQr('vip-unpaid');

    const timer = (await timerJobs.finished(jobIdFor('vip-order-time-limit', submittedEventId))) as { status: string; position: string | null };
    expect(timer.status).toBe('cancelled');
    const events = await orderEvents(order.orderNo);
    const submitted = events[0]!.data as { payBefore: string };
    const cancelled = events.at(-1)!;
    expect(events.map((event) => event.type)).toEqual(['VipOrderSubmitted', 'PaymentQrIssued', 'PaymentQrWithdrawn', 'VipOrderCancelled']);
    expect(cancelled.data).toMatchObject({ orderNo: order.orderNo, cancelledBy: 'timeLimit', actorId: null, noticeId: expect.any(Number) });
    // not before its time
    expect(cancelled.createdAt.getTime()).toBeGreaterThanOrEqual(new Date(submitted.payBefore).getTime());

    await noticeShown(cancelled.id);
    expect((await myNotices(publisher.client)).map((notice) => notice.title)).toEqual([translate('lo', 'membership.notices.cancelledTitle', { orderNo: order.orderNo })]);

    const status = (await publisher.client.get(`/vip-orders/${order.orderNo}/status`)).body.data as PaymentCheckView;
    expect(status.result).toBe('cancelled');
    expect(await api.projectionWaiter.waitFor(timer.position!, { projections: [membershipProjection.name] })).toBe(true);
    expect(await api.db(VIP_ORDERS_TABLE).where({ order_no: order.orderNo }).first()).toMatchObject({ status: 'cancelled', cancelled_by: 'timeLimit', qr_expires_at: null });

    // the same timer again (a retry) finds the order closed
    const again = await harness.queues.get('membership').add('cancelUnpaidOrder', { orderNo: order.orderNo }, { jobId: `again-${submittedEventId}` });
    expect(await timerJobs.finished(again.id!)).toEqual({ status: 'cancelled', position: null });
    expect(await myNotices(publisher.client)).toHaveLength(1);
  });

  it('finds at the time limit a payment whose webhook was lost: the order is paid and the membership active, not cancelled', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { publisher, order, qr, submittedEventId } = await orderWithQr('vip-lost-webhook');
    // the bank takes the money but its webhook never arrives
    const paid = await actOnQr(api.db, api.config.PAYMENT_WEBHOOK_SECRET!, qr.payload, 'pay', new Date(), async () => undefined);
    expect(paid).toMatchObject({ outcome: 'paid', isWebhookSent: false });
    expect((await orderEvents(order.orderNo)).map((event) => event.type)).toEqual(['VipOrderSubmitted', 'PaymentQrIssued']);

    const timer = (await timerJobs.finished(jobIdFor('vip-order-time-limit', submittedEventId))) as { status: string; position: string | null };
    expect(timer.status).toBe('paid');
    const paidEvent = (await orderEvents(order.orderNo)).at(-1)!;
    expect(paidEvent).toMatchObject({ type: 'VipOrderPaid', data: { orderNo: order.orderNo, reference: qr.reference, source: 'query' } });
    // The QR's own expiry check (at or before the limit) may have found the payment first, leaving the timer nothing
    // to write (position null). The command does not wait for the read models either way (no one waits on its
    // answer); the open order comes from them, so wait for the payment itself.
    expect(await api.projectionWaiter.waitFor(timer.position ?? paidEvent.position, { projections: [membershipProjection.name] })).toBe(true);
    const membership = (await publisher.client.get('/vip')).body.data as MembershipView;
    expect(membership).toMatchObject({ status: 'active', levelId: level.id, openOrderNo: null });

    // the activation's notice, in the order's language
    const [activated] = await api.store.readStream(`membership-${publisher.userId}`);
    expect(activated).toMatchObject({ type: 'MembershipActivated', data: { orderNo: order.orderNo, locale: 'lo', noticeId: expect.any(Number) } });
    await noticeShown(activated!.id);
    expect((await myNotices(publisher.client)).map((notice) => notice.title)).toEqual([translate('lo', 'membership.notices.activatedTitle', { level: 'ສະມາຊິກຄຳ' })]);
  });
});
