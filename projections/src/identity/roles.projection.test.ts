import { describe, it } from 'vitest';
import { roleCreated, roleDeleted, roleMenusAssigned, roleUpdated } from '../testing/identityEvents';
import { ProjectionSpec, rowsOf, specTime } from '../testing/projectionSpec';
import { ROLE_MENUS_TABLE, ROLES_TABLE, rolesProjection } from './roles.projection';

describe('roles projection', () => {
  const given = ProjectionSpec.for(rolesProjection);
  const auditor = roleCreated(5, { name: 'Auditor', code: 'AUDITOR', sort: 3, dataScope: 1 });

  it('lists a new role with its data scope and no menus yet', () =>
    given([auditor]).then(
      rowsOf(ROLES_TABLE, { id: 5, name: 'Auditor', code: 'AUDITOR', sort: 3, status: 1, data_scope: 1, created_at: specTime(1), updated_at: specTime(1) }),
      rowsOf(ROLE_MENUS_TABLE),
    ));

  it('saves an edited role, keeping when it was created', () =>
    given([auditor])
      .when([roleUpdated(5, { name: 'Senior auditor', code: 'AUDITOR', status: 0, dataScope: 3 })])
      .then(rowsOf(ROLES_TABLE, { id: 5, name: 'Senior auditor', status: 0, data_scope: 3, created_at: specTime(1), updated_at: specTime(2) })));

  it('replaces a role’s menus with each assignment, and clears them with an empty one', async () => {
    await given([auditor, roleCreated(6), roleMenusAssigned(6, [1])])
      .when([roleMenusAssigned(5, [1, 2, 3]), roleMenusAssigned(5, [2, 4])])
      .then(rowsOf(ROLE_MENUS_TABLE, { role_id: 5, menu_id: 2 }, { role_id: 5, menu_id: 4 }, { role_id: 6, menu_id: 1 }));
    await given([auditor, roleMenusAssigned(5, [1, 2])]).when([roleMenusAssigned(5, [])]).then(rowsOf(ROLE_MENUS_TABLE));
  });

  it('removes a deleted role with its menus, and ignores a late edit of it', () =>
    given([auditor, roleCreated(6), roleMenusAssigned(5, [1, 2]), roleMenusAssigned(6, [1])])
      .when([roleDeleted(5), roleUpdated(5, { name: 'Late edit' })])
      .then(rowsOf(ROLES_TABLE, { id: 6 }), rowsOf(ROLE_MENUS_TABLE, { role_id: 6, menu_id: 1 })));

  it('ends with the same roles and menus when a batch is replayed', () =>
    given([])
      .when([auditor, roleMenusAssigned(5, [1, 2]), roleUpdated(5, { code: 'AUDITOR', name: 'Senior auditor' }), roleCreated(6), roleMenusAssigned(6, [3]), roleDeleted(6)], { times: 2 })
      .then(rowsOf(ROLES_TABLE, { id: 5, name: 'Senior auditor' }), rowsOf(ROLE_MENUS_TABLE, { role_id: 5, menu_id: 1 }, { role_id: 5, menu_id: 2 })));
});
