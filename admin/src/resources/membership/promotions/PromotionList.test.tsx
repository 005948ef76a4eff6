import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../../test/renderAdmin';
import { pageOf, promotionView } from '../membershipTestData';
import { PromotionList } from './PromotionList';

const running = promotionView();
const ended = promotionView({ id: 4, jobId: 30, position: 'Accountant', status: 'ended', endedBy: 'staff', reason: 'Misleading title' });
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  window.location.hash = '';
  api = stubApi({
    'GET /api/v1/vip-promotions/page': ({ url }) => {
      const status = url.searchParams.get('status');
      return ok(pageOf([running, ended].filter((promotion) => !status || promotion.status === status)));
    },
    'PUT /api/v1/vip-promotions/5/end': () => ok(null),
  });
});
afterEach(() => vi.unstubAllGlobals());

const settled = { timeout: 5000 };
const rowOf = async (text: string) => (await screen.findByText(text, {}, settled)).closest('tr')!;

describe('PromotionList', () => {
  it('lists featured jobs with publisher, period, status, who ended them and why; the job opens for its readers', async () => {
    renderAdmin(<PromotionList />, { perms: ['biz:vip:query', 'biz:job:query'], resource: 'vip-promotions' });
    const row = await rowOf('Warehouse supervisor');
    expect(within(row).getByText('Somchai')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-27 10:00:00')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    const endedRow = await rowOf('Accountant');
    expect(within(endedRow).getByText('Ended')).toBeInTheDocument();
    expect(within(endedRow).getByText('Staff')).toBeInTheDocument();
    expect(within(endedRow).getByText('Misleading title')).toBeInTheDocument();
    expect(await within(row).findByRole('link', { name: 'Warehouse supervisor' }, settled)).toHaveAttribute('href', expect.stringContaining('/jobs/31/show'));
  });

  it('ends a running promotion after a confirmation, with an optional reason', async () => {
    renderAdmin(<PromotionList />, { perms: ['biz:vip:query', 'biz:vip:promotion:end'], resource: 'vip-promotions' });
    const row = await rowOf('Warehouse supervisor');
    expect(within(await rowOf('Accountant')).queryByRole('button', { name: 'End promotion' })).toBeNull();
    fireEvent.click(await within(row).findByRole('button', { name: 'End promotion' }, settled));
    const dialog = await screen.findByRole('dialog', { name: 'End the promotion of “Warehouse supervisor”' }, settled);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End promotion' }));
    await waitFor(() => expect(api.calls('PUT', '/api/v1/vip-promotions/5/end')).toHaveLength(1), settled);
    expect(JSON.parse(api.calls('PUT', '/api/v1/vip-promotions/5/end')[0]!.body!)).toEqual({ reason: null });
    expect(await screen.findByText('Promotion ended', {}, settled)).toBeInTheDocument();
  });

  it('filters by status, and shows no end button without biz:vip:promotion:end', async () => {
    renderAdmin(<PromotionList />, { perms: ['biz:vip:query'], resource: 'vip-promotions' });
    await rowOf('Warehouse supervisor');
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'End promotion' })).toBeNull();
    // without biz:job:query the job is named, not linked
    expect(screen.queryByRole('link', { name: 'Warehouse supervisor' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ended' }, settled));
    await waitFor(() => expect(api.calls('GET', '/api/v1/vip-promotions/page').at(-1)!.url.searchParams.get('status')).toBe('ended'), settled);
    await waitFor(() => expect(screen.queryByText('Warehouse supervisor')).toBeNull(), settled);
  });
});
