import type { MenuEvent, MenuFields } from '@jobmarket/contracts';
import { DomainError } from '../../../http/appError';
import type { Decider } from '../../../eventSourcing/decider';

export type MenuState = { exists: false } | ({ exists: true; id: number } & MenuFields);

export type MenuCommand =
  | { type: 'CreateMenu'; id: number; fields: MenuFields }
  | { type: 'UpdateMenu'; fields: MenuFields; descendantIds: number[] }
  | { type: 'DeleteMenu'; hasChildren: boolean };

/** Catalogs are layouts: their component is always "Layout"; external links have none. */
export function normaliseMenu(fields: MenuFields): MenuFields {
  if (fields.type === 'CATALOG') return { ...fields, component: 'Layout' };
  if (fields.type === 'EXTLINK') return { ...fields, component: null };
  if (fields.type === 'BUTTON') return { ...fields, routeName: null, routePath: null, component: null };
  return fields;
}

const parentCycle = () => new DomainError('A0402', 'identity.menu.parentCycle', {}, { errors: { parentId: 'identity.menu.parentCycle' } });

export const menuDecider: Decider<MenuState, MenuCommand, MenuEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'MenuCreated':
      case 'MenuUpdated':
        return { exists: true, ...event.data };
      case 'MenuDeleted':
        return { exists: false };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateMenu':
        if (state.exists) throw new DomainError('A0440');
        if (command.fields.parentId === command.id) throw parentCycle();
        return [{ type: 'MenuCreated', data: { id: command.id, ...normaliseMenu(command.fields) } }];
      case 'UpdateMenu': {
        if (!state.exists) throw new DomainError('A0606');
        const { parentId } = command.fields;
        if (parentId === state.id || command.descendantIds.includes(parentId)) throw parentCycle();
        return [{ type: 'MenuUpdated', data: { id: state.id, ...normaliseMenu(command.fields) } }];
      }
      case 'DeleteMenu':
        if (!state.exists) throw new DomainError('A0606');
        if (command.hasChildren) throw new DomainError('A0440', 'identity.menu.hasChildren', { name: state.name });
        return [{ type: 'MenuDeleted', data: { id: state.id } }];
    }
  },
};

export const menuStream = (id: number) => `menu-${id}`;
