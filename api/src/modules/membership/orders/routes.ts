import {
  membershipPermissions,
  permissions,
  vipOrderForm,
  vipOrderNo,
  vipOrderReasonForm,
  type Locale,
  type VipOrderView,
} from '@jobmarket/contracts';
import { projections, VIP_ORDERS_TABLE } from '@jobmarket/projections';
import { z } from 'zod';
import { historyEntry, historyOf } from '../../../eventSourcing/history';
import { isAllowed, type Actor } from '../../../http/actor';
import { DomainError } from '../../../http/appError';
import { fetchPage, parsePageQuery } from '../../../http/listQuery';
import { defineRoute, type RouteContext, type RouteDefinition } from '../../../http/route';
import { formatDateTime } from '../../../http/time';
import { answerWrite } from '../../../http/writeAnswer';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import { appSettingsOf } from '../../system/config/appSettings';
import { vipOrderDecider, vipOrderStream } from './decider';
import { orderHandlers, type WrittenOrder } from './handlers';
import { orderActionsFor, vipOrderListSpec, vipOrderQueries, type VipOrderFilters, type VipOrderRecord } from './queries';

type AnyRoute = RouteContext<unknown, unknown, unknown>;

const orderParams = z.object({ orderNo: vipOrderNo });
/** The publisher cancelling their own order may leave the reason out; staff must give one (checked by the handler). */
const cancelForm = z.object({ reason: z.string().trim().max(500).optional().nullable() });

/** The projections an order's next read comes from (whichever owns `vip_orders_v1`). */
const orderReadModels = () => projections.filter((projection) => projection.tables.includes(VIP_ORDERS_TABLE)).map((projection) => projection.name);

/**
 * VIP orders (`/vip-orders…`): the publisher submits, pays by QR (issue, refresh, status, "I have paid"), lists and
 * may cancel their own; staff (biz:vip:query) list and read every order, its history and the receivable, and
 * (biz:vip:refund) cancel, refund, or accept a payment that came after cancellation. Fixed paths come before
 * `/vip-orders/{orderNo}`.
 */
export function orderRoutes(context: ModuleContext): RouteDefinition[] {
  const handlers = orderHandlers(context);
  const queries = vipOrderQueries(context.db, context.config.TIME_ZONE);
  const settings = appSettingsOf(context);
  const zone = context.config.TIME_ZONE;

  async function pageOf(query: unknown, scope: Partial<VipOrderFilters>, actor: Actor, locale: Locale) {
    const request = parsePageQuery(vipOrderListSpec, query as Record<string, unknown>);
    const page = await fetchPage<VipOrderRecord>(queries.list({ ...request.filters, ...scope }), request);
    return { list: page.list.map((record) => queries.viewOf(record, actor, locale)), total: page.total };
  }

  /** An order for staff holding biz:vip:query or for its own publisher; anyone else finds nothing. */
  async function visibleOrder(orderNo: string, actor: Actor, locale: Locale): Promise<VipOrderView> {
    const record = await queries.byOrderNo(orderNo);
    if (!record || (String(record.publisher_id) !== actor.userId && !isAllowed(actor, membershipPermissions.query))) throw new DomainError('A0606', 'membership.payment.notFound');
    return queries.viewOf(record, actor, locale);
  }

  /** The order as read once the read model caught up, else as the command decided it (marked pending). */
  function answer(route: AnyRoute, written: WrittenOrder): Promise<VipOrderView | null> {
    const actor = route.actor!;
    const decided = (): VipOrderView | null => {
      const { state } = written;
      if (!state.exists) return null;
      const time = (iso: string | null) => (iso ? formatDateTime(new Date(iso), zone) : null);
      return {
        orderNo: state.orderNo,
        publisherId: state.publisherId,
        publisherName: String(state.publisherId) === actor.userId ? actor.username : String(state.publisherId),
        levelId: state.ordered.levelId,
        levelName: state.ordered.names[route.locale],
        amount: state.amount,
        currency: state.currency,
        change: state.change,
        creditDays: state.creditDays,
        status: state.status,
        submitTime: time(state.submitTime)!,
        payBefore: time(state.payBefore)!,
        paidTime: time(state.payment?.paidTime ?? null),
        providerTxId: state.payment?.providerTxId ?? null,
        reference: state.qr?.reference ?? state.payment?.reference ?? null,
        qrExpiresAt: state.qr?.expiresAt ?? null,
        cancelledBy: state.cancelledBy,
        reason: state.reason,
        refundTime: null,
        allowedActions: orderActionsFor(state.status, state.publisherId, actor),
      };
    };
    return answerWrite(context.projectionWaiter, route.res, { position: written.position, projections: orderReadModels() }, {
      read: () => visibleOrder(written.orderNo, actor, route.locale),
      decided,
    });
  }

  return [
    defineRoute({
      method: 'post',
      path: '/vip-orders',
      permission: 'authenticated',
      tag: 'membership',
      summary:
        'A publisher orders a membership level {levelId}: priced now (new, renewal from the current end, or upgrade starting now with the remaining days credited by price per day); a cheaper level while one is active is refused (A0440). Publishers only (A0301)',
      body: vipOrderForm,
      successMessage: 'membership.messages.orderSubmitted',
      handler: async (route) => answer(route, await handlers.submit(route.actor!, route.body, commandContextOf(route), route.locale)),
    }),
    defineRoute({
      method: 'get',
      path: '/vip-orders/page',
      permission: membershipPermissions.query,
      tag: 'membership',
      summary:
        'Page of every VIP order (keywords in order number, publisher and company; status, levelId, publisherId, submitTime[], paidTime[]; sortField orderNo|submitTime|paidTime|amount|status|updateTime)',
      handler: async ({ query, actor, locale }) => pageOf(query, {}, actor!, locale),
    }),
    defineRoute({
      method: 'get',
      path: '/vip-orders/mine/page',
      permission: 'authenticated',
      tag: 'membership',
      summary: "Page of the caller's own VIP orders, newest first (the same filters as /vip-orders/page), each with what they may do to it",
      handler: async ({ query, actor, locale }) => pageOf(query, { publisherId: Number(actor!.userId) }, actor!, locale),
    }),
    defineRoute({
      method: 'get',
      path: '/vip-orders/receivable',
      permission: { anyOf: [membershipPermissions.query, permissions.dashboard.view] },
      tag: 'membership',
      summary: "The dashboard's receivable: this month's paid orders (total and count) and the last 7 or 30 days' payments per day {days: 7|30}",
      query: z.object({ days: z.coerce.number().pipe(z.union([z.literal(7), z.literal(30)])).default(7) }),
      handler: async ({ query }) => {
        const { 'currency.code': currency } = await settings.current();
        return queries.receivable(currency, query.days, new Date());
      },
    }),
    defineRoute({
      method: 'get',
      path: '/vip-orders/:orderNo/form',
      permission: 'authenticated',
      tag: 'membership',
      summary: 'One VIP order: staff with biz:vip:query or its own publisher (A0606 otherwise)',
      params: orderParams,
      handler: async ({ params, actor, locale }) => visibleOrder(params.orderNo, actor!, locale),
    }),
    defineRoute({
      method: 'get',
      path: '/vip-orders/:orderNo/history',
      permission: 'authenticated',
      tag: 'membership',
      summary: "The order's events (submitted, each QR, the provider's words, paid, cancelled, refunded) with actor, time and state after each, for whoever may read it",
      params: orderParams,
      response: z.array(historyEntry),
      handler: async ({ params, actor, locale }) => {
        await visibleOrder(params.orderNo, actor!, locale);
        return historyOf(context.store, context.db, vipOrderStream(params.orderNo), vipOrderDecider);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/vip-orders/:orderNo/qr',
      permission: 'authenticated',
      tag: 'membership',
      summary: "The caller's order's current payment QR (EMVCo payload, PNG data URL, amount, expiry); A0606 when it has none yet",
      params: orderParams,
      handler: async ({ params, actor }) => handlers.currentQr(actor!, params.orderNo, new Date()),
    }),
    defineRoute({
      method: 'post',
      path: '/vip-orders/:orderNo/qr',
      permission: 'authenticated',
      tag: 'membership',
      summary:
        "A new payment QR for the caller's open order (the first, or a refresh: the old reference is asked about and withdrawn when unpaid). A0440 while a payment is in progress, after payment or the time limit; B0001 'Failed to get QR code' when the provider fails",
      params: orderParams,
      handler: async (route) => handlers.issueQr(route.actor!, route.params.orderNo, commandContextOf(route)),
    }),
    defineRoute({
      method: 'get',
      path: '/vip-orders/:orderNo/status',
      permission: 'authenticated',
      tag: 'membership',
      summary: "What is known of the caller's order's payment now: {result: notFound|notPaid|processing|paid|qrExpired|cancelled, message, membership when paid} (always 00000)",
      params: orderParams,
      handler: async (route) => handlers.check(route.actor!, route.params.orderNo, { reconcile: false, command: commandContextOf(route), locale: route.locale }),
    }),
    defineRoute({
      method: 'put',
      path: '/vip-orders/:orderNo/confirm',
      permission: 'authenticated',
      tag: 'membership',
      summary: '"I have paid": asks the payment provider about the order\'s QR first (a late or lost webhook), then answers as /status',
      params: orderParams,
      handler: async (route) => handlers.check(route.actor!, route.params.orderNo, { reconcile: true, command: commandContextOf(route), locale: route.locale }),
    }),
    defineRoute({
      method: 'put',
      path: '/vip-orders/:orderNo/cancel',
      permission: 'authenticated',
      tag: 'membership',
      summary: 'Cancel an open order: its publisher (reason optional), or staff holding biz:vip:refund {reason}; its QR is withdrawn at the provider. A0440 once paid or closed',
      params: orderParams,
      body: cancelForm,
      successMessage: 'membership.messages.orderCancelled',
      handler: async (route) => answer(route, await handlers.cancel(route.actor!, route.params.orderNo, route.body, commandContextOf(route))),
    }),
    defineRoute({
      method: 'put',
      path: '/vip-orders/:orderNo/refund',
      permission: membershipPermissions.refund,
      tag: 'membership',
      summary: 'Refund a paid order (or a payment that came after cancellation) {reason}: the membership it carries is revoked in the same append',
      params: orderParams,
      body: vipOrderReasonForm,
      successMessage: 'membership.messages.orderRefunded',
      handler: async (route) => answer(route, await handlers.refund(route.params.orderNo, route.body, commandContextOf(route))),
    }),
    defineRoute({
      method: 'put',
      path: '/vip-orders/:orderNo/accept-late-payment',
      permission: membershipPermissions.refund,
      tag: 'membership',
      summary: 'Accept a payment that came after the order was cancelled {reason}: the membership activates (as priced now) in the same append',
      params: orderParams,
      body: vipOrderReasonForm,
      successMessage: 'membership.messages.latePaymentAccepted',
      handler: async (route) => answer(route, await handlers.acceptLatePayment(route.params.orderNo, route.body, commandContextOf(route))),
    }),
  ];
}
