import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fakeApi';
import { renderAdmin, stubApi } from '../../../test/renderAdmin';
import { EntityHistory } from './EntityHistory';
import type { HistoryEntry } from './historyChanges';

const root = { id: '1', username: 'root', nickname: 'Root' };
const entry = (revision: number, type: string, stateAfter: object): HistoryEntry => ({ revision, type, data: {}, actor: root, time: `2026-11-23T10:0${revision}:00Z`, stateAfter });

/** One line of the changes list, matched as a whole ("Field: before → after"). */
const change = (text: string) => (_: string, element: Element | null) => element?.tagName === 'LI' && element.textContent === text;

afterEach(() => vi.unstubAllGlobals());

describe('EntityHistory', () => {
  it("names a user's department and roles and says what kind of account it is, instead of showing ids and codes", async () => {
    stubApi({
      'GET /api/v1/users/7/history': () =>
        ok([
          entry(0, 'UserCreated', { username: 'ann', kind: 'platform', deptId: 2, roleIds: [6] }),
          entry(1, 'UserUpdated', { username: 'ann', kind: 'platform', deptId: 3, roleIds: [6, 99] }),
        ]),
      'GET /api/v1/dept/options': () => ok([{ value: 1, label: 'JobMarket', children: [{ value: 2, label: 'Operations' }, { value: 3, label: 'Audit' }] }]),
      'GET /api/v1/roles/options': () => ok([{ value: 6, label: 'roles.admin' }]),
    });
    renderAdmin(<EntityHistory resource="users" id={7} />);

    const [edited, created] = (await screen.findAllByRole('row')).slice(1);
    expect(await within(created!).findByText(change('Department: (empty) → Operations'))).toBeInTheDocument();
    expect(within(created!).getByText(change('Account kind: (empty) → Platform staff'))).toBeInTheDocument();
    // a role deleted since keeps its number
    expect(within(edited!).getByText(change('Roles: Administrator → Administrator, #99'))).toBeInTheDocument();
    expect(within(edited!).getByText(change('Department: Operations → Audit'))).toBeInTheDocument();
  });

  it("counts a role's permissions and names a menu's parent, the top level included", async () => {
    stubApi({
      'GET /api/v1/roles/2/history': () => ok([entry(0, 'RoleCreated', { name: 'Auditors' }), entry(1, 'RoleMenusAssigned', { name: 'Auditors', menuIds: [1, 2, 3] })]),
      'GET /api/v1/menus/5/history': () => ok([entry(0, 'MenuCreated', { name: 'Jobs', parentId: 0 }), entry(1, 'MenuUpdated', { name: 'Jobs', parentId: 1 })]),
      'GET /api/v1/menus/options': () => ok([{ value: 1, label: 'menus.system' }]),
    });
    const roleHistory = renderAdmin(<EntityHistory resource="roles" id={2} />);
    expect(await screen.findByText(change('Permissions: (empty) → 3 menus and permissions'))).toBeInTheDocument();
    roleHistory.unmount();

    renderAdmin(<EntityHistory resource="menus" id={5} />);
    expect(await screen.findByText(change('Parent menu: Top level → System management'))).toBeInTheDocument();
  });
});
