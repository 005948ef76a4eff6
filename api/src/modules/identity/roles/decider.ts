import { roleCodes, type RoleEvent, type RoleFields } from '@jobmarket/contracts';
import { DomainError } from '../../../http/appError';
import type { Decider } from '../../../eventSourcing/decider';

export type RoleState = { exists: false } | ({ exists: true; id: number; menuIds: number[] } & RoleFields);

export type RoleCommand =
  | { type: 'CreateRole'; id: number; fields: RoleFields }
  | { type: 'UpdateRole'; fields: RoleFields }
  | { type: 'AssignMenus'; menuIds: number[] }
  | { type: 'DeleteRole'; usersHoldingIt: number };

function existing(state: RoleState): Extract<RoleState, { exists: true }> {
  if (!state.exists) throw new DomainError('A0606');
  return state;
}

export const roleDecider: Decider<RoleState, RoleCommand, RoleEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'RoleCreated':
        return { exists: true, menuIds: [], ...event.data };
      case 'RoleUpdated':
        return state.exists ? { ...state, ...event.data } : state;
      case 'RoleMenusAssigned':
        return state.exists ? { ...state, menuIds: event.data.menuIds } : state;
      case 'RoleDeleted':
        return { exists: false };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateRole':
        if (state.exists) throw new DomainError('A0440');
        return [{ type: 'RoleCreated', data: { id: command.id, ...command.fields } }];
      case 'UpdateRole': {
        const role = existing(state);
        // ROOT keeps its code and stays enabled: the platform must always have a way in
        if (role.code === roleCodes.root && (command.fields.code !== roleCodes.root || command.fields.status !== 1)) {
          throw new DomainError('A0440', 'identity.role.rootProtected');
        }
        return [{ type: 'RoleUpdated', data: { id: role.id, ...command.fields } }];
      }
      case 'AssignMenus': {
        const role = existing(state);
        const menuIds = [...new Set(command.menuIds)].sort((a, b) => a - b);
        return [{ type: 'RoleMenusAssigned', data: { id: role.id, menuIds } }];
      }
      case 'DeleteRole': {
        const role = existing(state);
        if (role.code === roleCodes.root) throw new DomainError('A0440', 'identity.role.rootProtected');
        if (command.usersHoldingIt > 0) throw new DomainError('A0440', 'identity.role.inUse', { name: role.name, count: command.usersHoldingIt });
        return [{ type: 'RoleDeleted', data: { id: role.id } }];
      }
    }
  },
};

export const roleStream = (id: number) => `role-${id}`;
