import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebhookRefusal } from './port';
import { signWebhook, verifyWebhookSignature } from './webhookSignature';

const secret = 'a-webhook-secret-of-at-least-32-characters';
const body = Buffer.from('{"event":"payment.succeeded","reference":"VIP20260302000007RA1B2C3","amount":500000}');
const now = new Date('2026-03-02T03:00:00.000Z');
const refusalOf = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error instanceof WebhookRefusal ? error.reason : error;
  }
  return 'accepted';
};

describe('payment webhook signature', () => {
  it('signs t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body"> and accepts what it signed', () => {
    const header = signWebhook(secret, body, now);
    const timestamp = now.getTime() / 1000;
    expect(header).toBe(`t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body.toString()}`).digest('hex')}`);
    expect(refusalOf(() => verifyWebhookSignature(secret, header, body, now))).toBe('accepted');
  });

  it('refuses another secret, a changed body, a missing or garbled header', () => {
    const header = signWebhook(secret, body, now);
    expect(refusalOf(() => verifyWebhookSignature('another-secret-of-at-least-32-characters', header, body, now))).toBe('signature');
    expect(refusalOf(() => verifyWebhookSignature(secret, header, Buffer.from(body.toString().replace('500000', '5000')), now))).toBe('signature');
    expect(refusalOf(() => verifyWebhookSignature(secret, undefined, body, now))).toBe('signature');
    expect(refusalOf(() => verifyWebhookSignature(secret, 't=abc,v1=zz', body, now))).toBe('signature');
    expect(refusalOf(() => verifyWebhookSignature(undefined, header, body, now))).toBe('signature');
  });

  it('refuses a webhook signed more than five minutes from now (a replay), either way', () => {
    const minutes = (count: number) => new Date(now.getTime() + count * 60_000);
    expect(refusalOf(() => verifyWebhookSignature(secret, signWebhook(secret, body, minutes(-4)), body, now))).toBe('accepted');
    expect(refusalOf(() => verifyWebhookSignature(secret, signWebhook(secret, body, minutes(-6)), body, now))).toBe('stale');
    expect(refusalOf(() => verifyWebhookSignature(secret, signWebhook(secret, body, minutes(6)), body, now))).toBe('stale');
  });

  it('accepts any of several v1 signatures (the provider rotating its secret)', () => {
    const current = signWebhook(secret, body, now);
    const old = signWebhook('the-previous-secret-of-32-characters!!', body, now).split(',')[1];
    expect(refusalOf(() => verifyWebhookSignature(secret, `${current.split(',')[0]},${old},${current.split(',')[1]}`, body, now))).toBe('accepted');
  });
});
