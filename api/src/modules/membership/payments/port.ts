import type { ProviderTxStatus } from '../orders/decider';

/** One QR to be paid: our bill reference for it, what it asks for, and until when we accept it. */
export interface PaymentQrRequest {
  orderNo: string;
  reference: string;
  amount: number;
  currency: string;
  expiresAt: Date;
}

export interface CreatedPaymentQr {
  reference: string;
  /** The EMVCo merchant-presented payload a bank app reads. */
  payload: string;
}

/**
 * What the provider knows of one reference: `unpaid` (nobody paid yet), `processing` (the payer's bank is moving the
 * money), `paid`, `declined` (an attempt failed; the QR may be tried again), `withdrawn` (we took it back), or
 * `unknown` (never created there).
 */
export type ProviderPaymentStatus = 'unpaid' | 'withdrawn' | 'unknown' | ProviderTxStatus;

export interface ProviderPayment {
  reference: string;
  status: ProviderPaymentStatus;
  /** The provider's transaction id once someone tried to pay. */
  providerTxId: string | null;
  amount: number | null;
  currency: string | null;
  /** When the money moved (or the attempt's last word), ISO instant. */
  paidTime: string | null;
}

/** A webhook whose signature and timestamp checked out: what the provider says happened. */
export interface VerifiedWebhook {
  reference: string;
  providerTxId: string;
  status: ProviderTxStatus;
  amount: number;
  currency: string;
  paidTime: string;
}

/** Money given back for a paid reference: the provider's refund id names it (our ConsultRefunded's `providerRef`). */
export interface ProviderRefund {
  reference: string;
  refundId: string;
  amount: number;
  currency: string;
  refundTime: string;
}

/** Why the provider refuses a refund: nothing was paid on the reference, or more is asked back than was paid. */
export class RefundRefusal extends Error {
  override readonly name = 'RefundRefusal';
  constructor(readonly reason: 'notPaid' | 'amount') {
    super(`payment refund refused: ${reason}`);
  }
}

/** Why a webhook is refused (logged; answered 4xx so that a real provider shows it in its console). */
export class WebhookRefusal extends Error {
  override readonly name = 'WebhookRefusal';
  constructor(readonly reason: 'signature' | 'stale' | 'malformed') {
    super(`payment webhook refused: ${reason}`);
  }
}

/**
 * The payment port (issue 13): QR payments through whichever provider PAYMENTS_ADAPTER names. The provider's webhook
 * is the primary signal; `queryPayment` reconciles when a webhook is late or lost (before a QR expires, at the time
 * limit, when the publisher says "I have paid"). Adapters: the simulated bank (development, tests, demos).
 */
export interface PaymentProvider {
  readonly name: string;
  /** Registers a QR for one payment at the provider and answers its payload. */
  createPaymentQr(request: PaymentQrRequest): Promise<CreatedPaymentQr>;
  queryPayment(reference: string): Promise<ProviderPayment>;
  /**
   * Takes a QR back so it can no longer be paid, unless money already moved for it: answers the reference's state
   * afterwards (`withdrawn`, or `processing`/`paid` when the payment won the race).
   */
  withdrawPaymentQr(reference: string): Promise<ProviderPayment>;
  /**
   * Gives `amount` (at most what was paid) back to the payer of a paid reference. Once per reference: asking again (a
   * worker's retry) answers the refund already made, whatever amount is asked. Throws RefundRefusal.
   */
  refundPayment(reference: string, amount: number): Promise<ProviderRefund>;
  /** Checks a webhook's signature and freshness over its raw body; throws WebhookRefusal. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now: Date): VerifiedWebhook;
}
