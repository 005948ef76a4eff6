import type { DepartmentEvent, DepartmentFields } from '@jobmarket/contracts';
import { DomainError } from '../../../http/appError';
import type { Decider } from '../../../eventSourcing/decider';

export type DepartmentState = { exists: false } | ({ exists: true; id: number } & DepartmentFields);

export type DepartmentCommand =
  | { type: 'CreateDepartment'; id: number; fields: DepartmentFields }
  | { type: 'UpdateDepartment'; fields: DepartmentFields; descendantIds: number[] }
  | { type: 'DeleteDepartment'; hasChildren: boolean; hasUsers: boolean };

export const departmentDecider: Decider<DepartmentState, DepartmentCommand, DepartmentEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'DepartmentCreated':
      case 'DepartmentUpdated':
        return { exists: true, ...event.data };
      case 'DepartmentDeleted':
        return { exists: false };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateDepartment':
        if (state.exists) throw new DomainError('A0440');
        return [{ type: 'DepartmentCreated', data: { id: command.id, ...command.fields } }];
      case 'UpdateDepartment': {
        if (!state.exists) throw new DomainError('A0606');
        const { parentId } = command.fields;
        if (parentId === state.id || command.descendantIds.includes(parentId)) {
          throw new DomainError('A0402', 'identity.dept.parentCycle', {}, { errors: { parentId: 'identity.dept.parentCycle' } });
        }
        return [{ type: 'DepartmentUpdated', data: { id: state.id, ...command.fields } }];
      }
      case 'DeleteDepartment':
        if (!state.exists) throw new DomainError('A0606');
        if (command.hasChildren) throw new DomainError('A0440', 'identity.dept.hasChildren', { name: state.name });
        if (command.hasUsers) throw new DomainError('A0440', 'identity.dept.hasUsers', { name: state.name });
        return [{ type: 'DepartmentDeleted', data: { id: state.id } }];
    }
  },
};
