import { parseMerchantQr, type MembershipView, type PaymentCheckView, type PaymentQrView, type ReceivableView, type VipLevelView, type VipOrderView } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../eventSourcing/history';
import { as, signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';
import { approvedPublisher } from '../../jobs/jobFixtures';
import { membershipStream } from '../membershipDecider';
import { paymentWebhook } from '../payments/routes';
import { SIGNATURE_HEADER, signWebhook } from '../payments/webhookSignature';
import { existingOrder } from './decider';
import { orderHandlers } from './handlers';

type Page<Row> = { list: Row[]; total: number };
const DAY_MS = 24 * 3600_000;

const levelForm = (en: string, price: number, sort: number, validDays = 30) => ({
  names: { en, 'zh-cn': `${en}会员`, lo: `ສະມາຊິກ ${en}`, th: `สมาชิก ${en}` },
  price,
  validDays,
  jobCount: 10 * sort,
  viewableResumes: 50 * sort,
  downloadableResumes: 10 * sort,
  adCount: sort,
  sort,
  enabled: true,
});

describe('VIP orders and payment', () => {
  let api: TestApi;
  let root: ApiClient;
  let admin: ApiClient;
  let publisher: ApiClient;
  let seeker: ApiClient;
  let basic: VipLevelView;
  let gold: VipLevelView;

  beforeAll(async () => {
    ({ api, root } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    admin = as(api, await signIn(api, 'admin'));
    publisher = as(api, await signIn(api, 'publisher'));
    seeker = as(api, await signIn(api, 'seeker'));
    basic = (await root.post('/vip-levels', levelForm('Basic', 500_000, 1))).body.data as VipLevelView;
    gold = (await root.post('/vip-levels', levelForm('Gold', 1_500_000, 2, 90))).body.data as VipLevelView;
    expect([basic.id, gold.id].every(Boolean)).toBe(true);
  }, 120_000);
  afterAll(async () => api?.close());

  async function submit(by: ApiClient, levelId: number): Promise<VipOrderView> {
    const { body } = await by.post('/vip-orders', { levelId });
    expect(body.code, body.msg).toBe('00000');
    return body.data as VipOrderView;
  }

  async function qrOf(by: ApiClient, orderNo: string): Promise<PaymentQrView> {
    const { body } = await by.post(`/vip-orders/${orderNo}/qr`, {});
    expect(body.code, body.msg).toBe('00000');
    return body.data as PaymentQrView;
  }

  const check = async (by: ApiClient, orderNo: string, how: 'confirm' | 'status' = 'confirm') =>
    ((how === 'confirm' ? await by.put(`/vip-orders/${orderNo}/confirm`) : await by.get(`/vip-orders/${orderNo}/status`)).body.data as PaymentCheckView);

  /** The simulated bank's page, as a developer's browser posts its form: answers the outcome it shows. */
  async function bank(payload: string, action: 'pay' | 'delay' | 'decline' | 'read'): Promise<{ outcome: string | undefined; html: string }> {
    const response = await fetch(`${api.baseUrl}/dev/bank?lang=en`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payload, action }),
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    return { outcome: /data-outcome="(\w+)"/.exec(html)?.[1], html };
  }

  /** A webhook as a provider sends it, signed with the api's secret (or another) at `signedAt`. */
  function webhook(body: Record<string, unknown>, options: { signedAt?: Date; secret?: string; rawBody?: string } = {}) {
    const rawBody = options.rawBody ?? JSON.stringify(body);
    const signature = signWebhook(options.secret ?? api.config.PAYMENT_WEBHOOK_SECRET!, rawBody, options.signedAt ?? new Date());
    return api.call('/api/v1/payments/webhook', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Payment-Signature': signature }, body: rawBody });
  }
  const paidBody = (qr: PaymentQrView, changes: Record<string, unknown> = {}) => ({
    event: 'payment.succeeded',
    reference: qr.reference,
    transactionId: `TX-${qr.reference}`,
    amount: qr.amount,
    currency: qr.currency,
    time: new Date().toISOString(),
    ...changes,
  });

  const activationsOf = async (publisherId: number, orderNo: string) =>
    (await api.store.readStream(membershipStream(publisherId))).filter((event) => event.type === 'MembershipActivated' && (event.data as { orderNo: string }).orderNo === orderNo).length;

  describe('who may', () => {
    it('asks anonymous callers to sign in on every order route, and refuses staff lists to publishers', async () => {
      const calls: [string, string][] = [
        ['POST', '/vip-orders'],
        ['GET', '/vip-orders/page'],
        ['GET', '/vip-orders/mine/page'],
        ['GET', '/vip-orders/receivable'],
        ['GET', '/vip-orders/VIP20260101000001/form'],
        ['GET', '/vip-orders/VIP20260101000001/history'],
        ['GET', '/vip-orders/VIP20260101000001/qr'],
        ['POST', '/vip-orders/VIP20260101000001/qr'],
        ['GET', '/vip-orders/VIP20260101000001/status'],
        ['PUT', '/vip-orders/VIP20260101000001/confirm'],
        ['PUT', '/vip-orders/VIP20260101000001/cancel'],
        ['PUT', '/vip-orders/VIP20260101000001/refund'],
        ['PUT', '/vip-orders/VIP20260101000001/accept-late-payment'],
      ];
      for (const [method, path] of calls) {
        const { body } = await api.call(`/api/v1${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
        expect([path, body.code]).toEqual([path, 'A0230']);
      }
      for (const path of ['/vip-orders/page', '/vip-orders/receivable']) expect((await publisher.get(path)).body.code).toBe('A0301');
      expect((await publisher.put('/vip-orders/VIP20260101000001/refund', { reason: 'x' })).body.code).toBe('A0301');
    });

    it('sells memberships to publishers only', async () => {
      const { body } = await seeker.post('/vip-orders', { levelId: basic.id });
      expect([body.code, body.msg]).toEqual(['A0301', 'Only job publishers can buy VIP membership']);
    });
  });

  describe('paying by QR through the simulated bank', () => {
    let order: VipOrderView;
    let qr: PaymentQrView;

    it('submits an order priced now, payable before the time limit', async () => {
      const { body } = await publisher.post('/vip-orders', { levelId: basic.id });
      expect([body.code, body.msg]).toEqual(['00000', 'Order submitted']);
      order = body.data as VipOrderView;
      expect(order).toMatchObject({ status: 'awaitingPayment', amount: 500_000, currency: 'LAK', change: 'new', creditDays: 0, levelName: 'Basic', reference: null });
      expect(order.orderNo).toMatch(/^VIP\d{8}\d{6}$/);
      expect(order.allowedActions.sort()).toEqual(['cancel', 'issueQr']);
      expect((await check(publisher, order.orderNo, 'status')).result).toBe('notFound');
    });

    it('issues a real EMVCo QR for the order’s amount, rendered as a PNG, expiring after the configured minutes', async () => {
      qr = await qrOf(publisher, order.orderNo);
      const parsed = parseMerchantQr(qr.payload);
      expect(parsed).toMatchObject({ amount: 500_000, currency: 'LAK', merchantName: 'JobMarket', merchantCity: 'Vientiane', billReference: qr.reference, isCrcValid: true });
      expect(parsed.fields['38']).toContain('A005266284662577');
      expect(qr.image).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(qr.image.split(',')[1]!, 'base64').toString()).toContain('<svg');
      expect(new Date(qr.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
      expect(qr).toMatchObject({ isExpired: false, amount: 500_000, merchantName: 'JobMarket' });
      expect((await publisher.get(`/vip-orders/${order.orderNo}/qr`)).body.data).toMatchObject({ reference: qr.reference, payload: qr.payload });
    });

    it('answers "not paid" to an early "I have paid", in the caller’s language', async () => {
      const early = await check(publisher, order.orderNo);
      expect(early).toEqual({ orderNo: order.orderNo, result: 'notPaid', message: 'Order not paid, please complete payment before clicking' });
      const thai = await api.call(`/api/v1/vip-orders/${order.orderNo}/confirm`, { method: 'PUT', headers: { Authorization: await signIn(api, 'publisher'), 'Accept-Language': 'th' } });
      expect((thai.body.data as PaymentCheckView).message).toBe(translate('th', 'membership.payment.notPaid'));
    });

    it('shows the QR in the bank, pays it, and the webhook activates the membership', async () => {
      const opened = await fetch(`${api.baseUrl}/dev/bank?lang=en&payload=${encodeURIComponent(qr.payload)}`);
      const page = await opened.text();
      expect(page).toContain('JobMarket, Vientiane');
      expect(page).toContain(qr.reference);
      expect(page).toMatch(/LAK|₭/);
      // the page's script comes from the app itself (the CSP allows no inline script)
      expect(opened.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(page).not.toMatch(/<script>(?!<\/script>)/);

      const paid = await bank(qr.payload, 'pay');
      expect(paid.outcome).toBe('paid');
      expect(paid.html).toContain('The merchant was notified (HTTP 200)');
      const answer = await check(publisher, order.orderNo);
      expect([answer.result, answer.message]).toEqual(['paid', 'Payment successful, membership activated']);
      expect(answer.membership).toMatchObject({ status: 'active', levelId: basic.id, daysLeft: 30, quotas: { jobs: { total: 10, used: 0, left: 10 }, ads: { total: 1, used: 0, left: 1 } } });
      const vip = (await publisher.get('/vip')).body.data as MembershipView;
      expect(vip).toMatchObject({ status: 'active', levelName: 'Basic', openOrderNo: null });
      expect((await bank(qr.payload, 'pay')).outcome).toBe('alreadyPaid');
    });

    it('lists the paid order for its publisher and for staff, with its history and the receivable', async () => {
      const mine = (await publisher.get('/vip-orders/mine/page')).body.data as Page<VipOrderView>;
      const paid = mine.list.find((row) => row.orderNo === order.orderNo)!;
      expect(paid).toMatchObject({ status: 'paid', providerTxId: expect.stringMatching(/^SB/), reference: qr.reference, allowedActions: [] });
      const staff = (await admin.get(`/vip-orders/page?status=paid&keywords=${order.orderNo}`)).body.data as Page<VipOrderView>;
      expect(staff.list.map((row) => [row.orderNo, row.allowedActions])).toEqual([[order.orderNo, ['refund']]]);
      const history = (await admin.get(`/vip-orders/${order.orderNo}/history`)).body.data as HistoryEntry[];
      expect(history.map((entry) => entry.type)).toEqual(['VipOrderSubmitted', 'PaymentQrIssued', 'VipOrderPaid']);
      const receivable = (await admin.get('/vip-orders/receivable?days=7')).body.data as ReceivableView;
      expect(receivable.currency).toBe('LAK');
      expect(receivable.monthTotal).toBeGreaterThanOrEqual(500_000);
      expect(receivable.days).toHaveLength(7);
      expect(receivable.days.at(-1)!.amount).toBeGreaterThanOrEqual(500_000);
      expect((await admin.get('/vip-orders/receivable?days=5')).body.code).toBe('A0402');
    });

    it('keeps another publisher out of the order', async () => {
      const other = (await approvedPublisher(api, admin, 'vip-stranger')).client;
      expect((await other.get(`/vip-orders/${order.orderNo}/form`)).body.code).toBe('A0606');
      expect((await other.post(`/vip-orders/${order.orderNo}/qr`, {})).body.code).toBe('A0606');
      expect((await check(other, order.orderNo)).result).toBe('notFound');
      expect((await other.get('/vip-orders/mine/page')).body.data).toEqual({ list: [], total: 0 });
    });

    it('refuses a cheaper level while a dearer one is active, and renews the same level from its end', async () => {
      const buyer = await approvedPublisher(api, admin, 'vip-upgrader');
      const goldOrder = await submit(buyer.client, gold.id);
      const goldQr = await qrOf(buyer.client, goldOrder.orderNo);
      expect((await bank(goldQr.payload, 'pay')).outcome).toBe('paid');
      const cheaper = await buyer.client.post('/vip-orders', { levelId: basic.id });
      expect([cheaper.body.code, cheaper.body.msg]).toEqual(['A0440', 'You can choose a cheaper level once your current membership ends']);
      const renewal = await submit(buyer.client, gold.id);
      expect(renewal).toMatchObject({ change: 'renewal', amount: 1_500_000 });
    });
  });

  describe('the webhook', () => {
    let payer: Awaited<ReturnType<typeof approvedPublisher>>;
    let order: VipOrderView;
    let qr: PaymentQrView;

    beforeAll(async () => {
      payer = await approvedPublisher(api, admin, 'vip-webhooks');
      order = await submit(payer.client, gold.id);
      qr = await qrOf(payer.client, order.orderNo);
    }, 60_000);

    it('refuses a bad signature, a replay older than five minutes, a malformed body, an amount other than the order’s, an unknown reference', async () => {
      const forged = await webhook(paidBody(qr), { secret: 'someone-else-entirely-guessing-the-secret' });
      expect([forged.status, forged.body.code]).toEqual([403, 'A0301']);
      const replayed = await webhook(paidBody(qr), { signedAt: new Date(Date.now() - 6 * 60_000) });
      expect([replayed.status, replayed.body.code]).toEqual([403, 'A0301']);
      const malformed = await webhook({}, { rawBody: '{"event":"payment.succeeded"' });
      expect([malformed.status, malformed.body.code]).toEqual([400, 'A0400']);
      const short = await webhook(paidBody(qr, { amount: 1_000 }));
      expect([short.status, short.body.code]).toEqual([400, 'A0402']);
      const baht = await webhook(paidBody(qr, { currency: 'THB' }));
      expect([baht.status, baht.body.code]).toEqual([400, 'A0402']);
      const unknown = await webhook(paidBody(qr, { reference: `${order.orderNo}RZZZZZZ` }));
      expect([unknown.status, unknown.body.code]).toEqual([404, 'A0606']);
      const nobody = await webhook(paidBody(qr, { reference: 'SOMETHING-ELSE' }));
      expect([nobody.status, nobody.body.code]).toEqual([404, 'A0606']);
      expect(existingOrder(await orderHandlers(api.moduleContext).loadOrder(order.orderNo)).status).toBe('awaitingPayment');
      expect(await activationsOf(payer.userId, order.orderNo)).toBe(0);
    });

    it('logs every refusal with its reason, never the signature', async () => {
      const lines: Record<string, unknown>[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      });
      const receiver = paymentWebhook({ ...api.moduleContext, logger: pino({ level: 'info' }, sink) });
      const command = { ip: '203.0.113.9', now: new Date() };
      const attempt = (rawBody: string, signedAt: Date) =>
        receiver.receive(Buffer.from(rawBody), { [SIGNATURE_HEADER]: signWebhook(api.config.PAYMENT_WEBHOOK_SECRET!, rawBody, signedAt) }, command).catch((error: { code?: string }) => error.code);
      expect(await attempt(JSON.stringify(paidBody(qr)), new Date(Date.now() - 10 * 60_000))).toBe('A0301');
      expect(await attempt(JSON.stringify(paidBody(qr, { amount: 1 })), new Date())).toBe('A0402');
      expect(await attempt(JSON.stringify(paidBody(qr, { reference: `${order.orderNo}RAAAAAA` })), new Date())).toBe('A0606');
      expect(lines.map((line) => [line.msg, line.why, line.ip])).toEqual([
        ['payment webhook refused', 'stale', '203.0.113.9'],
        ['payment webhook refused', 'amount or currency differs from the order', '203.0.113.9'],
        ['payment webhook refused', 'unknown reference', '203.0.113.9'],
      ]);
      expect(JSON.stringify(lines)).not.toContain('v1=');
    });

    it('activates once for two identical webhooks arriving together; a third changes nothing', async () => {
      const body = paidBody(qr);
      const together = await Promise.all([webhook(body), webhook(body)]);
      expect(together.map((answer) => [answer.status, answer.body.code])).toEqual([
        [200, '00000'],
        [200, '00000'],
      ]);
      expect((await webhook(body)).body.data).toEqual({ orderNo: order.orderNo, status: 'paid' });
      expect(await activationsOf(payer.userId, order.orderNo)).toBe(1);
      const orderEvents = (await api.store.readStream(`vip-order-${order.orderNo}`)).map((event) => event.type);
      expect(orderEvents.filter((type) => type === 'VipOrderPaid')).toHaveLength(1);
      expect((await check(payer.client, order.orderNo, 'status')).membership).toMatchObject({ status: 'active', levelId: gold.id, daysLeft: 90 });
    });

    it('refuses money of a second transaction for an order already paid (staff refund it at the provider)', async () => {
      const second = await webhook(paidBody(qr, { transactionId: 'TX-SECOND' }));
      expect([second.status, second.body.code]).toEqual([409, 'A0440']);
      expect(await activationsOf(payer.userId, order.orderNo)).toBe(1);
    });
  });

  describe('refresh, processing, decline', () => {
    it('withdraws the old QR on refresh, refuses a refresh while the bank is moving money, and pays after processing', async () => {
      const buyer = await approvedPublisher(api, admin, 'vip-refresher');
      const order = await submit(buyer.client, basic.id);
      const first = await qrOf(buyer.client, order.orderNo);
      const second = await qrOf(buyer.client, order.orderNo);
      expect(second.reference).not.toBe(first.reference);
      expect((await bank(first.payload, 'pay')).outcome).toBe('withdrawn');

      expect((await bank(second.payload, 'decline')).outcome).toBe('declined');
      expect((await check(buyer.client, order.orderNo)).result).toBe('notPaid');
      expect((await bank(second.payload, 'delay')).outcome).toBe('processing');
      const inProgress = await check(buyer.client, order.orderNo);
      expect([inProgress.result, inProgress.message]).toEqual(['processing', 'Order payment in progress, please try again later']);
      const refused = await buyer.client.post(`/vip-orders/${order.orderNo}/qr`, {});
      expect([refused.body.code, refused.body.msg]).toEqual(['A0440', 'A payment for this order is in progress: wait for it before getting a new QR code']);

      expect((await bank(second.payload, 'pay')).outcome).toBe('paid');
      expect((await check(buyer.client, order.orderNo)).result).toBe('paid');
      const history = (await buyer.client.get(`/vip-orders/${order.orderNo}/history`)).body.data as HistoryEntry[];
      expect(history.map((entry) => entry.type)).toEqual([
        'VipOrderSubmitted',
        'PaymentQrIssued',
        'PaymentQrWithdrawn',
        'PaymentQrIssued',
        'PaymentDeclined',
        'PaymentProcessing',
        'VipOrderPaid',
      ]);
    });

    it('finds a payment whose webhook was lost when the publisher says "I have paid"', async () => {
      const buyer = await approvedPublisher(api, admin, 'vip-lostwebhook');
      const order = await submit(buyer.client, basic.id);
      const qr = await qrOf(buyer.client, order.orderNo);
      // the bank moved the money but its webhook never arrived: only the bank's books know
      await api.db('dev_bank_payments').where({ reference: qr.reference }).update({ status: 'paid', transaction_id: 'SB-LOST', paid_at: new Date() });
      expect((await check(buyer.client, order.orderNo, 'status')).result).toBe('notPaid');
      expect((await check(buyer.client, order.orderNo)).result).toBe('paid');
      expect(existingOrder(await orderHandlers(api.moduleContext).loadOrder(order.orderNo)).payment).toMatchObject({ providerTxId: 'SB-LOST', source: 'query' });
    });
  });

  describe('time limit, late payment, staff actions', () => {
    it('cancels an unpaid order at its time limit; money arriving later waits for staff, who accept it and later refund it', async () => {
      const buyer = await approvedPublisher(api, admin, 'vip-latecomer');
      const order = await submit(buyer.client, basic.id);
      const qr = await qrOf(buyer.client, order.orderNo);
      const handlers = orderHandlers(api.moduleContext);
      const payBefore = new Date(existingOrder(await handlers.loadOrder(order.orderNo)).payBefore);
      expect(payBefore.getTime() - Date.now()).toBeGreaterThan(2.9 * DAY_MS);

      // a timer that comes early leaves the order alone
      expect((await handlers.cancelForTimeLimit(order.orderNo, { actorId: 'system', now: new Date() })).position).toBeUndefined();
      const cancelled = await handlers.cancelForTimeLimit(order.orderNo, { actorId: 'system', now: new Date(payBefore.getTime() + 1000) });
      expect(existingOrder(cancelled.state)).toMatchObject({ status: 'cancelled', cancelledBy: 'timeLimit', qr: null });
      const cancelledEvent = (await api.store.readStream(`vip-order-${order.orderNo}`)).at(-1)!;
      expect(cancelledEvent.data).toMatchObject({ cancelledBy: 'timeLimit', noticeId: expect.any(Number) });
      expect((await bank(qr.payload, 'pay')).outcome).toBe('withdrawn');
      const told = await check(buyer.client, order.orderNo);
      expect([told.result, told.message]).toEqual(['cancelled', 'This order was cancelled. Choose a level again to get a new order.']);

      // the payer's bank had raced the withdrawal: the money is recorded, never lost, and nothing activates yet
      expect((await webhook(paidBody(qr, { transactionId: 'TX-LATE' }))).body.code).toBe('00000');
      expect(existingOrder(await handlers.loadOrder(order.orderNo)).status).toBe('paidAfterCancel');
      expect(await activationsOf(buyer.userId, order.orderNo)).toBe(0);

      const accepted = await admin.put(`/vip-orders/${order.orderNo}/accept-late-payment`, { reason: 'Paid within the hour' });
      expect([accepted.body.code, accepted.body.msg]).toEqual(['00000', 'Payment accepted, membership activated']);
      expect(accepted.body.data).toMatchObject({ status: 'paid', reason: 'Paid within the hour', allowedActions: ['refund'] });
      expect(await activationsOf(buyer.userId, order.orderNo)).toBe(1);
      expect(((await buyer.client.get('/vip')).body.data as MembershipView).status).toBe('active');

      const noReason = await admin.put(`/vip-orders/${order.orderNo}/refund`, {});
      expect(noReason.body.code).toBe('A0410');
      const refunded = await admin.put(`/vip-orders/${order.orderNo}/refund`, { reason: 'Company closed' });
      expect([refunded.body.code, refunded.body.msg]).toEqual(['00000', 'Order refunded, membership revoked']);
      expect(refunded.body.data).toMatchObject({ status: 'refunded', reason: 'Company closed', refundTime: expect.any(String) });
      expect(((await buyer.client.get('/vip')).body.data as MembershipView).status).toBe('revoked');
      expect((await admin.put(`/vip-orders/${order.orderNo}/refund`, { reason: 'again' })).body.msg).toBe('Only a paid order can be refunded');
    });

    it('cancels at the time limit even while the bank is still moving money, which then arrives as a late payment', async () => {
      const buyer = await approvedPublisher(api, admin, 'vip-slowbank');
      const order = await submit(buyer.client, basic.id);
      const qr = await qrOf(buyer.client, order.orderNo);
      expect((await bank(qr.payload, 'delay')).outcome).toBe('processing');
      const refused = await buyer.client.put(`/vip-orders/${order.orderNo}/cancel`, {});
      expect([refused.body.code, refused.body.msg]).toEqual(['A0440', 'A payment for this order is in progress: wait for it before getting a new QR code']);
      const handlers = orderHandlers(api.moduleContext);
      const payBefore = new Date(existingOrder(await handlers.loadOrder(order.orderNo)).payBefore);
      await handlers.cancelForTimeLimit(order.orderNo, { actorId: 'system', now: new Date(payBefore.getTime() + 1000) });
      expect(existingOrder(await handlers.loadOrder(order.orderNo)).status).toBe('cancelled');
      expect((await bank(qr.payload, 'pay')).outcome).toBe('paid');
      expect(existingOrder(await handlers.loadOrder(order.orderNo)).status).toBe('paidAfterCancel');
      expect(await activationsOf(buyer.userId, order.orderNo)).toBe(0);
    });

    it('lets the publisher cancel their own open order, and staff only with a reason', async () => {
      const buyer = await approvedPublisher(api, admin, 'vip-canceller');
      const own = await submit(buyer.client, basic.id);
      const qr = await qrOf(buyer.client, own.orderNo);
      const cancelled = await buyer.client.put(`/vip-orders/${own.orderNo}/cancel`, {});
      expect([cancelled.body.code, cancelled.body.msg]).toEqual(['00000', 'Order cancelled']);
      expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelledBy: 'publisher' });
      expect((await bank(qr.payload, 'pay')).outcome).toBe('withdrawn');
      expect((await buyer.client.put(`/vip-orders/${own.orderNo}/cancel`, {})).body.msg).toBe('This order is already closed');

      const other = await submit(buyer.client, basic.id);
      expect((await admin.put(`/vip-orders/${other.orderNo}/cancel`, {})).body.code).toBe('A0410');
      const byStaff = await admin.put(`/vip-orders/${other.orderNo}/cancel`, { reason: 'Duplicate order' });
      expect(byStaff.body.data).toMatchObject({ status: 'cancelled', cancelledBy: 'staff', reason: 'Duplicate order' });
      expect((await seeker.put(`/vip-orders/${other.orderNo}/cancel`, {})).body.code).toBe('A0606');
    });
  });
});
