import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictionaryCache } from '../../providers/dictionaries';
import { fail, fakeApi, ok } from '../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../test/renderAdmin';
import { ConsultOrderList } from './ConsultOrderList';
import { configRoute, consultOrderView, counselorView, pageOf } from './consultTestData';

const paid = consultOrderView();
const free = consultOrderView({
  id: 42,
  orderNo: 'CO20301121000042',
  seekerName: 'Vilay Phommachanh',
  counselorId: 6,
  counselorName: 'Khamla Vongsa',
  price: 0,
  paymentStatus: 'notRequired',
  status: 'completed',
  mode: 'inPerson',
  rating: 5,
});
const orders = [paid, free];

let api: ReturnType<typeof fakeApi>;
let isFailing = false;
const pageCalls = () => api.calls('GET', '/api/v1/consult-orders/page');
const lastQuery = () => {
  const query = new URLSearchParams(pageCalls().at(-1)!.url.searchParams);
  for (const paging of ['pageNum', 'pageSize', 'sortField', 'sortOrder']) query.delete(paging);
  return [...query.entries()];
};

beforeEach(() => {
  window.location.hash = '';
  isFailing = false;
  clearDictionaryCache();
  api = stubApi({
    ...configRoute,
    'GET /api/v1/consult-orders/page': ({ url }) => {
      if (isFailing) return fail(500, 'B0001', 'Unexpected server error');
      const query = url.searchParams;
      return ok(
        pageOf(
          orders.filter(
            (order) =>
              (!query.get('status') || order.status === query.get('status')) &&
              (!query.get('counselorId') || order.counselorId === Number(query.get('counselorId'))) &&
              (!query.get('keywords') || order.orderNo.includes(query.get('keywords')!)),
          ),
        ),
      );
    },
    'GET /api/v1/counselors/page': () => ok(pageOf([counselorView(), counselorView({ id: 6, name: 'Khamla Vongsa' })])),
    'GET /api/v1/consult-orders/export': () => ({
      raw: new Uint8Array([0x50, 0x4b, 3, 4]),
      headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': 'attachment; filename=consult-orders.xlsx' },
    }),
  });
  URL.createObjectURL = () => 'blob:test/consult-orders';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => vi.unstubAllGlobals());

const staff = ['biz:consult:query'];
const renderList = (perms = staff) => renderAdmin(<ConsultOrderList />, { perms, resource: 'consult-orders' });
const settled = { timeout: 5000 };
const rowOf = async (text: string) => (await screen.findByText(text, {}, settled)).closest('tr')!;

describe('ConsultOrderList', () => {
  it('lists the orders with seeker, counselor, the session in the api zone, price and both statuses apart', async () => {
    renderList();
    const row = await rowOf('CO20301120000041');
    for (const text of ['Somchai Jaidee', 'Dr. Malee Srisuk', 'Online', 'Confirmed', 'Paid']) expect(within(row).getByText(text)).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Dec 1, 2030, 10:00 AM – 11:00 AM')).toBeInTheDocument(), settled);
    expect(within(row).getByText(/฿1,500\.00|THB/)).toBeInTheDocument();
    const freeRow = await rowOf('CO20301121000042');
    for (const text of ['Free', 'Completed', 'In person', 'Khamla Vongsa']) expect(within(freeRow).getAllByText(text).length).toBeGreaterThan(0);
    const first = pageCalls()[0]!.url.searchParams;
    expect([first.get('sortField'), first.get('sortOrder')]).toEqual(['createTime', 'desc']);
  });

  it('filters by booking status, counselor and the days of the sessions', async () => {
    renderList();
    await rowOf('CO20301120000041');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Booking status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Completed' }, settled));
    await waitFor(() => expect(lastQuery()).toEqual([['status', 'completed']]), settled);
    await waitFor(() => expect(screen.queryByText('CO20301120000041')).toBeNull(), settled);

    const counselor = screen.getByRole('combobox', { name: 'Counselor' });
    await waitFor(() => expect(counselor).not.toHaveAttribute('aria-disabled'), settled);
    fireEvent.mouseDown(counselor);
    fireEvent.click(await screen.findByRole('option', { name: 'Khamla Vongsa' }, settled));
    fireEvent.change(screen.getByLabelText('Sessions from'), { target: { value: '2030-11-01' } });
    fireEvent.change(screen.getByLabelText('Sessions to'), { target: { value: '2030-12-31' } });
    await waitFor(
      () =>
        expect(lastQuery()).toEqual([
          ['status', 'completed'],
          ['counselorId', '6'],
          ['from', '2030-11-01'],
          ['to', '2030-12-31'],
        ]),
      settled,
    );
    expect(await rowOf('CO20301121000042')).toBeInTheDocument();
  });

  it('says when nothing matches, and when the list cannot be read', async () => {
    const view = renderList();
    await rowOf('CO20301120000041');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'CO1999' } });
    expect(await screen.findByText('No consult order matches these filters.', {}, settled)).toBeInTheDocument();
    view.unmount();

    window.location.hash = '';
    isFailing = true;
    renderList();
    expect((await screen.findAllByText('The consult orders could not be loaded.', {}, settled)).length).toBeGreaterThan(0);
  });

  it('exports what the list shows only for biz:consult:export', async () => {
    const view = renderList();
    await rowOf('CO20301120000041');
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    view.unmount();

    renderList([...staff, 'biz:consult:export']);
    await rowOf('CO20301120000041');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Payment status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Paid' }, settled));
    await waitFor(() => expect(lastQuery()).toEqual([['paymentStatus', 'paid']]), settled);
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }, settled));
    await waitFor(() => expect(api.calls('GET', '/api/v1/consult-orders/export')).toHaveLength(1));
    expect(Object.fromEntries(api.calls('GET', '/api/v1/consult-orders/export')[0]!.url.searchParams)).toEqual({ paymentStatus: 'paid', sortField: 'createTime', sortOrder: 'desc' });
  });
});
