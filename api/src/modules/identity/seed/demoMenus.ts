import { demoItemPermissions, demoPermissions } from '@jobmarket/contracts';
import { buttons, type MenuSeed } from './systemMenus';

const demo = (key: string, routePath: string, component: string, icon: MenuSeed['icon'], extra: Partial<MenuSeed> = {}): MenuSeed => ({
  name: `menus.demo.${key}`,
  type: 'MENU',
  routeName: `Demo${key[0]!.toUpperCase()}${key.slice(1)}`,
  routePath,
  component,
  icon,
  keepAlive: 1,
  ...extra,
});

/**
 * The back office's twelve demo pages (spec §2, issue 18), for the developers who extend JobMarket: each shows one of
 * our conventions working (admin/src/pages/demos). Multi-level is three levels deep; route-param is one page under
 * two menus with different route parameters (the page links to itself with a `title` query value, the title override).
 */
export const demoMenus: MenuSeed[] = [
  {
    name: 'menus.demo.root',
    type: 'CATALOG',
    routePath: '/demo',
    redirect: '/demo/api',
    icon: 'project',
    alwaysShow: 1,
    children: [
      demo('api', 'api', 'demo/api/index', 'api', { children: [{ name: 'menus.actions.demo.query', type: 'BUTTON', perm: demoPermissions.query }] }),
      // the generated demo items' permissions (sys:demo-item:*): the curd page hosts their views, it has no menu of its own
      demo('curd', 'curd', 'demo/curd/index', 'table', { children: buttons(demoItemPermissions) }),
      demo('dictionary', 'dictionary', 'demo/dictionary/index', 'dict'),
      demo('icons', 'icons', 'demo/icons/index', 'visit'),
      demo('iconSelector', 'icon-selector', 'demo/icon-selector/index', 'search'),
      {
        name: 'menus.demo.multiLevel',
        type: 'CATALOG',
        routePath: 'multi-level',
        icon: 'menu',
        alwaysShow: 1,
        children: [
          demo('level1', 'level1', 'demo/multi-level/level1', 'menu'),
          {
            name: 'menus.demo.level2',
            type: 'CATALOG',
            routePath: 'level2',
            icon: 'menu',
            alwaysShow: 1,
            children: [demo('level3a', 'level3-1', 'demo/multi-level/level3', 'menu', { params: [{ key: 'item', value: '1' }] }), demo('level3b', 'level3-2', 'demo/multi-level/level3', 'menu', { params: [{ key: 'item', value: '2' }] })],
          },
        ],
      },
      demo('routeParamA', 'route-param-a', 'demo/route-param/index', 'link', { params: [{ key: 'type', value: 'a' }] }),
      demo('routeParamB', 'route-param-b', 'demo/route-param/index', 'link', { params: [{ key: 'type', value: 'b' }] }),
      demo('signature', 'signature', 'demo/signature/index', 'edit'),
      demo('tableSelect', 'table-select', 'demo/table-select/index', 'table'),
      demo('upload', 'upload', 'demo/upload/index', 'download'),
      demo('richText', 'rich-text', 'demo/rich-text/index', 'document'),
      demo('websocket', 'websocket', 'demo/websocket/index', 'message'),
    ],
  },
];
