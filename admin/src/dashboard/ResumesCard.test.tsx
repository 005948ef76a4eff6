import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resumeStats } from '../resources/resumes/resumeTestData';
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
    'GET /api/v1/resumes/stats': ({ url }) => {
      if (isFailing) return fail(500, 'B0001', 'Unexpected server error');
      const days = Number(url.searchParams.get('days'));
      return ok(isQuiet ? resumeStats(days, { newThisMonth: 0, days: resumeStats(days).days.map((day) => ({ ...day, count: 0 })) }) : resumeStats(days));
    },
    'GET /api/v1/notices/my-page': () => ok({ list: [], total: 0 }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const settled = { timeout: 5000 };
const findCard = () => screen.findByRole('region', { name: 'Resumes' }, settled);

describe('the resumes card', () => {
  it('shows every resume, the new ones this month, and the last 7 days of new resumes as bars, linking to the list', async () => {
    renderAdmin(<Dashboard />, { perms: ['biz:resume:query'] });
    const card = await findCard();
    expect(await within(card).findByLabelText('Total resumes 12,345', {}, settled)).toBeInTheDocument();
    expect(within(card).getByLabelText('New this month 87')).toBeInTheDocument();
    const chart = await within(card).findByRole('img', {}, settled);
    expect(chart).toHaveAccessibleName('New resumes per day from Nov 1, 2026 to Nov 7, 2026');
    expect(chart.querySelectorAll('rect')).toHaveLength(7);
    expect(chart.querySelector('rect[data-day="2026-11-07"] title')).toHaveTextContent('Nov 7, 2026: 4 new resumes');
    expect(chart.querySelector('rect[data-day="2026-11-02"] title')).toHaveTextContent('Nov 2, 2026: 1 new resume');
    expect(api.calls('GET', '/api/v1/resumes/stats')[0]!.url.searchParams.get('days')).toBe('7');
    expect(await within(card).findByRole('link', { name: 'View resumes' })).toHaveAttribute('href', expect.stringMatching(/\/resumes$/));
  });

  it('switches to the last 30 days', async () => {
    renderAdmin(<Dashboard />, { perms: ['dashboard:view'] });
    const card = await findCard();
    await within(card).findByRole('img', {}, settled);
    fireEvent.click(within(card).getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(within(card).getByRole('img').querySelectorAll('rect')).toHaveLength(30), settled);
    expect(within(card).getByRole('img')).toHaveAccessibleName('New resumes per day from Oct 9, 2026 to Nov 7, 2026');
    expect(api.calls('GET', '/api/v1/resumes/stats').at(-1)!.url.searchParams.get('days')).toBe('30');
    // a role given only the dashboard's figures may not open the list
    await accessChecksSettled();
    expect(within(card).queryByRole('link', { name: 'View resumes' })).toBeNull();
  });

  it('says when no resume was created in the period, and offers another try when the figures do not come', async () => {
    isQuiet = true;
    renderAdmin(<Dashboard />, { perms: ['biz:resume:query'] });
    const card = await findCard();
    expect(await within(card).findByText('No new resume in this period.', {}, settled)).toBeInTheDocument();
    expect(within(card).getByLabelText('New this month 0')).toBeInTheDocument();
    expect(within(card).queryByRole('img')).toBeNull();

    isFailing = true;
    fireEvent.click(within(card).getByRole('button', { name: '30 days' }));
    const retry = await screen.findByRole('button', { name: 'Retry' }, settled);
    isFailing = false;
    fireEvent.click(retry);
    expect(await findCard()).toBeInTheDocument();
  });

  it('is not shown to a role that reads neither resumes nor the dashboard figures', async () => {
    renderAdmin(<Dashboard />, { perms: ['biz:job:query'] });
    await screen.findByText(/Version/, {}, settled);
    await accessChecksSettled();
    expect(screen.queryByRole('region', { name: 'Resumes' })).toBeNull();
    expect(api.calls('GET', '/api/v1/resumes/stats')).toHaveLength(0);
  });
});
