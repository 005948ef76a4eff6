import type { ReactNode } from 'react';
import { AuthContext } from 'react-admin';
import { createElement } from 'react';
import type { RouteNode } from '../../../routing/routeTree';
import { testAuthProvider } from '../../../test/renderAdmin';

const node = (path: string, component: string, title: string, extra: Partial<RouteNode> & { params?: Record<string, string> } = {}): RouteNode => {
  const { params, ...rest } = extra;
  return { path, component, name: title, meta: { title, hidden: false, alwaysShow: component === 'Layout', ...(params ? { params } : {}) }, ...rest };
};

/** The Demos part of GET /menus/routes as the seed (api/src/modules/identity/seed/demoMenus.ts) gives it, for tests. */
export const demoMenuRoutes: RouteNode[] = [
  node('/demo', 'Layout', 'menus.demo.root', {
    redirect: '/demo/api',
    children: [
      node('api', 'demo/api/index', 'menus.demo.api'),
      node('multi-level', 'Layout', 'menus.demo.multiLevel', {
        children: [
          node('level1', 'demo/multi-level/level1', 'menus.demo.level1'),
          node('level2', 'Layout', 'menus.demo.level2', {
            children: [
              node('level3-1', 'demo/multi-level/level3', 'menus.demo.level3a', { params: { item: '1' } }),
              node('level3-2', 'demo/multi-level/level3', 'menus.demo.level3b', { params: { item: '2' } }),
            ],
          }),
        ],
      }),
      node('route-param-a', 'demo/route-param/index', 'menus.demo.routeParamA', { params: { type: 'a' } }),
      node('route-param-b', 'demo/route-param/index', 'menus.demo.routeParamB', { params: { type: 'b' } }),
    ],
  }),
];

/** A signed-in session whose routes are the demo menus: wraps a view rendered by renderAdmin. */
export const WithDemoMenus = ({ children }: { children: ReactNode }) =>
  createElement(AuthContext.Provider, { value: { ...testAuthProvider(), getPermissions: async () => ({ roles: ['ADMIN'], perms: [], routes: demoMenuRoutes }) } }, children);
