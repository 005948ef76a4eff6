import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type FakeRoute } from '../../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../../test/renderAdmin';
import { UserList } from './UserList';

const rows = [
  { id: 7, username: 'alice', nickname: 'Alice', deptName: 'Sales', mobile: '13800000001', status: 1, roleNames: 'Administrator,Recruiters', createTime: '2026-01-02 10:00:00' },
  { id: 8, username: 'bob', nickname: 'Bob', deptName: 'Support', mobile: '', status: 0, roleNames: '', createTime: '2026-01-03 11:00:00' },
];

let api: ReturnType<typeof fakeApi>;

function renderList(perms: string[], overrides: Record<string, FakeRoute> = {}) {
  api = stubApi({
    'GET /api/v1/users': () => ok(rows, { 'Content-Range': 'users 0-1/2' }),
    'GET /api/v1/dept/options': () => ok([{ value: 1, label: 'Head office', children: [{ value: 2, label: 'Sales' }] }]),
    'GET /api/v1/roles/options': () => ok([]),
    ...overrides,
  });
  return renderAdmin(<UserList />, { perms });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UserList', () => {
  it('shows the users the api answers, with seeded role names translated, beside the department tree', async () => {
    renderList(['sys:user:query']);
    const alice = (await screen.findByText('alice')).closest('tr')!;
    expect(within(alice).getByText('Administrator, Recruiters')).toBeInTheDocument();
    expect(within(alice).getByText('13800000001')).toBeInTheDocument();
    expect(screen.getByText('bob')).toBeInTheDocument();
    expect(await screen.findByText('Head office')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Username/ })).toBeInTheDocument();
    const list = api.calls('GET', '/api/v1/users')[0]!;
    expect(JSON.parse(list.url.searchParams.get('sort')!)).toEqual(['createTime', 'DESC']);
  });

  it('filters by the department chosen in the tree', async () => {
    renderList(['sys:user:query']);
    fireEvent.click(await screen.findByText('Head office'));
    await vi.waitFor(() => expect(api.calls('GET', '/api/v1/users').some((call) => JSON.parse(call.url.searchParams.get('filter') ?? '{}').deptId === 1)).toBe(true));
  });

  it('has no delete control for a user without sys:user:delete', async () => {
    renderList(['sys:user:query', 'sys:user:edit']);
    await screen.findByText('alice');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2));
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('asks for a selection before deleting', async () => {
    renderList(['sys:user:query', 'sys:user:delete'], { 'DELETE /api/v1/users/7': () => ok([7]) });
    await screen.findByText('alice');
    const toolbarDelete = screen.getAllByRole('button', { name: 'Delete' })[0]!;
    fireEvent.click(toolbarDelete);
    expect(await screen.findByText('Please select items to delete')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes a row from its "more" menu only after confirmation, and says so when the confirmation is cancelled', async () => {
    renderList(['sys:user:query', 'sys:user:delete'], { 'DELETE /api/v1/users/7': () => ok([7]) });
    await screen.findByText('alice');
    const aliceRow = screen.getByText('alice').closest('tr')!;
    expect(within(aliceRow).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const deleteFromMenu = async () => {
      fireEvent.click(await within(aliceRow).findByRole('button', { name: 'More actions' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    };
    await deleteFromMenu();
    expect(await screen.findByText('Delete "alice"?')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /Cancel/i }));
    expect(await screen.findByText('Delete cancelled')).toBeInTheDocument();
    expect(api.calls('DELETE', '/api/v1/users/7')).toHaveLength(0);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await deleteFromMenu();
    fireEvent.click(await screen.findByRole('button', { name: /Confirm/i }));
    await vi.waitFor(() => expect(api.calls('DELETE', '/api/v1/users/7')).toHaveLength(1));
  });

  it('offers the password reset in the "more" menu and leaves the menu out for those who may do neither', async () => {
    renderList(['sys:user:query', 'sys:user:password:reset']);
    await screen.findByText('alice');
    const aliceRow = screen.getByText('alice').closest('tr')!;
    fireEvent.click(await within(aliceRow).findByRole('button', { name: 'More actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Reset password' }));
    expect(await screen.findByText('Reset the password of alice')).toBeInTheDocument();
  });

  it('shows no "more" menu to a user who may only edit', async () => {
    renderList(['sys:user:query', 'sys:user:edit']);
    await screen.findByText('alice');
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });

  it("shows the user's history in a tab of the edit dialog", async () => {
    renderList(['sys:user:query', 'sys:user:edit'], {
      'GET /api/v1/users/7': () => ok({ id: 7, username: 'alice', nickname: 'Alice', mobile: null, gender: 2, avatar: null, email: null, status: 1, deptId: 2, roleIds: [] }),
      'GET /api/v1/users/7/history': () =>
        ok([
          { revision: 0, type: 'UserCreated', data: {}, actor: { id: 'system', username: null, nickname: null }, time: '2026-01-02T03:04:05.000Z', stateAfter: { exists: true, id: 7, nickname: 'Ali', status: 1 } },
          { revision: 1, type: 'UserUpdated', data: {}, actor: { id: '1', username: 'root', nickname: 'Root' }, time: '2026-01-03T03:04:05.000Z', stateAfter: { exists: true, id: 7, nickname: 'Alice', status: 0 } },
        ]),
    });
    await screen.findByText('alice');
    fireEvent.click(await within(screen.getByText('alice').closest('tr')!).findByRole('button', { name: 'Edit' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('table', { name: 'History' });
    const [, newest, oldest] = within(history).getAllByRole('row');
    expect(within(newest!).getByText('Root (root)')).toBeInTheDocument();
    expect(within(newest!).getByText(/User edited/)).toBeInTheDocument();
    expect(newest!.textContent).toContain('Nickname: Ali → Alice');
    expect(newest!.textContent).toContain('Status: Enabled → Disabled');
    expect(within(oldest!).getByText('System')).toBeInTheDocument();
    expect(within(oldest!).getByText('User created')).toBeInTheDocument();
  });
});
