import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '../../notifications/NotificationBell';
import { clearDictionaryCache } from '../../providers/dictionaries';
import { fakeApi, ok } from '../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../test/renderAdmin';
import { orderView, pageOf } from './deliveryTestData';

// no broker in these tests: the bell subscribes to nothing
vi.mock('../../providers/realtime', () => ({ onRealtimeMessage: () => () => undefined }));

let api: ReturnType<typeof fakeApi>;
let waiting: ReturnType<typeof orderView>[];

beforeEach(() => {
  clearDictionaryCache();
  window.location.hash = '';
  waiting = [
    orderView(),
    orderView({ id: 44, orderNo: 'DO20261124000044', state: 'PendingOnboarding', candidateName: 'Vilay Phommachanh', position: 'Accountant', updateTime: '2026-11-24 16:00:00' }),
  ];
  api = stubApi({
    'GET /api/v1/notices/my-page': () => ok({ list: [], total: 0 }),
    'GET /api/v1/dict/list': () => ok([]),
    'GET /api/v1/jobs/audit-tasks': () => ok({ list: [], total: 0 }),
    'GET /api/v1/delivery-orders/tasks': () => ok(pageOf(waiting)),
  });
});
afterEach(() => vi.unstubAllGlobals());

const bell = () => screen.getByRole('button', { name: 'Notifications', hidden: true });

describe("the task tab's delivery orders", () => {
  it('lists the orders waiting for the signed-in user, counts them on the tab, and opens the one chosen', async () => {
    renderAdmin(<NotificationBell />, { roles: ['USER'], perms: ['biz:delivery:query', 'biz:delivery:audit'] });
    fireEvent.click(bell());
    const tasksTab = await screen.findByRole('tab', { name: /Tasks/ });
    await vi.waitFor(() => expect(tasksTab).toHaveTextContent('2'));
    fireEvent.click(tasksTab);
    const list = await screen.findByRole('list', { name: 'Delivery orders' });
    expect(within(list).getByText('Pending resume review: Somchai Jaidee → Senior software engineer')).toBeInTheDocument();
    expect(within(list).getByText('DO20261124000044 · 2026-11-24 16:00:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All delivery orders (2)' })).toBeInTheDocument();
    expect(api.calls('GET', '/api/v1/delivery-orders/tasks')[0]!.url.searchParams.get('pageSize')).toBe('5');
    fireEvent.click(within(list).getByText('Pending onboarding: Vilay Phommachanh → Accountant'));
    await vi.waitFor(() => expect(window.location.hash).toBe('#/delivery-orders/44/show'));
  });

  it('lists them after the jobs for staff who audit both, and says when no order waits', async () => {
    waiting = [];
    renderAdmin(<NotificationBell />, { roles: ['USER'], perms: ['biz:delivery:query', 'biz:job:audit'] });
    fireEvent.click(bell());
    await accessChecksSettled();
    fireEvent.click(await screen.findByRole('tab', { name: 'Tasks' }));
    expect(await screen.findByText('No jobs are waiting for review')).toBeInTheDocument();
    expect(await screen.findByText('No delivery order is waiting for you')).toBeInTheDocument();
  });

  it('asks nothing for staff who cannot read delivery orders', async () => {
    renderAdmin(<NotificationBell />, { roles: ['USER'], perms: [] });
    fireEvent.click(bell());
    await accessChecksSettled();
    fireEvent.click(await screen.findByRole('tab', { name: 'Tasks' }));
    expect(screen.getByText('There are no tasks yet')).toBeInTheDocument();
    expect(api.calls('GET', '/api/v1/delivery-orders/tasks')).toHaveLength(0);
  });
});
