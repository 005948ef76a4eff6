import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handler, pageOf, renderPortal, signedInAs } from '../../../test/fakeApi';
import { check, goldMembership, levels, order, paymentQr } from '../testing/membershipFixtures';

const ORDER = 'VIP20260316000042';

/** A publisher with an open order, its current QR code as given, and the answers of the status checks in turn. */
function payingPublisher(extra: Record<string, Handler | object> = {}) {
  return {
    'GET /users/me': signedInAs(['PUBLISHER'], 'Somchai'),
    'GET /notices/my-page': pageOf([]),
    'GET /vip': { data: goldMembership({ openOrderNo: ORDER }) },
    'GET /vip-levels/options': { data: levels },
    'GET /vip-orders/mine/page': pageOf([]),
    [`GET /vip-orders/${ORDER}/form`]: { data: order() },
    [`GET /vip-orders/${ORDER}/qr`]: { data: paymentQr() },
    ...extra,
  };
}

async function openPayment() {
  fireEvent.click(await screen.findByRole('button', { name: 'Continue paying' }));
  return (await screen.findByRole('dialog', { name: `Pay order ${ORDER}` })) as HTMLElement;
}

/** Answers each call with the next of `answers` (the last one repeats). */
const inTurn = (...answers: object[]): Handler => {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)];
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the payment dialog (spec §4)', () => {
  it('says "not paid" when "I have paid" comes too early, and closes with the membership refreshed once paid', async () => {
    const portal = renderPortal(
      '/vip/vip-register',
      payingPublisher({
        [`PUT /vip-orders/${ORDER}/confirm`]: inTurn(
          { data: check('notPaid', 'Order not paid, please complete payment before clicking') },
          { data: check('processing', 'Order payment in progress, please try again later') },
          { data: check('paid', 'Payment successful, membership activated', goldMembership({ levelId: 3, levelName: 'Platinum' })) },
        ),
      }),
    );
    const dialog = await openPayment();
    expect(await within(dialog).findByRole('img', { name: `Payment QR code for order ${ORDER}` })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(within(dialog).getByText('JobMarket')).toBeInTheDocument();
    expect(within(dialog).getAllByText('LAK 2,000,000').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/The QR code expires in 1[45]:\d\d/);

    fireEvent.click(within(dialog).getByRole('button', { name: 'I have paid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Order not paid, please complete payment before clicking');
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have paid' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Order payment in progress, please try again later'));

    const membershipReads = portal.calls.filter((call) => call.path === '/vip').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('Payment successful, membership activated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(portal.calls.filter((call) => call.path === '/vip').length).toBeGreaterThan(membershipReads));
    expect(portal.calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual(Array(3).fill(`/vip-orders/${ORDER}/confirm`));
  });

  it('greys out an expired code, says so, and refreshes it on request', async () => {
    const portal = renderPortal(
      '/vip/vip-register',
      payingPublisher({
        [`GET /vip-orders/${ORDER}/qr`]: { data: paymentQr({ expiresAt: new Date(Date.now() - 1000).toISOString(), isExpired: true }) },
        [`POST /vip-orders/${ORDER}/qr`]: { data: paymentQr({ reference: 'R000042B', image: 'data:image/png;base64,NEW=' }) },
      }),
    );
    const dialog = await openPayment();
    expect(await within(dialog).findByText('QR code has expired, please click refresh')).toBeInTheDocument();
    expect(within(dialog).queryByRole('timer')).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Refresh QR code' }));
    await waitFor(() => expect(within(dialog).getByRole('img', { name: `Payment QR code for order ${ORDER}` })).toHaveAttribute('src', 'data:image/png;base64,NEW='));
    expect(within(dialog).queryByText('QR code has expired, please click refresh')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('timer')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Refresh QR code' })).not.toBeInTheDocument();
    expect(portal.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/vip-orders/${ORDER}/qr`]);
  });

  it('treats the api’s "expired" answer like the clock running out', async () => {
    renderPortal('/vip/vip-register', payingPublisher({ [`PUT /vip-orders/${ORDER}/confirm`]: { data: check('qrExpired', 'QR code has expired, please click refresh') } }));
    const dialog = await openPayment();
    await within(dialog).findByRole('timer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have paid' }));
    expect(await within(dialog).findByRole('button', { name: 'Refresh QR code' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('timer')).not.toBeInTheDocument();
  });

  it('offers a new code when the api knows no payment for the order', async () => {
    renderPortal('/vip/vip-register', payingPublisher({ [`PUT /vip-orders/${ORDER}/confirm`]: { data: check('notFound', 'Order number does not exist, please get QR code again') } }));
    const dialog = await openPayment();
    await within(dialog).findByRole('timer');
    expect(within(dialog).queryByRole('button', { name: 'Refresh QR code' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have paid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Order number does not exist, please get QR code again');
    expect(within(dialog).getByRole('button', { name: 'Refresh QR code' })).toBeInTheDocument();
  });

  it('says spec §8’s failure when the status cannot be asked, and the api’s refusal of a refresh as it words it', async () => {
    renderPortal(
      '/vip/vip-register',
      payingPublisher({
        [`GET /vip-orders/${ORDER}/qr`]: { data: paymentQr({ expiresAt: new Date(Date.now() - 1000).toISOString(), isExpired: true }) },
        [`POST /vip-orders/${ORDER}/qr`]: { code: 'A0440', status: 409, msg: 'A payment for this order is in progress: wait for it before getting a new QR code' },
        [`PUT /vip-orders/${ORDER}/confirm`]: { code: 'B0001', status: 500, msg: 'System error' },
      }),
    );
    const dialog = await openPayment();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'I have paid' }));
    expect(await within(dialog).findByText('Failed to query order status, please try again later')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refresh QR code' }));
    expect(await within(dialog).findByText('A payment for this order is in progress: wait for it before getting a new QR code')).toBeInTheDocument();
  });

  it('issues the first code of an order that has none', async () => {
    const portal = renderPortal(
      '/vip/vip-register',
      payingPublisher({
        [`GET /vip-orders/${ORDER}/qr`]: { code: 'A0606', status: 404, msg: 'Not found' },
        [`POST /vip-orders/${ORDER}/qr`]: { data: paymentQr() },
      }),
    );
    const dialog = await openPayment();
    expect(await within(dialog).findByRole('img', { name: `Payment QR code for order ${ORDER}` })).toBeInTheDocument();
    expect(portal.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/vip-orders/${ORDER}/qr`]);
  });

  it('links the code to the simulated bank when the deployment pays through it', async () => {
    // the client configuration is fetched by the page itself (not through the api client): answered here
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: '00000', data: { variant: 'foreign', apiBase: '/api/v1', realtime: { mqtt: '/mqtt', ws: '/ws' }, chineseEdition: false, simulatedBank: true } }))),
    );
    renderPortal('/vip/vip-register', payingPublisher());
    const dialog = await openPayment();
    const link = await within(dialog).findByRole('link', { name: 'Open in the simulated bank' });
    expect(link).toHaveAttribute('href', `/dev/bank?payload=${encodeURIComponent(paymentQr().payload)}`);
  });
});
