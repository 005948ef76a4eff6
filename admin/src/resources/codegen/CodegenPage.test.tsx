import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../test/renderAdmin';
import { CodegenPage } from './CodegenPage';
import { configView, dictionaries, menuTree, tableView } from './codegenTestData';

const settled = { timeout: 5000 };
const all = ['sys:codegen:query', 'sys:codegen:edit', 'sys:codegen:download'];
const tables = [tableView(), tableView({ tableName: 'jobs_v1', tableComment: 'Jobs', projection: 'jobs_v1', rowCount: 7, isConfigured: 0 })];
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  window.location.hash = '';
  api = stubApi({
    'GET /api/v1/codegen/table/page': ({ url }) => {
      const keywords = url.searchParams.get('keywords') ?? '';
      const list = tables.filter((table) => table.tableName.includes(keywords));
      return ok({ list, total: list.length });
    },
    'GET /api/v1/codegen/jobs_v1/config': () => ok(configView({ tableName: 'jobs_v1', saved: false, revision: null, updateTime: null })),
    'GET /api/v1/menus': () => ok(menuTree),
    'GET /api/v1/dict/list': () => ok(dictionaries),
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = (perms = all) => renderAdmin(<CodegenPage />, { perms });
const rowOf = async (text: string) => (await screen.findByText(text, {}, settled)).closest('tr')!;

describe('CodegenPage', () => {
  it('lists the read-model tables with their projection, rows and whether a configuration is saved', async () => {
    renderPage();
    const demo = await rowOf('Demo items');
    expect(within(demo).getByText('1,234')).toBeInTheDocument();
    expect(within(demo).getByText('Configured')).toBeInTheDocument();
    const jobs = await rowOf('Jobs');
    expect(within(jobs).getAllByText('jobs_v1')).toHaveLength(2); // the table and its projection
    expect(within(jobs).getByText('Not configured')).toBeInTheDocument();
    for (const header of ['Table', 'Description', 'Projection', 'Rows', 'Configuration']) expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const request = api.calls('GET', '/api/v1/codegen/table/page')[0]!.url.searchParams;
    expect([request.get('pageNum'), request.get('pageSize')]).toEqual(['1', '10']);
  });

  it('searches the tables by keywords and says when none matches', async () => {
    renderPage();
    await rowOf('Jobs');
    fireEvent.change(screen.getByLabelText('Search tables'), { target: { value: 'demo' } });
    await waitFor(() => expect(screen.queryByText('Jobs')).toBeNull(), settled);
    expect(screen.getByText('Demo items')).toBeInTheDocument();
    expect(api.calls('GET', '/api/v1/codegen/table/page').at(-1)!.url.searchParams.get('keywords')).toBe('demo');
    fireEvent.change(screen.getByLabelText('Search tables'), { target: { value: 'nothing' } });
    expect(await screen.findByText('No table matches “nothing”.', {}, settled)).toBeInTheDocument();
  });

  it('says so when the tables cannot be loaded', async () => {
    stubApi({ 'GET /api/v1/codegen/table/page': () => fail(500, 'B0001', 'System execution error') });
    renderPage();
    expect(await screen.findByText('The tables could not be loaded.', {}, settled)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opens a table’s configuration derived from its columns, and goes back to the list', async () => {
    renderPage();
    fireEvent.click(within(await rowOf('Jobs')).getByRole('button', { name: 'Configure' }));
    expect(await screen.findByRole('heading', { name: 'Configure jobs_v1' }, settled)).toBeInTheDocument();
    expect(screen.getByText('Not saved: derived from the table’s columns')).toBeInTheDocument();
    expect(screen.getByLabelText('Table name')).toHaveAttribute('readonly');
    expect(screen.getAllByLabelText('Field name').map((input) => (input as HTMLInputElement).value)).toEqual(['title', 'status']);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the tables' }));
    expect(await screen.findByText('Demo items', {}, settled)).toBeInTheDocument();
  });

  it('starts a new entity from scratch: an empty table name to fill and no field yet', async () => {
    renderPage();
    await rowOf('Jobs');
    fireEvent.click(screen.getByRole('button', { name: 'New entity' }));
    expect(await screen.findByRole('heading', { name: 'New entity' }, settled)).toBeInTheDocument();
    expect(screen.getByLabelText('Table name')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Table name')).toHaveValue('');
    expect(screen.getByText('No field yet: add one.')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'History' })).toBeNull();
  });

  it('offers neither a new entity nor saving to staff who may only read', async () => {
    renderPage(['sys:codegen:query']);
    await rowOf('Jobs');
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'New entity' })).toBeNull();
    fireEvent.click(within(await rowOf('Jobs')).getByRole('button', { name: 'Configure' }));
    await screen.findByRole('heading', { name: 'Configure jobs_v1' }, settled);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });
});
