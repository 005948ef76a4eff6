import { describe, expect, it } from 'vitest';
import { businessMenus } from '../../../api/src/modules/identity/seed/businessMenus';
import { systemMenus, type MenuSeed } from '../../../api/src/modules/identity/seed/systemMenus';
import {
  buildAdminRoutes,
  joinPath,
  loginPathFor,
  menuEntryFor,
  pageTitleFrom,
  redirectTargetFrom,
  routerLocationOf,
  type RouteNode,
} from './routeTree';
import { demoMenus } from '../../../api/src/modules/identity/seed/demoMenus';
import { isPageView, pageRegistry } from './pageRegistry';
import { resourceOfView, viewRegistry } from './viewRegistry';

const view = (path: string, component: string, title: string, extra: Partial<RouteNode['meta']> = {}): RouteNode => ({
  path,
  component,
  name: title,
  meta: { title, hidden: false, alwaysShow: false, keepAlive: true, ...extra },
});

/** What GET /menus/routes answers for ROOT on a fresh install (shape of api/src/modules/identity/menus/queries.ts). */
const systemTree: RouteNode[] = [
  {
    path: '/system',
    component: 'Layout',
    redirect: '/system/user',
    name: 'System',
    meta: { title: 'menus.system', icon: 'system', hidden: false, alwaysShow: true },
    children: [view('user', 'system/user/index', 'menus.users'), view('role', 'system/role/index', 'menus.roles'), view('dict', 'system/dict/index', 'menus.dictionaries')],
  },
  {
    path: '/tools',
    component: 'Layout',
    name: 'Tools',
    meta: { title: 'Tools', hidden: false, alwaysShow: false },
    children: [
      view('codegen', 'codegen/index', 'Code generator'),
      view('users-by-dept', 'system/user/index', 'Users of a department', { params: { deptId: '3', title: 'Operations staff' } }),
      { path: 'https://docs.example.com', name: 'Docs', meta: { title: 'Docs', hidden: false, alwaysShow: false } },
    ],
  },
];

describe('admin routes from /menus/routes', () => {
  const routes = buildAdminRoutes(systemTree, resourceOfView);

  it('registers one resource per known view, named as the api resource', () => {
    expect(routes.resources.map((resource) => resource.name)).toEqual(['users', 'roles', 'dict']);
    expect(routes.resources[0]).toMatchObject({ component: 'system/user/index', title: 'menus.users' });
  });

  it("sends the server's paths to the resources and a directory to its redirect", () => {
    expect(routes.aliases).toEqual(
      expect.arrayContaining([
        { from: '/system/user', to: '/users' },
        { from: '/system/role', to: '/roles' },
        { from: '/system/dict', to: '/dict' },
        { from: '/system', to: '/users' },
        { from: '/tools', to: '/tools/codegen' },
      ]),
    );
  });

  it('routes a page view at its menu path, with the route parameters as query values', () => {
    const tree: RouteNode[] = [{ path: '/demo', component: 'Layout', name: 'Demo', meta: { title: 'menus.demo.root', hidden: false, alwaysShow: true }, children: [view('route-param-b', 'demo/route-param/index', 'B', { params: { type: 'b' } })] }];
    const demo = buildAdminRoutes(tree, resourceOfView, isPageView);
    expect(demo.pages).toEqual([{ path: '/demo/route-param-b', component: 'demo/route-param/index' }]);
    expect(demo.menu[0]!.children![0]!.to).toBe('/demo/route-param-b?type=b');
    expect(demo.unknown).toEqual([]);
  });

  it('falls back to the 404 view for a component the admin does not know', () => {
    expect(routes.unknown).toEqual([{ path: '/tools/codegen', component: 'codegen/index' }]);
  });

  it('builds the menu with links into the admin, route parameters as query values and external links as they are', () => {
    const [system, tools] = routes.menu;
    expect(system).toMatchObject({ title: 'menus.system', icon: 'system', serverPath: '/system', alwaysShow: true });
    expect(system!.children!.map((entry) => entry.to)).toEqual(['/users', '/roles', '/dict']);
    expect(tools!.children!.map((entry) => entry.to ?? entry.href)).toEqual([
      '/tools/codegen',
      '/users?deptId=3&title=Operations+staff',
      'https://docs.example.com',
    ]);
  });

  it('finds the entry of the current page, preferring the one whose parameters the query carries', () => {
    expect(menuEntryFor(routes.menu, '/users', '')?.title).toBe('menus.users');
    expect(menuEntryFor(routes.menu, '/users/12', '')?.title).toBe('menus.users');
    expect(menuEntryFor(routes.menu, '/users', '?deptId=3&title=Operations+staff')?.title).toBe('Users of a department');
    expect(menuEntryFor(routes.menu, '/nowhere', '')).toBeUndefined();
  });

  it('knows every view the seed creates, so no seeded menu lands on the 404 view', () => {
    const components = (seeds: MenuSeed[]): string[] => seeds.flatMap((seed) => [...(seed.component ? [seed.component] : []), ...components(seed.children ?? [])]);
    const seeded = components([...systemMenus, ...businessMenus, ...demoMenus]);
    expect(seeded.length).toBeGreaterThan(5);
    expect(seeded.filter((component) => !resourceOfView(component) && !isPageView(component))).toEqual([]);
    expect([...Object.keys(viewRegistry), ...Object.keys(pageRegistry)].sort()).toEqual([...new Set(seeded)].sort());
  });

  it('is empty for a user without menus', () => {
    expect(buildAdminRoutes([], resourceOfView, isPageView)).toEqual({ menu: [], resources: [], aliases: [], pages: [], unknown: [] });
  });
});

describe('routing helpers', () => {
  it('joins child paths to their parent', () => {
    expect(joinPath('/', '/system')).toBe('/system');
    expect(joinPath('/system', 'user')).toBe('/system/user');
    expect(joinPath('/system/', '/absolute')).toBe('/absolute');
  });

  it('lets a title query value, then a title route parameter, override the default page title', () => {
    expect(pageTitleFrom('?title=Audit%20queue', { title: 'From route' }, 'JobMarket back office')).toBe('Audit queue');
    expect(pageTitleFrom('', { title: 'From route' }, 'JobMarket back office')).toBe('From route');
    expect(pageTitleFrom('?title=', undefined, 'JobMarket back office')).toBe('JobMarket back office');
  });

  it('carries the current path and query to the login page', () => {
    expect(loginPathFor({ pathname: '/users', search: '?page=2&title=x' })).toBe('/login?redirect=%2Fusers%3Fpage%3D2%26title%3Dx');
    expect(loginPathFor({ pathname: '/', search: '' })).toBe('/login');
    expect(loginPathFor({ pathname: '/login', search: '?redirect=%2Froles' })).toBe('/login?redirect=%2Froles');
  });

  it('goes back only to paths inside the admin after signing in', () => {
    expect(redirectTargetFrom('?redirect=%2Fusers%3Fpage%3D2')).toBe('/users?page=2');
    expect(redirectTargetFrom('')).toBe('/');
    expect(redirectTargetFrom('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(redirectTargetFrom('?redirect=%2F%2Fevil.example')).toBe('/');
    expect(redirectTargetFrom('?redirect=%2Flogin')).toBe('/');
  });

  it('reads the router location below the /admin basename', () => {
    expect(routerLocationOf({ pathname: '/admin/users', search: '?a=1' }, '/admin')).toEqual({ pathname: '/users', search: '?a=1' });
    expect(routerLocationOf({ pathname: '/admin', search: '' }, '/admin')).toEqual({ pathname: '/', search: '' });
    expect(routerLocationOf({ pathname: '/users', search: '' }, '')).toEqual({ pathname: '/users', search: '' });
  });
});
