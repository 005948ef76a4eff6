import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryTrend } from '../resources/delivery-orders/deliveryTestData';
import { fail, fakeApi, ok } from '../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../test/renderAdmin';
import { Dashboard } from './Dashboard';

let api: ReturnType<typeof fakeApi>;
let isFailing = false;
let isQuiet = false;

beforeEach(() => {
  isFailing = false;
  isQuiet = false;
  api = stubApi({
    'GET /api/v1/delivery-orders/trend': ({ url }) => (isFailing ? fail(500, 'B0001', 'Unexpected server error') : ok(deliveryTrend(Number(url.searchParams.get('days')), isQuiet))),
    'GET /api/v1/notices/my-page': () => ok({ list: [], total: 0 }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const settled = { timeout: 5000 };
const findCard = () => screen.findByRole('region', { name: 'Delivery orders' }, settled);
const trendCalls = () => api.calls('GET', '/api/v1/delivery-orders/trend');

describe('the delivery order trend card', () => {
  it('shows the orders created and onboarded over the last 7 days, created per day as bars, linking to the list', async () => {
    renderAdmin(<Dashboard />, { perms: ['biz:delivery:query'] });
    const card = await findCard();
    // 7 days: 0,1,2,0,1,2 created then 5 today; onboarded 0,1,0,1,0,1 then 2
    expect(await within(card).findByLabelText('Created in the period 11', {}, settled)).toBeInTheDocument();
    expect(within(card).getByLabelText('Onboarded in the period 5')).toBeInTheDocument();
    const chart = await within(card).findByRole('img', {}, settled);
    expect(chart).toHaveAccessibleName('Created per day from Nov 19, 2026 to Nov 25, 2026');
    expect(chart.querySelectorAll('rect')).toHaveLength(7);
    expect(chart.querySelector('rect[data-day="2026-11-25"] title')).toHaveTextContent('Nov 25, 2026: 5 orders created');
    expect(trendCalls()[0]!.url.searchParams.get('days')).toBe('7');
    expect(await within(card).findByRole('link', { name: 'View delivery orders' })).toHaveAttribute('href', expect.stringMatching(/\/delivery-orders$/));
  });

  it('switches to the onboarded series and to the last 30 days', async () => {
    renderAdmin(<Dashboard />, { perms: ['dashboard:view'] });
    const card = await findCard();
    await within(card).findByRole('img', {}, settled);
    fireEvent.click(within(card).getByRole('button', { name: 'Onboarded' }));
    const onboarded = await within(card).findByRole('img', { name: /^Onboarded per day/ }, settled);
    expect(onboarded.querySelector('rect[data-day="2026-11-25"] title')).toHaveTextContent('Nov 25, 2026: 2 candidates onboarded');

    fireEvent.click(within(card).getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(within(card).getByRole('img').querySelectorAll('rect')).toHaveLength(30), settled);
    expect(within(card).getByRole('img')).toHaveAccessibleName('Onboarded per day from Oct 27, 2026 to Nov 25, 2026');
    expect(trendCalls().at(-1)!.url.searchParams.get('days')).toBe('30');
    // a role given only the dashboard's figures may not open the list
    await accessChecksSettled();
    expect(within(card).queryByRole('link', { name: 'View delivery orders' })).toBeNull();
  });

  it('says when nothing happened in the period, and offers another try when the figures do not come', async () => {
    isQuiet = true;
    renderAdmin(<Dashboard />, { perms: ['biz:delivery:query'] });
    const card = await findCard();
    expect(await within(card).findByText('No delivery order in this period.', {}, settled)).toBeInTheDocument();
    expect(within(card).queryByRole('img')).toBeNull();

    isFailing = true;
    fireEvent.click(within(card).getByRole('button', { name: '30 days' }));
    const retry = await screen.findByRole('button', { name: 'Retry' }, settled);
    isFailing = false;
    fireEvent.click(retry);
    expect(await findCard()).toBeInTheDocument();
  });

  it('is not shown to a role that reads neither delivery orders nor the dashboard figures', async () => {
    renderAdmin(<Dashboard />, { perms: ['biz:job:query'] });
    await screen.findByText(/Version/, {}, settled);
    await accessChecksSettled();
    expect(screen.queryByRole('region', { name: 'Delivery orders' })).toBeNull();
    expect(trendCalls()).toHaveLength(0);
  });
});
