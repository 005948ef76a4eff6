import { describe, expect, it } from 'vitest';
import { buildAdminRoutes, type RouteNode } from '../../routing/routeTree';
import { resourceOfView } from '../../routing/viewRegistry';

const meta = (title: string) => ({ title, hidden: false, alwaysShow: false, keepAlive: true });
const menu = (path: string, component: string, title: string): RouteNode => ({ path, component, name: title, meta: meta(title) });

/** The VIP catalog as GET /menus/routes answers the seeded menus (api/src/modules/identity/seed/businessMenus.ts). */
const vipCatalog: RouteNode = {
  path: '/vip',
  component: 'Layout',
  redirect: '/vip/vip-level',
  name: 'Vip',
  meta: { ...meta('menus.vip'), alwaysShow: true },
  children: [
    menu('vip-level', 'business/vip-level/index', 'menus.vipLevels'),
    menu('vip', 'business/vip/index', 'menus.vipMembers'),
    menu('vip-order', 'business/vip-order/index', 'menus.vipOrders'),
    menu('vip-promotion', 'business/vip-promotion/index', 'menus.vipPromotions'),
  ],
};

describe('the VIP menus', () => {
  it('open the four VIP screens, none of them at a path the menu directory redirects away', () => {
    const routes = buildAdminRoutes([vipCatalog], resourceOfView);
    expect(routes.resources.map((resource) => resource.name)).toEqual(['vip-levels', 'vip-members', 'vip-orders', 'vip-promotions']);
    expect(routes.unknown).toEqual([]);
    const aliases = Object.fromEntries(routes.aliases.map(({ from, to }) => [from, to]));
    expect(aliases).toMatchObject({ '/vip': '/vip-levels', '/vip/vip': '/vip-members', '/vip/vip-order': '/vip-orders' });
    // a screen's own URL must never be redirected (the VIP list at /vip would land on the levels)
    for (const resource of routes.resources) expect(aliases[`/${resource.name}`]).toBeUndefined();
  });
});
