import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '../../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../../test/renderAdmin';
import { orderView, pageOf } from '../membershipTestData';
import { OrderList } from './OrderList';

const paid = orderView();
const open = orderView({ orderNo: 'VIP20261121000043', publisherName: 'Noy', levelName: 'Basic', amount: 500_000, status: 'awaitingPayment', paidTime: null, providerTxId: null, allowedActions: ['issueQr', 'cancel'] });
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  window.location.hash = '';
  api = stubApi({
    'GET /api/v1/vip-orders/page': ({ url }) => {
      const status = url.searchParams.get('status');
      return ok(pageOf([paid, open].filter((order) => !status || order.status === status)));
    },
    'PUT /api/v1/vip-orders/VIP20261120000042/refund': () => ok(null),
    'PUT /api/v1/vip-orders/VIP20261121000043/cancel': () => fail(409, 'A0440', 'This order is already closed'),
  });
});
afterEach(() => vi.unstubAllGlobals());

const settled = { timeout: 5000 };
const rowOf = async (text: string) => (await screen.findByText(text, {}, settled)).closest('tr')!;
const lastQuery = () => api.calls('GET', '/api/v1/vip-orders/page').at(-1)!.url.searchParams;
const staff = ['biz:vip:query', 'biz:vip:refund'];

describe('OrderList', () => {
  it('lists orders newest first: number, publisher, level, amount in its currency, status, times and the provider reference', async () => {
    renderAdmin(<OrderList />, { perms: staff, resource: 'vip-orders' });
    const row = await rowOf('VIP20261120000042');
    expect(within(row).getByText('Somchai')).toBeInTheDocument();
    expect(within(row).getByText('Gold')).toBeInTheDocument();
    expect(within(row).getByText('LAK 1,500,000')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-20 09:05:00')).toBeInTheDocument();
    expect(within(row).getByText('SIMTX-7788')).toBeInTheDocument();
    expect(within(await rowOf('VIP20261121000043')).getByText('Awaiting payment')).toBeInTheDocument();
    expect(lastQuery().get('sortField')).toBe('submitTime');
    expect(lastQuery().get('sortOrder')).toBe('desc');
  });

  it('filters by status and by the paid day range', async () => {
    renderAdmin(<OrderList />, { perms: staff, resource: 'vip-orders' });
    await rowOf('VIP20261120000042');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Paid after cancellation' }, settled));
    await waitFor(() => expect(lastQuery().get('status')).toBe('paidAfterCancel'), settled);
    expect(await screen.findByText('No VIP order matches these filters.', {}, settled)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Paid from'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(lastQuery().getAll('paidTime[]')).toEqual(['2026-11-01', '']), settled);
  });

  it('refunds a paid order from its row after a dialog that says what follows and requires a reason', async () => {
    renderAdmin(<OrderList />, { perms: staff, resource: 'vip-orders' });
    const row = await rowOf('VIP20261120000042');
    fireEvent.click(await within(row).findByRole('button', { name: 'Refund' }, settled));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order VIP20261120000042' }, settled);
    expect(within(dialog).getByText(/Refund LAK 1,500,000 to Somchai\. If this order activated a membership/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/v1/vip-orders/VIP20261120000042/refund')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Paid twice by mistake' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.calls('PUT', '/api/v1/vip-orders/VIP20261120000042/refund')).toHaveLength(1), settled);
    expect(JSON.parse(api.calls('PUT', '/api/v1/vip-orders/VIP20261120000042/refund')[0]!.body!)).toEqual({ reason: 'Paid twice by mistake' });
    expect(await screen.findByText('Order refunded, membership revoked', {}, settled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), settled);
  });

  it("keeps the dialog open with the api's reason when it refuses", async () => {
    renderAdmin(<OrderList />, { perms: staff, resource: 'vip-orders' });
    const row = await rowOf('VIP20261121000043');
    expect(within(row).queryByRole('button', { name: 'Refund' })).toBeNull();
    fireEvent.click(await within(row).findByRole('button', { name: 'Cancel order' }, settled));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order VIP20261121000043' }, settled);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'The publisher asked' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('This order is already closed', {}, settled)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cancel order VIP20261121000043' })).toBeInTheDocument();
  });

  it('offers no order action to staff without biz:vip:refund', async () => {
    renderAdmin(<OrderList />, { perms: ['biz:vip:query'], resource: 'vip-orders' });
    await rowOf('VIP20261120000042');
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});
