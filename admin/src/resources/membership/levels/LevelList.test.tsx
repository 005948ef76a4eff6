import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../../test/renderAdmin';
import { levelView } from '../membershipTestData';
import { LevelList } from './LevelList';

const gold = levelView();
const basic = levelView({ id: 1, names: { en: 'Basic', 'zh-cn': '基础', lo: 'ພື້ນຖານ', th: 'พื้นฐาน' }, name: 'Basic', price: 500_000, jobCount: 5, sort: 1, enabled: false });
let levels = [basic, gold];
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  window.location.hash = '';
  levels = [basic, gold];
  api = stubApi({
    'GET /api/v1/vip-levels': () => ok(levels, { 'Content-Range': `vip-levels 0-${levels.length - 1}/${levels.length}` }),
    'GET /api/v1/vip-levels/2': () => ok(gold),
    'POST /api/v1/vip-levels': ({ body }) => ok({ ...levelView({ id: 3 }), ...JSON.parse(body!) }),
    'PUT /api/v1/vip-levels/2': ({ body }) => ok({ ...gold, ...JSON.parse(body!) }),
    'DELETE /api/v1/vip-levels/1': () => ok(null),
  });
});
afterEach(() => vi.unstubAllGlobals());

const all = ['biz:vip:query', 'biz:vip:add', 'biz:vip:edit', 'biz:vip:delete'];
const renderList = (perms = all) => renderAdmin(<LevelList />, { perms, resource: 'vip-levels' });
const rowOf = async (text: string) => (await screen.findByText(text, {}, { timeout: 5000 })).closest('tr')!;
const settled = { timeout: 5000 };

describe('LevelList', () => {
  it('lists the levels in sort order with the price in the configured currency, validity, quotas and whether they are offered', async () => {
    renderList();
    const row = await rowOf('Gold');
    expect(within(row).getByText('LAK 1,500,000')).toBeInTheDocument();
    expect(within(row).getByText('30')).toBeInTheDocument();
    expect(within(row).getByText('200')).toBeInTheDocument();
    expect(within(row).getByText('Enabled')).toBeInTheDocument();
    expect(within(await rowOf('Basic')).getByText('Disabled')).toBeInTheDocument();
    expect(JSON.parse(api.calls('GET', '/api/v1/vip-levels')[0]!.url.searchParams.get('sort')!)).toEqual(['sort', 'ASC']);
    for (const header of ['Member level', 'Price', 'Validity (days)', 'Published job count', 'Viewable resumes', 'Downloadable resumes', 'Published ad count', 'Sort', 'Enabled']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header.replace(/[()]/g, '\\$&')}`) })).toBeInTheDocument();
    }
  });

  it('says there are no levels yet when the api has none', async () => {
    levels = [];
    renderList();
    expect(await screen.findByText(/No membership levels yet/, {}, settled)).toBeInTheDocument();
  });

  it('checks a new level with the api’s schema (names in four languages, whole numbers, limits) before creating it with the form’s fields only', async () => {
    renderList();
    await rowOf('Gold');
    fireEvent.click(await screen.findByRole('button', { name: 'New membership level' }, settled));
    const dialog = await screen.findByRole('dialog', {}, settled);
    expect(within(dialog).getByLabelText('Price (LAK)')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Name in English'), { target: { value: 'Platinum' } });
    fireEvent.change(within(dialog).getByLabelText('Price (LAK)'), { target: { value: '2000000000' } });
    fireEvent.change(within(dialog).getByLabelText('Validity (days)'), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText('Published job count'), { target: { value: '1.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be at most 1000000000', {}, settled)).toBeInTheDocument();
    expect(within(dialog).getByText('At least 1 day')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a whole number')).toBeInTheDocument();
    expect(within(dialog).getAllByText('This field is required').length).toBeGreaterThanOrEqual(3); // the other names and quotas
    expect(api.calls('POST', '/api/v1/vip-levels')).toHaveLength(0);

    const fill: Record<string, string> = {
      'Name in Chinese': '铂金',
      'Name in Lao': 'ແພລທິນຳ',
      'Name in Thai': 'แพลทินัม',
      'Price (LAK)': '3000000',
      'Validity (days)': '90',
      'Published job count': '50',
      'Viewable resumes': '500',
      'Downloadable resumes': '100',
      'Published ad count': '10',
    };
    for (const [label, value] of Object.entries(fill)) fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    // each change validates again (the form was submitted once); Save waits for that
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled(), settled);
    fireEvent.click(save);
    await waitFor(() => expect(api.calls('POST', '/api/v1/vip-levels')).toHaveLength(1), settled);
    expect(JSON.parse(api.calls('POST', '/api/v1/vip-levels')[0]!.body!)).toEqual({
      names: { en: 'Platinum', 'zh-cn': '铂金', lo: 'ແພລທິນຳ', th: 'แพลทินัม' },
      price: 3000000,
      validDays: 90,
      jobCount: 50,
      viewableResumes: 500,
      downloadableResumes: 100,
      adCount: 10,
      sort: 0,
      enabled: true,
    });
  });

  it('edits a level in a dialog and sends only the form’s fields', async () => {
    renderList();
    fireEvent.click(await within(await rowOf('Gold')).findByRole('button', { name: 'Edit' }, settled));
    const dialog = await screen.findByRole('dialog', {}, settled);
    const price = await within(dialog).findByLabelText('Price (LAK)', {}, settled);
    await waitFor(() => expect(price).toHaveValue(1500000));
    fireEvent.change(price, { target: { value: '1800000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT', '/api/v1/vip-levels/2')).toHaveLength(1), settled);
    const body = JSON.parse(api.calls('PUT', '/api/v1/vip-levels/2')[0]!.body!);
    expect(body).toMatchObject({ price: 1800000, names: gold.names, enabled: true });
    expect(Object.keys(body).sort()).toEqual(['adCount', 'downloadableResumes', 'enabled', 'jobCount', 'names', 'price', 'sort', 'validDays', 'viewableResumes']);
    expect(await screen.findByText('Modify successful', {}, settled)).toBeInTheDocument();
  });

  it('deletes a level after a confirmation that names it', async () => {
    renderList();
    fireEvent.click(await within(await rowOf('Basic')).findByRole('button', { name: 'Delete' }, settled));
    const confirm = await screen.findByRole('dialog', {}, settled);
    expect(within(confirm).getByText(/Delete the membership level “Basic”\?/)).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls('DELETE', '/api/v1/vip-levels/1')).toHaveLength(1), settled);
  });

  it('shows neither create, edit nor delete to staff who may only read', async () => {
    renderList(['biz:vip:query']);
    await rowOf('Gold');
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'New membership level' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
