import type { VipLevelForm } from '@jobmarket/contracts';
import { handleCommand, loadState } from '../../../eventSourcing/commandHandler';
import type { CommandContext } from '../../../eventSourcing/decider';
import { nextEntityId } from '../../../eventSourcing/entityIds';
import { DomainError } from '../../../http/appError';
import type { Written } from '../../../http/writeAnswer';
import type { ModuleContext } from '../../moduleContext';
import { vipLevelDecider, vipLevelStream, type VipLevelState } from './decider';

/** Staff create, edit and delete membership levels: one command each on `vip-level-<id>`. */
export function vipLevelHandlers(context: ModuleContext) {
  const run = async (id: number, command: Parameters<typeof vipLevelDecider.decide>[0], context_: CommandContext, isNewStream = false): Promise<Written<VipLevelState>> => {
    const result = await handleCommand(context.store, vipLevelStream(id), vipLevelDecider, command, context_, { isNewStream });
    return { id, state: result.state, position: result.position };
  };
  return {
    async create(form: VipLevelForm, command: CommandContext): Promise<Written<VipLevelState>> {
      const id = await nextEntityId(context.db, 'vipLevel');
      return run(id, { type: 'CreateVipLevel', id, fields: form }, command, true);
    },
    update: (id: number, form: VipLevelForm, command: CommandContext) => run(id, { type: 'UpdateVipLevel', fields: form }, command),
    /** Deletes levels (orders and memberships keep what they bought); answers the last position appended. */
    async remove(ids: number[], command: CommandContext): Promise<string | undefined> {
      const unique = [...new Set(ids)];
      // every level must exist before any is deleted: a refusal deletes nothing
      for (const id of unique) if (!(await loadState(context.store, vipLevelStream(id), vipLevelDecider)).exists) throw new DomainError('A0606');
      let position: string | undefined;
      for (const id of unique) position = (await handleCommand(context.store, vipLevelStream(id), vipLevelDecider, { type: 'DeleteVipLevel' }, command)).position ?? position;
      return position;
    },
  };
}
