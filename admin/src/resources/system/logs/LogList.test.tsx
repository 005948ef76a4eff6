import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fakeApi';
import { renderAdmin, stubApi } from '../../../test/renderAdmin';
import { LogList } from './LogList';

const rows = [
  {
    id: '12',
    module: 'Users',
    content: 'Created the user alice',
    requestUri: '/api/v1/users',
    method: 'POST',
    ip: '10.0.0.8',
    region: null,
    browser: 'Chrome 140',
    os: 'Linux',
    executionTime: 23,
    createBy: 1,
    createTime: '2026-11-22 09:15:02',
    operator: 'root',
  },
  {
    id: '11',
    module: 'Sign-in',
    content: 'root signed in',
    requestUri: '/api/v1/auth/login',
    method: 'POST',
    ip: '10.0.0.8',
    region: null,
    browser: 'Chrome 140',
    os: 'Linux',
    executionTime: 80,
    createBy: 1,
    createTime: '2026-11-22 09:14:00',
    operator: 'root',
  },
];

let api: ReturnType<typeof fakeApi>;
const filterOf = (url: URL) => JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;

beforeEach(() => {
  window.location.hash = ''; // the list keeps its filters in the (hash) URL: every test starts unfiltered
  api = stubApi({
    'GET /api/v1/logs': ({ url }) => {
      const { keywords } = filterOf(url);
      const list = typeof keywords === 'string' ? rows.filter((row) => row.content.includes(keywords)) : rows;
      return ok(list, { 'Content-Range': `logs 0-${Math.max(list.length - 1, 0)}/${list.length}` });
    },
  });
});

afterEach(() => vi.unstubAllGlobals());

function renderList() {
  return renderAdmin(<LogList />, { perms: ['sys:log:query'], resource: 'logs' });
}

// the first render loads react-admin's list machinery; on a busy machine that takes longer than findBy's default second
const findRow = (text: string) => screen.findByText(text, {}, { timeout: 5000 });
const lastFilter = () => filterOf(api.calls('GET', '/api/v1/logs').at(-1)!.url);

describe('LogList', () => {
  it('lists operations newest first with the contract columns', async () => {
    renderList();
    expect(await findRow('Created the user alice')).toBeInTheDocument();
    for (const header of ['Module', 'Operation', 'Operator', 'Request URI', 'Method', 'IP address', 'Region', 'Browser', 'Operating system', 'Duration', 'Time']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(screen.getByText('23 ms')).toBeInTheDocument();
    const [first] = api.calls('GET', '/api/v1/logs');
    expect(JSON.parse(first!.url.searchParams.get('sort')!)).toEqual(['createTime', 'DESC']);
  });

  it('filters by keywords', async () => {
    renderList();
    await findRow('root signed in');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'alice' } });
    await waitFor(() => expect(lastFilter()).toEqual({ keywords: 'alice' }));
    await waitFor(() => expect(screen.queryByText('root signed in')).toBeNull());
    expect(screen.getByText('Created the user alice')).toBeInTheDocument();
  });

  it('filters by a day range, an open end meaning "since"', async () => {
    renderList();
    await findRow('root signed in');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } });
    await waitFor(() => expect(lastFilter()).toEqual({ createTime: ['2026-11-01', '2026-11-20'] }));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    await waitFor(() => expect((lastFilter().createTime as string[])[0]).toBe('2026-11-01'));
    expect((lastFilter().createTime as string[])[1]! >= '2026-11-01').toBe(true);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    await waitFor(() => expect(lastFilter()).toEqual({}));
  });

  it('opens the details of a row', async () => {
    renderList();
    fireEvent.click(await findRow('root signed in'));
    const dialog = await screen.findByRole('dialog', { name: 'Operation details' });
    expect(within(dialog).getByText('/api/v1/auth/login')).toBeInTheDocument();
    expect(within(dialog).getByText('80 ms')).toBeInTheDocument();
    expect(within(dialog).getByText('2026-11-22 09:14:00')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
