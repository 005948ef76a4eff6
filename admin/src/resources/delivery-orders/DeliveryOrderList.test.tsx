import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictionaryCache } from '../../providers/dictionaries';
import { fakeApi, ok } from '../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../test/renderAdmin';
import { DeliveryOrderList } from './DeliveryOrderList';
import { orderView, pageOf, rejectReasonRoutes } from './deliveryTestData';

const waiting = orderView();
const settledOrder = orderView({
  id: 43,
  orderNo: 'DO20261118000043',
  position: 'Accountant',
  company: 'Lao Trading',
  candidateName: 'Vilay Phommachanh',
  candidatePhone: '+8562055512345',
  state: 'Settled',
  awaitedAudit: null,
  auditType: 'invoice',
  auditStatus: 3,
  auditTime: '2026-11-24 15:00:00',
  remark: 'Invoice INV-77',
  interviewAt: '2026-11-19 10:00:00',
  uploadTime: '2026-11-24 15:00:00',
  allowedActions: [],
});
const orders = [waiting, settledOrder];

let api: ReturnType<typeof fakeApi>;
const pageCalls = () => api.calls('GET', '/api/v1/delivery-orders/page');
/** The last list query, paging and sorting left out. */
const lastQuery = () => {
  const query = new URLSearchParams(pageCalls().at(-1)!.url.searchParams);
  for (const paging of ['pageNum', 'pageSize', 'sortField', 'sortOrder']) query.delete(paging);
  return [...query.entries()];
};

beforeEach(() => {
  window.location.hash = '';
  clearDictionaryCache();
  api = stubApi({
    'GET /api/v1/delivery-orders/page': ({ url }) => {
      const query = url.searchParams;
      return ok(
        pageOf(
          orders.filter(
            (order) =>
              (!query.get('candidate') || order.candidateName.includes(query.get('candidate')!)) &&
              (!query.get('state') || order.state === query.get('state')) &&
              (!query.get('orderNo') || order.orderNo.includes(query.get('orderNo')!)),
          ),
        ),
      );
    },
    'GET /api/v1/delivery-orders/export': () => ({
      raw: new Uint8Array([0x50, 0x4b, 3, 4]),
      headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': 'attachment; filename=delivery-orders.xlsx' },
    }),
    'GET /api/v1/jobs/resume-auditors': () => ok([{ value: 7, label: 'Nok Auditor' }]),
    ...rejectReasonRoutes,
  });
  URL.createObjectURL = () => 'blob:test/orders';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => vi.unstubAllGlobals());

const staff = ['biz:delivery:query', 'biz:delivery:audit'];
const renderList = (perms = staff) => renderAdmin(<DeliveryOrderList />, { perms, resource: 'delivery-orders' });
const settled = { timeout: 5000 };
const rowOf = async (text: string) => (await screen.findByText(text, {}, settled)).closest('tr')!;

describe('DeliveryOrderList', () => {
  it('lists orders newest first with the columns of spec §3', async () => {
    renderList();
    const row = await rowOf('DO20261125000042');
    for (const text of ['Senior software engineer', 'Somchai Jaidee', '+66812345678', 'Siam Tech', 'Nok Auditor', 'Somchai', '2026-11-20 09:00:00', 'Pending review', 'Pending resume review']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    const settledRow = await rowOf('DO20261118000043');
    for (const text of ['Invoice', 'Invoice uploaded', 'Settled', 'Invoice INV-77', '2026-11-19 10:00:00']) expect(within(settledRow).getAllByText(text).length).toBeGreaterThan(0);
    const first = pageCalls()[0]!.url.searchParams;
    expect([first.get('sortField'), first.get('sortOrder')]).toEqual(['createTime', 'desc']);
    for (const header of ['Order number', 'Position', 'Candidate', 'Candidate phone', 'Company', 'Auditor', 'Delivery person', 'Delivery time', 'Audit type', 'Audit time', 'Audit status', 'Review state', 'Remark', 'Interview date', 'Upload date']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}(\\b(?! phone)|$)`) })).toBeInTheDocument();
    }
  });

  it('filters by order number, candidate and state, then the auditor and a delivery-day range from the filter button', async () => {
    renderList();
    await rowOf('DO20261125000042');
    fireEvent.change(screen.getByLabelText('Candidate'), { target: { value: 'Somchai' } });
    await waitFor(() => expect(lastQuery()).toEqual([['candidate', 'Somchai']]), settled);
    await waitFor(() => expect(screen.queryByText('DO20261118000043')).toBeNull(), settled);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Review state' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pending resume review' }, settled));
    await waitFor(() => expect(lastQuery()).toContainEqual(['state', 'PendingResumeReview']), settled);

    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Auditor' }, settled));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Auditor' }, settled));
    fireEvent.click(await screen.findByRole('option', { name: 'Nok Auditor' }, settled));
    await waitFor(() => expect(lastQuery()).toContainEqual(['auditorId', '7']), settled);

    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Delivery time' }, settled));
    fireEvent.change(await screen.findByLabelText('Delivered from', {}, settled), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Delivered to'), { target: { value: '2026-11-30' } });
    await waitFor(
      () =>
        expect(lastQuery()).toEqual([
          ['candidate', 'Somchai'],
          ['state', 'PendingResumeReview'],
          ['auditorId', '7'],
          ['deliveryTime[]', '2026-11-01'],
          ['deliveryTime[]', '2026-11-30'],
        ]),
      settled,
    );
  });

  it('says when nothing matches the filters, and when there are no orders at all', async () => {
    const view = renderList();
    await rowOf('DO20261125000042');
    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: 'DO1999' } });
    expect(await screen.findByText('No delivery order matches these filters.', {}, settled)).toBeInTheDocument();
    view.unmount();

    window.location.hash = '';
    orders.splice(0, orders.length);
    try {
      renderList();
      expect(await screen.findByText(/^No delivery orders yet/, {}, settled)).toBeInTheDocument();
    } finally {
      orders.push(waiting, settledOrder);
    }
  });

  it('exports what the list shows for staff holding biz:delivery:export, and offers no export to the others', async () => {
    const view = renderList();
    await rowOf('DO20261125000042');
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    view.unmount();

    renderList([...staff, 'biz:delivery:export']);
    await rowOf('DO20261125000042');
    fireEvent.change(screen.getByLabelText('Candidate'), { target: { value: 'Somchai' } });
    await waitFor(() => expect(lastQuery()).toEqual([['candidate', 'Somchai']]), settled);
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }, settled));
    await waitFor(() => expect(api.calls('GET', '/api/v1/delivery-orders/export')).toHaveLength(1));
    expect(Object.fromEntries(api.calls('GET', '/api/v1/delivery-orders/export')[0]!.url.searchParams)).toEqual({ candidate: 'Somchai', sortField: 'createTime', sortOrder: 'desc' });
  });

  it('opens the awaited audit from a row with no decision chosen: "Please conduct audit" until one is, and "Audit canceled" on cancel', async () => {
    renderList();
    const row = await rowOf('DO20261125000042');
    expect(within(await rowOf('DO20261118000043')).queryByRole('button', { name: 'Audit' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Audit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume audit — order DO20261125000042' }, settled);
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['Approve resume', 'Reject resume']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please conduct audit')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Audit canceled', {}, settled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
