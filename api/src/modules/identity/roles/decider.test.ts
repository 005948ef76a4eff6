import { roleCodes, type RoleEvent, type RoleFields } from '@jobmarket/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../../eventSourcing/deciderSpecification';
import { roleDecider } from './decider';

const given = DeciderSpecification.for(roleDecider);

const auditor: RoleFields = { name: 'Auditor', code: 'AUDITOR', sort: 3, status: 1, dataScope: 1 };
const root: RoleFields = { name: 'Root', code: roleCodes.root, sort: 1, status: 1, dataScope: 0 };
const created = (fields: RoleFields = auditor): RoleEvent => ({ type: 'RoleCreated', data: { id: 5, ...fields } });
const deleted: RoleEvent = { type: 'RoleDeleted', data: { id: 5 } };

describe('role decider', () => {
  it('creates a role once', () => {
    given([]).when({ type: 'CreateRole', id: 5, fields: auditor }).then([created()]);
    given([created()]).when({ type: 'CreateRole', id: 5, fields: auditor }).thenThrows('A0440');
  });

  it('saves an edited role under its own id', () => {
    const renamed = { ...auditor, name: 'Senior auditor', status: 0 };
    given([created()]).when({ type: 'UpdateRole', fields: renamed }).then([{ type: 'RoleUpdated', data: { id: 5, ...renamed } }]);
  });

  it('keeps ROOT’s code and keeps it enabled, but lets its name change', () => {
    given([created(root)]).when({ type: 'UpdateRole', fields: { ...root, code: 'SUPER' } }).thenThrows('A0440', 'identity.role.rootProtected');
    given([created(root)]).when({ type: 'UpdateRole', fields: { ...root, status: 0 } }).thenThrows('A0440', 'identity.role.rootProtected');
    given([created(root)]).when({ type: 'UpdateRole', fields: { ...root, name: 'Super user' } }).then([{ type: 'RoleUpdated', data: { id: 5, ...root, name: 'Super user' } }]);
  });

  it('assigns each menu once, in id order', () =>
    given([created()]).when({ type: 'AssignMenus', menuIds: [30, 4, 30, 12] }).then([{ type: 'RoleMenusAssigned', data: { id: 5, menuIds: [4, 12, 30] } }]));

  it('deletes a role nobody holds, but never ROOT', () => {
    given([created()]).when({ type: 'DeleteRole', usersHoldingIt: 0 }).then([deleted]);
    given([created(root)]).when({ type: 'DeleteRole', usersHoldingIt: 0 }).thenThrows('A0440', 'identity.role.rootProtected');
  });

  it('refuses to delete a role users still hold, naming it and how many hold it', () =>
    given([created()]).when({ type: 'DeleteRole', usersHoldingIt: 3 }).thenThrows('A0440', 'identity.role.inUse', { vars: { name: 'Auditor', count: 3 } }));

  it('does not find a missing or deleted role', () => {
    for (const history of [[], [created(), deleted]]) {
      given(history).when({ type: 'UpdateRole', fields: auditor }).thenThrows('A0606');
      given(history).when({ type: 'AssignMenus', menuIds: [1] }).thenThrows('A0606');
      given(history).when({ type: 'DeleteRole', usersHoldingIt: 0 }).thenThrows('A0606');
    }
  });

  it('creates a role again under an id whose role was deleted', () =>
    given([created(), deleted]).when({ type: 'CreateRole', id: 5, fields: auditor }).then([created()]));
});
