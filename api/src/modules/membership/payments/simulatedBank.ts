import { randomBytes } from 'node:crypto';
import { buildMerchantQr } from '@jobmarket/contracts';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { ApiConfig } from '../../../platform/config';
import { RefundRefusal, WebhookRefusal, type PaymentProvider, type ProviderRefund, type VerifiedWebhook } from './port';
import { DEV_BANK_PAYMENTS_TABLE, DEV_BANK_REFUNDS_TABLE, ensureLedger, ledgerRowOf, paymentOf, type LedgerRow, type RefundRow } from './simulatedBankLedger';
import { SIGNATURE_HEADER, verifyWebhookSignature } from './webhookSignature';

/** The simulated bank's webhook body: one word about one transaction of one QR. */
export const simulatedWebhookBody = z.object({
  event: z.enum(['payment.processing', 'payment.succeeded', 'payment.declined']),
  reference: z.string().min(1).max(40),
  transactionId: z.string().min(1).max(64),
  amount: z.number().nonnegative(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  time: z.iso.datetime(),
});
export type SimulatedWebhookBody = z.infer<typeof simulatedWebhookBody>;

export const webhookStatusOf = { 'payment.processing': 'processing', 'payment.succeeded': 'paid', 'payment.declined': 'declined' } as const;

/** The country a scheme's QRs name (EMVCo tag 58). */
const countryOf = { laoqr: 'LA', promptpay: 'TH' } as const;

/**
 * A bank the api plays itself (PAYMENTS_ADAPTER=simulated): it creates real EMVCo payloads for our merchant account,
 * keeps its books in `dev_bank_payments` (and its refunds in `dev_bank_refunds`), answers queries like a provider's API, and signs its webhooks with
 * PAYMENT_WEBHOOK_SECRET like a real provider. The payer's side (pay, delay, decline) is the /dev/bank page.
 */
export function simulatedBank(db: Knex, config: ApiConfig): PaymentProvider {
  return {
    name: 'simulated',

    async createPaymentQr(request) {
      const payload = buildMerchantQr({
        scheme: config.PAYMENT_SCHEME,
        merchantAccount: config.MERCHANT_ACCOUNT,
        merchantName: config.MERCHANT_NAME,
        merchantCity: config.MERCHANT_CITY,
        currency: request.currency,
        amount: request.amount,
        billReference: request.reference,
        countryCode: countryOf[config.PAYMENT_SCHEME],
      });
      await ensureLedger(db);
      await db(DEV_BANK_PAYMENTS_TABLE).insert({
        reference: request.reference,
        order_no: request.orderNo,
        merchant_account: config.MERCHANT_ACCOUNT,
        amount: request.amount,
        currency: request.currency,
        payload,
        expires_at: request.expiresAt,
      });
      return { reference: request.reference, payload };
    },

    async queryPayment(reference) {
      return paymentOf(reference, await ledgerRowOf(db, reference));
    },

    async withdrawPaymentQr(reference) {
      await ensureLedger(db);
      // money already moving or moved keeps the QR: the caller learns so from the answer
      await db<LedgerRow>(DEV_BANK_PAYMENTS_TABLE).where({ reference }).whereIn('status', ['unpaid', 'declined']).update({ status: 'withdrawn', updated_at: db.fn.now() });
      return paymentOf(reference, await ledgerRowOf(db, reference));
    },

    async refundPayment(reference, amount) {
      const row = await ledgerRowOf(db, reference);
      if (!row || row.status !== 'paid') throw new RefundRefusal('notPaid');
      const refundOf = (refund: RefundRow): ProviderRefund => ({
        reference,
        refundId: refund.refund_id,
        amount: Number(refund.amount),
        currency: refund.currency,
        refundTime: refund.created_at.toISOString(),
      });
      const earlier = await db<RefundRow>(DEV_BANK_REFUNDS_TABLE).where({ reference }).first();
      if (earlier) return refundOf(earlier);
      if (!Number.isFinite(amount) || amount <= 0 || amount > Number(row.amount)) throw new RefundRefusal('amount');
      // two refunds racing: the primary key keeps one, and both answer it
      await db(DEV_BANK_REFUNDS_TABLE)
        .insert({ reference, refund_id: `SBR${randomBytes(6).toString('hex').toUpperCase()}`, amount, currency: row.currency })
        .onConflict('reference')
        .ignore();
      return refundOf((await db<RefundRow>(DEV_BANK_REFUNDS_TABLE).where({ reference }).first())!);
    },

    verifyWebhook(rawBody, headers, now): VerifiedWebhook {
      verifyWebhookSignature(config.PAYMENT_WEBHOOK_SECRET, headers[SIGNATURE_HEADER], rawBody, now);
      let body: SimulatedWebhookBody;
      try {
        body = simulatedWebhookBody.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        throw new WebhookRefusal('malformed');
      }
      return { reference: body.reference, providerTxId: body.transactionId, status: webhookStatusOf[body.event], amount: body.amount, currency: body.currency, paidTime: body.time };
    },
  };
}
