import type { ConfigEvent, ConfigFields } from '@jobmarket/contracts';
import type { Decider } from '../../../eventSourcing/decider';
import { DomainError } from '../../../http/appError';

export type ConfigState = { exists: false } | ({ exists: true; id: number } & ConfigFields);

export type ConfigCommand =
  | { type: 'CreateConfig'; id: number; fields: ConfigFields }
  | { type: 'UpdateConfig'; fields: ConfigFields }
  | { type: 'DeleteConfig' };

export const configStream = (id: number) => `config-${id}`;

export const configDecider: Decider<ConfigState, ConfigCommand, ConfigEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'ConfigCreated':
      case 'ConfigUpdated':
        return { exists: true, ...event.data };
      case 'ConfigDeleted':
        return { exists: false };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateConfig':
        if (state.exists) throw new DomainError('A0440');
        return [{ type: 'ConfigCreated', data: { id: command.id, ...command.fields } }];
      case 'UpdateConfig':
        if (!state.exists) throw new DomainError('A0606');
        return [{ type: 'ConfigUpdated', data: { id: state.id, ...command.fields } }];
      case 'DeleteConfig':
        if (!state.exists) throw new DomainError('A0606');
        return [{ type: 'ConfigDeleted', data: { id: state.id } }];
    }
  },
};
