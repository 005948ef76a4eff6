import type { ConfigForm } from '@jobmarket/contracts';
import { handleCommand, loadState } from '../../../eventSourcing/commandHandler';
import type { CommandContext } from '../../../eventSourcing/decider';
import { nextEntityId } from '../../../eventSourcing/entityIds';
import { DomainError } from '../../../http/appError';
import type { Written } from '../../../http/writeAnswer';
import type { ModuleContext, SettleBatch } from '../../moduleContext';
import { createWithUniqueKey, releaseUniqueKey, withUniqueKey, type UniqueKey } from '../uniqueClaims';
import { configDecider, configStream, type ConfigState } from './decider';

const keyOf = (configKey: string): UniqueKey => ({ scope: 'configKey', value: configKey });
const keyTaken = () => new DomainError('A0402', 'system.config.keyTaken', {}, { errors: { configKey: 'system.config.keyTaken' } });

export function configHandlers(context: ModuleContext) {
  return {
    async create(form: ConfigForm, command: CommandContext, options: { batch?: SettleBatch } = {}): Promise<Written<ConfigState>> {
      const id = await nextEntityId(context.db, 'config');
      const result = await createWithUniqueKey(context.store, { key: keyOf(form.configKey), owner: id, taken: keyTaken }, command, (alongside) =>
        // a freshly allocated id: nothing to read; the key's claim lands in the same append
        handleCommand(context.store, configStream(id), configDecider, { type: 'CreateConfig', id, fields: form }, command, { isNewStream: true, startsAlongside: alongside }),
      );
      options.batch?.note(result.position);
      return { id, state: result.state, position: result.position };
    },
    async update(id: number, form: ConfigForm, command: CommandContext): Promise<Written<ConfigState>> {
      const before = await loadState(context.store, configStream(id), configDecider);
      if (!before.exists) throw new DomainError('A0606');
      const change = { before: keyOf(before.configKey), after: keyOf(form.configKey), owner: id, taken: keyTaken };
      const result = await withUniqueKey(context.store, change, command, () =>
        handleCommand(context.store, configStream(id), configDecider, { type: 'UpdateConfig', fields: form }, command),
      );
      return { id, state: result.state, position: result.position };
    },
    /** Answers the position of the last deletion. */
    async remove(ids: number[], command: CommandContext): Promise<string | undefined> {
      const found: Extract<ConfigState, { exists: true }>[] = [];
      for (const id of new Set(ids)) {
        const before = await loadState(context.store, configStream(id), configDecider);
        if (!before.exists) throw new DomainError('A0606');
        found.push(before);
      }
      let position: string | undefined;
      for (const config of found) {
        const result = await handleCommand(context.store, configStream(config.id), configDecider, { type: 'DeleteConfig' }, command);
        await releaseUniqueKey(context.store, keyOf(config.configKey), config.id, command);
        position = result.position ?? position;
      }
      return position;
    },
  };
}
