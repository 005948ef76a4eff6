import type { DepartmentEvent, DepartmentFields } from '@jobmarket/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../../eventSourcing/deciderSpecification';
import { departmentDecider } from './decider';

const given = DeciderSpecification.for(departmentDecider);

const sales: DepartmentFields = { parentId: 1, name: 'Sales', code: 'SALES', sort: 2, status: 1 };
const created: DepartmentEvent = { type: 'DepartmentCreated', data: { id: 4, ...sales } };
const deleted: DepartmentEvent = { type: 'DepartmentDeleted', data: { id: 4 } };
const parentCycle = { fieldErrors: { parentId: 'identity.dept.parentCycle' } };

describe('department decider', () => {
  it('creates a department once', () => {
    given([]).when({ type: 'CreateDepartment', id: 4, fields: sales }).then([created]);
    given([created]).when({ type: 'CreateDepartment', id: 4, fields: sales }).thenThrows('A0440');
  });

  it('moves a department under another branch of the tree', () =>
    given([created])
      .when({ type: 'UpdateDepartment', fields: { ...sales, parentId: 2, name: 'Field sales' }, descendantIds: [9, 10] })
      .then([{ type: 'DepartmentUpdated', data: { id: 4, ...sales, parentId: 2, name: 'Field sales' } }]));

  it('refuses to move a department under itself or one of its sub-departments, under the parent field', () => {
    given([created]).when({ type: 'UpdateDepartment', fields: { ...sales, parentId: 4 }, descendantIds: [9] }).thenThrows('A0402', 'identity.dept.parentCycle', parentCycle);
    given([created]).when({ type: 'UpdateDepartment', fields: { ...sales, parentId: 9 }, descendantIds: [9] }).thenThrows('A0402', 'identity.dept.parentCycle', parentCycle);
  });

  it('deletes an empty department', () => given([created]).when({ type: 'DeleteDepartment', hasChildren: false, hasUsers: false }).then([deleted]));

  it('refuses to delete a department that still has sub-departments or users, naming it', () => {
    given([created]).when({ type: 'DeleteDepartment', hasChildren: true, hasUsers: false }).thenThrows('A0440', 'identity.dept.hasChildren', { vars: { name: 'Sales' } });
    given([created]).when({ type: 'DeleteDepartment', hasChildren: false, hasUsers: true }).thenThrows('A0440', 'identity.dept.hasUsers', { vars: { name: 'Sales' } });
  });

  it('does not find a missing or deleted department', () => {
    for (const history of [[], [created, deleted]]) {
      given(history).when({ type: 'UpdateDepartment', fields: sales, descendantIds: [] }).thenThrows('A0606');
      given(history).when({ type: 'DeleteDepartment', hasChildren: false, hasUsers: false }).thenThrows('A0606');
    }
  });
});
