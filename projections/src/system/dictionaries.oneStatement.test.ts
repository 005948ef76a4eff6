import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../database';
import { readCheckpoint } from '../runner/checkpoints';
import { ProjectionRunner } from '../runner/projectionRunner';
import { createProjectionTestbed, type ProjectionTestbed } from '../testing/projectionTestbed';
import type { SpecEvent } from '../testing/projectionSpec';
import { dictCreated, dictItemCreated, dictUpdated } from '../testing/systemEvents';
import { DICT_DATA_TABLE, DICTS_TABLE, dictionariesProjection } from './dictionaries.projection';

/**
 * The dictionaries projection through the real runner: a batch that is one run of creations goes to PostgreSQL as one
 * statement with its checkpoint (no BEGIN), anything else through `apply` in a transaction — with the same rows.
 */
describe('dictionaries projection, one statement per batch of creations', () => {
  let testbed: ProjectionTestbed;
  const statements: string[] = [];
  let db: ReturnType<typeof createDatabase>;
  beforeAll(async () => {
    testbed = await createProjectionTestbed();
    db = createDatabase(testbed.database.url); // the runner's own, so every statement it sends is seen
    db.on('query', (query: { sql: string }) => statements.push(query.sql));
  });
  afterAll(async () => {
    await db.destroy();
    await testbed.dispose();
  });

  /** Appends the events (one append each, as commands do) and runs the projection until it has applied them. */
  async function project(events: SpecEvent[]): Promise<string[]> {
    let head = '';
    for (const event of events) head = (await testbed.store.appendToStream(event.streamId, [{ type: event.type, data: event.data }])).position;
    statements.length = 0;
    const runner = new ProjectionRunner({ store: testbed.store, db, connectionString: testbed.database.url, projection: dictionariesProjection });
    await runner.run(new AbortController().signal, head);
    expect((await readCheckpoint(testbed.db, dictionariesProjection.name)).position).toBe(head);
    // what it sent after preparing (tables, checkpoint row) and loading its checkpoint: the batches
    const prepared = statements.findIndex((sql) => sql.startsWith('insert into "projection_checkpoints"'));
    return statements.slice(prepared + 1).filter((sql) => !sql.startsWith('select * from "projection_checkpoints"'));
  }

  it('writes a run of dictionaries, then a run of items under their codes, each batch in one statement', async () => {
    const sent = await project([dictCreated(2, { dictCode: 'gender', remark: 'people' }), dictCreated(3, { dictCode: 'colour', remark: null })]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^with moved as \(/);
    const items = await project([dictItemCreated(11, 2, { labelI18n: { th: 'ชาย' }, tagType: 'primary' }), dictItemCreated(31, 3), dictItemCreated(41, 4)]);
    expect(items).toHaveLength(1);
    expect(await testbed.db(DICTS_TABLE).orderBy('id').select('id', 'dict_code', 'remark', 'status')).toEqual([
      { id: 2, dict_code: 'gender', remark: 'people', status: 1 },
      { id: 3, dict_code: 'colour', remark: null, status: 1 },
    ]);
    expect(await testbed.db(DICT_DATA_TABLE).orderBy('id').select('id', 'dict_id', 'dict_code', 'label_i18n', 'tag_type')).toEqual([
      { id: 11, dict_id: 2, dict_code: 'gender', label_i18n: { th: 'ชาย' }, tag_type: 'primary' },
      { id: 31, dict_id: 3, dict_code: 'colour', label_i18n: {}, tag_type: null },
      { id: 41, dict_id: 4, dict_code: '', label_i18n: {}, tag_type: null }, // its dictionary unknown, as `apply` files it
    ]);
  });

  it('applies a batch mixing kinds of events in a transaction', async () => {
    const sent = await project([dictUpdated(2, { dictCode: 'sex' }), dictItemCreated(12, 2)]);
    expect(sent[0]).toBe('BEGIN;');
    expect(await testbed.db(DICT_DATA_TABLE).whereIn('id', [11, 12]).orderBy('id').select('id', 'dict_code')).toEqual([
      { id: 11, dict_code: 'sex' },
      { id: 12, dict_code: 'sex' },
    ]);
  });
});
