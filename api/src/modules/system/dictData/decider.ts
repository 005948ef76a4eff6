import type { DictDataEvent, DictDataFields } from '@jobmarket/contracts';
import type { Decider } from '../../../eventSourcing/decider';
import { DomainError } from '../../../http/appError';

export type DictDataState = { exists: false } | ({ exists: true; id: number } & DictDataFields);

export type DictDataCommand =
  | { type: 'CreateDictData'; id: number; fields: DictDataFields }
  | { type: 'UpdateDictData'; fields: DictDataFields }
  | { type: 'DeleteDictData' };

export const dictDataStream = (id: number) => `dictData-${id}`;

export const dictDataDecider: Decider<DictDataState, DictDataCommand, DictDataEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'DictDataCreated':
      case 'DictDataUpdated':
        return { exists: true, ...event.data };
      case 'DictDataDeleted':
        return { exists: false };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateDictData':
        if (state.exists) throw new DomainError('A0440');
        return [{ type: 'DictDataCreated', data: { id: command.id, ...command.fields } }];
      case 'UpdateDictData':
        if (!state.exists) throw new DomainError('A0606');
        return [{ type: 'DictDataUpdated', data: { id: state.id, ...command.fields } }];
      case 'DeleteDictData':
        if (!state.exists) throw new DomainError('A0606');
        return [{ type: 'DictDataDeleted', data: { id: state.id, dictId: state.dictId } }];
    }
  },
};
