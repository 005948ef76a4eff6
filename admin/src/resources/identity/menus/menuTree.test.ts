import type { MenuTreeNode } from '@jobmarket/contracts';
import { describe, expect, it } from 'vitest';
import { menuNode } from '../../../test/menuNode';
import { branchIds, menuPayload, newMenuValues, parentChoicesOf, visibleRows, type MenuOption } from './menuTree';

const options: MenuOption[] = [
  {
    value: 1,
    label: 'System',
    children: [
      { value: 2, label: 'Users', children: [{ value: 5, label: 'User detail' }] },
      { value: 6, label: 'Roles' },
    ],
  },
];

const row = (id: number, children?: MenuTreeNode[]): MenuTreeNode => menuNode({ id, name: `m${id}`, type: 'MENU', ...(children ? { children } : {}) });

describe('menu parent choices', () => {
  it('leave out the edited menu and everything below it, indenting the rest by depth', () => {
    const choices = parentChoicesOf(options, 2, (label) => label);
    expect(choices.map((choice) => choice.id)).toEqual([1, 6]);
    expect(choices[1]!.name).toBe('\u00a0\u00a0\u00a0\u00a0Roles');
  });

  it('offer every catalog and menu to a new menu', () => {
    expect(parentChoicesOf(options, undefined, (label) => label.toUpperCase()).map((choice) => choice.name.trim())).toEqual(['SYSTEM', 'USERS', 'USER DETAIL', 'ROLES']);
  });
});

describe('menu payload', () => {
  it("sends only the chosen type's fields, so a menu turned into a button drops its route", () => {
    const payload = menuPayload({
      ...newMenuValues(2),
      name: 'Export',
      type: 'BUTTON',
      perm: 'sys:user:export',
      routeName: 'User',
      routePath: 'user',
      component: 'system/user/index',
      icon: 'user',
      keepAlive: 1,
      params: [{ key: 'tab', value: 'all' }],
      sort: '3' as unknown as number,
    });
    expect(payload).toEqual({
      parentId: 2,
      name: 'Export',
      type: 'BUTTON',
      perm: 'sys:user:export',
      routeName: null,
      routePath: null,
      component: null,
      icon: null,
      redirect: null,
      visible: 1,
      sort: 3,
      keepAlive: 0,
      alwaysShow: 0,
      params: [],
    });
  });

  it('keeps the route parameters of a menu, without rows left empty', () => {
    const payload = menuPayload({ ...newMenuValues(1), name: 'Jobs', routeName: 'Jobs', routePath: 'jobs', component: 'jobs/index', params: [{ key: 'tab', value: 'all' }, { key: '', value: '' }] });
    expect(payload).toMatchObject({ type: 'MENU', routeName: 'Jobs', params: [{ key: 'tab', value: 'all' }] });
  });

  it('starts a top-level menu as a directory and a child as a menu', () => {
    expect(newMenuValues(0).type).toBe('CATALOG');
    expect(newMenuValues(4).type).toBe('MENU');
  });
});

describe('menu tree rows', () => {
  const tree = [row(1, [row(2, [row(3)]), row(4)])];

  it('hides the rows below a collapsed node, and collapse-all folds every branch', () => {
    expect(visibleRows(tree, new Set()).map(({ node, depth }) => `${node.id}@${depth}`)).toEqual(['1@0', '2@1', '3@2', '4@1']);
    expect(visibleRows(tree, new Set([2])).map(({ node }) => node.id)).toEqual([1, 2, 4]);
    expect(branchIds(tree)).toEqual([1, 2]);
    expect(visibleRows(tree, new Set(branchIds(tree))).map(({ node }) => node.id)).toEqual([1]);
  });
});
