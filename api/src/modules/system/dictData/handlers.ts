import type { DictDataFields, DictDataForm } from '@jobmarket/contracts';
import { handleCommand, loadState } from '../../../eventSourcing/commandHandler';
import type { CommandContext } from '../../../eventSourcing/decider';
import { nextEntityId } from '../../../eventSourcing/entityIds';
import { DomainError } from '../../../http/appError';
import type { Written } from '../../../http/writeAnswer';
import type { ModuleContext, SettleBatch } from '../../moduleContext';
import { dictQueries } from '../dictionaries/queries';
import { createWithUniqueKey, releaseUniqueKey, withUniqueKey, type UniqueKey } from '../uniqueClaims';
import { dictDataDecider, dictDataStream, type DictDataState } from './decider';

// values are unique per dictionary, so the claim's scope names the dictionary (by id: a code can be renamed)
const valueKey = (dictId: number, value: string): UniqueKey => ({ scope: `dictValue:${dictId}`, value });
const valueTaken = () => new DomainError('A0402', 'system.dictData.valueTaken', {}, { errors: { value: 'system.dictData.valueTaken' } });
const dictMissing = () => new DomainError('A0402', 'system.dict.missing', {}, { errors: { dictCode: 'system.dict.missing' } });

export function dictDataHandlers(context: ModuleContext) {
  const dicts = dictQueries(context.db);

  async function fieldsOf(form: DictDataForm): Promise<DictDataFields> {
    const dict = await dicts.byCode(form.dictCode);
    if (!dict) throw dictMissing();
    const { dictCode: _code, ...fields } = form;
    return { dictId: dict.id, ...fields };
  }

  /** Adds an item to a dictionary known by id, which need not be in the read model yet (the seed adds to fresh ones). */
  async function add(fields: DictDataFields, command: CommandContext, options: { batch?: SettleBatch } = {}): Promise<Written<DictDataState>> {
    const id = await nextEntityId(context.db, 'dictData');
    const result = await createWithUniqueKey(context.store, { key: valueKey(fields.dictId, fields.value), owner: id, taken: valueTaken }, command, (alongside) =>
      // a freshly allocated id: nothing to read; the value's claim lands in the same append
      handleCommand(context.store, dictDataStream(id), dictDataDecider, { type: 'CreateDictData', id, fields }, command, { isNewStream: true, startsAlongside: alongside }),
    );
    options.batch?.note(result.position);
    return { id, state: result.state, position: result.position };
  }

  return {
    add,
    async create(form: DictDataForm, command: CommandContext, options: { batch?: SettleBatch } = {}): Promise<Written<DictDataState>> {
      return add(await fieldsOf(form), command, options);
    },
    async update(id: number, form: DictDataForm, command: CommandContext): Promise<Written<DictDataState>> {
      const before = await loadState(context.store, dictDataStream(id), dictDataDecider);
      if (!before.exists) throw new DomainError('A0606');
      const fields = await fieldsOf(form);
      const change = { before: valueKey(before.dictId, before.value), after: valueKey(fields.dictId, fields.value), owner: id, taken: valueTaken };
      const result = await withUniqueKey(context.store, change, command, () =>
        handleCommand(context.store, dictDataStream(id), dictDataDecider, { type: 'UpdateDictData', fields }, command),
      );
      return { id, state: result.state, position: result.position };
    },
    /** Answers the position of the last deletion. */
    async remove(ids: number[], command: CommandContext, options: { batch?: SettleBatch } = {}): Promise<string | undefined> {
      // every item must exist before any is deleted, so a bad selection leaves everything in place
      const found = [];
      for (const id of new Set(ids)) {
        const before = await loadState(context.store, dictDataStream(id), dictDataDecider);
        if (!before.exists) throw new DomainError('A0606');
        found.push(before);
      }
      let position: string | undefined;
      for (const item of found) {
        const result = await handleCommand(context.store, dictDataStream(item.id), dictDataDecider, { type: 'DeleteDictData' }, command);
        await releaseUniqueKey(context.store, valueKey(item.dictId, item.value), item.id, command);
        position = result.position ?? position;
      }
      options.batch?.note(position);
      return position;
    },
  };
}
