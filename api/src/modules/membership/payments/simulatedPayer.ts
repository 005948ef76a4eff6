import { randomBytes } from 'node:crypto';
import { parseMerchantQr, type ParsedMerchantQr } from '@jobmarket/contracts';
import type { Knex } from 'knex';
import type { SimulatedWebhookBody } from './simulatedBank';
import { DEV_BANK_PAYMENTS_TABLE, ensureLedger, ledgerRowOf, type LedgerRow } from './simulatedBankLedger';
import { signWebhook } from './webhookSignature';

/** What the payer does with a QR in the simulated bank: pay it, start paying (the bank says processing), or decline. */
export const bankActions = ['pay', 'delay', 'decline'] as const;
export type BankAction = (typeof bankActions)[number];

/** What the bank answers the payer (each has its text `membership.devBank.outcomes.<outcome>`). */
export type BankOutcome = 'paid' | 'processing' | 'declined' | 'unknownReference' | 'withdrawn' | 'expired' | 'alreadyPaid';

/** A payload read as a payer's bank reads it: what it asks for, or why it cannot be paid. */
export type ReadQr = { isPayable: true; qr: ParsedMerchantQr & { billReference: string } } | { isPayable: false; problem: 'notPayload' | 'crcInvalid' };

export function readQr(payload: string): ReadQr {
  let qr: ParsedMerchantQr;
  try {
    qr = parseMerchantQr(payload);
  } catch {
    return { isPayable: false, problem: 'notPayload' };
  }
  if (!qr.isCrcValid) return { isPayable: false, problem: 'crcInvalid' };
  if (!qr.billReference || qr.amount === null || !qr.currency) return { isPayable: false, problem: 'notPayload' };
  return { isPayable: true, qr: { ...qr, billReference: qr.billReference } };
}

/** Sends a signed webhook to the merchant; answers the HTTP status, or undefined when it could not be delivered. */
export type WebhookSender = (rawBody: string, signature: string) => Promise<number | undefined>;

export interface BankAnswer {
  outcome: BankOutcome;
  /** The merchant's answer to the webhook (undefined: not sent, or not delivered). */
  webhookStatus?: number;
  isWebhookSent: boolean;
}

const newTransactionId = () => `SB${randomBytes(6).toString('hex').toUpperCase()}`;

type Transition = { status: 'processing' | 'paid' | 'declined'; transactionId: string };

/** The bank's rules for one action on a QR in its books (undefined: the QR cannot take it, `refusal` says why). */
function transitionOf(row: LedgerRow, action: BankAction, now: Date): Transition | { refusal: BankOutcome } {
  if (row.status === 'withdrawn') return { refusal: 'withdrawn' };
  if (row.status === 'paid') return { refusal: 'alreadyPaid' };
  const isStarted = row.status === 'processing';
  // money already moving finishes whatever the QR's lifetime; a new attempt needs a live QR
  if (!isStarted && row.expires_at.getTime() <= now.getTime()) return { refusal: 'expired' };
  const transactionId = isStarted && row.transaction_id ? row.transaction_id : newTransactionId();
  const status = action === 'pay' ? 'paid' : action === 'delay' ? 'processing' : 'declined';
  return { status, transactionId };
}

/**
 * The payer's side of the simulated bank: finds the QR's reference in the bank's books, applies the action (a
 * conditional update, so two clicks at once apply one), and tells the merchant by a signed webhook the way a
 * provider does. The amount paid is the payload's own (a payer pays what the code asks).
 */
export async function actOnQr(db: Knex, secret: string, payload: string, action: BankAction, now: Date, send: WebhookSender): Promise<BankAnswer | { problem: 'notPayload' | 'crcInvalid' }> {
  const read = readQr(payload);
  if (!read.isPayable) return { problem: read.problem };
  const { qr } = read;
  await ensureLedger(db);
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await ledgerRowOf(db, qr.billReference);
    if (!row) return { outcome: 'unknownReference', isWebhookSent: false };
    const transition = transitionOf(row, action, now);
    if ('refusal' in transition) return { outcome: transition.refusal, isWebhookSent: false };
    const changed = await db<LedgerRow>(DEV_BANK_PAYMENTS_TABLE)
      .where({ reference: row.reference, status: row.status })
      .update({ status: transition.status, transaction_id: transition.transactionId, updated_at: now, paid_at: transition.status === 'paid' ? now : null });
    if (changed === 0) continue; // another click changed it first: decide again on what it did
    const body: SimulatedWebhookBody = {
      event: transition.status === 'paid' ? 'payment.succeeded' : transition.status === 'processing' ? 'payment.processing' : 'payment.declined',
      reference: row.reference,
      transactionId: transition.transactionId,
      amount: qr.amount!,
      currency: qr.currency!,
      time: now.toISOString(),
    };
    const rawBody = JSON.stringify(body);
    const webhookStatus = await send(rawBody, signWebhook(secret, rawBody, now));
    return { outcome: transition.status, webhookStatus, isWebhookSent: webhookStatus !== undefined };
  }
  return { outcome: 'alreadyPaid', isWebhookSent: false };
}
