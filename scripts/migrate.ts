import { PostgresEventStore, isKurrentUrl } from '@jobmarket/eventstore';
import { parseServerEnv } from '@jobmarket/contracts/platform/serverEnv';
import { createDatabase, migrateReadModels } from '@jobmarket/projections';

// Event store schema (when PostgreSQL is the store) and read-model migrations; safe to run any number of times.
const env = parseServerEnv(process.env);
if (!isKurrentUrl(env.EVENTSTORE_URL)) {
  const store = new PostgresEventStore({ connectionString: env.DATABASE_URL, maxConnections: 1 });
  await store.migrate();
  await store.close();
}
const db = createDatabase(env.DATABASE_URL);
await migrateReadModels(db);
await db.destroy();
console.log('migrations applied');
