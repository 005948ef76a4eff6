import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok, type FakeAnswer } from '../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../test/renderAdmin';
import { Dashboard } from './Dashboard';

let api: ReturnType<typeof fakeApi>;
let readIds: Set<number>;

const stats = { todayUvCount: 12, totalUvCount: 3456, uvGrowthRate: 0.5, todayPvCount: 40, totalPvCount: 98765, pvGrowthRate: -0.25 };
const userStats = {
  month: '2026-11',
  totalUserCount: 12345,
  newUserCount: 30,
  lastMonthNewUserCount: 20,
  newUserGrowthRate: 0.5,
  monthlyActiveUserCount: 900,
  lastMonthActiveUserCount: 1000,
  activeUserGrowthRate: -0.1,
};
const trendFor = (url: URL) => {
  const start = new Date(`${url.searchParams.get('startDate')}T00:00:00Z`);
  const end = new Date(`${url.searchParams.get('endDate')}T00:00:00Z`);
  const dates: string[] = [];
  for (const day = start; day <= end; day.setUTCDate(day.getUTCDate() + 1)) dates.push(day.toISOString().slice(0, 10));
  return { dates, pvList: dates.map((_, i) => i + 3), uvList: dates.map(() => 2), ipList: dates.map(() => 1) };
};
const notices = [
  { id: 7, title: 'Maintenance on Sunday', type: '1', level: 'H', publisherName: 'root', publishTime: '2026-11-20 10:00:00', isRead: 0 },
  { id: 6, title: 'Welcome to JobMarket', type: '1', level: 'L', publisherName: 'root', publishTime: '2026-11-19 08:30:00', isRead: 1 },
];

beforeEach(() => {
  readIds = new Set();
  api = stubApi({
    'GET /api/v1/logs/visit-stats': () => ok(stats),
    'GET /api/v1/logs/user-stats': () => ok(userStats),
    'GET /api/v1/logs/visit-trend': ({ url }) => ok(trendFor(url)),
    'GET /api/v1/notices/my-page': () => ok({ list: notices.map((notice) => (readIds.has(notice.id) ? { ...notice, isRead: 1 } : notice)), total: 2 }),
    'GET /api/v1/jobs/stats': () => ok({ openJobs: 1234, pendingAudits: 3 }),
    'GET /api/v1/notices/7/detail': () => {
      readIds.add(7);
      return ok({ ...notices[0], content: '<p>The site is down <strong>2–4 am</strong>.</p>', publishStatus: 1, isRead: 1 });
    },
  });
});

afterEach(() => vi.unstubAllGlobals());

function renderDashboard(perms: string[]) {
  return renderAdmin(<Dashboard />, { perms });
}

describe('Dashboard', () => {
  it('shows today, total and growth of visitors and page views, rising green ▲ and falling red ▼', async () => {
    renderDashboard(['sys:log:query']);
    const visitors = await screen.findByRole('region', { name: 'Visitors (UV)' });
    expect(await within(visitors).findByText('12')).toBeInTheDocument();
    expect(within(visitors).getByText('Total: 3,456')).toBeInTheDocument();
    const rise = within(visitors).getByLabelText('50% more than yesterday');
    expect(rise).toHaveTextContent('▲ 50%');
    expect(rise).toHaveStyle({ color: 'rgb(46, 125, 50)' }); // MUI's success.main

    const pageViews = screen.getByRole('region', { name: 'Page views (PV)' });
    expect(within(pageViews).getByText('40')).toBeInTheDocument();
    expect(within(pageViews).getByText('Total: 98,765')).toBeInTheDocument();
    const fall = within(pageViews).getByLabelText('25% fewer than yesterday');
    expect(fall).toHaveTextContent('▼ 25%');
    expect(fall).toHaveStyle({ color: 'rgb(211, 47, 47)' }); // MUI's error.main
  });

  it('shows total users with new users against last month, and monthly active users against last month', async () => {
    renderDashboard(['dashboard:view']);
    const users = await screen.findByRole('region', { name: 'Users' });
    expect(await within(users).findByText('12,345')).toBeInTheDocument();
    expect(within(users).getByText('New this month: 30')).toBeInTheDocument();
    const newUsers = within(users).getByLabelText('50% more new users than last month');
    expect(newUsers).toHaveTextContent('▲ 50%');
    expect(newUsers).toHaveStyle({ color: 'rgb(46, 125, 50)' }); // MUI's success.main

    const active = screen.getByRole('region', { name: 'Monthly active users' });
    expect(within(active).getByText('900')).toBeInTheDocument();
    expect(within(active).getByText('Last month: 1,000')).toBeInTheDocument();
    const fall = within(active).getByLabelText('10% fewer active users than last month');
    expect(fall).toHaveTextContent('▼ 10%');
    expect(fall).toHaveStyle({ color: 'rgb(211, 47, 47)' }); // MUI's error.main
  });

  it('shows the user cards loading, then says when nobody signed in and last month has nothing to compare with', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    api = stubApi({
      'GET /api/v1/logs/user-stats': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
      'GET /api/v1/logs/visit-stats': () => ok(stats),
      'GET /api/v1/logs/visit-trend': ({ url }) => ok(trendFor(url)),
      'GET /api/v1/notices/my-page': () => ok({ list: [], total: 0 }),
    });
    renderDashboard(['dashboard:view']);
    const active = await screen.findByRole('region', { name: 'Monthly active users' });
    await waitFor(() => expect(api.calls('GET', '/api/v1/logs/user-stats')).toHaveLength(1));
    expect(active.querySelector('[aria-busy="true"]')).not.toBeNull();

    answer(ok({ ...userStats, newUserCount: 4, lastMonthNewUserCount: 0, newUserGrowthRate: null, monthlyActiveUserCount: 0, lastMonthActiveUserCount: 0, activeUserGrowthRate: null }));
    expect(await within(active).findByText('Nobody has signed in this month yet.')).toBeInTheDocument();
    expect(within(active).getByLabelText('Nothing last month to compare with')).toHaveTextContent('–');
    const users = screen.getByRole('region', { name: 'Users' });
    expect(within(users).getByText('New this month: 4')).toBeInTheDocument();
    expect(within(users).getByLabelText('Nothing last month to compare with')).toHaveTextContent('–');
  });

  it('draws the last 7 days and switches the chart to the last 30', async () => {
    renderDashboard(['dashboard:view']);
    const chart = await screen.findByRole('img', { name: /^Page views, visitors and IP addresses per day/ });
    expect(chart.querySelectorAll('[data-series="pv"] circle')).toHaveLength(7);
    const [week] = api.calls('GET', '/api/v1/logs/visit-trend');
    expect(trendFor(week!.url).dates).toHaveLength(7);

    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(api.calls('GET', '/api/v1/logs/visit-trend')).toHaveLength(2));
    const month = api.calls('GET', '/api/v1/logs/visit-trend')[1]!;
    expect(trendFor(month.url).dates).toHaveLength(30);
    expect(month.url.searchParams.get('endDate')).toBe(week!.url.searchParams.get('endDate'));
    await waitFor(() => expect(screen.getByRole('img', { name: /^Page views/ }).querySelectorAll('[data-series="uv"] circle')).toHaveLength(30));
  });

  it('asks for no visit figures and shows none to a user without sys:log:query or dashboard:view, but still the notices', async () => {
    renderDashboard(['sys:user:query']);
    expect(await screen.findByText('Maintenance on Sunday')).toBeInTheDocument();
    await accessChecksSettled();
    expect(screen.queryByRole('region', { name: 'Visitors (UV)' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Monthly active users' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Visit trend' })).toBeNull();
    expect(api.requests.filter((request) => request.path.startsWith('/api/v1/logs'))).toEqual([]);
  });

  it("shows the jobs card with open jobs and pending audits, linking to the jobs waiting for review, to the jobs' readers", async () => {
    renderDashboard(['biz:job:query']);
    const jobs = await screen.findByRole('region', { name: 'Jobs' });
    expect(await within(jobs).findByLabelText('Open jobs 1,234')).toBeInTheDocument();
    expect(within(jobs).getByLabelText('Pending audits 3')).toBeInTheDocument();
    const link = await within(jobs).findByRole('link', { name: 'Review pending jobs' });
    const target = new URL(link.getAttribute('href')!.replace(/^#/, ''), 'http://admin.test');
    expect(target.pathname).toMatch(/\/jobs$/);
    expect(JSON.parse(target.searchParams.get('filter')!)).toEqual({ status: 'pending' });
  });

  it('asks for no job figures from staff who may not read jobs or the dashboard', async () => {
    renderDashboard(['sys:user:query']);
    expect(await screen.findByText('Maintenance on Sunday')).toBeInTheDocument();
    await accessChecksSettled();
    expect(screen.queryByRole('region', { name: 'Jobs' })).toBeNull();
    expect(api.calls('GET', '/api/v1/jobs/stats')).toEqual([]);
  });

  it('lists the five newest notices and opens one, which then reads as read', async () => {
    renderDashboard([]);
    const list = await screen.findByRole('region', { name: 'Latest notices' });
    expect(await within(list).findByLabelText('Unread')).toBeInTheDocument();
    const [request] = api.calls('GET', '/api/v1/notices/my-page');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({ pageNum: '1', pageSize: '5' });

    fireEvent.click(within(list).getByText('Maintenance on Sunday'));
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance on Sunday' });
    expect(await within(dialog).findByText('2–4 am')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(list).queryByLabelText('Unread')).toBeNull());
    expect(within(list).getByText('Maintenance on Sunday')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View all' }).getAttribute('href')).toMatch(/\/my-notice$/);
  });

  it('says so when there are no notices, and offers a retry when the figures fail', async () => {
    api = stubApi({
      'GET /api/v1/logs/visit-stats': () => fail(500, 'B0001', 'Unexpected server error'),
      'GET /api/v1/logs/user-stats': () => ok(userStats),
      'GET /api/v1/logs/visit-trend': ({ url }) => ok(trendFor(url)),
      'GET /api/v1/notices/my-page': () => ok({ list: [], total: 0 }),
    });
    renderDashboard(['sys:log:query']);
    expect(await screen.findByText('No notices for you yet.')).toBeInTheDocument();
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.calls('GET', '/api/v1/logs/visit-stats')).toHaveLength(2));
  });
});
