import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, type SeenRequest } from '../../../test/fakeApi';
import { renderAdmin, stubApi } from '../../../test/renderAdmin';
import { TableSelectDemoPage, type UserRow } from './TableSelectDemoPage';

const users: UserRow[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  username: index === 7 ? 'somchai' : `user${index + 1}`,
  nickname: index === 7 ? 'Somchai' : `User ${index + 1}`,
  mobile: `0201234${String(index).padStart(4, '0')}`,
  deptName: 'Head office',
  status: index === 7 ? 0 : 1,
}));

/** `/users/page` as the api answers it: keywords over user name and nickname, pageNum from 1. */
function usersPage(request: SeenRequest) {
  const params = request.url.searchParams;
  const keywords = (params.get('keywords') ?? '').toLowerCase();
  const matching = users.filter((user) => !keywords || user.username.includes(keywords) || user.nickname.toLowerCase().includes(keywords));
  const pageNum = Number(params.get('pageNum'));
  const pageSize = Number(params.get('pageSize'));
  return ok({ list: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: matching.length });
}

describe('table select demo', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens a paginated table of users, pages, searches and shows the chosen row', async () => {
    const api = stubApi({ 'GET /api/v1/users/page': usersPage });
    renderAdmin(<TableSelectDemoPage />);
    expect(await screen.findByText('Nothing chosen yet.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('combobox', { name: 'User' }));
    const dropDown = await screen.findByRole('dialog', { name: 'User' });
    expect(await within(dropDown).findByText('user1')).toBeInTheDocument();
    expect(within(dropDown).getByText('1–5 of 12')).toBeInTheDocument();
    expect(within(dropDown).queryByText('user6')).not.toBeInTheDocument();

    fireEvent.click(within(dropDown).getByRole('button', { name: 'Next page' }));
    expect(await within(dropDown).findByText('user6')).toBeInTheDocument();
    expect(within(dropDown).getByText('6–10 of 12')).toBeInTheDocument();
    expect(api.calls('GET', '/api/v1/users/page').at(-1)!.url.searchParams.get('pageNum')).toBe('2');

    fireEvent.change(within(dropDown).getByRole('textbox', { name: 'Search users' }), { target: { value: 'somch' } });
    expect(await within(dropDown).findByText('1–1 of 1')).toBeInTheDocument();
    const searched = api.calls('GET', '/api/v1/users/page').at(-1)!.url.searchParams;
    expect(searched.get('keywords')).toBe('somch');
    expect(searched.get('pageNum')).toBe('1');

    fireEvent.click(within(dropDown).getByText('somchai'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'User' })).toHaveValue('Somchai (somchai)');
    const chosen = screen.getByTestId('chosen-user');
    expect(within(chosen).getByText('8')).toBeInTheDocument();
    expect(within(chosen).getByText('02012340007')).toBeInTheDocument();
    expect(within(chosen).getByText('Disabled')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear the choice' }));
    expect(await screen.findByText('Nothing chosen yet.')).toBeInTheDocument();
  });

  it('says when no user matches and when the page could not be loaded', async () => {
    stubApi({ 'GET /api/v1/users/page': (request) => (request.url.searchParams.get('keywords') ? ok({ list: [], total: 0 }) : { status: 403, body: { code: 'A0301', msg: 'Access denied', data: null } }) });
    renderAdmin(<TableSelectDemoPage />);
    fireEvent.click(await screen.findByRole('combobox', { name: 'User' }));
    const dropDown = await screen.findByRole('dialog', { name: 'User' });
    expect(await within(dropDown).findByText('The users could not be loaded: Access denied')).toBeInTheDocument();
    fireEvent.change(within(dropDown).getByRole('textbox', { name: 'Search users' }), { target: { value: 'nobody' } });
    expect(await within(dropDown).findByText('No user matches the search.')).toBeInTheDocument();
  });
});
