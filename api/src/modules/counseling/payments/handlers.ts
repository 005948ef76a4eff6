import type { ConsultOrderEvent, Locale } from '@jobmarket/contracts';
import { consultOrderStream } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import QRCode from 'qrcode';
import { handleCommand, loadState } from '../../../eventSourcing/commandHandler';
import type { CommandContext } from '../../../eventSourcing/decider';
import type { Actor } from '../../../http/actor';
import { AppError, DomainError } from '../../../http/appError';
import type { ModuleContext } from '../../moduleContext';
import { paymentProviderOf } from '../../membership/payments/paymentProvider';
import type { ConsultPayment } from '../orders/consultOrderDecider';
import { RefundRefusal, type ProviderPayment, type VerifiedWebhook } from '../../membership/payments/port';
import { evolveOrderForPayment, initialOrderForPayment, type OrderForPayment } from './orderForPayment';
import { consultPaymentDecider, consultPaymentStream, liveQrOf, type ConsultPaymentState, type ReceivedPayment } from './paymentDecider';
import { newConsultReference, orderIdOfReference } from './reference';

type PaidOrder = Extract<OrderForPayment, { exists: true }>;

/**
 * The two commands of the orders part (A2's `consultOrderHandlers`) that payment drives, as the seams doc gives them:
 * `pay` appends ConsultPaid + ConsultConfirmed{sequence 0} once per providerTxId; `recordRefund` appends ConsultRefunded.
 */
export interface ConsultOrderPaymentCommands {
  pay(orderId: number, payment: ConsultPayment, command: CommandContext): Promise<{ position?: string | undefined }>;
  recordRefund(orderId: number, refund: { amount: number; providerRef: string }, command: CommandContext): Promise<{ position?: string | undefined }>;
}

/** What `POST /consult-orders/{id}/payment-qr` answers: the QR to show, drawn as an SVG data URL. */
export interface ConsultPaymentQrView {
  orderId: number;
  orderNo: string;
  reference: string;
  payload: string;
  qrDataUrl: string;
  amount: number;
  currency: string;
  merchantName: string;
  expiresAt: string;
}

/** Staff's view of an order's payment side (`GET /consult-orders/{id}/payments`). */
export interface ConsultPaymentsView {
  orderId: number;
  qrs: Omit<ConsultPaymentState['qrs'][number], 'payload'>[];
  payments: (ReceivedPayment & { returned: ConsultPaymentState['returned'][string] | null })[];
}

export type ConsultPaymentResult = 'notFound' | 'notPaid' | 'processing' | 'paid' | 'qrExpired' | 'closed';

/** What `GET /consult-orders/{id}/payment-status` answers ("I have paid"): always an answer, never a refusal. */
export interface ConsultPaymentStatusView {
  orderId: number;
  result: ConsultPaymentResult;
  message: string;
}

/** What one provider word did: paid the order, was recorded without paying it, or changed nothing. */
export type PaymentOutcome = { outcome: 'applied' | 'unapplied' | 'unchanged'; orderId: number; position: string | undefined };

const messageKeyOf: Record<ConsultPaymentResult, string> = {
  notFound: 'membership.payment.notFound',
  notPaid: 'membership.payment.notPaid',
  processing: 'membership.payment.processing',
  paid: 'counseling.paymentStatuses.paid',
  qrExpired: 'membership.payment.qrExpired',
  closed: 'counseling.refusals.notPayable',
};

/**
 * Payment of consult orders (issue 17) through the membership payment port: a QR for a pending order (its seeker
 * only), the provider's word (webhook or query) applied once per transaction and checked against the order's price,
 * the "I have paid" check, and refunds for the reactions part's worker.
 */
export function consultPaymentHandlers(context: ModuleContext, orders: ConsultOrderPaymentCommands) {
  const { store, config, logger } = context;
  const provider = paymentProviderOf(context);

  const loadOrder = async (orderId: number): Promise<OrderForPayment> =>
    (await store.readStream(consultOrderStream(orderId))).reduce((state, recorded) => evolveOrderForPayment(state, recorded as unknown as ConsultOrderEvent), initialOrderForPayment);
  const loadPayments = (orderId: number): Promise<ConsultPaymentState> => loadState(store, consultPaymentStream(orderId), consultPaymentDecider);

  /** The caller's own order (another's, or none, is not found: it tells nothing). */
  async function ownOrder(actor: Pick<Actor, 'userId'>, orderId: number): Promise<PaidOrder> {
    const order = await loadOrder(orderId);
    if (!order.exists || String(order.seekerId) !== actor.userId) throw new DomainError('A0606', 'membership.payment.notFound');
    return order;
  }

  const isPayable = (order: PaidOrder, now: Date) =>
    order.status === 'pendingPayment' && order.paymentStatus === 'unpaid' && (order.payBefore === null || new Date(order.payBefore).getTime() > now.getTime());

  async function record(orderId: number, payment: ReceivedPayment, command: CommandContext) {
    return handleCommand(store, consultPaymentStream(orderId), consultPaymentDecider, { type: 'RecordPayment', orderId, payment }, command, { retries: 3 });
  }

  /**
   * A paid word for one of the order's QRs: pays the order when it still waits for its money (the orders part's `pay`
   * is idempotent per transaction), else records the money as not applied and logs it for staff to give back; either way the
   * payment stream keeps it once. A0606 for a reference we never issued, A0402 for another amount or currency.
   */
  async function applyPaid(orderId: number, word: Omit<ReceivedPayment, 'isApplied' | 'orderStatus'>, command: CommandContext): Promise<PaymentOutcome> {
    const [order, payments] = await Promise.all([loadOrder(orderId), loadPayments(orderId)]);
    if (!order.exists || !payments.qrs.some((qr) => qr.reference === word.reference)) throw new DomainError('A0606', 'membership.payment.notFound');
    if (word.amount !== order.price || word.currency !== order.currency) throw new DomainError('A0402', 'errors.A0402');
    const recorded = payments.received[word.providerTxId];
    if (recorded && order.paidTxIds.includes(word.providerTxId) === recorded.isApplied) return { outcome: 'unchanged', orderId, position: undefined };
    let isApplied = order.paidTxIds.includes(word.providerTxId);
    let position: string | undefined;
    if (!isApplied && order.status === 'pendingPayment' && order.paymentStatus === 'unpaid') {
      try {
        ({ position } = await orders.pay(orderId, { providerTxId: word.providerTxId, amount: word.amount, currency: word.currency, paidAt: word.paidTime }, command));
        isApplied = true;
      } catch (error) {
        // the order stopped waiting meanwhile (expired, cancelled): the money is recorded below as not applied
        if (!(error instanceof AppError) || error.code !== 'A0440') throw error;
      }
    }
    const orderStatus = isApplied ? 'confirmed' : (await loadOrder(orderId).then((now) => (now.exists ? now.status : 'unknown')));
    if (!isApplied) {
      logger.error({ orderId, reference: word.reference, providerTxId: word.providerTxId, orderStatus }, 'consult payment: money for an order that cannot take it, recorded unapplied (staff give it back: PUT /consult-orders/{id}/payments/{providerTxId}/return)');
    }
    const written = await record(orderId, { ...word, isApplied, orderStatus }, command);
    return { outcome: isApplied ? 'applied' : 'unapplied', orderId, position: position ?? written.position };
  }

  /** The provider's answer to a query, as a paid word (nothing when no money moved). */
  const paidWordOf = (payment: ProviderPayment, now: Date) =>
    payment.status === 'paid' && payment.providerTxId
      ? { reference: payment.reference, providerTxId: payment.providerTxId, amount: payment.amount ?? 0, currency: payment.currency ?? '', paidTime: payment.paidTime ?? now.toISOString(), source: 'query' as const }
      : undefined;

  async function qrViewOf(order: PaidOrder, qr: ConsultPaymentState['qrs'][number]): Promise<ConsultPaymentQrView> {
    // SVG as the VIP QR: drawn in ~1 ms and sharp at any size
    const svg = await QRCode.toString(qr.payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return {
      orderId: order.orderId,
      orderNo: order.orderNo,
      reference: qr.reference,
      payload: qr.payload,
      qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      amount: qr.amount,
      currency: qr.currency,
      merchantName: config.MERCHANT_NAME,
      expiresAt: qr.expiresAt,
    };
  }

  return {
    loadOrder,
    loadPayments,

    /**
     * The QR for the caller's pending order: the live one again, or a new one that lives until the order's payBefore
     * (the booking's whole payment window; there is nothing to refresh before it). A0440 once paid, closed or late.
     */
    async issueQr(actor: Pick<Actor, 'userId'>, orderId: number, command: CommandContext): Promise<ConsultPaymentQrView> {
      const order = await ownOrder(actor, orderId);
      if (!isPayable(order, command.now)) throw new DomainError('A0440', 'counseling.refusals.notPayable');
      const live = liveQrOf(await loadPayments(orderId), command.now);
      if (live) return qrViewOf(order, live);
      const reference = newConsultReference(orderId);
      const expiresAt = order.payBefore ?? new Date(command.now.getTime() + 30 * 60_000).toISOString();
      let payload: string;
      try {
        ({ payload } = await provider.createPaymentQr({ orderNo: order.orderNo, reference, amount: order.price, currency: order.currency, expiresAt: new Date(expiresAt) }));
      } catch (error) {
        logger.error({ err: error, orderId }, 'payment provider: creating a consult QR failed');
        throw new AppError('B0001', 'membership.payment.qrFailed');
      }
      const qr = { reference, payload, amount: order.price, currency: order.currency, issueTime: command.now.toISOString(), expiresAt };
      const written = await handleCommand(store, consultPaymentStream(orderId), consultPaymentDecider, { type: 'IssueQr', orderId, qr, now: command.now }, command, { retries: 3 });
      const current = liveQrOf(written.state, command.now)!;
      // another request issued one first: ours must not stay payable at the provider
      if (current.reference !== reference) await provider.withdrawPaymentQr(reference).catch(() => undefined);
      return qrViewOf(order, current);
    },

    /** The provider's verified webhook for a consult reference: a paid word is applied; processing and declined change nothing here. */
    async applyWebhook(verified: VerifiedWebhook, command: CommandContext): Promise<PaymentOutcome> {
      const orderId = orderIdOfReference(verified.reference);
      if (orderId === undefined) throw new DomainError('A0606', 'membership.payment.notFound');
      if (verified.status !== 'paid') {
        // the order has no "processing" state: the seeker's check asks the provider, which says so
        if (!(await loadPayments(orderId)).qrs.some((qr) => qr.reference === verified.reference)) throw new DomainError('A0606', 'membership.payment.notFound');
        return { outcome: 'unchanged', orderId, position: undefined };
      }
      return applyPaid(orderId, { reference: verified.reference, providerTxId: verified.providerTxId, amount: verified.amount, currency: verified.currency, paidTime: verified.paidTime, source: 'webhook' }, command);
    },

    /**
     * "I have paid": asks the provider about the order's newest QR first (a late or lost webhook), applies a payment
     * it reports, then answers what the order stands at, with the message in the caller's language.
     */
    async checkPayment(actor: Pick<Actor, 'userId'>, orderId: number, options: { command: CommandContext; locale: Locale }): Promise<ConsultPaymentStatusView & { position: string | undefined }> {
      const { command, locale } = options;
      const answer = (result: ConsultPaymentResult, position?: string) => ({ orderId, result, message: translate(locale, messageKeyOf[result]), position });
      let order = await loadOrder(orderId);
      if (!order.exists || String(order.seekerId) !== actor.userId) return answer('notFound');
      const qr = (await loadPayments(orderId)).qrs.at(-1);
      let position: string | undefined;
      let providerStatus: ProviderPayment['status'] | undefined;
      if (qr && order.paymentStatus === 'unpaid') {
        try {
          const payment = await provider.queryPayment(qr.reference);
          providerStatus = payment.status;
          const word = paidWordOf(payment, command.now);
          if (word) {
            ({ position } = await applyPaid(orderId, word, command));
            order = await loadOrder(orderId);
          }
        } catch (error) {
          logger.warn({ err: error, orderId }, 'payment provider: checking a consult payment failed');
          return { orderId, result: 'notPaid', message: translate(locale, 'membership.payment.checkFailed'), position: undefined };
        }
      }
      if (!order.exists) return answer('notFound');
      if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded' || order.paymentStatus === 'notRequired') return answer(order.paymentStatus === 'paid' ? 'paid' : 'closed', position);
      if (!isPayable(order, command.now)) return answer('closed', position);
      if (!qr) return answer('notFound', position);
      if (providerStatus === 'processing') return answer('processing', position);
      return answer(new Date(qr.expiresAt).getTime() <= command.now.getTime() ? 'qrExpired' : 'notPaid', position);
    },

    /**
     * Before the payment time limit expires the order (the timer's worker): takes the order's QR back at the provider so
     * that it can no longer be paid, and applies a payment that won the race (its webhook late or lost), so a seeker who
     * paid in time is confirmed rather than expired. Nothing for an order no longer waiting, or a timer early.
     */
    async closeForExpiry(orderId: number, command: CommandContext): Promise<PaymentOutcome> {
      const order = await loadOrder(orderId);
      const unchanged: PaymentOutcome = { outcome: 'unchanged', orderId, position: undefined };
      if (!order.exists || order.status !== 'pendingPayment' || order.paymentStatus !== 'unpaid') return unchanged;
      if (order.payBefore !== null && new Date(order.payBefore).getTime() > command.now.getTime()) return unchanged;
      const qr = (await loadPayments(orderId)).qrs.at(-1);
      if (!qr) return unchanged;
      const word = paidWordOf(await provider.withdrawPaymentQr(qr.reference), command.now);
      return word ? applyPaid(orderId, word, command) : unchanged;
    },

    /** Staff's look at an order's payment side: its QRs, every payment the provider reported, and what was given back. */
    async paymentsOf(orderId: number): Promise<ConsultPaymentsView> {
      const order = await loadOrder(orderId);
      if (!order.exists) throw new DomainError('A0606');
      const state = await loadPayments(orderId);
      return {
        orderId,
        qrs: state.qrs.map(({ payload: _payload, ...qr }) => qr),
        payments: Object.values(state.received).map((payment) => ({ ...payment, returned: state.returned[payment.providerTxId] ?? null })),
      };
    },

    /**
     * Staff give back money the order never took (it came after the order expired or was cancelled): the port refunds
     * the payment's reference and the payment stream records it, once.
     */
    async returnUnapplied(orderId: number, providerTxId: string, form: { reason: string }, command: CommandContext): Promise<{ position: string | undefined }> {
      const state = await loadPayments(orderId);
      const received = state.received[providerTxId];
      if (!received) throw new DomainError('A0606');
      const returned = { providerTxId, refundId: '', amount: received.amount, actorId: command.actorId ?? null, reason: form.reason };
      // refused (applied, or nothing of the kind) before the provider is asked; an earlier return is answered as is
      if (consultPaymentDecider.decide({ type: 'RecordReturn', orderId, returned }, state).length === 0) return { position: undefined };
      const refund = await provider.refundPayment(received.reference, received.amount).catch((error: unknown) => {
        // the provider holds no such payment (or less of it): staff must look at the provider's console
        if (error instanceof RefundRefusal) throw new DomainError('A0440');
        throw error;
      });
      const written = await handleCommand(store, consultPaymentStream(orderId), consultPaymentDecider, { type: 'RecordReturn', orderId, returned: { ...returned, refundId: refund.refundId, amount: refund.amount } }, command, { retries: 3 });
      return { position: written.position };
    },

    /**
     * Gives a paid order's money back through the port and records it on the order (the reactions part's worker, after
     * a cancellation with `refund: true`). Idempotent: the provider refunds a reference once and answers the same refund
     * again; an order already refunded, or never paid, is left alone.
     */
    async refund(orderId: number, command: CommandContext): Promise<{ outcome: 'refunded' | 'unchanged'; position: string | undefined }> {
      const order = await loadOrder(orderId);
      // only a cancellation marked for refund: money must never leave at the provider for a refund the order refuses
      if (!order.exists || order.paymentStatus !== 'paid' || !order.refundDue) return { outcome: 'unchanged', position: undefined };
      const payments = await loadPayments(orderId);
      const paid = Object.values(payments.received).find((payment) => payment.isApplied && order.paidTxIds.includes(payment.providerTxId));
      if (!paid) throw new Error(`consult order ${orderId} is paid but its payment stream names no applied payment`);
      const refund = await provider.refundPayment(paid.reference, paid.amount);
      const { position } = await orders.recordRefund(orderId, { amount: refund.amount, providerRef: refund.refundId }, command);
      return { outcome: 'refunded', position };
    },
  };
}

export type ConsultPaymentHandlers = ReturnType<typeof consultPaymentHandlers>;
