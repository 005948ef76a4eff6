import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fakeApi';
import { renderAdmin, stubApi } from '../../../test/renderAdmin';
import { historyEntry, levelView } from '../membershipTestData';
import { LevelShow } from './LevelShow';

const gold = levelView({ price: 1_800_000, updateTime: '2026-11-10 09:00:00' });
const { id: _id, name: _name, currency: _currency, createTime: _created, updateTime: _updated, ...form } = levelView();
const history = [
  historyEntry(0, 'VipLevelCreated', { id: 2, ...form }),
  historyEntry(1, 'VipLevelUpdated', { id: 2, ...form, price: 1_800_000, names: { ...form.names, th: 'ทองคำ' } }),
  historyEntry(2, 'VipLevelUpdated', { id: 2, ...form, price: 1_800_000, names: { ...form.names, th: 'ทองคำ' } }),
];
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  window.location.hash = '';
  api = stubApi({
    'GET /api/v1/vip-levels/2': () => ok(gold),
    'GET /api/v1/vip-levels/2/history': () => ok(history),
  });
});
afterEach(() => vi.unstubAllGlobals());

const settled = { timeout: 5000 };
/** A labelled value of the details tab. */
const valueOf = (label: string) => screen.getByText(label, { selector: '.MuiTypography-caption' }).nextSibling as HTMLElement;

describe('LevelShow', () => {
  it("shows the level's names in every language, price in its currency, validity, quotas and whether it is offered", async () => {
    renderAdmin(<LevelShow id={2} />, { perms: ['biz:vip:query'], resource: 'vip-levels' });
    expect(await screen.findByText('ทอง', {}, settled)).toBeInTheDocument();
    expect(screen.getByText('黄金')).toBeInTheDocument();
    expect(screen.getByText('ຄຳ')).toBeInTheDocument();
    expect(screen.getByText('LAK 1,800,000')).toBeInTheDocument();
    expect(valueOf('Enabled')).toHaveTextContent('Enabled');
    expect(valueOf('Downloadable resumes')).toHaveTextContent('50');
    expect(valueOf('Validity (days)')).toHaveTextContent('30');
    expect(valueOf('Updated')).toHaveTextContent('2026-11-10 09:00:00');
  });

  it('lists its history newest first: what each edit changed, the price in its currency', async () => {
    renderAdmin(<LevelShow id={2} />, { perms: ['biz:vip:query'], resource: 'vip-levels' });
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }, settled));
    const table = await screen.findByRole('table', { name: 'History' }, settled);
    const [unchanged, edited, created] = within(table).getAllByRole('row').slice(1);
    expect(within(unchanged!).getByText('Level edited')).toBeInTheDocument();
    expect(within(unchanged!).getByText('No field changed')).toBeInTheDocument();
    expect(within(edited!).getByText('Name in Thai: ทอง → ทองคำ')).toBeInTheDocument();
    expect(within(edited!).getByText('Price: LAK 1,500,000 → LAK 1,800,000')).toBeInTheDocument();
    expect(within(edited!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(created!).getByText('Level created')).toBeInTheDocument();
    expect(within(created!).getByText('Name in English: (empty) → Gold')).toBeInTheDocument();
    expect(within(created!).getByText('Enabled: (empty) → Yes')).toBeInTheDocument();
    expect(within(created!).getByText('Root (root)')).toBeInTheDocument();
  });

  it('edits from the level’s page in the same dialog as the list’s', async () => {
    api = stubApi({
      'GET /api/v1/vip-levels/2': () => ok(gold),
      'PUT /api/v1/vip-levels/2': ({ body }) => ok({ ...gold, ...JSON.parse(body!) }),
    });
    renderAdmin(<LevelShow id={2} />, { perms: ['biz:vip:query', 'biz:vip:edit'], resource: 'vip-levels' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, settled));
    const dialog = await screen.findByRole('dialog', {}, settled);
    const validity = await within(dialog).findByLabelText('Validity (days)', {}, settled);
    await waitFor(() => expect(validity).toHaveValue(30));
    fireEvent.change(validity, { target: { value: '60' } });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled(), settled);
    fireEvent.click(save);
    await waitFor(() => expect(api.calls('PUT', '/api/v1/vip-levels/2')).toHaveLength(1), settled);
    expect(JSON.parse(api.calls('PUT', '/api/v1/vip-levels/2')[0]!.body!)).toMatchObject({ validDays: 60 });
  });
});
