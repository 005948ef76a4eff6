import { describe, expect, it } from 'vitest';
import { checkState, looksLikeKey, parentIds, toggleMenu, type MenuOption } from './permissionTree';

const tree: MenuOption[] = [
  {
    value: 1,
    label: 'menus.system',
    children: [
      { value: 2, label: 'menus.users', children: [{ value: 3, label: 'user.add' }, { value: 4, label: 'user.edit' }] },
      { value: 5, label: 'menus.roles' },
    ],
  },
  { value: 6, label: 'menus.dashboard' },
];

const ids = (set: Set<number>) => [...set].sort((a, b) => a - b);

describe('toggleMenu', () => {
  it('checks a parent together with all its children when linked', () => {
    expect(ids(toggleMenu(tree, new Set(), 2, true))).toEqual([1, 2, 3, 4]);
    expect(ids(toggleMenu(tree, new Set(), 1, true))).toEqual([1, 2, 3, 4, 5]);
  });

  it('checks only the node itself when not linked', () => {
    expect(ids(toggleMenu(tree, new Set(), 2, false))).toEqual([2]);
    expect(ids(toggleMenu(tree, new Set([1, 2, 3]), 2, false))).toEqual([1, 3]);
  });

  it('checks the ancestors of a checked button so its menu is granted too', () => {
    expect(ids(toggleMenu(tree, new Set(), 3, true))).toEqual([1, 2, 3]);
  });

  it('unchecks a subtree and the ancestors left without a checked child when linked', () => {
    expect(ids(toggleMenu(tree, new Set([1, 2, 3, 4, 5]), 2, true))).toEqual([1, 5]);
    expect(ids(toggleMenu(tree, new Set([1, 2, 3]), 3, true))).toEqual([]);
  });
});

describe('checkState', () => {
  it('shows a parent as partly checked when only some children are', () => {
    expect(checkState(tree[0]!, new Set([1, 2, 3]), true)).toBe('partial');
    expect(checkState(tree[0]!, new Set([1, 2, 3, 4, 5]), true)).toBe('checked');
    expect(checkState(tree[0]!, new Set([1, 2, 3]), false)).toBe('checked');
  });
});

describe('parentIds and looksLikeKey', () => {
  it('lists the nodes that expand', () => expect(parentIds(tree)).toEqual([1, 2]));
  it('tells keys from plain names', () => {
    expect(looksLikeKey('roles.admin')).toBe(true);
    expect(looksLikeKey('Editors')).toBe(false);
    expect(looksLikeKey('Mr. Smith')).toBe(false);
  });
});
