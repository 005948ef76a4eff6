import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { receivableView } from '../resources/membership/membershipTestData';
import { fail, fakeApi, ok } from '../test/fakeApi';
import { renderAdmin, stubApi } from '../test/renderAdmin';
import { Dashboard } from './Dashboard';

let api: ReturnType<typeof fakeApi>;
let isFailing = false;

beforeEach(() => {
  isFailing = false;
  api = stubApi({
    'GET /api/v1/vip-orders/receivable': ({ url }) => (isFailing ? fail(500, 'B0001', 'Unexpected server error') : ok(receivableView(Number(url.searchParams.get('days'))))),
    'GET /api/v1/notices/my-page': () => ok({ list: [], total: 0 }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const settled = { timeout: 5000 };

describe('the monthly receivable card', () => {
  it("shows this month's paid total and order count, and the last 7 days' paid amounts as bars", async () => {
    renderAdmin(<Dashboard />, { perms: ['biz:vip:query'] });
    const card = await screen.findByRole('region', { name: 'Monthly receivable' }, settled);
    expect(await within(card).findByText('LAK 4,500,000', {}, settled)).toBeInTheDocument();
    expect(within(card).getByText('3 paid orders this month')).toBeInTheDocument();
    const chart = await within(card).findByRole('img', {}, settled);
    expect(chart).toHaveAccessibleName('Paid VIP orders per day from Nov 1, 2026 to Nov 7, 2026');
    expect(chart.querySelectorAll('rect')).toHaveLength(7);
    expect(chart.querySelector('rect[data-day="2026-11-07"] title')).toHaveTextContent('Nov 7, 2026: LAK 1,500,000, 1 order');
    expect(api.calls('GET', '/api/v1/vip-orders/receivable')[0]!.url.searchParams.get('days')).toBe('7');
  });

  it('switches to the last 30 days', async () => {
    renderAdmin(<Dashboard />, { perms: ['dashboard:view'] });
    const card = await screen.findByRole('region', { name: 'Monthly receivable' }, settled);
    await within(card).findByRole('img', {}, settled);
    fireEvent.click(within(card).getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(within(card).getByRole('img').querySelectorAll('rect')).toHaveLength(30), settled);
    expect(api.calls('GET', '/api/v1/vip-orders/receivable').at(-1)!.url.searchParams.get('days')).toBe('30');
  });

  it('says when nothing was paid, and offers another try when the figures do not come', async () => {
    api = stubApi({
      'GET /api/v1/vip-orders/receivable': () => (isFailing ? fail(500, 'B0001', 'Unexpected server error') : ok(receivableView(7, { monthTotal: 0, monthPaidOrders: 0, days: receivableView(7).days.map((day) => ({ ...day, amount: 0, orders: 0 })) }))),
      'GET /api/v1/notices/my-page': () => ok({ list: [], total: 0 }),
    });
    renderAdmin(<Dashboard />, { perms: ['biz:vip:query'] });
    expect(await screen.findByText('No VIP order was paid in this period.', {}, settled)).toBeInTheDocument();
    isFailing = true;
    fireEvent.click(screen.getByRole('button', { name: '30 days' }));
    const retry = await screen.findByRole('button', { name: 'Retry' }, settled);
    // the figures come back before the retry asks for them (the click's effect fetches inside the same act)
    isFailing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Monthly receivable' }, settled)).toBeInTheDocument();
  });

  it('is not shown to a role that reads neither orders nor the dashboard figures', async () => {
    renderAdmin(<Dashboard />, { perms: ['biz:job:query'] });
    await screen.findByText(/Version/, {}, settled);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Monthly receivable' })).toBeNull());
    expect(api.calls('GET', '/api/v1/vip-orders/receivable')).toHaveLength(0);
  });
});
