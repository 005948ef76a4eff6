import { PostgresEventStore } from '@jobmarket/eventstore';
import { createTestDatabase, type TestDatabase } from '@jobmarket/eventstore/testing';
import { createDatabase, type Database } from '../database';
import { migrateReadModels } from '../migrations';

export interface ProjectionTestbed {
  database: TestDatabase;
  store: PostgresEventStore;
  db: Database;
  dispose(): Promise<void>;
}

/** A fresh database with the event store and read-side infrastructure migrated. */
export async function createProjectionTestbed(): Promise<ProjectionTestbed> {
  const database = await createTestDatabase();
  const store = new PostgresEventStore({ connectionString: database.url });
  await store.migrate();
  const db = createDatabase(database.url);
  await migrateReadModels(db);
  return {
    database,
    store,
    db,
    async dispose() {
      await store.close();
      await db.destroy();
      await database.drop();
    },
  };
}

/** Re-checks a condition on every tick of real work until it holds (or fails after the timeout). */
export async function eventually<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
