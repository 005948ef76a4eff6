import { consultOrderStream, type ConsultOrderEvent } from '@jobmarket/contracts';
import { USERS_TABLE } from '@jobmarket/projections';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandContext } from '../../../eventSourcing/decider';
import { as, signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';
import { paymentProviderOf } from '../../membership/payments/paymentProvider';
import { DEV_BANK_REFUNDS_TABLE } from '../../membership/payments/simulatedBankLedger';
import { actOnQr } from '../../membership/payments/simulatedPayer';
import { SIGNATURE_HEADER, signWebhook } from '../../membership/payments/webhookSignature';
import type { ConsultPaymentQrView } from './handlers';
import { consultPaymentStream, type ConsultPaymentEvent } from './paymentDecider';
import { consultPayments, expireConsultOrder, refundConsultOrder } from './routes';

const PRICE = 150_000;

/**
 * Paying consult orders through the membership payment port and its simulated bank, against the real PostgreSQL:
 * the orders are booked by their events (the booking itself is the orders part's, tested there); paying, refunding and
 * the webhook go through the real handlers of both parts.
 */
describe('consult order payments', () => {
  let api: TestApi;
  let seekerId: number;
  let otherSeekerId: number;
  let nextOrderId = 1;
  let seekerClient: ApiClient;
  let otherClient: ApiClient;

  beforeAll(async () => {
    ({ api } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    const idOf = async (username: string) => Number((await api.db(USERS_TABLE).where({ username }).first('id')).id);
    seekerId = await idOf('seeker');
    otherSeekerId = await idOf('publisher');
    seekerClient = as(api, await signIn(api, 'seeker'));
    otherClient = as(api, await signIn(api, 'publisher'));
  }, 120_000);
  afterAll(async () => api?.close());

  const command = (now = new Date()): CommandContext => ({ actorId: String(seekerId), now });
  const seeker = () => ({ userId: String(seekerId) });

  /** A consult order booked by `seeker` at `price`, waiting for payment for 30 minutes (or already confirmed when free). */
  async function bookedOrder(options: { price?: number; payBefore?: Date } = {}): Promise<number> {
    const orderId = 900_000 + nextOrderId++;
    const price = options.price ?? PRICE;
    const startsAt = new Date(Date.now() + 3 * 24 * 3600_000);
    const events: ConsultOrderEvent[] = [
      {
        type: 'ConsultBooked',
        data: {
          orderId,
          orderNo: `CO20261125${String(orderId).padStart(6, '0')}`,
          seekerId,
          counselorId: 1,
          mode: 'online',
          topic: null,
          price,
          currency: 'LAK',
          payBefore: price > 0 ? (options.payBefore ?? new Date(Date.now() + 30 * 60_000)).toISOString() : null,
          locale: 'en',
          uid: `consult-order-${orderId}@jobmarket`,
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + 3600_000).toISOString(),
        },
      },
    ];
    if (price === 0) events.push({ type: 'ConsultConfirmed', data: { orderId, sequence: 0 } });
    await api.store.appendToStream(consultOrderStream(orderId), events.map((event) => ({ ...event, metadata: { schemaVersion: 1 } })), { expectedRevision: 'no_stream' });
    return orderId;
  }

  const orderEvents = async (orderId: number) => (await api.store.readStream(consultOrderStream(orderId))) as unknown as ConsultOrderEvent[];
  const count = async (orderId: number, type: ConsultOrderEvent['type']) => (await orderEvents(orderId)).filter((event) => event.type === type).length;

  /** The provider's webhook over HTTP, signed as the simulated bank signs it. */
  function webhook(rawBody: string) {
    return api.call('/api/v1/payments/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signWebhook(api.config.PAYMENT_WEBHOOK_SECRET!, rawBody, new Date()) },
      body: rawBody,
    });
  }

  /** The simulated bank pays the QR; its webhook goes to the api (or is lost, when `deliver` is false). Answers the webhook's body. */
  async function payInBank(qr: ConsultPaymentQrView, deliver = true): Promise<string> {
    let sent = '';
    const answer = await actOnQr(api.db, api.config.PAYMENT_WEBHOOK_SECRET!, qr.payload, 'pay', new Date(), async (rawBody) => {
      sent = rawBody;
      if (!deliver) return undefined;
      const { body } = await webhook(rawBody);
      expect(body.code, body.msg).toBe('00000');
      return 200;
    });
    expect('outcome' in answer && answer.outcome).toBe('paid');
    return sent;
  }

  it('issues the QR to the order’s seeker only, with a consult reference, and the same QR again while it lives', async () => {
    const payments = consultPayments(api.moduleContext);
    const orderId = await bookedOrder();
    const qr = await payments.issueQr(seeker(), orderId, command());
    expect(qr.reference).toMatch(new RegExp(`^CO${orderId}R[0-9A-F]{6}$`));
    expect(qr).toMatchObject({ orderId, amount: PRICE, currency: 'LAK' });
    expect(qr.qrDataUrl.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(qr.payload).toContain(qr.reference);
    expect((await payments.issueQr(seeker(), orderId, command())).reference).toBe(qr.reference);

    await expect(payments.issueQr({ userId: String(otherSeekerId) }, orderId, command())).rejects.toMatchObject({ code: 'A0606' });
    await expect(payments.issueQr(seeker(), 999_999_999, command())).rejects.toMatchObject({ code: 'A0606' });
    // a free session has nothing to pay; a late one can no longer be paid
    await expect(payments.issueQr(seeker(), await bookedOrder({ price: 0 }), command())).rejects.toMatchObject({ code: 'A0440' });
    await expect(payments.issueQr(seeker(), await bookedOrder({ payBefore: new Date(Date.now() - 1000) }), command())).rejects.toMatchObject({ code: 'A0440' });
  });

  it('serves the QR and the "I have paid" check over HTTP to the signed-in seeker of the order only', async () => {
    const orderId = await bookedOrder();
    for (const [method, path] of [['POST', `/consult-orders/${orderId}/payment-qr`], ['GET', `/consult-orders/${orderId}/payment-status`]] as const) {
      const { body } = await api.call(`/api/v1${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
      expect([path, body.code]).toEqual([path, 'A0230']);
    }
    expect((await otherClient.post(`/consult-orders/${orderId}/payment-qr`, {})).body.code).toBe('A0606');
    const { body } = await seekerClient.post(`/consult-orders/${orderId}/payment-qr`, {});
    expect(body.code, body.msg).toBe('00000');
    const qr = body.data as ConsultPaymentQrView;
    expect(qr.reference.startsWith(`CO${orderId}R`)).toBe(true);
    const early = await seekerClient.get(`/consult-orders/${orderId}/payment-status`);
    expect(early.body.data).toMatchObject({ orderId, result: 'notPaid', message: 'Order not paid, please complete payment before clicking' });
    expect((await otherClient.get(`/consult-orders/${orderId}/payment-status`)).body.data).toMatchObject({ result: 'notFound' });
    await payInBank(qr);
    expect((await seekerClient.get(`/consult-orders/${orderId}/payment-status`)).body.data).toMatchObject({ result: 'paid' });
  });

  it('pays the order once through the simulated bank’s webhook, however often the webhook comes', async () => {
    const payments = consultPayments(api.moduleContext);
    const orderId = await bookedOrder();
    expect((await payments.checkPayment(seeker(), orderId, { command: command(), locale: 'en' })).result).toBe('notFound');
    const qr = await payments.issueQr(seeker(), orderId, command());
    expect((await payments.checkPayment(seeker(), orderId, { command: command(), locale: 'en' })).result).toBe('notPaid');

    const rawBody = await payInBank(qr);
    const again = await webhook(rawBody);
    expect(again.body.code).toBe('00000');
    expect(again.body.data).toMatchObject({ consultOrderId: orderId, outcome: 'unchanged' });
    // the provider retrying several at once changes nothing either
    const racing = await Promise.all([webhook(rawBody), webhook(rawBody), webhook(rawBody)]);
    expect(racing.map((answer) => answer.body.code)).toEqual(['00000', '00000', '00000']);

    expect(await count(orderId, 'ConsultPaid')).toBe(1);
    expect(await count(orderId, 'ConsultConfirmed')).toBe(1);
    const paid = (await orderEvents(orderId)).find((event) => event.type === 'ConsultPaid');
    expect(paid?.data).toMatchObject({ amount: PRICE, providerTxId: JSON.parse(rawBody).transactionId });
    const check = await payments.checkPayment(seeker(), orderId, { command: command(), locale: 'th' });
    expect(check.result).toBe('paid');
    // another's order reads as not found, paid or not
    expect((await payments.checkPayment({ userId: String(otherSeekerId) }, orderId, { command: command(), locale: 'en' })).result).toBe('notFound');
    // a paid order gets no new QR
    await expect(payments.issueQr(seeker(), orderId, command())).rejects.toMatchObject({ code: 'A0440' });
  });

  it('pays once when the first webhook arrives several times at once', async () => {
    const payments = consultPayments(api.moduleContext);
    const orderId = await bookedOrder();
    const rawBody = await payInBank(await payments.issueQr(seeker(), orderId, command()), false);
    const answers = await Promise.all([webhook(rawBody), webhook(rawBody), webhook(rawBody)]);
    expect(answers.map((answer) => answer.body.code)).toEqual(['00000', '00000', '00000']);
    expect(answers.map((answer) => (answer.body.data as { outcome: string }).outcome).filter((outcome) => outcome === 'applied').length).toBeGreaterThanOrEqual(1);
    expect(await count(orderId, 'ConsultPaid')).toBe(1);
    const received = ((await api.store.readStream(consultPaymentStream(orderId))) as unknown as ConsultPaymentEvent[]).filter((event) => event.type === 'ConsultPaymentReceived');
    expect(received.map((event) => event.data.isApplied)).toEqual([true]);
  });

  it('"I have paid" finds a payment whose webhook was lost, and confirms the order', async () => {
    const payments = consultPayments(api.moduleContext);
    const orderId = await bookedOrder();
    const qr = await payments.issueQr(seeker(), orderId, command());
    await payInBank(qr, false);
    expect(await count(orderId, 'ConsultPaid')).toBe(0);
    expect((await payments.checkPayment(seeker(), orderId, { command: command(), locale: 'en' })).result).toBe('paid');
    expect(await count(orderId, 'ConsultPaid')).toBe(1);
    expect((await payments.checkPayment(seeker(), orderId, { command: command(), locale: 'en' })).result).toBe('paid');
    expect(await count(orderId, 'ConsultPaid')).toBe(1);
  });

  it('at the time limit, confirms an order paid in time whose webhook was lost, and expires one left unpaid with its QR withdrawn', async () => {
    const payments = consultPayments(api.moduleContext);
    const paidId = await bookedOrder({ payBefore: new Date(Date.now() + 60_000) });
    await payInBank(await payments.issueQr(seeker(), paidId, command()), false);
    const unpaidId = await bookedOrder({ payBefore: new Date(Date.now() + 60_000) });
    const unpaidQr = await payments.issueQr(seeker(), unpaidId, command());
    // a timer early changes nothing
    await expireConsultOrder(api.moduleContext, unpaidId, command());
    expect(await count(unpaidId, 'ConsultExpired')).toBe(0);

    const atLimit = command(new Date(Date.now() + 61_000));
    await expireConsultOrder(api.moduleContext, paidId, atLimit);
    await expireConsultOrder(api.moduleContext, unpaidId, atLimit);
    expect([await count(paidId, 'ConsultPaid'), await count(paidId, 'ConsultExpired')]).toEqual([1, 0]);
    expect([await count(unpaidId, 'ConsultPaid'), await count(unpaidId, 'ConsultExpired')]).toEqual([0, 1]);
    expect((await paymentProviderOf(api.moduleContext).queryPayment(unpaidQr.reference)).status).toBe('withdrawn');
  });

  it('refuses a webhook whose amount or currency is not the order’s, and one for a reference never issued', async () => {
    const payments = consultPayments(api.moduleContext);
    const orderId = await bookedOrder();
    const qr = await payments.issueQr(seeker(), orderId, command());
    const body = { event: 'payment.succeeded', reference: qr.reference, transactionId: `TX-${qr.reference}`, amount: PRICE, currency: 'LAK', time: new Date().toISOString() };
    expect((await webhook(JSON.stringify({ ...body, amount: PRICE - 1 }))).body.code).toBe('A0402');
    expect((await webhook(JSON.stringify({ ...body, currency: 'THB' }))).body.code).toBe('A0402');
    expect((await webhook(JSON.stringify({ ...body, reference: `CO${orderId}R000000` }))).body.code).toBe('A0606');
    expect((await webhook(JSON.stringify({ ...body, reference: 'CO999999999R000000' }))).body.code).toBe('A0606');
    expect(await count(orderId, 'ConsultPaid')).toBe(0);
    expect((await payments.checkPayment(seeker(), orderId, { command: command(), locale: 'en' })).result).toBe('notPaid');
  });

  it('records money that comes for an expired order, unapplied and logged, instead of losing it', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const payments = consultPayments({ ...api.moduleContext, logger: pino({ level: 'info' }, sink) });
    const orderId = await bookedOrder();
    const qr = await payments.issueQr(seeker(), orderId, command());
    await api.store.appendToStream(consultOrderStream(orderId), [{ type: 'ConsultExpired', data: { orderId }, metadata: { schemaVersion: 1 } }], { expectedRevision: 'any' });
    const paidTime = new Date().toISOString();
    const verified = { reference: qr.reference, providerTxId: 'TX-LATE-1', status: 'paid' as const, amount: PRICE, currency: 'LAK', paidTime };
    expect((await payments.applyWebhook(verified, command())).outcome).toBe('unapplied');
    expect((await payments.applyWebhook(verified, command())).outcome).toBe('unchanged');
    expect(await count(orderId, 'ConsultPaid')).toBe(0);
    const recorded = ((await api.store.readStream(consultPaymentStream(orderId))) as unknown as ConsultPaymentEvent[]).filter((event) => event.type === 'ConsultPaymentReceived');
    expect(recorded.map((event) => event.data)).toEqual([expect.objectContaining({ providerTxId: 'TX-LATE-1', amount: PRICE, isApplied: false, orderStatus: 'expired' })]);
    expect(lines.filter((line) => line.includes('money for an order that cannot take it'))).toHaveLength(1);

    // staff see it and give it back through the port, once; the seeker may do neither
    expect((await seekerClient.get(`/consult-orders/${orderId}/payments`)).body.code).toBe('A0301');
    expect((await seekerClient.put(`/consult-orders/${orderId}/payments/TX-LATE-1/return`, { reason: 'late' })).body.code).toBe('A0301');
    const before = await payments.paymentsOf(orderId);
    expect(before.payments).toEqual([expect.objectContaining({ providerTxId: 'TX-LATE-1', isApplied: false, returned: null })]);
    // the simulated bank holds no payment for this reference (the word came straight to the handler): nothing to refund there
    await expect(payments.returnUnapplied(orderId, 'TX-LATE-1', { reason: 'came after expiry' }, command())).rejects.toMatchObject({ code: 'A0440' });
  });

  it('gives back money that came for a cancelled order through the simulated bank, once', async () => {
    const payments = consultPayments(api.moduleContext);
    const orderId = await bookedOrder();
    const qr = await payments.issueQr(seeker(), orderId, command());
    await api.store.appendToStream(
      consultOrderStream(orderId),
      [{ type: 'ConsultCancelled', data: { orderId, by: 'seeker', actorId: String(seekerId), reason: null, refund: false, sequence: 0 }, metadata: { schemaVersion: 1 } }],
      { expectedRevision: 'any' },
    );
    const rawBody = await payInBank(qr);
    const { transactionId } = JSON.parse(rawBody) as { transactionId: string };
    expect(await count(orderId, 'ConsultPaid')).toBe(0);
    await payments.returnUnapplied(orderId, transactionId, { reason: 'paid after cancelling' }, command());
    await payments.returnUnapplied(orderId, transactionId, { reason: 'paid after cancelling' }, command());
    const view = await payments.paymentsOf(orderId);
    expect(view.payments).toEqual([expect.objectContaining({ providerTxId: transactionId, isApplied: false, orderStatus: 'cancelledBySeeker', returned: expect.objectContaining({ amount: PRICE, reason: 'paid after cancelling' }) })]);
    expect(await api.db(DEV_BANK_REFUNDS_TABLE).where({ reference: qr.reference })).toHaveLength(1);
    expect(await count(orderId, 'ConsultRefunded')).toBe(0);
  });

  it('refunds a paid order cancelled for refund once through the port, and leaves others alone', async () => {
    const payments = consultPayments(api.moduleContext);
    const orderId = await bookedOrder();
    await payInBank(await payments.issueQr(seeker(), orderId, command()));
    // paid but not cancelled for refund: nothing leaves the bank
    expect((await refundConsultOrder(api.moduleContext, orderId, command())).outcome).toBe('unchanged');
    await api.store.appendToStream(
      consultOrderStream(orderId),
      [{ type: 'ConsultCancelled', data: { orderId, by: 'seeker', actorId: String(seekerId), reason: null, refund: true, sequence: 0 }, metadata: { schemaVersion: 1 } }],
      { expectedRevision: 'any' },
    );
    const first = await refundConsultOrder(api.moduleContext, orderId, command());
    const second = await refundConsultOrder(api.moduleContext, orderId, command());
    expect([first.outcome, second.outcome]).toEqual(['refunded', 'unchanged']);
    const refunds = (await orderEvents(orderId)).filter((event) => event.type === 'ConsultRefunded');
    expect(refunds).toHaveLength(1);
    const reference = ((await api.store.readStream(consultPaymentStream(orderId))) as unknown as ConsultPaymentEvent[]).find((event) => event.type === 'ConsultPaymentQrIssued')!.data.reference;
    const rows = await api.db(DEV_BANK_REFUNDS_TABLE).where({ reference });
    expect(rows).toHaveLength(1);
    expect(refunds[0]!.data).toMatchObject({ amount: PRICE, providerRef: rows[0].refund_id });
    // the port refunds a reference once: asked again, it answers the same refund
    expect((await paymentProviderOf(api.moduleContext).refundPayment(reference, PRICE)).refundId).toBe(rows[0].refund_id);
  });
});
