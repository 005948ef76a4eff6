import { createTestDatabase, type TestDatabase } from '@jobmarket/eventstore/testing';
import { createDatabase, migrateReadModels, type Database } from '@jobmarket/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextEntityId } from './entityIds';

describe('nextEntityId', () => {
  let database: TestDatabase;
  let db: Database;
  let statements = 0;

  beforeAll(async () => {
    database = await createTestDatabase('jm_ids');
    db = createDatabase(database.url, { max: 20 });
    await migrateReadModels(db);
    db.on('query', (query: { sql: string }) => {
      if (query.sql.includes('entity_ids')) statements += 1;
    });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('numbers a category from 1, one after another', async () => {
    expect([await nextEntityId(db, 'first'), await nextEntityId(db, 'first'), await nextEntityId(db, 'other')]).toEqual([1, 2, 1]);
  });

  it('gives 60 concurrent callers distinct consecutive ids with a few shared statements instead of 60 queued on one row lock', async () => {
    statements = 0;
    const ids = await Promise.all(Array.from({ length: 60 }, () => nextEntityId(db, 'crowd')));
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, n) => n + 1));
    // the first caller reserves alone; everyone arriving meanwhile shares the next statement
    expect(statements).toBeLessThanOrEqual(3);
  });

  it('keeps a reservation inside a transaction to that transaction: rolled back, its id is handed out again', async () => {
    await nextEntityId(db, 'in_tx');
    const rolledBack = await db
      .transaction(async (tx) => {
        const id = await nextEntityId(tx, 'in_tx');
        throw Object.assign(new Error('rolled back'), { id });
      })
      .catch((error: { id: number }) => error.id);
    expect(rolledBack).toBe(2);
    const [outside, inside] = await Promise.all([nextEntityId(db, 'in_tx'), db.transaction((tx) => nextEntityId(tx, 'in_tx'))]);
    expect(new Set([outside, inside])).toEqual(new Set([2, 3]));
  });

  it('fails every caller of a turn whose statement fails, and serves the next ones', async () => {
    await db.raw('alter table entity_ids add constraint entity_ids_small check (last_id < 1000)');
    try {
      await db('entity_ids').insert({ category: 'near_limit', last_id: 997 });
      const answers = await Promise.allSettled(Array.from({ length: 5 }, () => nextEntityId(db, 'near_limit')));
      expect(answers.some((answer) => answer.status === 'rejected')).toBe(true);
    } finally {
      await db.raw('alter table entity_ids drop constraint entity_ids_small');
    }
    expect(await nextEntityId(db, 'near_limit')).toBeGreaterThan(997);
  });
});
