import type { MenuEvent, MenuFields } from '@jobmarket/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../../eventSourcing/deciderSpecification';
import { menuDecider } from './decider';

const given = DeciderSpecification.for(menuDecider);

const usersPage: MenuFields = {
  parentId: 1,
  name: 'Users',
  type: 'MENU',
  routeName: 'User',
  routePath: 'user',
  component: 'system/user/index',
  perm: null,
  visible: 1,
  sort: 1,
  icon: 'el-icon-User',
  redirect: null,
  keepAlive: 1,
  alwaysShow: 0,
  params: [{ key: 'tab', value: 'all' }],
};
const created: MenuEvent = { type: 'MenuCreated', data: { id: 7, ...usersPage } };
const deleted: MenuEvent = { type: 'MenuDeleted', data: { id: 7 } };
const create = (fields: Partial<MenuFields>) => ({ type: 'CreateMenu' as const, id: 7, fields: { ...usersPage, ...fields } });
const parentCycle = { fieldErrors: { parentId: 'identity.menu.parentCycle' } };

describe('menu decider', () => {
  it('creates a menu once', () => {
    given([]).when(create({})).then([created]);
    given([created]).when(create({})).thenThrows('A0440');
  });

  it('gives a catalog the layout component, and a link or a button no page of its own', () => {
    given([]).when(create({ type: 'CATALOG', component: 'anything' })).then([{ type: 'MenuCreated', data: { id: 7, ...usersPage, type: 'CATALOG', component: 'Layout' } }]);
    given([]).when(create({ type: 'EXTLINK', routePath: 'https://example.com' })).then([{ type: 'MenuCreated', data: { id: 7, ...usersPage, type: 'EXTLINK', routePath: 'https://example.com', component: null } }]);
    given([])
      .when(create({ type: 'BUTTON', perm: 'sys:user:add' }))
      .then([{ type: 'MenuCreated', data: { id: 7, ...usersPage, type: 'BUTTON', perm: 'sys:user:add', routeName: null, routePath: null, component: null } }]);
  });

  it('refuses a menu that is its own parent, when created or moved, under the parent field', () => {
    given([]).when(create({ parentId: 7 })).thenThrows('A0402', 'identity.menu.parentCycle', parentCycle);
    given([created]).when({ type: 'UpdateMenu', fields: { ...usersPage, parentId: 7 }, descendantIds: [] }).thenThrows('A0402', 'identity.menu.parentCycle', parentCycle);
    given([created]).when({ type: 'UpdateMenu', fields: { ...usersPage, parentId: 12 }, descendantIds: [12] }).thenThrows('A0402', 'identity.menu.parentCycle', parentCycle);
  });

  it('saves an edit normalised like a new menu', () =>
    given([created])
      .when({ type: 'UpdateMenu', fields: { ...usersPage, type: 'CATALOG', parentId: 0 }, descendantIds: [12] })
      .then([{ type: 'MenuUpdated', data: { id: 7, ...usersPage, type: 'CATALOG', parentId: 0, component: 'Layout' } }]));

  it('deletes a menu without children, and names one that has them', () => {
    given([created]).when({ type: 'DeleteMenu', hasChildren: false }).then([deleted]);
    given([created]).when({ type: 'DeleteMenu', hasChildren: true }).thenThrows('A0440', 'identity.menu.hasChildren', { vars: { name: 'Users' } });
  });

  it('does not find a missing or deleted menu', () => {
    for (const history of [[], [created, deleted]]) {
      given(history).when({ type: 'UpdateMenu', fields: usersPage, descendantIds: [] }).thenThrows('A0606');
      given(history).when({ type: 'DeleteMenu', hasChildren: false }).thenThrows('A0606');
    }
  });
});
