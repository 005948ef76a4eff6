import express from 'express';
import type { IncomingHttpHeaders } from 'node:http';
import type { CommandContext } from '../../../eventSourcing/decider';
import { AppError } from '../../../http/appError';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import type { PaymentOutcome } from '../../counseling/payments/handlers';
import { receiveConsultWebhook } from '../../counseling/payments/routes';
import { isConsultReference } from '../../counseling/payments/reference';
import { commandContextOf, settle, type ModuleContext } from '../../moduleContext';
import { existingOrder } from '../orders/decider';
import { orderHandlers, orderNoOfReference, type WrittenOrder } from '../orders/handlers';
import { paymentProviderOf } from './paymentProvider';
import { WebhookRefusal } from './port';

/** Where the provider posts its webhooks, under /api/v1. */
export const PAYMENT_WEBHOOK_PATH = '/payments/webhook';

/**
 * The webhook's body exactly as sent (the signature covers these bytes): app.ts mounts this before the JSON parser,
 * which then leaves the request alone.
 */
export const paymentWebhookBody = express.raw({ type: () => true, limit: '64kb' });

/**
 * The provider's webhook as the api takes it: signature and freshness (5 minutes) over the raw body, then the order its
 * reference names and, for a payment, the amount and currency the order asks for; then the word is applied once per
 * transaction id (a repeated webhook changes nothing). A consult order's reference (`CO…`) goes to the counseling
 * payment handlers, which check the same things against the consult order. Every refusal is logged (without the body's secrets: there are
 * none, but the signature is left out) and answered 4xx.
 */
export function paymentWebhook(context: ModuleContext) {
  const provider = paymentProviderOf(context);
  const orders = orderHandlers(context);
  const refuse = (code: 'A0301' | 'A0400' | 'A0402' | 'A0606', why: string, details: Record<string, unknown>) => {
    context.logger.warn({ ...details, why }, 'payment webhook refused');
    return new AppError(code);
  };

  return {
    async receive(rawBody: Buffer, headers: IncomingHttpHeaders, command: CommandContext): Promise<WrittenOrder | PaymentOutcome> {
      let verified;
      try {
        verified = provider.verifyWebhook(rawBody, headers, command.now);
      } catch (error) {
        if (!(error instanceof WebhookRefusal)) throw error;
        // a bad signature and a stale (replayed) one are the caller's fault alike: 403; a malformed body 400
        throw refuse(error.reason === 'malformed' ? 'A0400' : 'A0301', error.reason, { ip: command.ip });
      }
      const details = { reference: verified.reference, providerTxId: verified.providerTxId, status: verified.status, ip: command.ip };
      if (isConsultReference(verified.reference)) {
        // a consult order's QR (issue 17): the same checks, made by the counseling payment handlers, refused alike
        try {
          return await receiveConsultWebhook(context, verified, command);
        } catch (error) {
          if (error instanceof AppError && (error.code === 'A0606' || error.code === 'A0402')) throw refuse(error.code, error.code === 'A0606' ? 'unknown reference' : 'amount or currency differs from the order', { ...details, amount: verified.amount, currency: verified.currency });
          throw error;
        }
      }
      const orderNo = orderNoOfReference(verified.reference);
      const state = orderNo ? await orders.loadOrder(orderNo) : undefined;
      if (!orderNo || !state?.exists || !state.references.includes(verified.reference)) throw refuse('A0606', 'unknown reference', details);
      const order = existingOrder(state);
      if (verified.status === 'paid' && (verified.amount !== order.amount || verified.currency !== order.currency)) {
        throw refuse('A0402', 'amount or currency differs from the order', { ...details, amount: verified.amount, currency: verified.currency, expected: order.amount });
      }
      try {
        return await orders.applyProviderNotice({ ...verified, source: 'webhook' }, command);
      } catch (error) {
        // money for an order that cannot take it (paid already by another transaction, refunded): staff must refund it at the provider
        if (error instanceof AppError && error.code === 'A0440') context.logger.error({ ...details, orderStatus: order.status }, 'payment webhook: money for an order that cannot take it');
        throw error;
      }
    },
  };
}

/** `POST /payments/webhook`: public (the provider has no token), authenticated by its HMAC signature instead. */
export function paymentRoutes(context: ModuleContext): RouteDefinition[] {
  const webhook = paymentWebhook(context);
  return [
    defineRoute({
      method: 'post',
      path: PAYMENT_WEBHOOK_PATH,
      permission: 'public',
      tag: 'membership',
      summary:
        "The payment provider's notification {event: payment.processing|payment.succeeded|payment.declined, reference, transactionId, amount, currency, time}, signed `X-Payment-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + \".\" + raw body)>`: A0301 for a bad or stale (over 5 minutes) signature, A0402 for an amount or currency other than the order's, A0606 for an unknown reference; a repeat changes nothing. References starting `CO` are consult orders' (issue 17): answered {consultOrderId, outcome: applied|unapplied|unchanged}, `unapplied` being money for an order that no longer takes it, recorded on consult-payment-<id> and logged for a refund",
      handler: async (route) => {
        const rawBody = Buffer.isBuffer(route.req.body) ? route.req.body : Buffer.alloc(0);
        const written = await webhook.receive(rawBody, route.req.headers, { ...commandContextOf(route), actorId: undefined });
        // answered once the read models show it: the payer's next look (their orders, the open order) agrees
        await settle(context, written.position);
        if ('outcome' in written) return { consultOrderId: written.orderId, outcome: written.outcome };
        return { orderNo: written.orderNo, status: written.state.exists ? written.state.status : null };
      },
    }),
  ];
}
