import type { DictForm } from '@jobmarket/contracts';
import { handleCommand, loadState } from '../../../eventSourcing/commandHandler';
import type { CommandContext } from '../../../eventSourcing/decider';
import { nextEntityId } from '../../../eventSourcing/entityIds';
import { DomainError } from '../../../http/appError';
import type { Written } from '../../../http/writeAnswer';
import type { ModuleContext, SettleBatch } from '../../moduleContext';
import { dictDataHandlers } from '../dictData/handlers';
import { dictDataQueries } from '../dictData/queries';
import { createWithUniqueKey, releaseUniqueKey, withUniqueKey, type UniqueKey } from '../uniqueClaims';
import { dictDecider, dictStream, type DictState } from './decider';

const codeKey = (dictCode: string): UniqueKey => ({ scope: 'dictCode', value: dictCode });
const codeTaken = () => new DomainError('A0402', 'system.dict.codeTaken', {}, { errors: { dictCode: 'system.dict.codeTaken' } });

export function dictHandlers(context: ModuleContext) {
  const items = dictDataHandlers(context);
  const itemQueries = dictDataQueries(context.db);

  return {
    async create(form: DictForm, command: CommandContext, options: { batch?: SettleBatch } = {}): Promise<Written<DictState>> {
      const id = await nextEntityId(context.db, 'dict');
      const result = await createWithUniqueKey(context.store, { key: codeKey(form.dictCode), owner: id, taken: codeTaken }, command, (alongside) =>
        // a freshly allocated id: nothing to read; the code's claim lands in the same append
        handleCommand(context.store, dictStream(id), dictDecider, { type: 'CreateDict', id, fields: form }, command, { isNewStream: true, startsAlongside: alongside }),
      );
      options.batch?.note(result.position);
      return { id, state: result.state, position: result.position };
    },
    async update(id: number, form: DictForm, command: CommandContext): Promise<Written<DictState>> {
      const before = await loadState(context.store, dictStream(id), dictDecider);
      if (!before.exists) throw new DomainError('A0606');
      const change = { before: codeKey(before.dictCode), after: codeKey(form.dictCode), owner: id, taken: codeTaken };
      const result = await withUniqueKey(context.store, change, command, () =>
        handleCommand(context.store, dictStream(id), dictDecider, { type: 'UpdateDict', fields: form }, command),
      );
      return { id, state: result.state, position: result.position };
    },
    /**
     * Deleting a dictionary deletes its items through their own commands first, so each item's history ends with its
     * deletion and its value is released; the projection also drops any item that slipped in meanwhile.
     */
    /** Answers the position of the last deletion. */
    async remove(ids: number[], command: CommandContext): Promise<string | undefined> {
      const found: Extract<DictState, { exists: true }>[] = [];
      for (const id of new Set(ids)) {
        const before = await loadState(context.store, dictStream(id), dictDecider);
        if (!before.exists) throw new DomainError('A0606');
        found.push(before);
      }
      let position: string | undefined;
      for (const dict of found) {
        await items.remove(await itemQueries.idsOf(dict.id), command); // settled with the dictionary's own deletion below
        const result = await handleCommand(context.store, dictStream(dict.id), dictDecider, { type: 'DeleteDict' }, command);
        await releaseUniqueKey(context.store, codeKey(dict.dictCode), dict.id, command);
        position = result.position ?? position;
      }
      return position;
    },
  };
}
