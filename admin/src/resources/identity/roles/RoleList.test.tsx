import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../../test/renderAdmin';
import { RoleList } from './RoleList';

const roles = [
  { id: 2, name: 'Administrator', code: 'ADMIN', status: 1, sort: 1, createTime: '2026-01-01 10:00:00' },
  { id: 7, name: 'Editors', code: 'EDITOR', status: 0, sort: 2, createTime: '2026-01-02 10:00:00' },
];
const menuTree = [
  {
    value: 1,
    label: 'System management',
    children: [{ value: 2, label: 'Users', children: [{ value: 3, label: 'Add user' }] }],
  },
];

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  api = stubApi({
    'GET /api/v1/roles': () => ok(roles, { 'Content-Range': 'roles 0-1/2' }),
    'GET /api/v1/menus/options': () => ok(menuTree),
    'GET /api/v1/roles/7/menuIds': () => ok([]),
    'PUT /api/v1/roles/7/menus': (request) => ok(JSON.parse(request.body ?? '[]')),
    'DELETE /api/v1/roles/7': () => ok([7]),
  });
});

afterEach(() => vi.unstubAllGlobals());

function renderList(perms: string[]) {
  return renderAdmin(<RoleList />, { perms, resource: 'roles' });
}

describe('RoleList', () => {
  it('lists the roles with their names as the api answered them', async () => {
    renderList(['sys:role:query']);
    expect(await screen.findByText('Administrator')).toBeTruthy();
    expect(screen.getByText('Editors')).toBeTruthy();
    expect(screen.getByText('EDITOR')).toBeTruthy();
    expect(screen.getByText('Disabled')).toBeTruthy();
  });

  it('hides the edit, permission and delete controls from a user who may only look', async () => {
    renderList(['sys:role:query']);
    await screen.findByText('Editors');
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'Permissions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New role' })).toBeNull();
  });

  it('assigns a menu with its buttons when a parent is checked with linking on', async () => {
    renderList(['sys:role:query', 'sys:role:edit']);
    await screen.findByText('Editors');
    const editorsRow = screen.getByText('Editors').closest('tr')!;
    fireEvent.click(await within(editorsRow).findByRole('button', { name: 'Permissions' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Users' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT', '/api/v1/roles/7/menus')).toHaveLength(1));
    const body = JSON.parse(api.calls('PUT', '/api/v1/roles/7/menus')[0]!.body!) as number[];
    expect(body.sort()).toEqual([1, 2, 3]);
  });

  it('deletes a role only after confirmation and says so when cancelled', async () => {
    renderList(['sys:role:query', 'sys:role:delete']);
    await screen.findByText('Editors');
    const editorsRow = () => screen.getByText('Editors').closest('tr')!;
    fireEvent.click(await within(editorsRow()).findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete the role "Editors"?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Cancel/ }));
    expect(await screen.findByText('Delete cancelled')).toBeTruthy();
    expect(api.calls('DELETE', '/api/v1/roles/7')).toHaveLength(0);

    fireEvent.click(await waitFor(() => within(editorsRow()).getByRole('button', { name: 'Delete' })));
    fireEvent.click(await screen.findByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(api.calls('DELETE', '/api/v1/roles/7')).toHaveLength(1));
  });
});
