import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, type Handler, pageOf, renderPortal, signedInAs } from '../../test/fakeApi';
import { ahead, consultOrder, counselor, hoursFromNow, paidCounselor, plusMinutes, slot } from './testing/counselingFixtures';

const seeker = (extra: Record<string, Handler | object> = {}) => ({
  'GET /users/me': signedInAs(['SEEKER']),
  'GET /notices/my-page': pageOf([]),
  ...extra,
});
const counselorAccount = (extra: Record<string, Handler | object> = {}) => ({
  'GET /users/me': signedInAs(['COUNSELOR'], 'Dara'),
  'GET /notices/my-page': pageOf([]),
  ...extra,
});
const bodyOf = (call: Call | undefined) => JSON.parse(String(call?.body));
const writes = (calls: Call[], method = 'PUT') => calls.filter((call) => call.method === method);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('career counseling, the job seeker', () => {
  it('lists counselors with price or Free and rating, filters by language and orders by price from the first page', async () => {
    const portal = renderPortal('/counselors', seeker({ 'GET /counselors/page': pageOf([counselor(), paidCounselor()]) }));
    const dara = await screen.findByRole('article', { name: 'Dara Vongsa' });
    expect(within(dara).getByText('Free')).toBeInTheDocument();
    expect(within(dara).getByText('4.5 (12 ratings)')).toBeInTheDocument();
    const malee = screen.getByRole('article', { name: 'Malee Chan' });
    expect(within(malee).getByText(/150,000 per session/)).toBeInTheDocument();
    expect(within(malee).getByText('Not rated yet')).toBeInTheDocument();
    expect(within(dara).getByRole('link')).toHaveAttribute('href', '/counselors/41');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Languages spoken' }));
    fireEvent.click(await screen.findByRole('option', { name: 'ລາວ' }));
    await waitFor(() => expect(portal.calls.filter((call) => call.path.startsWith('/counselors/page')).at(-1)?.path).toBe('/counselors/page?pageNum=1&pageSize=12&language=lo&sortField=rating&sortOrder=desc'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Order by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Price, free first' }));
    await waitFor(() => expect(portal.calls.filter((call) => call.path.startsWith('/counselors/page')).at(-1)?.path).toBe('/counselors/page?pageNum=1&pageSize=12&language=lo&sortField=price&sortOrder=asc'));
  });

  it('books a free slot: slots by day on the reader’s clock, mode and topic sent, then the confirmed message', async () => {
    const first = ahead(2, 9);
    const second = ahead(2, 14);
    const portal = renderPortal(
      '/counselors/41',
      seeker({
        'GET /counselors/41': { data: counselor() },
        'GET /counselors/41/slots': { data: [slot(second), slot(first), slot(ahead(4, 10))] },
        'POST /consult-orders': (call) => ({ data: consultOrder({ startsAt: bodyOf(call).startsAt, mode: bodyOf(call).mode }) }),
      }),
    );
    expect(await screen.findByText('Ten years of helping graduates find their first job.')).toBeInTheDocument();
    const day = new Date(first).toLocaleDateString('en', { weekday: 'long', day: 'numeric', month: 'long' });
    const group = await screen.findByRole('region', { name: day });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['09:00 AM', '02:00 PM']);
    expect(portal.calls.find((call) => call.path.startsWith('/counselors/41/slots'))?.path).toMatch(/^\/counselors\/41\/slots\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&timeZone=[\w%]+/);

    fireEvent.click(within(group).getByRole('button', { name: '09:00 AM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a session with Dara Vongsa' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'In person' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'What you would like to talk about' }), { target: { value: 'My first CV' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book this time' }));

    expect(await screen.findByText(/Your session with Dara Vongsa is confirmed/)).toBeInTheDocument();
    expect(bodyOf(writes(portal.calls, 'POST')[0])).toEqual({ counselorId: 41, startsAt: first, mode: 'inPerson', topic: 'My first CV' });
    // a free session opens no payment
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pays a paid session: the QR code, its amount, and "I have paid" confirms it', async () => {
    const start = ahead(3, 15);
    let checks = 0;
    const portal = renderPortal(
      '/counselors/42',
      seeker({
        'GET /counselors/42': { data: paidCounselor() },
        'GET /counselors/42/slots': { data: [slot(start)] },
        'POST /consult-orders': () => ({ data: consultOrder({ id: 502, orderNo: 'CO20261125000502', counselorId: 42, counselorName: 'Malee Chan', startsAt: start, price: 150_000, status: 'pendingPayment', paymentStatus: 'unpaid', payBefore: '2026-11-25 12:30:00' }) }),
        'POST /consult-orders/502/payment-qr': { data: { reference: 'CO-502-1', payload: '000201010212', qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=', expiresAt: hoursFromNow(0.25) } },
        'GET /consult-orders/502/payment-status': () => (checks++ === 0 ? { data: { result: 'notPaid', message: 'Order not paid, please complete payment before clicking' } } : { data: { result: 'paid', message: 'Paid' } }),
        'GET /consult-orders/502': () => ({ data: consultOrder({ id: 502, orderNo: 'CO20261125000502', counselorId: 42, counselorName: 'Malee Chan', startsAt: start, endsAt: plusMinutes(start, 60), price: 150_000, ...(checks >= 2 ? { status: 'confirmed', paymentStatus: 'paid' } : { status: 'pendingPayment', paymentStatus: 'unpaid' }) }) }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: /03:00 PM/ }));
    const booking = await screen.findByRole('dialog', { name: 'Book a session with Malee Chan' });
    expect(within(booking).getByText(/pay by QR code/)).toBeInTheDocument();
    fireEvent.click(within(booking).getByRole('button', { name: 'Book this time' }));

    const payment = await screen.findByRole('dialog', { name: 'Pay for session CO20261125000502' });
    expect(await within(payment).findByRole('img', { name: 'Payment QR code for order CO20261125000502' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(within(payment).getAllByText(/150,000/).length).toBeGreaterThan(0);
    expect(within(payment).getByRole('timer')).toBeInTheDocument();
    expect(screen.getByText('Booking CO20261125000502 is waiting for your payment.')).toBeInTheDocument();

    fireEvent.click(within(payment).getByRole('button', { name: 'I have paid' }));
    expect(await within(payment).findByRole('alert')).toHaveTextContent('Order not paid, please complete payment before clicking');
    fireEvent.click(within(payment).getByRole('button', { name: 'I have paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Payment received: your session is confirmed.')).toBeInTheDocument();
    expect(portal.calls.filter((call) => call.path === '/consult-orders/502/payment-qr')).toHaveLength(1);
    // the page itself reads the booking again: confirmed, no longer "waiting for your payment"
    expect(await screen.findByText(/Your session with Malee Chan is confirmed/)).toBeInTheDocument();
    expect(screen.queryByText('Booking CO20261125000502 is waiting for your payment.')).not.toBeInTheDocument();
  });

  it('inside the notice window offers no cancel or reschedule, and says until when and whom to contact', async () => {
    const soon = consultOrder({ startsAt: hoursFromNow(3), changeableUntil: hoursFromNow(-45) });
    const later = consultOrder({ id: 503, orderNo: 'CO20261125000503', startsAt: hoursFromNow(72), changeableUntil: hoursFromNow(24) });
    renderPortal('/counselors/sessions', seeker({ 'GET /consult-orders/mine': { data: [soon, later] } }));
    const card = await screen.findByRole('article', { name: 'Dara Vongsa CO20261125000501' });
    expect(within(card).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(within(card).getByText(/^Changes were possible until .+\. To change this session now, please contact Dara Vongsa\.$/)).toBeInTheDocument();
    const open = screen.getByRole('article', { name: 'Dara Vongsa CO20261125000503' });
    expect(within(open).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(within(open).queryByText(/Changes were possible/)).not.toBeInTheDocument();
  });

  it('a cancel the api refuses shows its reason, and the booking stays', async () => {
    const soon = consultOrder({ startsAt: hoursFromNow(30) });
    const portal = renderPortal(
      '/counselors/sessions',
      seeker({
        'GET /consult-orders/mine': { data: [soon] },
        'PUT /consult-orders/501/cancel': { code: 'A0440', msg: 'Bookings can be cancelled or moved only up to 24 hours before the start', status: 400 },
      }),
    );
    const card = await screen.findByRole('article', { name: 'Dara Vongsa CO20261125000501' });
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(within(card).getByText('Payment status: Free')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Why (optional)' }), { target: { value: 'Sick' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bookings can be cancelled or moved only up to 24 hours before the start');
    expect(bodyOf(writes(portal.calls)[0])).toEqual({ reason: 'Sick' });
    expect(screen.getByRole('dialog', { name: 'Cancel this booking?' })).toBeInTheDocument();
  });

  it('moves a session to another free slot of the same counselor', async () => {
    const later = ahead(5, 11);
    const portal = renderPortal(
      '/counselors/sessions',
      seeker({
        'GET /consult-orders/mine': { data: { list: [consultOrder({})], total: 1 } },
        'GET /counselors/41/slots': { data: [slot(later)] },
        'PUT /consult-orders/501/reschedule': { data: null },
      }),
    );
    const card = await screen.findByRole('article', { name: 'Dara Vongsa CO20261125000501' });
    fireEvent.click(within(card).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move this session' });
    expect(within(dialog).getByRole('button', { name: 'Reschedule' })).toBeDisabled();
    fireEvent.click(await within(dialog).findByRole('button', { name: '11:00 AM' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(writes(portal.calls)[0])).toEqual({ startsAt: later });
    expect(portal.calls.find((call) => call.path.startsWith('/consult-orders/mine'))?.path).toBe('/consult-orders/mine?pageNum=1&pageSize=50');
  });

  it('rates a completed session once: after the rating the stars show and no rate button is left', async () => {
    let rated = false;
    const portal = renderPortal(
      '/counselors/sessions',
      seeker({
        'GET /consult-orders/mine': () => ({ data: [consultOrder({ startsAt: ahead(-2, 10), status: 'completed', ...(rated ? { rating: 4, comment: 'Very helpful' } : {}) })] }),
        'PUT /consult-orders/501/rating': () => {
          rated = true;
          return { data: null };
        },
      }),
    );
    const card = await screen.findByRole('article', { name: 'Dara Vongsa CO20261125000501' });
    expect(within(card).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Rate this session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate this session' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    expect(await within(dialog).findByText('Give 1 to 5 stars')).toBeInTheDocument();
    expect(writes(portal.calls)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 of 5 stars' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment' }), { target: { value: 'Very helpful' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(writes(portal.calls)[0])).toEqual({ rating: 4, comment: 'Very helpful' });
    expect(await within(card).findByText('You rated this session 4 of 5')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Rate this session' })).not.toBeInTheDocument();
  });
});

describe('career counseling, the counselor', () => {
  it('sees the schedule, and on a started session writes private notes and marks it completed', async () => {
    let completed = false;
    const started = consultOrder({ startsAt: hoursFromNow(-0.5), notes: 'Wants HR roles' });
    const portal = renderPortal(
      '/counselor',
      counselorAccount({
        'GET /consult-orders/schedule': { data: [started] },
        'GET /consult-orders/501': () => ({ data: { ...started, status: completed ? 'completed' : 'confirmed' } }),
        'PUT /consult-orders/501/notes': { data: null },
        'PUT /consult-orders/501/complete': () => {
          completed = true;
          return { data: null };
        },
      }),
    );
    const row = await screen.findByRole('article', { name: 'Mali CO20261125000501' });
    fireEvent.click(within(row).getByRole('link'));
    await waitFor(() => expect(portal.location()).toBe('/counselor/orders/501'));
    const notes = await screen.findByRole('textbox', { name: 'Counselor’s notes (private)' });
    expect(notes).toHaveValue('Wants HR roles');
    fireEvent.change(notes, { target: { value: 'Wants HR roles; send the HR course list' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Notes saved')).toBeInTheDocument();
    expect(bodyOf(writes(portal.calls).find((call) => call.path.endsWith('/notes')))).toEqual({ notes: 'Wants HR roles; send the HR course list' });

    fireEvent.click(screen.getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText('Session marked completed')).toBeInTheDocument();
    expect(writes(portal.calls).map((call) => call.path)).toEqual(['/consult-orders/501/notes', '/consult-orders/501/complete']);
    // once completed, no more complete / no-show
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument());
  });

  it('cannot complete a session before it starts but may cancel it with a reason; the account menu leads to the counselor home', async () => {
    const portal = renderPortal(
      '/counselor/orders/501',
      counselorAccount({ 'GET /consult-orders/501': { data: consultOrder({ startsAt: hoursFromNow(5) }) }, 'PUT /consult-orders/501/cancel': { data: null } }),
    );
    expect(await screen.findByRole('button', { name: 'Mark completed' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark no-show' })).toBeDisabled();
    expect(screen.getByText('A session can be marked completed or a no-show once it has started.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    const confirm = screen.getByRole('button', { name: 'Cancel session' });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: /Why the session is cancelled/ }), { target: { value: 'I am ill' } });
    fireEvent.click(confirm);
    expect(await screen.findByText('Session cancelled')).toBeInTheDocument();
    expect(bodyOf(writes(portal.calls)[0])).toEqual({ reason: 'I am ill' });
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Counselor home' })).toHaveAttribute('href', '/counselor');
  });

  it('edits their own weekly availability (checked before saving) and adds a day off', async () => {
    const portal = renderPortal(
      '/counselor',
      counselorAccount({
        'GET /consult-orders/schedule': { data: [] },
        'GET /counselors/me': { data: { ...counselor(), timeZone: 'Asia/Vientiane', weekly: [{ weekday: 1, from: '09:00', to: '12:00' }], daysOff: [{ day: '2026-12-24', reason: 'Holiday' }] } },
        'PUT /counselors/41/availability': { data: null },
        'POST /counselors/41/days-off': { data: null },
      }),
    );
    expect(await screen.findByText('No session booked in the coming month.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Availability' }));
    expect(await screen.findByText('2026-12-24 — Holiday')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add an opening' }));
    const second = screen.getByRole('group', { name: 'Opening 2' });
    fireEvent.change(within(second).getByLabelText('From'), { target: { value: '10:00' } });
    fireEvent.change(within(second).getByLabelText('To'), { target: { value: '11:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await within(second).findByText('This opening overlaps another on the same day')).toBeInTheDocument();
    expect(writes(portal.calls)).toHaveLength(0);
    fireEvent.change(within(second).getByLabelText('From'), { target: { value: '14:00' } });
    fireEvent.change(within(second).getByLabelText('To'), { target: { value: '17:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Availability saved')).toBeInTheDocument();
    expect(bodyOf(writes(portal.calls)[0])).toEqual({ timeZone: 'Asia/Vientiane', weekly: [{ weekday: 1, from: '09:00', to: '12:00' }, { weekday: 1, from: '14:00', to: '17:00' }] });

    fireEvent.change(screen.getByLabelText('Day off'), { target: { value: '2026-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add day off' }));
    await waitFor(() => expect(bodyOf(writes(portal.calls, 'POST')[0])).toEqual({ day: '2026-12-31', reason: null }));
  });
});
