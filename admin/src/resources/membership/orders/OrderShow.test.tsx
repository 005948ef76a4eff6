import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeRoute } from '../../../test/fakeApi';
import { fakeApi, ok } from '../../../test/fakeApi';
import { i18nProvider } from '../../../providers/i18n';
import { accessChecksSettled, renderAdmin, stubApi } from '../../../test/renderAdmin';
import { historyEntry, orderView, publisher, staff } from '../membershipTestData';
import { OrderShow } from './OrderShow';

const ORDER = 'VIP20261120000042';
const lateOrder = orderView({
  status: 'paidAfterCancel',
  cancelledBy: 'timeLimit',
  paidTime: '2026-11-23 10:00:00',
  reference: 'R8F2K1',
  allowedActions: ['refund', 'acceptLatePayment'],
});
const names = { en: 'Gold', 'zh-cn': '黄金', lo: 'ຄຳ', th: 'ทอง' };
const history = [
  historyEntry(0, 'VipOrderSubmitted', { orderNo: ORDER, levelId: 2, names, amount: 1_500_000, currency: 'LAK', change: 'upgrade', creditDays: 12, payBefore: '2026-11-23T02:00:00Z' }, publisher),
  historyEntry(1, 'PaymentQrIssued', { orderNo: ORDER, reference: 'R8F2K1', payload: '000201…', issueTime: '2026-11-20T02:00:00Z', expiresAt: '2026-11-20T02:15:00Z' }, publisher),
  historyEntry(2, 'VipOrderCancelled', { orderNo: ORDER, cancelledBy: 'timeLimit', actorId: null, reason: null, noticeId: 9 }, { id: 'system', username: null, nickname: null }),
  historyEntry(3, 'LatePaymentReceived', { orderNo: ORDER, reference: 'R8F2K1', providerTxId: 'SIMTX-7788', amount: 1_500_000, paidTime: '2026-11-23T03:00:00Z', source: 'webhook' }, null),
];

let api: ReturnType<typeof fakeApi>;
function renderShow(perms: string[], record = lateOrder, routes: Record<string, FakeRoute> = {}) {
  api = stubApi({
    [`GET /api/v1/vip-orders/${ORDER}/form`]: () => ok(record),
    [`GET /api/v1/vip-orders/${ORDER}/history`]: () => ok(history),
    ...routes,
  });
  return renderAdmin(<OrderShow id={ORDER} />, { perms, resource: 'vip-orders' });
}
afterEach(() => vi.unstubAllGlobals());

const settled = { timeout: 5000 };
const valueOf = (label: string) => screen.getByText(label, { selector: '.MuiTypography-caption' }).nextSibling as HTMLElement;

describe('OrderShow', () => {
  it("shows every fact of the order: amount in its currency, kind, status, times, references and who cancelled", async () => {
    renderShow(['biz:vip:query']);
    expect(await screen.findByText('R8F2K1', {}, settled)).toBeInTheDocument();
    expect(valueOf('Order number')).toHaveTextContent(ORDER);
    expect(valueOf('Publisher')).toHaveTextContent('Somchai');
    expect(valueOf('Payable amount')).toHaveTextContent('LAK 1,500,000');
    expect(valueOf('Kind')).toHaveTextContent('New membership');
    expect(valueOf('Status')).toHaveTextContent('Paid after cancellation');
    expect(valueOf('Provider reference')).toHaveTextContent('SIMTX-7788');
    expect(valueOf('Cancelled by')).toHaveTextContent('Payment time limit');
    expect(valueOf('Refunded')).toHaveTextContent('—');
  });

  it('offers the actions the order allows to staff holding biz:vip:refund, and accepts a late payment with a reason', async () => {
    renderShow(['biz:vip:query', 'biz:vip:refund'], lateOrder, { [`PUT /api/v1/vip-orders/${ORDER}/accept-late-payment`]: () => ok(null) });
    expect(await screen.findByRole('button', { name: 'Refund' }, settled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept late payment' }));
    const dialog = await screen.findByRole('dialog', { name: `Accept the late payment of order ${ORDER}` }, settled);
    expect(within(dialog).getByText(/Somchai paid LAK 1,500,000 after the order was cancelled/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Bank delay confirmed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept late payment' }));
    await waitFor(() => expect(api.calls('PUT', `/api/v1/vip-orders/${ORDER}/accept-late-payment`)).toHaveLength(1), settled);
    expect(JSON.parse(api.calls('PUT', `/api/v1/vip-orders/${ORDER}/accept-late-payment`)[0]!.body!)).toEqual({ reason: 'Bank delay confirmed' });
    expect(await screen.findByText('Payment accepted, membership activated', {}, settled)).toBeInTheDocument();
    // the order is read again as it now stands
    await waitFor(() => expect(api.calls('GET', `/api/v1/vip-orders/${ORDER}/form`).length).toBeGreaterThan(1), settled);
  });

  it('offers nothing on a refunded order (the api allows no action on it)', async () => {
    renderShow(['biz:vip:query', 'biz:vip:refund'], orderView({ status: 'refunded', allowedActions: [] }));
    await screen.findByText('Refunded', { selector: '.MuiChip-label' }, settled);
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it("tells the order's flow newest first: what was ordered, each QR code, the cancellation and the money that came late", async () => {
    renderShow(['biz:vip:query']);
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }, settled));
    const table = await screen.findByRole('table', { name: 'History' }, settled);
    const [late, cancelled, qr, submitted] = within(table).getAllByRole('row').slice(1);
    expect(within(late!).getByText('Payment received after cancellation')).toBeInTheDocument();
    expect(within(late!).getByText('Amount LAK 1,500,000')).toBeInTheDocument();
    expect(within(late!).getByText('Provider reference SIMTX-7788')).toBeInTheDocument();
    expect(within(late!).getByText('Reported by the bank')).toBeInTheDocument();
    expect(within(late!).getByText('Self-service')).toBeInTheDocument();
    expect(within(cancelled!).getByText('Cancelled by: Payment time limit')).toBeInTheDocument();
    expect(within(cancelled!).getByText('System')).toBeInTheDocument();
    expect(within(qr!).getByText('QR reference R8F2K1')).toBeInTheDocument();
    expect(within(qr!).getByText(/^Valid until /)).toBeInTheDocument();
    expect(within(submitted!).getByText('Gold for LAK 1,500,000')).toBeInTheDocument();
    expect(within(submitted!).getByText('Upgrade: starts now')).toBeInTheDocument();
    expect(within(submitted!).getByText('12 days credited from the current level')).toBeInTheDocument();
    expect(within(submitted!).getByText(/^Pay before /)).toBeInTheDocument();
  });

  it('reads in Thai: the status, the amount in kip and the refund dialog with its required reason', async () => {
    await i18nProvider.changeLocale('th');
    try {
      renderShow(['biz:vip:query', 'biz:vip:refund'], orderView());
      expect(await screen.findByText('ชำระแล้ว', { selector: '.MuiChip-label' }, settled)).toBeInTheDocument();
      expect(valueOf('ยอดที่ต้องชำระ')).toHaveTextContent('LAK 1,500,000');
      fireEvent.click(await screen.findByRole('button', { name: 'คืนเงิน' }, settled));
      const dialog = await screen.findByRole('dialog', { name: `คืนเงินคำสั่งซื้อ ${ORDER}` }, settled);
      expect(within(dialog).getByText(/คืนเงิน .+ ให้ Somchai/)).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: 'คืนเงิน' }));
      expect(await within(dialog).findByText('กรุณากรอกช่องนี้', {}, settled)).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
