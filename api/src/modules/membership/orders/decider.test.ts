import type { OrderedLevel, VipOrderEvent } from '@jobmarket/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../../eventSourcing/deciderSpecification';
import { vipOrderDecider, type ProviderNotice, type VipOrderCommand } from './decider';

const given = DeciderSpecification.for(vipOrderDecider);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const now = new Date('2026-03-02T03:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const orderNo = 'VIP20260302000007';

const gold: OrderedLevel = {
  levelId: 2,
  names: { en: 'Gold', 'zh-cn': '黄金', lo: 'ຄຳ', th: 'ทอง' },
  price: 1_500_000,
  validDays: 90,
  quotas: { jobs: 30, resumeViews: 200, resumeDownloads: 50, ads: 3 },
};

const submit: VipOrderCommand = {
  type: 'SubmitVipOrder',
  orderNo,
  publisherId: 7,
  ordered: gold,
  currency: 'LAK',
  change: 'new',
  creditDays: 0,
  now,
  payBefore: at(3 * DAY),
  locale: 'lo',
};
const submitted: VipOrderEvent = {
  type: 'VipOrderSubmitted',
  data: { ...gold, orderNo, publisherId: 7, amount: 1_500_000, currency: 'LAK', change: 'new', creditDays: 0, submitTime: now.toISOString(), payBefore: at(3 * DAY).toISOString(), locale: 'lo' },
};

const qr = (reference: string, issuedAfter = 0) => ({
  reference,
  payload: `000201010212…62${reference}`,
  issueTime: at(issuedAfter).toISOString(),
  expiresAt: at(issuedAfter + 15 * MINUTE).toISOString(),
});
const issue = (reference: string, issuedAfter = 0): VipOrderCommand => ({ type: 'IssuePaymentQr', qr: qr(reference, issuedAfter), now: at(issuedAfter) });
const issued = (reference: string, issuedAfter = 0): VipOrderEvent => ({ type: 'PaymentQrIssued', data: { orderNo, ...qr(reference, issuedAfter) } });
const withdrawn = (reference: string, reason: 'refreshed' | 'orderClosed'): VipOrderEvent => ({ type: 'PaymentQrWithdrawn', data: { orderNo, reference, reason } });

const notice = (changes: Partial<ProviderNotice> = {}): VipOrderCommand => ({
  type: 'ApplyProviderNotice',
  notice: { reference: 'R1', providerTxId: 'TX1', status: 'paid', amount: 1_500_000, currency: 'LAK', paidTime: at(5 * MINUTE).toISOString(), source: 'webhook', ...changes },
});
const payment = { orderNo, reference: 'R1', providerTxId: 'TX1', amount: 1_500_000, paidTime: at(5 * MINUTE).toISOString(), source: 'webhook' as const };
const paid: VipOrderEvent = { type: 'VipOrderPaid', data: payment };
const processing: VipOrderEvent = { type: 'PaymentProcessing', data: { orderNo, reference: 'R1', providerTxId: 'TX1' } };
const declined: VipOrderEvent = { type: 'PaymentDeclined', data: { orderNo, reference: 'R1', providerTxId: 'TX1' } };

const cancel = (by: 'timeLimit' | 'staff' | 'publisher', when = at(3 * DAY), noticeId?: number): VipOrderCommand => ({
  type: 'CancelVipOrder',
  by,
  actorId: by === 'timeLimit' ? null : '2',
  reason: by === 'staff' ? 'Duplicate order' : null,
  now: when,
  ...(noticeId === undefined ? {} : { noticeId }),
});
const cancelledByTimer: VipOrderEvent = { type: 'VipOrderCancelled', data: { orderNo, cancelledBy: 'timeLimit', actorId: null, reason: null, noticeId: 51 } };
const late: VipOrderEvent = { type: 'LatePaymentReceived', data: { ...payment, paidTime: at(4 * DAY).toISOString() } };

describe('VIP order decider', () => {
  describe('submitted', () => {
    it('fixes the price, the change and the time limit when the order is submitted', () =>
      given([]).when(submit).then([submitted]));

    it('refuses a second submission under the same order number', () => given([submitted]).when(submit).thenThrows('A0440'));

    it('knows no order that was never submitted', () => given([]).when(issue('R1')).thenThrows('A0606', 'membership.payment.notFound'));
  });

  describe('QR issued, expired, refreshed', () => {
    it('issues the first QR', () => given([submitted]).when(issue('R1')).then([issued('R1')]));

    it('withdraws the old reference when an expired QR is refreshed', () =>
      given([submitted, issued('R1')]).when(issue('R2', 20 * MINUTE)).then([withdrawn('R1', 'refreshed'), issued('R2', 20 * MINUTE)]));

    it('refuses a new QR while the provider is moving money for the current one', () =>
      given([submitted, issued('R1'), processing]).when(issue('R2', 2 * MINUTE)).thenThrows('A0440', 'membership.refusals.paymentInProgress'));

    it('issues a new QR after the bank declined the payment', () =>
      given([submitted, issued('R1'), processing, declined]).when(issue('R2', 3 * MINUTE)).then([withdrawn('R1', 'refreshed'), issued('R2', 3 * MINUTE)]));

    it('refuses a QR once the payment time limit has passed', () =>
      given([submitted]).when(issue('R1', 3 * DAY)).thenThrows('A0440', 'membership.refusals.orderNotPayable'));

    it('refuses a QR for a paid order', () => given([submitted, issued('R1'), paid]).when(issue('R2')).thenThrows('A0440', 'membership.refusals.orderNotPayable'));
  });

  describe('processing → paid', () => {
    it('pays the order on the provider’s word', () => given([submitted, issued('R1')]).when(notice()).then([paid]));

    it('records the bank moving the money, then pays', () => {
      given([submitted, issued('R1')]).when(notice({ status: 'processing' })).then([processing]);
      given([submitted, issued('R1'), processing]).when(notice()).then([paid]);
    });

    it('applies a transaction once: the same webhook twice, or the query after the webhook, changes nothing', () => {
      given([submitted, issued('R1'), paid]).when(notice()).thenNothingHappened();
      given([submitted, issued('R1'), paid]).when(notice({ source: 'query' })).thenNothingHappened();
      given([submitted, issued('R1'), processing]).when(notice({ status: 'processing' })).thenNothingHappened();
      // a late "processing" for a transaction that already paid
      given([submitted, issued('R1'), paid]).when(notice({ status: 'processing' })).thenNothingHappened();
    });

    it('takes money paid to a withdrawn QR of the order (the bank may have raced the refresh)', () =>
      given([submitted, issued('R1'), withdrawn('R1', 'refreshed'), issued('R2', 20 * MINUTE)]).when(notice()).then([paid]));

    it('refuses a payment whose amount or currency differs from the order', () => {
      given([submitted, issued('R1')]).when(notice({ amount: 1_000 })).thenThrows('A0402');
      given([submitted, issued('R1')]).when(notice({ currency: 'THB' })).thenThrows('A0402');
    });

    it('knows no reference it never issued', () => given([submitted, issued('R1')]).when(notice({ reference: 'R9' })).thenThrows('A0606', 'membership.payment.notFound'));

    it('refuses a second transaction for an order already paid', () =>
      given([submitted, issued('R1'), paid]).when(notice({ providerTxId: 'TX2' })).thenThrows('A0440', 'membership.refusals.orderNotPayable'));
  });

  describe('cancelled', () => {
    it('cancels at the time limit, withdrawing the QR and carrying the notice', () =>
      given([submitted, issued('R1')]).when(cancel('timeLimit', at(3 * DAY), 51)).then([withdrawn('R1', 'orderClosed'), cancelledByTimer]));

    it('leaves an order alone when its timer comes early or after it was paid', () => {
      given([submitted, issued('R1')]).when(cancel('timeLimit', at(2 * DAY))).thenNothingHappened();
      given([submitted, issued('R1'), paid]).when(cancel('timeLimit')).thenNothingHappened();
      given([submitted, cancelledByTimer]).when(cancel('timeLimit', at(4 * DAY), 52)).thenNothingHappened();
    });

    it('lets staff cancel an open order with a reason, and refuses once it is closed', () => {
      given([submitted]).when(cancel('staff', now)).then([{ type: 'VipOrderCancelled', data: { orderNo, cancelledBy: 'staff', actorId: '2', reason: 'Duplicate order' } }]);
      given([submitted, issued('R1'), paid]).when(cancel('publisher', now)).thenThrows('A0440', 'membership.refusals.orderNotOpen');
    });

    it('records money that arrives after cancellation instead of losing it', () =>
      given([submitted, issued('R1'), cancelledByTimer]).when(notice({ paidTime: at(4 * DAY).toISOString() })).then([late]));

    it('ignores the provider’s intermediate words on a closed order', () =>
      given([submitted, issued('R1'), cancelledByTimer]).when(notice({ status: 'processing' })).thenNothingHappened());
  });

  describe('paid after cancellation → accepted or refunded', () => {
    it('lets staff accept the late payment', () =>
      given([submitted, issued('R1'), cancelledByTimer, late])
        .when({ type: 'AcceptLatePayment', actorId: '2', reason: 'Paid the same day' })
        .then([{ type: 'LatePaymentAccepted', data: { orderNo, actorId: '2', reason: 'Paid the same day' } }]));

    it('lets staff refund the late payment instead', () =>
      given([submitted, issued('R1'), cancelledByTimer, late])
        .when({ type: 'RefundVipOrder', actorId: '2', reason: 'Publisher asked' })
        .then([{ type: 'VipOrderRefunded', data: { orderNo, actorId: '2', reason: 'Publisher asked', amount: 1_500_000 } }]));

    it('refuses to accept a late payment that never came', () =>
      given([submitted, cancelledByTimer]).when({ type: 'AcceptLatePayment', actorId: '2', reason: 'x' }).thenThrows('A0440', 'membership.refusals.noLatePayment'));
  });

  describe('refunded', () => {
    it('refunds a paid order once', () => {
      given([submitted, issued('R1'), paid])
        .when({ type: 'RefundVipOrder', actorId: '2', reason: 'Company closed' })
        .then([{ type: 'VipOrderRefunded', data: { orderNo, actorId: '2', reason: 'Company closed', amount: 1_500_000 } }]);
      const refunded: VipOrderEvent = { type: 'VipOrderRefunded', data: { orderNo, actorId: '2', reason: 'Company closed', amount: 1_500_000 } };
      given([submitted, issued('R1'), paid, refunded]).when({ type: 'RefundVipOrder', actorId: '2', reason: 'again' }).thenThrows('A0440', 'membership.refusals.orderNotRefundable');
    });

    it('refuses to refund an order nobody paid', () =>
      given([submitted, issued('R1')]).when({ type: 'RefundVipOrder', actorId: '2', reason: 'x' }).thenThrows('A0440', 'membership.refusals.orderNotRefundable'));
  });
});
