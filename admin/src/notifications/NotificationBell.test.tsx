import type { RealtimeHandler } from '@jobmarket/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictionaryCache } from '../providers/dictionaries';
import { fakeApi, ok } from '../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../test/renderAdmin';
import { MyNoticeList } from '../resources/system/notices/MyNoticeList';
import { NotificationBell } from './NotificationBell';

// the broker is played by the test: it hands pushes to whatever the bell subscribed
const realtimeHandlers = new Set<RealtimeHandler>();
vi.mock('../providers/realtime', () => ({
  onRealtimeMessage: (handler: RealtimeHandler) => {
    realtimeHandlers.add(handler);
    return () => realtimeHandlers.delete(handler);
  },
}));
const push = (message: Record<string, unknown>, topic = 'b/notices') => act(() => realtimeHandlers.forEach((handler) => handler(message, topic)));

interface Mine {
  id: number;
  title: string;
  isRead: 0 | 1;
  /** 1 to everyone (the default), 2 to chosen users. */
  targetType?: 1 | 2;
}
let notices: Mine[];
let api: ReturnType<typeof fakeApi>;

const row = ({ targetType: _targetType, ...notice }: Mine) => ({ ...notice, type: '1', level: 'L', publisherName: 'Root', publishTime: `2026-01-0${notice.id} 09:00:00` });
const pendingJob = (id: number, position: string, company: string) => ({ id, position, company, createTime: `2026-02-0${id % 10} 08:00:00`, status: 'pending', auditStatus: 0, allowedActions: ['approve', 'reject'] });
let auditTasks: ReturnType<typeof pendingJob>[];

function renderWith(children: React.ReactNode, perms: string[] = []) {
  api = stubApi({
    'GET /api/v1/notices/my-page': ({ url }) => {
      const isRead = url.searchParams.get('isRead');
      const targetType = url.searchParams.get('targetType');
      const matching = notices
        .filter((notice) => isRead === null || String(notice.isRead) === isRead)
        .filter((notice) => targetType === null || String(notice.targetType ?? 1) === targetType)
        .sort((a, b) => b.id - a.id);
      const size = Number(url.searchParams.get('pageSize'));
      return ok({ list: matching.slice(0, size).map(row), total: matching.length });
    },
    'PUT /api/v1/notices/read-all': () => {
      notices = notices.map((notice) => ({ ...notice, isRead: 1 }));
      return ok(null);
    },
    'GET /api/v1/notices/3/detail': () => {
      notices = notices.map((notice) => (notice.id === 3 ? { ...notice, isRead: 1 } : notice));
      return ok({ ...row(notices.find((notice) => notice.id === 3)!), content: '<p>Read me</p>', publishStatus: 1, isRead: 1 });
    },
    'GET /api/v1/notices/8/detail': () => ok({ ...row(notices.find((notice) => notice.id === 8)!), content: '<p>Approved</p>', publishStatus: 1, isRead: 1 }),
    'GET /api/v1/dict/list': () => ok([]),
    'GET /api/v1/jobs/audit-tasks': ({ url }) => ok({ list: auditTasks.slice(0, Number(url.searchParams.get('pageSize'))), total: auditTasks.length }),
  });
  return renderAdmin(children, { roles: ['USER'], perms });
}

// hidden: a popover or dialog above it makes the app bar aria-hidden, and the badge is still read there
const bell = () => screen.getByRole('button', { name: 'Notifications', hidden: true });
const unreadBadge = async (count: number) => vi.waitFor(() => expect(bell().querySelector('[data-unread]')?.getAttribute('data-unread')).toBe(String(count)));

beforeEach(() => {
  clearDictionaryCache();
  window.location.hash = '';
  auditTasks = [pendingJob(31, 'Senior software engineer', 'Acme Ltd'), pendingJob(32, 'วิศวกรซอฟต์แวร์อาวุโส', 'สยามเทค')];
  notices = [
    ...[1, 2, 3, 4, 5, 6].map((id) => ({ id, title: `Notice ${id}`, isRead: 0 as const })),
    { id: 7, title: 'Already read', isRead: 1 },
  ];
});
afterEach(() => {
  vi.unstubAllGlobals();
  realtimeHandlers.clear();
});

describe('NotificationBell', () => {
  it('counts the unread notices and lists the newest five of them', async () => {
    renderWith(<NotificationBell />);
    await unreadBadge(6);
    fireEvent.click(bell());
    const list = await screen.findByRole('list', { name: 'Notices' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent?.match(/^Notice \d/)?.[0])).toEqual(['Notice 6', 'Notice 5', 'Notice 4', 'Notice 3', 'Notice 2']);
    expect(within(items[0]!).getByText('2026-01-06 09:00:00')).toBeInTheDocument();
    expect(within(list).queryByText('Already read')).toBeNull();
  });

  it('lists in the message tab only the notices addressed to the user personally, read or not, and opens them', async () => {
    notices.push({ id: 8, title: 'Your job was approved', isRead: 0, targetType: 2 }, { id: 9, title: 'Read decision', isRead: 1, targetType: 2 });
    renderWith(<NotificationBell />);
    fireEvent.click(bell());
    fireEvent.click(await screen.findByRole('tab', { name: 'Messages' }));
    expect(screen.getByText(/Notices sent to you personally/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('button').map((item) => item.textContent?.match(/^[A-Za-z ]+/)?.[0])).toEqual(['Read decision', 'Your job was approved']);
    expect(within(list).queryByText('Notice 6')).toBeNull();
    expect(api.calls('GET', '/api/v1/notices/my-page').some((request) => request.url.searchParams.get('targetType') === '2')).toBe(true);
    fireEvent.click(within(list).getByText('Your job was approved'));
    expect(await screen.findByRole('dialog', { name: 'Your job was approved' })).toBeInTheDocument();
  });

  it('says so when nothing is addressed to the user, and has no tasks for staff who do not audit jobs', async () => {
    renderWith(<NotificationBell />);
    fireEvent.click(bell());
    fireEvent.click(await screen.findByRole('tab', { name: 'Messages' }));
    expect(await screen.findByText('No messages addressed to you')).toBeInTheDocument();
    await accessChecksSettled();
    fireEvent.click(screen.getByRole('tab', { name: 'Tasks' }));
    expect(screen.getByText('There are no tasks yet')).toBeInTheDocument();
    expect(api.calls('GET', '/api/v1/jobs/audit-tasks')).toHaveLength(0);
  });

  it('lists the jobs waiting for review for staff who audit jobs, and opens the one chosen', async () => {
    renderWith(<NotificationBell />, ['biz:job:audit', 'biz:job:query']);
    fireEvent.click(bell());
    const tasksTab = await screen.findByRole('tab', { name: /Tasks/ });
    await vi.waitFor(() => expect(tasksTab).toHaveTextContent('2'));
    fireEvent.click(tasksTab);
    const list = await screen.findByRole('list', { name: 'Tasks' });
    expect(within(list).getByText('Review job: Senior software engineer')).toBeInTheDocument();
    expect(within(list).getByText('สยามเทค · 2026-02-02 08:00:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All pending jobs (2)' })).toBeInTheDocument();
    fireEvent.click(within(list).getByText('Review job: วิศวกรซอฟต์แวร์อาวุโส'));
    await vi.waitFor(() => expect(window.location.hash).toBe('#/jobs/32/show'));
  });

  it('says when no job waits for review', async () => {
    auditTasks = [];
    renderWith(<NotificationBell />, ['biz:job:audit']);
    fireEvent.click(bell());
    await accessChecksSettled();
    fireEvent.click(await screen.findByRole('tab', { name: 'Tasks' }));
    expect(await screen.findByText('No jobs are waiting for review')).toBeInTheDocument();
  });

  it('marks everything read and shows no count afterwards', async () => {
    renderWith(<NotificationBell />);
    await unreadBadge(6);
    fireEvent.click(bell());
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await unreadBadge(0);
    expect(api.calls('PUT', '/api/v1/notices/read-all')).toHaveLength(1);
    expect(await screen.findByText('No unread notices')).toBeInTheDocument();
  });

  it('opens a notice from the list, which makes it read and lowers the count', async () => {
    renderWith(<NotificationBell />);
    await unreadBadge(6);
    fireEvent.click(bell());
    fireEvent.click(await screen.findByText('Notice 3'));
    const dialog = await screen.findByRole('dialog', { name: 'Notice 3' });
    expect(await within(dialog).findByText('Read me')).toBeInTheDocument();
    await unreadBadge(5);
  });

  it('toasts a notice published live with its title and counts it', async () => {
    renderWith(<NotificationBell />);
    await unreadBadge(6);
    notices.push({ id: 8, title: 'Fresh news', isRead: 0 });
    push({ id: 8, type: '1', title: 'Fresh news', publishTime: '2026-01-08 09:00:00', noticeId: 'n-8' });
    expect(await screen.findByText('New notice: Fresh news')).toBeInTheDocument();
    await unreadBadge(7);
  });

  it('recounts without a toast when a notice is revoked', async () => {
    renderWith(<NotificationBell />);
    await unreadBadge(6);
    notices = notices.filter((notice) => notice.id !== 6);
    push({ id: 6, revoked: true }, 'u/42/notices');
    await unreadBadge(5);
    expect(screen.queryByText(/New notice/)).toBeNull();
  });
});

describe('MyNoticeList', () => {
  it('lists my notices with read markers, filters the unread ones, and keeps the bell in step after "mark all as read"', async () => {
    renderWith(
      <>
        <NotificationBell />
        <MyNoticeList />
      </>,
    );
    const table = await screen.findByRole('table', { name: 'My notices' });
    const readCell = (title: string) => within(table).getByText(title).closest('tr')!.cells[0]!.textContent;
    await within(table).findByText('Already read');
    expect(readCell('Already read')).toBe('Read');
    expect(readCell('Notice 1')).toBe('Unread');

    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    await vi.waitFor(() => expect(within(table).queryByText('Already read')).toBeNull());
    expect(api.requests.some((request) => request.path === '/api/v1/notices/my-page' && request.url.searchParams.get('isRead') === '0' && request.url.searchParams.get('pageSize') === '10')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await within(table).findByText('You have no notices')).toBeInTheDocument();
    await unreadBadge(0);
  });
});
