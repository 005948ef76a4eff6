import type { ResourceDefinition } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { buildMenuTree, firstPageOf, looksLikeMessageKey, trailTo, visibleNodes, type MenuResourceOptions } from './menuTree';

const resource = (name: string, options?: MenuResourceOptions, hasList = true): ResourceDefinition<MenuResourceOptions> => ({
  name,
  hasList,
  ...(options ? { options } : {}),
});

const system = { path: '/system', label: 'menus.system' };

describe('buildMenuTree', () => {
  it('puts the dashboard first, then resources with a list page, grouped under their section', () => {
    const tree = buildMenuTree([
      resource('users', { label: 'menus.users', parent: system }),
      resource('jobs', { label: 'menus.jobs' }),
      resource('roles', { label: 'menus.roles', parent: system }),
      resource('uploads', {}, false),
    ]);
    expect(tree.map((node) => [node.path, node.label, node.children?.map((child) => child.path)])).toEqual([
      ['/', 'ra.page.dashboard', undefined],
      ['/system', 'menus.system', ['/users', '/roles']],
      ['/jobs', 'menus.jobs', undefined],
    ]);
    expect(tree[1]!.children![0]).toMatchObject({ resource: 'users', label: 'menus.users' });
  });

  it('groups resources named after their route path under the first segment', () => {
    const tree = buildMenuTree([resource('system/user'), resource('system/role')], [], { dashboard: false });
    expect(tree).toEqual([
      {
        path: '/system',
        label: 'menus.system',
        children: [
          { path: '/system/user', label: 'system/user', resource: 'system/user' },
          { path: '/system/role', label: 'system/role', resource: 'system/role' },
        ],
      },
    ]);
  });

  it('orders by options.sort and merges custom items into their section', () => {
    const tree = buildMenuTree(
      [resource('users', { parent: system, sort: 2 }), resource('roles', { parent: system, sort: 1 })],
      [
        { path: '/system', label: 'menus.system', children: [{ path: '/system/status', label: 'menus.status' }] },
        { path: '/profile', label: 'menus.profile', hidden: true },
      ],
      { dashboard: false },
    );
    expect(tree[0]!.children!.map((node) => node.path)).toEqual(['/roles', '/users', '/system/status']);
    expect(visibleNodes(tree).map((node) => node.path)).toEqual(['/system']);
  });
});

describe('menu lookups', () => {
  const tree = buildMenuTree([resource('users', { parent: system }), resource('roles', { parent: system }), resource('jobs')]);

  it('find the trail of a page and of its sub-pages', () => {
    expect(trailTo(tree, '/users/12/show').map((node) => node.path)).toEqual(['/system', '/users']);
    expect(trailTo(tree, '/').map((node) => node.path)).toEqual(['/']);
    expect(trailTo(tree, '/jobs').map((node) => node.path)).toEqual(['/jobs']);
    expect(trailTo(tree, '/nowhere')).toEqual([]);
    expect(trailTo(tree, '/jobsearch')).toEqual([]);
  });

  it("send a section's click to its first page", () => {
    expect(firstPageOf(tree[1]!).path).toBe('/users');
    expect(firstPageOf(tree[2]!).path).toBe('/jobs');
  });

  it('tell i18n keys from plain titles', () => {
    expect(looksLikeMessageKey('menus.users')).toBe(true);
    expect(looksLikeMessageKey('resources.users.name')).toBe(true);
    expect(looksLikeMessageKey('Users')).toBe(false);
    expect(looksLikeMessageKey('Mr. Smith')).toBe(false);
    expect(looksLikeMessageKey('系统管理')).toBe(false);
  });
});
