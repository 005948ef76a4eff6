import { codegenPermissions, permissions, systemPermissions, type MenuFields, type OriginMenuIcon } from '@jobmarket/contracts';

export interface MenuSeed {
  name: string;
  type: MenuFields['type'];
  routeName?: string;
  routePath?: string;
  component?: string;
  perm?: string;
  /** From the origin's icon set, so its clients draw it too. */
  icon?: OriginMenuIcon;
  redirect?: string;
  /** 0: a hidden route, off the menu, that pages navigate to (the origin's dictionary-data page). */
  visible?: 0 | 1;
  keepAlive?: number;
  alwaysShow?: number;
  /** Route parameters, handed to the page as query values (a `title` one overrides its title). */
  params?: MenuFields['params'];
  children?: MenuSeed[];
}

/**
 * A menu's permission buttons, named by i18n keys the admin translates (`menus.actions.add`); `group` tells apart a
 * second resource's buttons under the same menu (`menus.actions.dictData.add`).
 */
export const buttons = (perms: Record<string, string>, group?: string): MenuSeed[] =>
  Object.entries(perms).map(([action, perm]) => ({ name: group ? `menus.actions.${group}.${action}` : `menus.actions.${action}`, type: 'BUTTON', perm }));

/**
 * The back office's system-management menus. Names are i18n keys (`menus.*`) the admin translates;
 * component paths are the views the admin knows (unknown ones fall back to its 404 view).
 */
export const systemMenus: MenuSeed[] = [
  {
    name: 'menus.system',
    type: 'CATALOG',
    routePath: '/system',
    redirect: '/system/user',
    icon: 'system',
    alwaysShow: 1,
    children: [
      { name: 'menus.users', type: 'MENU', routeName: 'User', routePath: 'user', component: 'system/user/index', icon: 'user', keepAlive: 1, children: buttons(permissions.user) },
      { name: 'menus.roles', type: 'MENU', routeName: 'Role', routePath: 'role', component: 'system/role/index', icon: 'role', keepAlive: 1, children: buttons(permissions.role) },
      { name: 'menus.menus', type: 'MENU', routeName: 'SysMenu', routePath: 'menu', component: 'system/menu/index', icon: 'menu', keepAlive: 1, children: buttons(permissions.menu) },
      { name: 'menus.departments', type: 'MENU', routeName: 'Dept', routePath: 'dept', component: 'system/dept/index', icon: 'tree', keepAlive: 1, children: buttons(permissions.dept) },
      {
        name: 'menus.dictionaries',
        type: 'MENU',
        routeName: 'Dict',
        routePath: 'dict',
        component: 'system/dict/index',
        icon: 'dict',
        keepAlive: 1,
        // the items are edited inside the dictionary view, so their buttons hang here too
        children: [...buttons(systemPermissions.dict), ...buttons(systemPermissions.dictData, 'dictData')],
      },
      // the origin's dictionary page opens a dictionary's items at /system/dict-data?dictCode=…
      { name: 'menus.dictData', type: 'MENU', routeName: 'DictData', routePath: 'dict-data', component: 'system/dict/data', icon: 'dict', keepAlive: 1, visible: 0 },
      { name: 'menus.config', type: 'MENU', routeName: 'Config', routePath: 'config', component: 'system/config/index', icon: 'setting', keepAlive: 1, children: buttons(systemPermissions.config) },
      { name: 'menus.notices', type: 'MENU', routeName: 'Notice', routePath: 'notice', component: 'system/notice/index', icon: 'message', keepAlive: 1, children: buttons(permissions.notice) },
      { name: 'menus.logs', type: 'MENU', routeName: 'Log', routePath: 'log', component: 'system/log/index', icon: 'document', keepAlive: 1, children: buttons(permissions.log) },
      { name: 'menus.status', type: 'MENU', routeName: 'SystemStatus', routePath: 'status', component: 'system/status/index', icon: 'monitor', children: [...buttons(permissions.projection), ...buttons(permissions.queue, 'queues')] },
      // for the developers who extend JobMarket (issue 18): describe an entity, preview and download its code
      { name: 'menus.codegen', type: 'MENU', routeName: 'Codegen', routePath: 'codegen', component: 'system/codegen/index', icon: 'code', keepAlive: 1, children: buttons(codegenPermissions, 'codegen') },
    ],
  },
];
