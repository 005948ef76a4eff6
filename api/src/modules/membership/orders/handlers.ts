import { randomBytes } from 'node:crypto';
import {
  isOpenVipOrder,
  membershipPermissions,
  roleCodes,
  type Locale,
  type MembershipEvent,
  type PaymentCheckResult,
  type PaymentCheckView,
  type PaymentQrView,
  type VipOrderEvent,
  type VipOrderForm,
} from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import QRCode from 'qrcode';
import { handleCommand, loadState } from '../../../eventSourcing/commandHandler';
import type { CommandContext } from '../../../eventSourcing/decider';
import { nextEntityId } from '../../../eventSourcing/entityIds';
import { handleMultiStreamCommand } from '../../../eventSourcing/multiStreamCommand';
import { isAllowed, type Actor } from '../../../http/actor';
import { AppError, DomainError } from '../../../http/appError';
import { formatDateTime } from '../../../http/time';
import { settle, type ModuleContext } from '../../moduleContext';
import { appSettingsOf } from '../../system/config/appSettings';
import { entitlements } from '../entitlements';
import { membershipDecider, membershipStream, type MembershipState } from '../membershipDecider';
import { membershipQueries } from '../memberships/queries';
import { paymentProviderOf } from '../payments/paymentProvider';
import type { ProviderPayment } from '../payments/port';
import { existingOrder, isQrExpired, vipOrderDecider, vipOrderStream, type ExistingVipOrder, type ProviderNotice, type VipOrderCommand, type VipOrderState } from './decider';

const DAY_MS = 24 * 3600_000;
const MINUTE_MS = 60_000;

/** What a command on an order wrote: the order's state after it and where its events landed (undefined: nothing changed). */
export interface WrittenOrder {
  orderNo: string;
  state: VipOrderState;
  position: string | undefined;
}

/** A QR's bill reference: the order number and a random tail (unique per refresh; the order is found from it again). */
const REFERENCE = /^(VIP\d{8,20})R[0-9A-Z]{6}$/;
const newReference = (orderNo: string) => `${orderNo}R${randomBytes(4).toString('hex').toUpperCase().slice(0, 6)}`;
export const orderNoOfReference = (reference: string): string | undefined => REFERENCE.exec(reference)?.[1];

/** `VIP` + the day in the server's zone + a 6-digit sequence (longer once a million orders were taken). */
const orderNoOf = (now: Date, zone: string, sequence: number) => `VIP${formatDateTime(now, zone).slice(0, 10).replaceAll('-', '')}${String(sequence).padStart(6, '0')}`;

/** The provider's answer to a query, as the word the order's decider takes (nothing when no money moved). */
function noticeOfQuery(payment: ProviderPayment, now: Date): ProviderNotice | undefined {
  if (payment.status !== 'paid' && payment.status !== 'processing' && payment.status !== 'declined') return undefined;
  if (!payment.providerTxId) return undefined;
  return {
    reference: payment.reference,
    providerTxId: payment.providerTxId,
    status: payment.status,
    amount: payment.amount ?? 0,
    currency: payment.currency ?? '',
    paidTime: payment.paidTime ?? now.toISOString(),
    source: 'query',
  };
}

/**
 * VIP orders and their payment (issue 13, spec §4): submit at a price fixed now, issue and refresh QRs through the
 * payment port, take the provider's word (webhook or query) once per transaction, check for the portal's "I have
 * paid", cancel (time limit, staff, publisher), refund, accept a late payment. Paying (and accepting a late payment)
 * activates the membership in the same append as the order's event; a refund revokes it the same way.
 */
export function orderHandlers(context: ModuleContext) {
  const { db, store, config } = context;
  const zone = config.TIME_ZONE;
  const settings = appSettingsOf(context);
  const rights = entitlements(context);
  const provider = paymentProviderOf(context);
  const memberships = membershipQueries(db, zone);

  const loadOrder = (orderNo: string) => loadState(store, vipOrderStream(orderNo), vipOrderDecider);

  async function run(orderNo: string, command: VipOrderCommand, context_: CommandContext, options: { isNewStream?: boolean } = {}): Promise<WrittenOrder> {
    const result = await handleCommand(store, vipOrderStream(orderNo), vipOrderDecider, command, context_, options);
    return { orderNo, state: result.state, position: result.position };
  }

  /** The order, when it is the caller's own (another's is not found: it tells nothing). */
  async function ownOrder(actor: Pick<Actor, 'userId'>, orderNo: string): Promise<ExistingVipOrder> {
    const state = await loadOrder(orderNo);
    if (!state.exists || String(state.publisherId) !== actor.userId) throw new DomainError('A0606', 'membership.payment.notFound');
    return state;
  }

  /**
   * An order command whose outcome may change the publisher's membership, both in one append: `decide` answers the
   * order's events, and `membership` what follows for the membership from the order as it then stands. Re-decided on a
   * concurrent append to either stream.
   */
  async function runWithMembership(
    orderNo: string,
    decide: (order: VipOrderState) => VipOrderEvent[],
    membership: (order: ExistingVipOrder, state: MembershipState) => MembershipEvent[],
    command: CommandContext,
  ): Promise<WrittenOrder> {
    const publisherId = existingOrder(await loadOrder(orderNo)).publisherId;
    const streams = {
      order: { streamId: vipOrderStream(orderNo), decider: vipOrderDecider },
      membership: { streamId: membershipStream(publisherId), decider: membershipDecider },
    };
    const result = await handleMultiStreamCommand(
      store,
      streams,
      (states) => {
        const order = decide(states.order);
        const after = existingOrder(order.reduce(vipOrderDecider.evolve, states.order));
        return { order, membership: membership(after, states.membership) };
      },
      command,
    );
    return { orderNo, state: result.states.order, position: result.position };
  }

  /** Activation for an order that paid (or whose late payment staff accepted): once per order, whatever runs it again. */
  async function activation(command: CommandContext) {
    const { 'vip.expiryReminderDays': reminderDays } = await settings.current();
    let noticeId: number | undefined;
    // the notice id is reserved before the decision (which must stay pure), and only when an activation may follow
    const reserveNotice = async () => (noticeId ??= await nextEntityId(db, 'notice'));
    return {
      reserveNotice,
      events: (order: ExistingVipOrder, state: MembershipState): MembershipEvent[] =>
        order.hasActivated
          ? membershipDecider.decide(
              {
                type: 'ActivateMembership',
                publisherId: order.publisherId,
                orderNo: order.orderNo,
                level: order.ordered,
                now: command.now,
                reminderDays,
                locale: order.locale,
                ...(noticeId === undefined ? {} : { noticeId }),
              },
              state,
            )
          : [],
    };
  }

  /** The provider's word about one of an order's QRs, applied once per transaction id; a payment activates the membership. */
  async function applyNotice(orderNo: string, notice: ProviderNotice, command: CommandContext): Promise<WrittenOrder> {
    const before = existingOrder(await loadOrder(orderNo));
    const activate = await activation(command);
    if (notice.status === 'paid' && isOpenVipOrder(before.status)) await activate.reserveNotice();
    return runWithMembership(orderNo, (order) => vipOrderDecider.decide({ type: 'ApplyProviderNotice', notice }, order), activate.events, command);
  }

  /** Asks the provider about the order's current QR and applies what it says (nothing when no money moved). */
  async function reconcile(orderNo: string, command: CommandContext): Promise<WrittenOrder> {
    const state = await loadOrder(orderNo);
    if (!state.exists || !isOpenVipOrder(state.status) || !state.qr) return { orderNo, state, position: undefined };
    const notice = noticeOfQuery(await provider.queryPayment(state.qr.reference), command.now);
    if (!notice) return { orderNo, state, position: undefined };
    return applyNotice(orderNo, notice, command);
  }

  /**
   * Takes the order's current QR back at the provider before the order closes or gets a new one. When money won the
   * race (paid, or still moving) the provider says so: that word is applied, and answered for the caller to decide.
   */
  async function withdrawCurrentQr(order: ExistingVipOrder, command: CommandContext): Promise<'withdrawn' | 'processing' | 'paid'> {
    if (!order.qr) return 'withdrawn';
    const answer = await provider.withdrawPaymentQr(order.qr.reference);
    const notice = noticeOfQuery(answer, command.now);
    if (!notice || notice.status === 'declined') return 'withdrawn';
    await applyNotice(order.orderNo, notice, command);
    return notice.status;
  }

  async function qrViewOf(order: ExistingVipOrder, now: Date): Promise<PaymentQrView> {
    if (!order.qr) throw new DomainError('A0606', 'membership.payment.notFound');
    // SVG, not PNG: the same code drawn in ~1 ms instead of ~9 (a third of the api's CPU per order in the bench), and sharp at any size
    const svg = await QRCode.toString(order.qr.payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    const image = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    return {
      orderNo: order.orderNo,
      reference: order.qr.reference,
      payload: order.qr.payload,
      image,
      amount: order.amount,
      currency: order.currency,
      merchantName: config.MERCHANT_NAME,
      expiresAt: order.qr.expiresAt,
      isExpired: isQrExpired(order, now),
    };
  }

  function checkResultOf(state: VipOrderState, now: Date): PaymentCheckResult {
    if (!state.exists) return 'notFound';
    switch (state.status) {
      case 'paid':
        return 'paid';
      case 'processing':
        return 'processing';
      case 'awaitingPayment':
        if (!state.qr) return 'notFound';
        return isQrExpired(state, now) ? 'qrExpired' : 'notPaid';
      default:
        return 'cancelled';
    }
  }

  return {
    loadOrder,
    reconcile,

    /**
     * A publisher orders a level: priced now (new, renewal, or upgrade with its credited days; a cheaper level while
     * one is active, or a level no longer offered, is refused), to be paid before `vip.paymentTimeLimitDays` pass.
     * Several open orders may exist: each pays for itself, and a second payment renews or upgrades as priced then.
     */
    async submit(actor: Pick<Actor, 'userId' | 'roles'>, form: VipOrderForm, command: CommandContext, locale: Locale = 'en'): Promise<WrittenOrder> {
      if (!actor.roles.includes(roleCodes.publisher)) throw new DomainError('A0301', 'membership.refusals.notPublisher');
      const publisherId = Number(actor.userId);
      const level = await rights.levelToOrder(form.levelId);
      const { change, creditDays } = await rights.priceOrder(publisherId, level, command.now);
      const { 'vip.paymentTimeLimitDays': limitDays, 'currency.code': currency } = await settings.current();
      // a test may shorten the limit to seconds (VIP_PAYMENT_TIME_LIMIT_MS, refused in production)
      const limitMs = config.VIP_PAYMENT_TIME_LIMIT_MS ?? limitDays * DAY_MS;
      const orderNo = orderNoOf(command.now, zone, await nextEntityId(db, 'vipOrder'));
      const { enabled: _enabled, ...ordered } = level;
      return run(
        orderNo,
        { type: 'SubmitVipOrder', orderNo, publisherId, ordered, currency, change, creditDays, now: command.now, payBefore: new Date(command.now.getTime() + limitMs), locale },
        command,
        { isNewStream: true },
      );
    },

    /**
     * A QR for the caller's open order: the first, or a new one for the same order (the old reference is asked about
     * first, and withdrawn when unpaid). Refused while the provider is moving money for the current one. Expires after
     * `vip.qrLifetimeMinutes`, never after the order's time limit.
     */
    async issueQr(actor: Pick<Actor, 'userId'>, orderNo: string, command: CommandContext): Promise<PaymentQrView> {
      const order = await ownOrder(actor, orderNo);
      const placeholder = { reference: '', payload: '', issueTime: '', expiresAt: '' };
      // refused (paid, closed, processing, past the time limit) before the provider is bothered
      vipOrderDecider.decide({ type: 'IssuePaymentQr', qr: placeholder, now: command.now }, order);
      const withdrawal = await withdrawCurrentQr(order, command);
      if (withdrawal !== 'withdrawn') throw new DomainError('A0440', withdrawal === 'processing' ? 'membership.refusals.paymentInProgress' : 'membership.refusals.orderNotPayable');
      const { 'vip.qrLifetimeMinutes': lifetime } = await settings.current();
      const expiresAt = new Date(Math.min(command.now.getTime() + lifetime * MINUTE_MS, new Date(order.payBefore).getTime()));
      const reference = newReference(orderNo);
      let payload: string;
      try {
        ({ payload } = await provider.createPaymentQr({ orderNo, reference, amount: order.amount, currency: order.currency, expiresAt }));
      } catch (error) {
        context.logger.error({ err: error, orderNo }, 'payment provider: creating a QR failed');
        throw new AppError('B0001', 'membership.payment.qrFailed');
      }
      const qr = { reference, payload, issueTime: command.now.toISOString(), expiresAt: expiresAt.toISOString() };
      let written: WrittenOrder;
      try {
        written = await run(orderNo, { type: 'IssuePaymentQr', qr, now: command.now }, command);
      } catch (error) {
        // a QR nobody will show must not stay payable at the provider
        await provider.withdrawPaymentQr(reference).catch(() => undefined);
        throw error;
      }
      return qrViewOf(existingOrder(written.state), command.now);
    },

    /** The caller's order's current QR (A0606 `membership.payment.notFound` when it has none: get one). */
    async currentQr(actor: Pick<Actor, 'userId'>, orderNo: string, now: Date): Promise<PaymentQrView> {
      return qrViewOf(await ownOrder(actor, orderNo), now);
    },

    /**
     * The portal's status check and "I have paid" (`reconcile`: asks the provider first, for a webhook late or lost).
     * Always an answer, never a refusal: the result and the spec's message in the caller's language, and the
     * membership as it now stands when paid. Another's order reads as not found.
     */
    async check(actor: Pick<Actor, 'userId'>, orderNo: string, options: { reconcile: boolean; command: CommandContext; locale: Locale }): Promise<PaymentCheckView> {
      const { command, locale } = options;
      let state = await loadOrder(orderNo);
      if (state.exists && String(state.publisherId) !== actor.userId) state = { exists: false };
      if (state.exists && options.reconcile) {
        try {
          const reconciled = await reconcile(orderNo, command);
          state = reconciled.state;
          // the portal reads the orders list and the membership next: they show what the provider just said
          await settle(context, reconciled.position);
        } catch (error) {
          context.logger.warn({ err: error, orderNo }, 'payment provider: reconciling an order failed');
          return { orderNo, result: 'notPaid', message: translate(locale, 'membership.payment.checkFailed') };
        }
      }
      const result = checkResultOf(state, command.now);
      const answer: PaymentCheckView = { orderNo, result, message: translate(locale, `membership.payment.${result}`) };
      if (result !== 'paid' || !state.exists) return answer;
      const [view, openOrderNo] = await Promise.all([rights.of(state.publisherId, command.now, locale), memberships.openOrderNoOf(state.publisherId)]);
      // this order is paid whatever the orders read model says yet
      return { ...answer, membership: { ...view, openOrderNo: openOrderNo === orderNo ? null : openOrderNo } };
    },

    /** The provider's webhook, verified: applied to the order its reference names (A0606 for a reference we never issued). */
    async applyProviderNotice(notice: ProviderNotice, command: CommandContext): Promise<WrittenOrder> {
      const orderNo = orderNoOfReference(notice.reference);
      const state = orderNo ? await loadOrder(orderNo) : undefined;
      if (!orderNo || !state?.exists || !state.references.includes(notice.reference)) throw new AppError('A0606', 'membership.payment.notFound');
      return applyNotice(orderNo, notice, command);
    },

    /**
     * The time-limit timer (a worker at payBefore): asks the provider first (a payment that made it in time pays the
     * order), then cancels what is still unpaid, withdrawing its QR and reserving the notice that tells the publisher.
     */
    async cancelForTimeLimit(orderNo: string, command: CommandContext): Promise<WrittenOrder> {
      const reconciled = await reconcile(orderNo, command);
      const cancel = { type: 'CancelVipOrder', by: 'timeLimit', actorId: null, reason: null, now: command.now } as const;
      if (!reconciled.state.exists || vipOrderDecider.decide(cancel, reconciled.state).length === 0) return reconciled;
      // money still moving at the limit does not keep the order open: should it arrive, it is a late payment for staff
      if ((await withdrawCurrentQr(reconciled.state, command)) === 'paid') return { orderNo, state: await loadOrder(orderNo), position: undefined };
      return run(orderNo, { ...cancel, noticeId: await nextEntityId(db, 'notice') }, command);
    },

    /** Staff (biz:vip:refund, with a reason) or the publisher (their own open order) cancel an order. */
    async cancel(actor: Actor, orderNo: string, form: { reason?: string | null }, command: CommandContext): Promise<WrittenOrder> {
      const state = await loadOrder(orderNo);
      const isStaff = isAllowed(actor, membershipPermissions.refund);
      const isOwn = state.exists && String(state.publisherId) === actor.userId;
      // someone else's order tells a stranger nothing
      if (!state.exists || (!isOwn && !isStaff)) throw new DomainError('A0606', 'membership.payment.notFound');
      const by = isOwn ? 'publisher' : 'staff';
      const reason = form.reason?.trim() || null;
      if (by === 'staff' && !reason) throw new AppError('A0410', 'errors.A0410', {}, { errors: { reason: 'validation.required' } });
      const cancel = { type: 'CancelVipOrder', by, actorId: command.actorId ?? null, reason, now: command.now } as const;
      vipOrderDecider.decide(cancel, state);
      const withdrawal = await withdrawCurrentQr(state, command);
      if (withdrawal !== 'withdrawn') throw new DomainError('A0440', withdrawal === 'processing' ? 'membership.refusals.paymentInProgress' : 'membership.refusals.orderNotOpen');
      return run(orderNo, cancel, command);
    },

    /** Staff refund a paid order (or a late payment), revoking the membership it carries, in one append. */
    async refund(orderNo: string, form: { reason: string }, command: CommandContext): Promise<WrittenOrder> {
      const actorId = command.actorId ?? null;
      return runWithMembership(
        orderNo,
        (order) => vipOrderDecider.decide({ type: 'RefundVipOrder', actorId, reason: form.reason }, order),
        (order, membership) => (order.hasActivated ? membershipDecider.decide({ type: 'RevokeMembership', orderNo, actorId, reason: form.reason }, membership) : []),
        command,
      );
    },

    /** Staff accept money that came after the order was cancelled: the membership activates as priced now. */
    async acceptLatePayment(orderNo: string, form: { reason: string }, command: CommandContext): Promise<WrittenOrder> {
      const activate = await activation(command);
      await activate.reserveNotice();
      return runWithMembership(orderNo, (order) => vipOrderDecider.decide({ type: 'AcceptLatePayment', actorId: command.actorId ?? null, reason: form.reason }, order), activate.events, command);
    },
  };
}

export type OrderHandlers = ReturnType<typeof orderHandlers>;
