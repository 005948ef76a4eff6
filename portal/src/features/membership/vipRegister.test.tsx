import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, renderPortal, signedInAs } from '../../test/fakeApi';
import { goldMembership, levels, noMembership, order } from './testing/membershipFixtures';

const publisherVip = (extra = {}) => ({
  'GET /users/me': signedInAs(['PUBLISHER'], 'Somchai'),
  'GET /notices/my-page': pageOf([]),
  'GET /vip': { data: goldMembership() },
  'GET /vip-levels/options': { data: levels },
  'GET /vip-orders/mine/page': pageOf([]),
  ...extra,
});

const levelCard = async (name: string) => (await screen.findByRole('article', { name })) as HTMLElement;
const quotaBar = (name: string) => screen.getByRole('progressbar', { name });

describe('the VIP page (/vip, child vip-register)', () => {
  it('opens /vip at /vip/vip-register with the membership, its quotas and the levels side by side', async () => {
    const portal = renderPortal('/vip', publisherVip());
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP membership' })).toBeInTheDocument();
    await waitFor(() => expect(portal.location()).toBe('/vip/vip-register'));

    const mine = await screen.findByRole('region', { name: 'My membership' });
    expect(within(mine).getByText('Gold')).toBeInTheDocument();
    expect(within(mine).getByText('Active')).toBeInTheDocument();
    expect(within(mine).getByText('15 days left')).toBeInTheDocument();
    expect(quotaBar('Published jobs')).toHaveAttribute('aria-valuenow', '40');
    expect(quotaBar('Published jobs')).toHaveAttribute('aria-valuetext', '12 of 30 used, 18 left');
    expect(quotaBar('Downloaded resumes')).toHaveAttribute('aria-valuetext', '80 of 80 used, 0 left');
    expect(quotaBar('Published ads')).toHaveAttribute('aria-valuetext', '1 of 3 used, 2 left');

    // kip as English writes it; the price per level, validity and the four quotas
    const gold = await levelCard('Gold');
    expect(within(gold).getByText('LAK 800,000')).toBeInTheDocument();
    expect(within(gold).getByText('Your level')).toBeInTheDocument();
    expect(within(gold).getByText('Validity: 30 days')).toBeInTheDocument();
    expect(within(gold).getByRole('button', { name: 'Renew Gold' })).toBeEnabled();
    const platinum = await levelCard('Platinum');
    expect(within(platinum).getByText('LAK 2,000,000')).toBeInTheDocument();
    expect(within(platinum).getByText('1,000')).toBeInTheDocument();
    expect(within(platinum).getByRole('button', { name: 'Upgrade to Platinum' })).toBeEnabled();
    // a cheaper level waits for the current membership to end
    const basic = await levelCard('Basic');
    expect(within(basic).getByRole('button', { name: 'Choose Basic' })).toBeDisabled();
    expect(within(basic).getByText('You can choose a cheaper level once your current membership ends')).toBeInTheDocument();
    expect(await screen.findByText('You have no VIP orders yet.')).toBeInTheDocument();
  });

  it('writes kip the way a Lao reader does', async () => {
    localStorage.setItem('jobmarket.portal.locale', 'lo');
    renderPortal('/vip/vip-register', publisherVip());
    const gold = await screen.findByRole('article', { name: 'Gold' }, { timeout: 15_000 });
    expect(within(gold).getByText('₭800.000')).toBeInTheDocument();
  });

  it('offers a new membership to a publisher without one, with the free allowance as quotas', async () => {
    renderPortal('/vip/vip-register', publisherVip({ 'GET /vip': { data: noMembership() } }));
    const mine = await screen.findByRole('region', { name: 'My membership' });
    expect(within(mine).getByText('Not a member')).toBeInTheDocument();
    expect(within(mine).getByText('You are not a VIP member yet: the free allowance below applies. Choose a level to get more.')).toBeInTheDocument();
    expect(quotaBar('Published jobs')).toHaveAttribute('aria-valuetext', '1 of 3 used, 2 left');
    fireEvent.click(within(await levelCard('Basic')).getByRole('button', { name: 'Choose Basic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order: Basic' });
    expect(within(dialog).getByText('New membership')).toBeInTheDocument();
    expect(within(dialog).getByText('Your Basic membership starts as soon as you pay and lasts 30 days.')).toBeInTheDocument();
    expect(within(dialog).getByText('LAK 300,000')).toBeInTheDocument();
  });

  it('explains an upgrade and its credit before submitting, then opens the payment of the order the api priced', async () => {
    let sent: unknown;
    const portal = renderPortal(
      '/vip/vip-register',
      publisherVip({
        'POST /vip-orders': (call: { body: unknown }) => {
          sent = JSON.parse(String(call.body));
          return { data: order() };
        },
        'POST /vip-orders/VIP20260316000042/qr': { code: 'B0001', status: 500, msg: 'System error' },
      }),
    );
    fireEvent.click(within(await levelCard('Platinum')).getByRole('button', { name: 'Upgrade to Platinum' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your order: Platinum' });
    expect(within(confirm).getByText('Upgrade: starts now')).toBeInTheDocument();
    // 15 days of Gold (800,000 / 30 days) are worth 18 days of Platinum (2,000,000 / 90 days)
    expect(within(confirm).getByText(/The 15 days left of your current level are credited to the new level by price per day: 18 days are added to its end\./)).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Submit order' }));

    const payment = await screen.findByRole('dialog', { name: 'Pay order VIP20260316000042' });
    expect(sent).toEqual({ levelId: 3 });
    expect(within(payment).getByText('LAK 2,000,000')).toBeInTheDocument();
    expect(within(payment).getByText('5 days of your current level are credited to the new one.')).toBeInTheDocument();
    expect(within(payment).getByText(/Please pay within 3 days; an unpaid order is cancelled automatically after that\./)).toBeInTheDocument();
    // spec §8: a failure to get the code is said as such, and a refresh is offered
    expect(await within(payment).findByText('Failed to get QR code, please try again later')).toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'Refresh QR code' })).toBeInTheDocument();
    expect(portal.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/vip-orders', '/vip-orders/VIP20260316000042/qr']);
  });

  it('says the api’s refusal of an order in the confirm dialog', async () => {
    renderPortal(
      '/vip/vip-register',
      publisherVip({ 'POST /vip-orders': { code: 'A0440', status: 409, msg: 'This membership level is no longer offered' } }),
    );
    fireEvent.click(within(await levelCard('Gold')).getByRole('button', { name: 'Renew Gold' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your order: Gold' });
    expect(within(confirm).getByText(/Paying adds 30 days after your current end date/)).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Submit order' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('This membership level is no longer offered');
  });

  it('lists my orders and continues paying an open one with its current QR code', async () => {
    const open = order({ status: 'awaitingPayment', reference: 'R1', qrExpiresAt: '2099-01-01 00:00:00' });
    const portal = renderPortal(
      '/vip/vip-register',
      publisherVip({
        'GET /vip': { data: goldMembership({ openOrderNo: open.orderNo }) },
        'GET /vip-orders/mine/page': pageOf([open, order({ orderNo: 'VIP20260201000007', levelName: 'Gold', amount: 800_000, status: 'paid', paidTime: '2026-02-01 10:05:00' })]),
        'GET /vip-orders/VIP20260316000042/form': { data: open },
        'GET /vip-orders/VIP20260316000042/qr': { data: { orderNo: open.orderNo, reference: 'R1', payload: '000201', image: 'data:image/png;base64,AA', amount: 2_000_000, currency: 'LAK', merchantName: 'JobMarket', expiresAt: new Date(Date.now() + 600_000).toISOString(), isExpired: false } },
      }),
    );
    const orders = await screen.findByRole('table', { name: 'My orders' });
    await within(orders).findByText('VIP20260201000007');
    expect(within(orders).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(orders).getByText('Paid')).toBeInTheDocument();
    // the paid order offers nothing; the open one offers to pay it (as does the membership panel)
    expect(within(orders).getAllByRole('button', { name: 'Continue paying' })).toHaveLength(1);
    expect(screen.getByText('Order VIP20260316000042 is waiting for payment.')).toBeInTheDocument();

    fireEvent.click(within(orders).getByRole('button', { name: 'Continue paying' }));
    const payment = await screen.findByRole('dialog', { name: 'Pay order VIP20260316000042' });
    expect(await within(payment).findByRole('img', { name: 'Payment QR code for order VIP20260316000042' })).toBeInTheDocument();
    expect(within(payment).getByRole('timer')).toHaveTextContent(/The QR code expires in (9|10):\d\d/);
    // continuing shows the code the order has: no new one is issued
    expect(portal.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('is in a publisher’s user menu, and not in a job seeker’s', async () => {
    const publisher = renderPortal('/vip/vip-register', publisherVip());
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'VIP membership' })).toHaveAttribute('href', '/vip');
    publisher.unmount();

    renderPortal('/dashboard/profile', { 'GET /users/me': signedInAs(['SEEKER']), 'GET /notices/my-page': pageOf([]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'VIP membership' })).not.toBeInTheDocument();
  });

  it('explains to a job seeker that VIP membership is for publishers, asking the api nothing', async () => {
    const portal = renderPortal('/vip', { 'GET /users/me': signedInAs(['SEEKER']), 'GET /notices/my-page': pageOf([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP membership is for job publishers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my home' })).toHaveAttribute('href', '/dashboard');
    expect(portal.calls.some((call) => call.path.startsWith('/vip'))).toBe(false);
  });

  it('sends a visitor without a session to sign in, and back to /vip afterwards', async () => {
    const portal = renderPortal('/vip', { 'GET /auth/captcha': { data: { captchaKey: 'k1', captchaBase64: 'data:image/png;base64,AAAA' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(portal.location()).toBe(`/login?redirect=${encodeURIComponent('/vip')}`);
  });
});
