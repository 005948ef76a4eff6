import { consultPermissions } from '@jobmarket/contracts';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { commandContextOf, settle, type ModuleContext } from '../../moduleContext';
import type { CommandContext } from '../../../eventSourcing/decider';
import type { VerifiedWebhook } from '../../membership/payments/port';
import { consultOrderHandlers } from '../orders/handlers';
import { consultPaymentHandlers, type PaymentOutcome } from './handlers';

const orderParams = z.object({ id: z.coerce.number().int().min(1) });
const paymentParams = orderParams.extend({ providerTxId: z.string().min(1).max(64) });
const returnForm = z.object({ reason: z.string().trim().min(1).max(500) });

/** The payment handlers wired to the orders part's commands. */
export const consultPayments = (context: ModuleContext) => consultPaymentHandlers(context, consultOrderHandlers(context));

/**
 * For the reactions part's refund worker (and the seed): gives a paid consult order's money back through the payment
 * port and appends ConsultRefunded, once whatever the retries; an order not cancelled for refund is left alone.
 */
export function refundConsultOrder(context: ModuleContext, orderId: number, command: CommandContext) {
  return consultPayments(context).refund(orderId, command);
}

/**
 * For the payment time limit's worker, in place of the orders part's `expire` alone: the order's QR is withdrawn at the
 * provider and a payment that made it in time (webhook late or lost) confirms the order; what is still unpaid expires.
 */
export async function expireConsultOrder(context: ModuleContext, orderId: number, command: CommandContext) {
  const orders = consultOrderHandlers(context);
  await consultPaymentHandlers(context, orders).closeForExpiry(orderId, command);
  return orders.expire(orderId, command);
}

/** For the payment webhook (membership/payments/routes.ts): a verified word about a consult order's reference. */
export function receiveConsultWebhook(context: ModuleContext, verified: VerifiedWebhook, command: CommandContext): Promise<PaymentOutcome> {
  return consultPayments(context).applyWebhook(verified, command);
}

/** `POST /consult-orders/{id}/payment-qr` and `GET /consult-orders/{id}/payment-status`, the order's seeker only. */
export function consultPaymentRoutes(context: ModuleContext): RouteDefinition[] {
  const payments = consultPayments(context);
  return [
    defineRoute({
      method: 'post',
      path: '/consult-orders/:id/payment-qr',
      permission: 'authenticated',
      tag: 'counseling',
      summary:
        "The payment QR of the caller's consult order waiting for payment {reference, payload (EMVCo), qrDataUrl (SVG), amount, currency, merchantName, expiresAt (the order's payBefore)}: the live one again, else a new one. A0606 for another's order, A0440 once paid, closed or late, B0001 when the provider fails",
      params: orderParams,
      handler: async (route) => payments.issueQr(route.actor!, route.params.id, commandContextOf(route)),
    }),
    defineRoute({
      method: 'get',
      path: '/consult-orders/:id/payment-status',
      permission: 'authenticated',
      tag: 'counseling',
      summary:
        '"I have paid": asks the payment provider about the order\'s QR (a late or lost webhook), applies a payment it reports, and answers {result: notFound|notPaid|processing|paid|qrExpired|closed, message} (always 00000; another\'s order reads notFound)',
      params: orderParams,
      handler: async (route) => {
        const { position, ...view } = await payments.checkPayment(route.actor!, route.params.id, { command: commandContextOf(route), locale: route.locale });
        // the seeker's next look at their sessions shows what the provider just said
        await settle(context, position);
        return view;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/consult-orders/:id/payments',
      permission: consultPermissions.query,
      tag: 'counseling',
      summary:
        "The order's payment side for staff: its QRs (reference, amount, expiry), every payment the provider reported with whether the order took it (isApplied false: money that came after the order expired or was cancelled) and what was given back",
      params: orderParams,
      handler: async (route) => payments.paymentsOf(route.params.id),
    }),
    defineRoute({
      method: 'put',
      path: '/consult-orders/:id/payments/:providerTxId/return',
      permission: consultPermissions.manage,
      tag: 'counseling',
      summary: 'Give back through the payment port money the order never took {reason} (A0440 for a payment the order took: cancel it with refund instead); once',
      params: paymentParams,
      body: returnForm,
      handler: async (route) => {
        const { position } = await payments.returnUnapplied(route.params.id, route.params.providerTxId, route.body, commandContextOf(route));
        await settle(context, position);
        return payments.paymentsOf(route.params.id);
      },
    }),
  ];
}
