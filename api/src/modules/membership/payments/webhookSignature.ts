import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRefusal } from './port';

/** The header a provider signs its webhooks in: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + rawBody)>`. */
export const SIGNATURE_HEADER = 'x-payment-signature';

/** A webhook older or newer than this is refused: a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

const hmacOf = (secret: string, timestamp: number, rawBody: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');

/** The signature header for a body sent at `now` (what the provider, here the simulated bank, sends). */
export function signWebhook(secret: string, rawBody: Buffer | string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmacOf(secret, timestamp, rawBody)}`;
}

/**
 * Checks a webhook's signature over its exact bytes (parsing first would accept a re-serialised body) and that it was
 * signed within the tolerance of `now`. Throws WebhookRefusal('signature' | 'stale').
 */
export function verifyWebhookSignature(secret: string | undefined, header: string | string[] | undefined, rawBody: Buffer, now: Date): void {
  if (!secret || typeof header !== 'string') throw new WebhookRefusal('signature');
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]));
  const timestamp = Number(parts.get('t'));
  const signatures = header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('v1='))
    .map((part) => part.slice(3));
  if (!Number.isInteger(timestamp) || signatures.length === 0) throw new WebhookRefusal('signature');
  const expected = Buffer.from(hmacOf(secret, timestamp, rawBody), 'hex');
  // constant time, and any of several v1 signatures (a provider rotating its secret sends both)
  const isSigned = signatures.some((signature) => {
    const given = /^[0-9a-f]+$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!isSigned) throw new WebhookRefusal('signature');
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookRefusal('stale');
}
