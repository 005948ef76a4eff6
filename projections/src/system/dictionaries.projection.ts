import type { DictDataEvent, DictEvent } from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import type { Knex } from 'knex';
import { defineProjection, type BatchStatement } from '../runner/projection';

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
  // the usual batch while an admin or a seed creates: one run of creations, committed with the checkpoint in one go
  applyAsOneStatement(events, guard) {
    const [run, ...more] = runsOfOneType(events);
    if (!run || more.length > 0) return undefined;
    if (run.type === 'DictCreated') return insertDicts(run.events, guard);
    if (run.type === 'DictDataCreated') return insertItems(run.events, guard);
    return undefined;
  },
  async apply(events, { tx }) {
    const dictCodeOf = async (dictId: number): Promise<string> =>
      ((await tx(DICTS_TABLE).where({ id: dictId }).first('dict_code')) as { dict_code: string } | undefined)?.dict_code ?? '';
    // one statement for each run of creations or deletions (a busy admin or a seed sends runs of them); edits one by one
    for (const run of runsOfOneType(events)) {
      switch (run.type) {
        case 'DictCreated':
          await runStatement(tx, insertDicts(run.events));
          break;
        case 'DictUpdated':
          for (const { event, recorded } of run.events) {
            const { id, name, dictCode, status, remark } = event.data;
            await tx(DICTS_TABLE).where({ id }).update({ name, dict_code: dictCode, status, remark, updated_at: recorded.createdAt });
            await tx(DICT_DATA_TABLE).where({ dict_id: id }).whereNot({ dict_code: dictCode }).update({ dict_code: dictCode });
          }
          break;
        case 'DictDeleted': {
          const ids = run.events.map(({ event }) => event.data.id);
          // the api deletes the items through their own commands first; this also catches one added meanwhile
          await tx(DICT_DATA_TABLE).whereIn('dict_id', ids).delete();
          await tx(DICTS_TABLE).whereIn('id', ids).delete();
          break;
        }
        case 'DictDataCreated':
          await runStatement(tx, insertItems(run.events));
          break;
        case 'DictDataUpdated':
          for (const { event, recorded } of run.events) {
            const { id, dictId, ...fields } = event.data;
            await tx(DICT_DATA_TABLE)
              .where({ id })
              .update({ dict_id: dictId, dict_code: await dictCodeOf(dictId), ...itemColumns(fields), updated_at: recorded.createdAt });
          }
          break;
        case 'DictDataDeleted':
          await tx(DICT_DATA_TABLE).whereIn('id', run.events.map(({ event }) => event.data.id)).delete();
          break;
      }
    }
  },
});

type Handled = DictEvent | DictDataEvent;
type RunOf<T extends Handled['type']> = { event: Extract<Handled, { type: T }>; recorded: RecordedEvent }[];

/** Dictionaries as one insert; a replayed one is left as it is. `guard`: see Projection.applyAsOneStatement. */
function insertDicts(run: RunOf<'DictCreated'>, guard = 'true'): BatchStatement {
  const rows = run.map(({ event: { data }, recorded }) => ({
    id: data.id,
    name: data.name,
    dict_code: data.dictCode,
    status: data.status,
    remark: data.remark,
    created_at: recorded.createdAt,
  }));
  return {
    sql: `insert into ?? (id, name, dict_code, status, remark, created_at, updated_at)
          select d.id, d.name, d.dict_code, d.status, d.remark, d.created_at, d.created_at
            from jsonb_to_recordset(?::jsonb) as d(id int, name text, dict_code text, status smallint, remark text, created_at timestamptz)
           where ${guard}
          on conflict (id) do nothing`,
    bindings: [DICTS_TABLE, JSON.stringify(rows)],
  };
}

/** Items as one insert, each under its dictionary's current code, looked up in the same statement. */
function insertItems(run: RunOf<'DictDataCreated'>, guard = 'true'): BatchStatement {
  const rows = run.map(({ event: { data }, recorded }) => ({
    id: data.id,
    dict_id: data.dictId,
    ...itemColumns(data),
    label_i18n: data.labelI18n ?? {},
    created_at: recorded.createdAt,
  }));
  return {
    sql: `insert into ?? (id, dict_id, dict_code, value, label, label_i18n, sort, status, tag_type, created_at, updated_at)
          select i.id, i.dict_id, coalesce(d.dict_code, ''), i.value, i.label, i.label_i18n, i.sort, i.status, i.tag_type, i.created_at, i.created_at
            from jsonb_to_recordset(?::jsonb)
                 as i(id int, dict_id int, value text, label text, label_i18n jsonb, sort int, status smallint, tag_type text, created_at timestamptz)
            left join ?? d on d.id = i.dict_id
           where ${guard}
          on conflict (id) do nothing`,
    bindings: [DICT_DATA_TABLE, JSON.stringify(rows), DICTS_TABLE],
  };
}

async function runStatement(tx: Knex.Transaction, statement: BatchStatement): Promise<void> {
  await tx.raw(statement.sql, [...statement.bindings]);
}
type Run = { [T in Handled['type']]: { type: T; events: RunOf<T> } }[Handled['type']];

/** The batch cut where the event type changes: a run's events can go in one statement, in the batch's order. */
function runsOfOneType(events: readonly RecordedEvent[]): Run[] {
  const runs: { type: Handled['type']; events: { event: Handled; recorded: RecordedEvent }[] }[] = [];
  for (const recorded of events) {
    const event = recorded as unknown as Handled;
    const last = runs.at(-1);
    const entry = { event, recorded };
    if (last?.type === event.type) last.events.push(entry);
    else runs.push({ type: event.type, events: [entry] });
  }
  return runs as Run[];
}

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
