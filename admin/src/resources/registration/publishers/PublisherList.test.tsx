import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../../test/renderAdmin';
import { PublisherList } from './PublisherList';

const application = (id: number, username: string, company: string) => ({
  id,
  username,
  company,
  email: `${username}@example.test`,
  mobile: '13800000000',
  auditStatus: 1,
  rejectReason: null,
  createTime: '2026-03-01 10:00:00',
  auditTime: '2026-03-01 11:00:00',
});
const jobCounts: Record<number, number> = { 11: 3, 12: 0 };

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  window.location.hash = '';
  api = stubApi({
    // the audit list asks for its pending tab first; these answer whatever it asks
    'GET /api/v1/publishers': () => ok([application(11, 'siamtech', 'Siam Tech'), application(12, 'vtelecom', 'Vientiane Telecom')], { 'Content-Range': 'publishers 0-1/2' }),
    'GET /api/v1/jobs': ({ url }) => {
      const { publisherId } = JSON.parse(url.searchParams.get('filter') ?? '{}') as { publisherId: number };
      const total = jobCounts[publisherId] ?? 0;
      return ok(total > 0 ? [{ id: publisherId * 100, position: 'x' }] : [], { 'Content-Range': `jobs 0-0/${total}` });
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const rowOf = async (text: string) => (await screen.findByText(text, {}, { timeout: 5000 })).closest('tr')!;

describe('PublisherList', () => {
  it("shows each publisher's job count linking to the job list filtered to them, for staff who may read jobs", async () => {
    renderAdmin(<PublisherList />, { perms: ['biz:publisher:query', 'biz:job:query'] });
    const link = await within(await rowOf('siamtech')).findByRole('link', { name: '3 jobs' });
    const target = new URL(link.getAttribute('href')!.replace(/^#/, ''), 'http://admin.test');
    expect(target.pathname).toMatch(/\/jobs$/);
    expect(JSON.parse(target.searchParams.get('filter')!)).toEqual({ publisherId: 11 });
    expect(await within(await rowOf('vtelecom')).findByText('No jobs')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Jobs' })).toBeInTheDocument();
    const asked = api.calls('GET', '/api/v1/jobs').map((request) => JSON.parse(request.url.searchParams.get('filter')!));
    expect(asked).toEqual(expect.arrayContaining([{ publisherId: 11 }, { publisherId: 12 }]));
  });

  it('shows no jobs column and asks for no jobs without biz:job:query', async () => {
    renderAdmin(<PublisherList />, { perms: ['biz:publisher:query'] });
    await rowOf('siamtech');
    await accessChecksSettled();
    expect(screen.queryByRole('columnheader', { name: 'Jobs' })).toBeNull();
    expect(api.calls('GET', '/api/v1/jobs')).toHaveLength(0);
  });
});
