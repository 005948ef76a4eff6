import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dashboard } from '../../dashboard/Dashboard';
import { fail, fakeApi, ok } from '../../test/fakeApi';
import { renderAdmin, stubApi } from '../../test/renderAdmin';

let api: ReturnType<typeof fakeApi>;
let stats: unknown = { sessions: 12, completed: 7, cancelled: 2, revenue: 9000, currency: 'THB' };
let isFailing = false;

beforeEach(() => {
  isFailing = false;
  stats = { sessions: 12, completed: 7, cancelled: 2, revenue: 9000, currency: 'THB' };
  api = stubApi({
    'GET /api/v1/consult-orders/stats/month': () => (isFailing ? fail(500, 'B0001', 'Unexpected server error') : ok(stats)),
    'GET /api/v1/notices/my-page': () => ok({ list: [], total: 0 }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const settled = { timeout: 5000 };

describe('the Sessions this month card', () => {
  it("shows this month's sessions, completed, cancelled and what was paid, with a way to the orders", async () => {
    renderAdmin(<Dashboard />, { perms: ['biz:consult:query'] });
    const card = await screen.findByRole('region', { name: 'Sessions this month' }, settled);
    expect(await within(card).findByLabelText('Sessions 12', {}, settled)).toBeInTheDocument();
    expect(within(card).getByLabelText('Completed 7')).toBeInTheDocument();
    expect(within(card).getByLabelText('Cancelled 2')).toBeInTheDocument();
    expect(within(card).getByLabelText(/^Paid .*9,000/)).toBeInTheDocument();
    expect(await within(card).findByRole('link', { name: 'View consult orders' }, settled)).toBeInTheDocument();
  });

  it('says when there is no session yet, and offers another try when the figures do not come', async () => {
    stats = { sessions: 0, completed: 0, cancelled: 0, revenue: 0, currency: null };
    const view = renderAdmin(<Dashboard />, { perms: ['dashboard:view'] });
    expect(await screen.findByText('No session this month yet.', {}, settled)).toBeInTheDocument();
    // a role given only the dashboard's figures may not list the orders
    expect(screen.queryByRole('link', { name: 'View consult orders' })).toBeNull();
    view.unmount();

    isFailing = true;
    renderAdmin(<Dashboard />, { perms: ['biz:consult:query'] });
    const retry = await screen.findByRole('button', { name: 'Retry' }, settled);
    isFailing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Sessions this month' }, settled)).toBeInTheDocument();
  });

  it('is not shown to a role that reads neither consult orders nor the dashboard figures', async () => {
    renderAdmin(<Dashboard />, { perms: ['biz:job:query'] });
    await screen.findByText(/Version/, {}, settled);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Sessions this month' })).toBeNull());
    expect(api.calls('GET', '/api/v1/consult-orders/stats/month')).toHaveLength(0);
  });
});
