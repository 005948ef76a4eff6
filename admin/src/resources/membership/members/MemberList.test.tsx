import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fakeApi';
import { renderAdmin, stubApi } from '../../../test/renderAdmin';
import { levelView, memberRow, pageOf } from '../membershipTestData';
import { MemberList } from './MemberList';

const active = memberRow();
const expired = memberRow({
  publisherId: 12,
  publisherName: 'Noy',
  company: 'Luang Prabang Crafts',
  status: 'expired',
  levelId: 1,
  levelName: 'Basic',
  daysLeft: 0,
  quotas: { jobs: { used: 5, total: 5, left: 0 }, resumeViews: { used: 0, total: 0, left: 0 }, resumeDownloads: { used: 0, total: 0, left: 0 }, ads: { used: 0, total: 0, left: 0 } },
});
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  window.location.hash = '';
  api = stubApi({
    'GET /api/v1/vip/page': ({ url }) => {
      const status = url.searchParams.get('status');
      const levelId = url.searchParams.get('levelId');
      return ok(pageOf([active, expired].filter((row) => (!status || row.status === status) && (!levelId || String(row.levelId) === levelId))));
    },
    'GET /api/v1/vip-levels': () => ok([levelView({ id: 1, name: 'Basic' }), levelView()], { 'Content-Range': 'vip-levels 0-1/2' }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const settled = { timeout: 5000 };
const rowOf = async (text: string) => (await screen.findByText(text, {}, settled)).closest('tr')!;
const lastQuery = () => api.calls('GET', '/api/v1/vip/page').at(-1)!.url.searchParams;

describe('MemberList', () => {
  it('lists each member with company, level, status, period, days left and the use of every quota', async () => {
    renderAdmin(<MemberList />, { perms: ['biz:vip:query'], resource: 'vip-members' });
    const row = await rowOf('Somchai');
    expect(within(row).getByText('Vientiane Logistics')).toBeInTheDocument();
    expect(within(row).getByText('Gold')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('2026-12-01 10:00:00')).toBeInTheDocument();
    expect(within(row).getByText('7')).toBeInTheDocument();
    expect(within(row).getByText('Published jobs: 3 of 20 used')).toBeInTheDocument();
    // a used-up quota stands out
    expect(within(row).getByText('Viewable resumes: 200 of 200 used')).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    expect(within(await rowOf('Noy')).getByText('Expired')).toBeInTheDocument();
    expect(lastQuery().get('pageNum')).toBe('1');
    expect(lastQuery().get('sortField')).toBe('endTime');
  });

  it('filters by status and by level, and says when nothing matches', async () => {
    renderAdmin(<MemberList />, { perms: ['biz:vip:query'], resource: 'vip-members' });
    await rowOf('Somchai');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Expired' }, settled));
    await waitFor(() => expect(lastQuery().get('status')).toBe('expired'), settled);
    await waitFor(() => expect(screen.queryByText('Somchai')).toBeNull(), settled);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Member level' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Gold' }, settled));
    await waitFor(() => expect(lastQuery().get('levelId')).toBe('2'), settled);
    expect(await screen.findByText('No VIP member matches these filters.', {}, settled)).toBeInTheDocument();
  });
});
