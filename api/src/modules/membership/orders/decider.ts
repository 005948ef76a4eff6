import {
  vipOrderRefusalOf,
  type MembershipChange,
  type OrderedLevel,
  type VipOrderAction,
  type VipOrderEvent,
  type VipOrderStatus,
} from '@jobmarket/contracts';
import type { Decider } from '../../../eventSourcing/decider';
import { DomainError } from '../../../http/appError';

export const vipOrderStream = (orderNo: string) => `vip-order-${orderNo}`;

/** One QR issued for the order: its bill reference (EMVCo tag 62.01) and until when our server accepts it. */
export interface IssuedQr {
  reference: string;
  payload: string;
  issueTime: string;
  expiresAt: string;
}

/** The money that paid the order (or arrived after it was cancelled). */
export interface ReceivedPayment {
  reference: string;
  providerTxId: string;
  amount: number;
  paidTime: string;
  source: 'webhook' | 'query';
}

/** What the provider last said about one of its transactions: `paid` and `declined` are final. */
export type ProviderTxStatus = 'processing' | 'paid' | 'declined';

export type VipOrderState =
  | { exists: false }
  | {
      exists: true;
      orderNo: string;
      publisherId: number;
      ordered: OrderedLevel;
      amount: number;
      currency: string;
      change: MembershipChange;
      creditDays: number;
      submitTime: string;
      payBefore: string;
      locale: string;
      status: VipOrderStatus;
      /** The QR to show now (null before the first and once the order closed). */
      qr: IssuedQr | null;
      /** Every reference ever issued for the order: money for any of them is this order's, even a withdrawn one's. */
      references: string[];
      /** The provider's transactions applied so far, by id: nothing is applied twice. */
      providerTxs: Record<string, ProviderTxStatus>;
      payment: ReceivedPayment | null;
      /** True once the order activated the membership (paid in time, or a late payment accepted): a refund revokes it. */
      hasActivated: boolean;
      cancelledBy: 'timeLimit' | 'staff' | 'publisher' | null;
      reason: string | null;
    };

export type ExistingVipOrder = Extract<VipOrderState, { exists: true }>;

/** What the provider said about a payment of one of the order's QRs (its webhook, or our query). */
export interface ProviderNotice {
  reference: string;
  providerTxId: string;
  status: ProviderTxStatus;
  amount: number;
  currency: string;
  /** When the money moved (the provider's time), ISO instant. */
  paidTime: string;
  source: 'webhook' | 'query';
}

export type VipOrderCommand =
  | {
      type: 'SubmitVipOrder';
      orderNo: string;
      publisherId: number;
      ordered: OrderedLevel;
      currency: string;
      change: MembershipChange;
      creditDays: number;
      now: Date;
      payBefore: Date;
      locale: string;
    }
  /** A new QR for the order: the first, or a refresh (the old one was withdrawn at the provider first). */
  | { type: 'IssuePaymentQr'; qr: IssuedQr; now: Date }
  | { type: 'ApplyProviderNotice'; notice: ProviderNotice }
  | { type: 'CancelVipOrder'; by: 'timeLimit' | 'staff' | 'publisher'; actorId: string | null; reason: string | null; now: Date; noticeId?: number }
  | { type: 'RefundVipOrder'; actorId: string | null; reason: string }
  | { type: 'AcceptLatePayment'; actorId: string | null; reason: string };

function refuseUnless(status: VipOrderStatus, action: VipOrderAction): void {
  const refusal = vipOrderRefusalOf(status, action);
  if (refusal) throw new DomainError('A0440', refusal);
}

export function existingOrder(state: VipOrderState): ExistingVipOrder {
  if (!state.exists) throw new DomainError('A0606', 'membership.payment.notFound');
  return state;
}

/** The QR to pay now, unless the order no longer takes payment. */
export const isQrExpired = (order: ExistingVipOrder, now: Date): boolean => order.qr !== null && new Date(order.qr.expiresAt).getTime() <= now.getTime();

function decideNotice(order: ExistingVipOrder, notice: ProviderNotice): VipOrderEvent[] {
  if (!order.references.includes(notice.reference)) throw new DomainError('A0606', 'membership.payment.notFound');
  const known = order.providerTxs[notice.providerTxId];
  // the same word twice (a repeated webhook, a query after the webhook), or an older word after a final one
  if (known === notice.status || known === 'paid' || known === 'declined') return [];
  const { orderNo } = order;
  const { reference, providerTxId } = notice;
  if (notice.status === 'paid') {
    // what the QR asked for, and nothing else, pays the order (the webhook refuses a mismatch before it gets here)
    if (notice.amount !== order.amount || notice.currency !== order.currency) throw new DomainError('A0402', 'errors.A0402');
    const payment = { orderNo, reference, providerTxId, amount: notice.amount, paidTime: notice.paidTime, source: notice.source };
    // money for a cancelled order is recorded for staff to accept or refund: never lost
    if (order.status === 'cancelled') return [{ type: 'LatePaymentReceived', data: payment }];
    refuseUnless(order.status, 'pay');
    return [{ type: 'VipOrderPaid', data: payment }];
  }
  // the provider's intermediate words matter only while the order waits for its money; later ones change nothing
  if (order.status !== 'awaitingPayment' && order.status !== 'processing') return [];
  return notice.status === 'processing'
    ? [{ type: 'PaymentProcessing', data: { orderNo, reference, providerTxId } }]
    : [{ type: 'PaymentDeclined', data: { orderNo, reference, providerTxId } }];
}

function decideCancel(order: ExistingVipOrder, command: Extract<VipOrderCommand, { type: 'CancelVipOrder' }>): VipOrderEvent[] {
  if (command.by === 'timeLimit') {
    // the timer is idempotent: an order paid or closed meanwhile, or a timer early, leaves it alone
    if (order.status !== 'awaitingPayment' && order.status !== 'processing') return [];
    if (command.now.getTime() < new Date(order.payBefore).getTime()) return [];
  }
  refuseUnless(order.status, 'cancel');
  const { orderNo } = order;
  const withdrawn: VipOrderEvent[] = order.qr ? [{ type: 'PaymentQrWithdrawn', data: { orderNo, reference: order.qr.reference, reason: 'orderClosed' } }] : [];
  const noticeId = command.noticeId === undefined ? {} : { noticeId: command.noticeId };
  return [...withdrawn, { type: 'VipOrderCancelled', data: { orderNo, cancelledBy: command.by, actorId: command.actorId, reason: command.reason, ...noticeId } }];
}

/**
 * A VIP order (stream `vip-order-<orderNo>`), by contracts' vipOrderTransitions: submitted at a price fixed then;
 * QRs issued and refreshed (a refresh withdraws the old reference) while it awaits payment, never while the provider
 * is moving money for it; the provider's words applied once per transaction id (processing, declined, paid); paid in
 * time, cancelled (time limit, staff, publisher), or paid after cancellation (recorded, then accepted or refunded by
 * staff); a paid order refunded. The membership effects of paying, accepting and refunding are decided beside this
 * stream by the order handlers (one append on both streams).
 */
export const vipOrderDecider: Decider<VipOrderState, VipOrderCommand, VipOrderEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    if (event.type === 'VipOrderSubmitted') {
      const { orderNo, publisherId, amount, currency, change, creditDays, submitTime, payBefore, locale, levelId, names, price, validDays, quotas } = event.data;
      return {
        exists: true,
        orderNo,
        publisherId,
        ordered: { levelId, names, price, validDays, quotas },
        amount,
        currency,
        change,
        creditDays,
        submitTime,
        payBefore,
        locale,
        status: 'awaitingPayment',
        qr: null,
        references: [],
        providerTxs: {},
        payment: null,
        hasActivated: false,
        cancelledBy: null,
        reason: null,
      };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'PaymentQrIssued': {
        const { reference, payload, issueTime, expiresAt } = event.data;
        return { ...state, qr: { reference, payload, issueTime, expiresAt }, references: [...state.references, reference] };
      }
      case 'PaymentQrWithdrawn':
        return state.qr?.reference === event.data.reference ? { ...state, qr: null } : state;
      case 'PaymentProcessing':
        return { ...state, status: 'processing', providerTxs: { ...state.providerTxs, [event.data.providerTxId]: 'processing' } };
      case 'PaymentDeclined':
        return { ...state, status: 'awaitingPayment', providerTxs: { ...state.providerTxs, [event.data.providerTxId]: 'declined' } };
      case 'VipOrderPaid':
      case 'LatePaymentReceived': {
        const { orderNo: _orderNo, ...payment } = event.data;
        const isLate = event.type === 'LatePaymentReceived';
        return {
          ...state,
          status: isLate ? 'paidAfterCancel' : 'paid',
          qr: null,
          payment,
          hasActivated: !isLate,
          providerTxs: { ...state.providerTxs, [payment.providerTxId]: 'paid' },
        };
      }
      case 'LatePaymentAccepted':
        return { ...state, status: 'paid', hasActivated: true, reason: event.data.reason };
      case 'VipOrderCancelled':
        return { ...state, status: 'cancelled', qr: null, cancelledBy: event.data.cancelledBy, reason: event.data.reason };
      case 'VipOrderRefunded':
        return { ...state, status: 'refunded', reason: event.data.reason };
    }
    return state;
  },
  decide(command, state) {
    if (command.type === 'SubmitVipOrder') {
      if (state.exists) throw new DomainError('A0440');
      const { orderNo, publisherId, ordered, currency, change, creditDays, now, payBefore, locale } = command;
      return [
        {
          type: 'VipOrderSubmitted',
          data: { ...ordered, orderNo, publisherId, amount: ordered.price, currency, change, creditDays, submitTime: now.toISOString(), payBefore: payBefore.toISOString(), locale },
        },
      ];
    }
    const order = existingOrder(state);
    const { orderNo } = order;
    switch (command.type) {
      case 'IssuePaymentQr': {
        // a QR while the bank moves money for the current one could be paid twice
        if (order.status === 'processing') throw new DomainError('A0440', 'membership.refusals.paymentInProgress');
        refuseUnless(order.status, 'issueQr');
        // past the time limit the order waits only for its timer to cancel it
        if (command.now.getTime() >= new Date(order.payBefore).getTime()) throw new DomainError('A0440', 'membership.refusals.orderNotPayable');
        const withdrawn: VipOrderEvent[] = order.qr ? [{ type: 'PaymentQrWithdrawn', data: { orderNo, reference: order.qr.reference, reason: 'refreshed' } }] : [];
        return [...withdrawn, { type: 'PaymentQrIssued', data: { orderNo, ...command.qr } }];
      }
      case 'ApplyProviderNotice':
        return decideNotice(order, command.notice);
      case 'CancelVipOrder':
        return decideCancel(order, command);
      case 'RefundVipOrder':
        refuseUnless(order.status, 'refund');
        return [{ type: 'VipOrderRefunded', data: { orderNo, actorId: command.actorId, reason: command.reason, amount: order.payment?.amount ?? order.amount } }];
      case 'AcceptLatePayment':
        refuseUnless(order.status, 'acceptLatePayment');
        return [{ type: 'LatePaymentAccepted', data: { orderNo, actorId: command.actorId, reason: command.reason } }];
    }
  },
};
