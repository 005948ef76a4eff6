import type { DictDataEvent, DictEvent } from '@jobmarket/contracts';
import { defineProjection } from '../runner/projection';

export const DICTS_TABLE = 'dicts_v1';
export const DICT_DATA_TABLE = 'dict_data_v1';

/**
 * Dictionaries and their items in one projection, so an item can carry its dictionary's current code (events name
 * the dictionary by id) and a deleted dictionary can take its items with it in the same transaction.
 */
export const dictionariesProjection = defineProjection({
  name: 'dictionaries_v1',
  handles: ['DictCreated', 'DictUpdated', 'DictDeleted', 'DictDataCreated', 'DictDataUpdated', 'DictDataDeleted'],
  tables: [DICT_DATA_TABLE, DICTS_TABLE],
  async setup(db) {
    if (!(await db.schema.hasTable(DICTS_TABLE))) {
      await db.schema.createTable(DICTS_TABLE, (table) => {
        table.integer('id').primary();
        table.text('name').notNullable();
        table.text('dict_code').notNullable().index();
        table.smallint('status').notNullable();
        table.text('remark');
        table.timestamp('created_at', { useTz: true }).notNullable();
        table.timestamp('updated_at', { useTz: true }).notNullable();
      });
    }
    if (!(await db.schema.hasTable(DICT_DATA_TABLE))) {
      await db.schema.createTable(DICT_DATA_TABLE, (table) => {
        table.integer('id').primary();
        table.integer('dict_id').notNullable().index();
        table.text('dict_code').notNullable().index();
        table.text('value').notNullable();
        table.text('label').notNullable();
        table.jsonb('label_i18n').notNullable();
        table.integer('sort').notNullable();
        table.smallint('status').notNullable();
        table.text('tag_type');
        table.timestamp('created_at', { useTz: true }).notNullable();
        table.timestamp('updated_at', { useTz: true }).notNullable();
      });
    }
  },
  async apply(events, { tx }) {
    const dictCodeOf = async (dictId: number): Promise<string> =>
      ((await tx(DICTS_TABLE).where({ id: dictId }).first('dict_code')) as { dict_code: string } | undefined)?.dict_code ?? '';
    for (const recorded of events) {
      const event = recorded as unknown as DictEvent | DictDataEvent;
      switch (event.type) {
        case 'DictCreated': {
          const { id, name, dictCode, status, remark } = event.data;
          await tx(DICTS_TABLE)
            .insert({ id, name, dict_code: dictCode, status, remark, created_at: recorded.createdAt, updated_at: recorded.createdAt })
            .onConflict('id')
            .ignore();
          break;
        }
        case 'DictUpdated': {
          const { id, name, dictCode, status, remark } = event.data;
          await tx(DICTS_TABLE).where({ id }).update({ name, dict_code: dictCode, status, remark, updated_at: recorded.createdAt });
          await tx(DICT_DATA_TABLE).where({ dict_id: id }).whereNot({ dict_code: dictCode }).update({ dict_code: dictCode });
          break;
        }
        case 'DictDeleted':
          // the api deletes the items through their own commands first; this also catches one added meanwhile
          await tx(DICT_DATA_TABLE).where({ dict_id: event.data.id }).delete();
          await tx(DICTS_TABLE).where({ id: event.data.id }).delete();
          break;
        case 'DictDataCreated': {
          const { id, dictId, ...fields } = event.data;
          await tx(DICT_DATA_TABLE)
            .insert({ id, dict_id: dictId, dict_code: await dictCodeOf(dictId), ...itemColumns(fields), created_at: recorded.createdAt, updated_at: recorded.createdAt })
            .onConflict('id')
            .ignore();
          break;
        }
        case 'DictDataUpdated': {
          const { id, dictId, ...fields } = event.data;
          await tx(DICT_DATA_TABLE)
            .where({ id })
            .update({ dict_id: dictId, dict_code: await dictCodeOf(dictId), ...itemColumns(fields), updated_at: recorded.createdAt });
          break;
        }
        case 'DictDataDeleted':
          await tx(DICT_DATA_TABLE).where({ id: event.data.id }).delete();
          break;
      }
    }
  },
});

function itemColumns(fields: Omit<Extract<DictDataEvent, { type: 'DictDataCreated' }>['data'], 'id' | 'dictId'>) {
  return {
    value: fields.value,
    label: fields.label,
    label_i18n: JSON.stringify(fields.labelI18n ?? {}),
    sort: fields.sort,
    status: fields.status,
    tag_type: fields.tagType,
  };
}
