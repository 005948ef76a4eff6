import type { VipLevelEvent, VipLevelForm } from '@jobmarket/contracts';
import type { Decider } from '../../../eventSourcing/decider';
import { DomainError } from '../../../http/appError';

export const vipLevelStream = (id: number) => `vip-level-${id}`;

export type VipLevelState = { exists: false } | ({ exists: true; id: number } & VipLevelForm);

export type VipLevelCommand = { type: 'CreateVipLevel'; id: number; fields: VipLevelForm } | { type: 'UpdateVipLevel'; fields: VipLevelForm } | { type: 'DeleteVipLevel' };

// the store keeps payloads as jsonb, which reorders keys: compare with keys sorted at every level
const canonical = (value: unknown): unknown =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, inner]) => [key, canonical(inner)]))
    : value;
const sameFields = (a: VipLevelForm, b: VipLevelForm) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * A membership level (stream `vip-level-<id>`). Orders copy what they buy when submitted, so editing or deleting a
 * level never changes an order or a membership already bought.
 */
export const vipLevelDecider: Decider<VipLevelState, VipLevelCommand, VipLevelEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'VipLevelCreated':
      case 'VipLevelUpdated':
        return { exists: true, ...event.data };
      case 'VipLevelDeleted':
        return { exists: false };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateVipLevel':
        if (state.exists) throw new DomainError('A0440');
        return [{ type: 'VipLevelCreated', data: { ...command.fields, id: command.id } }];
      case 'UpdateVipLevel': {
        if (!state.exists) throw new DomainError('A0606');
        const { exists: _exists, id, ...fields } = state;
        if (sameFields(fields, command.fields)) return [];
        return [{ type: 'VipLevelUpdated', data: { ...command.fields, id } }];
      }
      case 'DeleteVipLevel':
        if (!state.exists) throw new DomainError('A0606');
        return [{ type: 'VipLevelDeleted', data: { id: state.id } }];
    }
  },
};
