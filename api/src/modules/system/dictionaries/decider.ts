import type { DictEvent, DictFields } from '@jobmarket/contracts';
import type { Decider } from '../../../eventSourcing/decider';
import { DomainError } from '../../../http/appError';

export type DictState = { exists: false } | ({ exists: true; id: number } & DictFields);

export type DictCommand = { type: 'CreateDict'; id: number; fields: DictFields } | { type: 'UpdateDict'; fields: DictFields } | { type: 'DeleteDict' };

export const dictStream = (id: number) => `dict-${id}`;

export const dictDecider: Decider<DictState, DictCommand, DictEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'DictCreated':
      case 'DictUpdated':
        return { exists: true, ...event.data };
      case 'DictDeleted':
        return { exists: false };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateDict':
        if (state.exists) throw new DomainError('A0440');
        return [{ type: 'DictCreated', data: { id: command.id, ...command.fields } }];
      case 'UpdateDict':
        if (!state.exists) throw new DomainError('A0606');
        return [{ type: 'DictUpdated', data: { id: state.id, ...command.fields } }];
      case 'DeleteDict':
        if (!state.exists) throw new DomainError('A0606');
        return [{ type: 'DictDeleted', data: { id: state.id } }];
    }
  },
};
