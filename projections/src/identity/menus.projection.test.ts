import { describe, it } from 'vitest';
import { menuCreated, menuDeleted, menuUpdated } from '../testing/identityEvents';
import { ProjectionSpec, rowsOf, specTime } from '../testing/projectionSpec';
import { MENUS_TABLE, menusProjection } from './menus.projection';

describe('menus projection', () => {
  const given = ProjectionSpec.for(menusProjection);
  const system = menuCreated(1, { type: 'CATALOG', name: 'System', component: 'Layout', routePath: '/system', alwaysShow: 1 });
  const users = menuCreated(2, { parentId: 1, name: 'Users', icon: 'el-icon-User', keepAlive: 1, params: [{ key: 'tab', value: 'all' }] });
  const addUser = menuCreated(3, { parentId: 2, type: 'BUTTON', name: 'Add user', perm: 'sys:user:add', routeName: null, routePath: null, component: null, visible: 0 });

  it('lists catalogs, pages and buttons with every column of the menu form', () =>
    given([system, users, addUser]).then(
      rowsOf(
        MENUS_TABLE,
        { id: 1, parent_id: 0, type: 'CATALOG', name: 'System', component: 'Layout', route_path: '/system', always_show: 1, created_at: specTime(1), updated_at: specTime(1) },
        {
          id: 2,
          parent_id: 1,
          type: 'MENU',
          name: 'Users',
          route_name: 'Menu2',
          route_path: 'menu-2',
          component: 'menu2/index',
          perm: null,
          visible: 1,
          sort: 2,
          icon: 'el-icon-User',
          redirect: null,
          keep_alive: 1,
          always_show: 0,
          params: [{ key: 'tab', value: 'all' }],
        },
        { id: 3, parent_id: 2, type: 'BUTTON', perm: 'sys:user:add', route_name: null, route_path: null, component: null, visible: 0 },
      ),
    ));

  it('saves an edit over the whole row, keeping when the menu was created', () =>
    given([system, users])
      .when([menuUpdated(2, { parentId: 0, name: 'People', redirect: '/people/list', params: [] })])
      .then(rowsOf(MENUS_TABLE, { id: 1 }, { id: 2, parent_id: 0, name: 'People', redirect: '/people/list', params: [], icon: null, created_at: specTime(2), updated_at: specTime(3) })));

  it('removes a deleted menu and ignores a late edit of it', () =>
    given([system, users, menuDeleted(2)]).when([menuUpdated(2, { name: 'Late edit' })]).then(rowsOf(MENUS_TABLE, { id: 1, name: 'System' })));

  it('ends with the same menus when a batch is replayed', () =>
    given([])
      .when([system, users, addUser, menuUpdated(2, { name: 'People' }), menuDeleted(3)], { times: 2 })
      .then(rowsOf(MENUS_TABLE, { id: 1, name: 'System' }, { id: 2, name: 'People', updated_at: specTime(4) })));
});
