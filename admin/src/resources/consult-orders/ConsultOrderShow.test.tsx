import type { ConsultOrderView } from '@jobmarket/contracts/counseling/views';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictionaryCache } from '../../providers/dictionaries';
import { i18nProvider } from '../../providers/i18n';
import { fail, fakeApi, ok, type FakeRoute } from '../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../test/renderAdmin';
import { ConsultOrderShow } from './ConsultOrderShow';
import { configRoute, consultHistory, consultOrderView } from './consultTestData';

const ORDER = '/api/v1/consult-orders/41';
const manager = ['biz:consult:query', 'biz:consult:manage'];
// a session that started (an hour ago), so it can be completed or marked a no-show
const started = () => ({ startsAt: new Date(Date.now() - 3_600_000).toISOString(), endsAt: new Date(Date.now() + 60_000).toISOString() });

let api: ReturnType<typeof fakeApi>;

function renderShow(record: ConsultOrderView, perms = manager, routes: Record<string, FakeRoute> = {}) {
  api = stubApi({
    ...configRoute,
    [`GET ${ORDER}`]: () => ok(record),
    [`GET ${ORDER}/history`]: () => ok(consultHistory),
    [`PUT ${ORDER}/cancel`]: () => ok(record),
    [`PUT ${ORDER}/reschedule`]: () => ok(record),
    [`PUT ${ORDER}/complete`]: () => ok(record),
    [`PUT ${ORDER}/no-show`]: () => ok(record),
    [`PUT ${ORDER}/notes`]: () => ok(record),
    'GET /api/v1/counselors/5/slots': () =>
      ok([
        { startsAt: '2030-12-02T02:00:00.000Z', endsAt: '2030-12-02T03:00:00.000Z' },
        { startsAt: '2030-12-02T06:00:00.000Z', endsAt: '2030-12-02T07:00:00.000Z' },
      ]),
    ...routes,
  });
  return renderAdmin(<ConsultOrderShow id={41} />, { perms, resource: 'consult-orders' });
}

beforeEach(() => {
  window.location.hash = '';
  clearDictionaryCache();
});
afterEach(() => vi.unstubAllGlobals());

const settled = { timeout: 5000 };
const valueOf = (label: string) => screen.getAllByText(label, { selector: '.MuiTypography-caption' })[0]!.nextSibling as HTMLElement;
const putBodies = (path: string) => api.calls('PUT', path).map((call) => (call.body ? (JSON.parse(call.body) as unknown) : undefined));

describe('ConsultOrderShow', () => {
  it('shows the order, the session in the api zone, the payment apart from the booking, and the private notes to staff', async () => {
    renderShow(consultOrderView());
    expect((await screen.findAllByText('CO20301120000041', {}, settled)).length).toBeGreaterThan(0);
    expect(valueOf('Job seeker')).toHaveTextContent('Somchai Jaidee');
    expect(valueOf('Counselor')).toHaveTextContent('Dr. Malee Srisuk');
    expect(valueOf('Booking status')).toHaveTextContent('Confirmed');
    expect(valueOf('Payment status')).toHaveTextContent('Paid');
    expect(valueOf('What you would like to talk about')).toHaveTextContent('Moving from sales to software testing');
    await waitFor(() => expect(valueOf('Session time')).toHaveTextContent('Dec 1, 2030, 10:00 AM – 11:00 AM'), settled);
    expect(screen.getByText('Not rated')).toBeInTheDocument();
    // staff with biz:consult:manage keep the notes; a reader only reads them
    expect(screen.getByRole('textbox', { name: 'Counselor’s notes (private)' })).toHaveValue('Bring the CV next time.');
  });

  it('offers cancel and reschedule before the start, complete and no-show after it, none without biz:consult:manage', async () => {
    const before = renderShow(consultOrderView());
    expect(await screen.findByRole('button', { name: 'Cancel session' }, settled)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    for (const absent of ['Mark completed', 'Mark no-show']) expect(screen.queryByRole('button', { name: absent })).toBeNull();
    before.unmount();

    const after = renderShow(consultOrderView(started()));
    expect(await screen.findByRole('button', { name: 'Mark completed' }, settled)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark no-show' })).toBeInTheDocument();
    for (const absent of ['Cancel session', 'Reschedule']) expect(screen.queryByRole('button', { name: absent })).toBeNull();
    after.unmount();

    const done = renderShow(consultOrderView({ ...started(), status: 'completed', rating: 4, comment: 'Very helpful' }));
    expect(await screen.findByText('4 of 5 stars', {}, settled)).toBeInTheDocument();
    expect(screen.getByText('Very helpful')).toBeInTheDocument();
    await accessChecksSettled();
    for (const absent of ['Cancel session', 'Reschedule', 'Mark completed', 'Mark no-show']) expect(screen.queryByRole('button', { name: absent })).toBeNull();
    done.unmount();

    renderShow(consultOrderView(), ['biz:consult:query']);
    expect(await screen.findByText('Bring the CV next time.', {}, settled)).toBeInTheDocument();
    await accessChecksSettled();
    for (const absent of ['Cancel session', 'Reschedule', 'Save notes']) expect(screen.queryByRole('button', { name: absent })).toBeNull();
  });

  it('cancels only with a reason, telling a paid session is refunded, and keeps the refusal in the dialog', async () => {
    renderShow(consultOrderView(), manager, { [`PUT ${ORDER}/cancel`]: () => fail(409, 'A0440', 'The session has already started') });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel session' }, settled));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the session CO20301120000041?' }, settled);
    expect(within(dialog).getByText(/The payment of .*1,500.* is refunded/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(api.calls('PUT', `${ORDER}/cancel`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'The counselor is ill' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(putBodies(`${ORDER}/cancel`)).toEqual([{ reason: 'The counselor is ill' }]), settled);
    expect(await within(dialog).findByText('The session has already started', {}, settled)).toBeInTheDocument();
  });

  it('moves the session to a free slot of the counselor picked from the week shown', async () => {
    renderShow(consultOrderView());
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule' }, settled));
    const dialog = await screen.findByRole('dialog', { name: 'Move the session CO20301120000041' }, settled);
    const slot = await within(dialog).findByRole('button', { name: 'Dec 2, 2030, 1:00 PM – 2:00 PM' }, settled);
    const query = api.calls('GET', '/api/v1/counselors/5/slots').at(-1)!.url.searchParams;
    expect(query.get('timeZone')).toBe('Asia/Bangkok');
    expect(within(dialog).getByRole('button', { name: 'Move here' })).toBeDisabled();
    fireEvent.click(slot);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await waitFor(() => expect(putBodies(`${ORDER}/reschedule`)).toEqual([{ startsAt: '2030-12-02T06:00:00.000Z' }]), settled);
    expect(await screen.findByText('The session was moved.', {}, settled)).toBeInTheDocument();
  });

  it('marks a started session completed after the confirmation, and saves the notes', async () => {
    renderShow(consultOrderView(started()));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark completed' }, settled));
    const dialog = await screen.findByRole('dialog', {}, settled);
    expect(api.calls('PUT', `${ORDER}/complete`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls('PUT', `${ORDER}/complete`)).toHaveLength(1), settled);
    expect(await screen.findByText('The session was marked completed.', {}, settled)).toBeInTheDocument();

    // the confirmation has closed (the page is no longer hidden behind it)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), settled);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Counselor’s notes (private)' }, settled), { target: { value: 'Follow up in January.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(putBodies(`${ORDER}/notes`)).toEqual([{ notes: 'Follow up in January.' }]), settled);
  });

  it('reads in Thai, no text left as a catalog key: statuses, the actions, the cancel dialog and the history', async () => {
    await i18nProvider.changeLocale('th');
    try {
      renderShow(consultOrderView());
      expect(await screen.findByText('ยืนยันแล้ว', { selector: '.MuiChip-label' }, settled)).toBeInTheDocument();
      expect(screen.getByText('ชำระแล้ว', { selector: '.MuiChip-label' })).toBeInTheDocument();
      fireEvent.click(await screen.findByRole('button', { name: 'ยกเลิกนัด' }, settled));
      const dialog = await screen.findByRole('dialog', { name: 'ยกเลิกการนัด CO20301120000041 หรือไม่' }, settled);
      expect(within(dialog).getByText(/ที่ชำระแล้วจะคืนให้ผู้หางาน/)).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), settled);
      fireEvent.click(screen.getByRole('tab', { name: /ประวัติ/ }));
      const table = await screen.findByRole('table', {}, settled);
      expect(within(table).getByText('เลื่อนนัด')).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/\b(resources|counseling|dashboard|history)\.[a-zA-Z-]+\./);
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('says when the order cannot be read', async () => {
    renderShow(consultOrderView(), manager, { [`GET ${ORDER}`]: () => fail(500, 'B0001', 'Unexpected server error') });
    expect((await screen.findAllByText('The consult order could not be loaded.', {}, settled)).length).toBeGreaterThan(0);
  });

  it('lists the history: booked, paid, moved and cancelled with the reason and the refund', async () => {
    renderShow(consultOrderView());
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }, settled));
    const table = await screen.findByRole('table', { name: 'History' }, settled);
    await waitFor(() => expect(within(table).getByText('Booked').closest('tr')!).toHaveTextContent('Nov 30, 2030, 10:00 AM – 11:00 AM, Online'), settled);
    expect(within(table).getByText('Paid').closest('tr')!).toHaveTextContent('SIM-778');
    expect(within(table).getByText('Moved').closest('tr')!).toHaveTextContent('Nov 30, 2030, 10:00 AM – 11:00 AM → Dec 1, 2030, 10:00 AM – 11:00 AM');
    const cancelled = within(table).getByText('Cancelled').closest('tr')!;
    expect(cancelled).toHaveTextContent('By the staff');
    expect(cancelled).toHaveTextContent('Reason: Counselor is ill');
    expect(cancelled).toHaveTextContent('The payment is refunded');
  });
});
