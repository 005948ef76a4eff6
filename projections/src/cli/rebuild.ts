import { createEventStore } from '@jobmarket/eventstore';
import { parseServerEnv } from '@jobmarket/contracts/platform/serverEnv';
import pino from 'pino';
import { createDatabase } from '../database';
import { migrateReadModels } from '../migrations';
import { findProjection, projections } from '../registry';
import { rebuildProjection } from '../runner/rebuild';

// usage: npm run projections:rebuild -- <name> [<name>…]   (versioned or base name: stream_stats or stream_stats_v1)
// The api keeps reading the current tables meanwhile; run it beside the projections process, which keeps them live.
const names = process.argv.slice(2);
if (names.length === 0) {
  console.error(`Name a projection to rebuild: ${projections.map((projection) => projection.name).join(', ')}`);
  process.exit(2);
}
const unknown = names.filter((name) => !findProjection(name));
if (unknown.length > 0) {
  console.error(`Unknown projection: ${unknown.join(', ')}. Known: ${projections.map((projection) => projection.name).join(', ')}`);
  process.exit(2);
}

const env = parseServerEnv(process.env);
const logger = pino({ name: 'rebuild', level: env.LOG_LEVEL });
const db = createDatabase(env.DATABASE_URL);
await migrateReadModels(db);
const store = await createEventStore({ eventStoreUrl: env.EVENTSTORE_URL, databaseUrl: env.DATABASE_URL });
try {
  for (const name of names) {
    const projection = findProjection(name)!;
    const startedAt = Date.now();
    const { replayedThrough, eventsProcessed, switchMs, swapMs, caughtUpTo } = await rebuildProjection({ db, store, connectionString: env.DATABASE_URL, projection, logger });
    const through = replayedThrough ? `live position ${replayedThrough}` : 'an empty live version';
    console.log(
      `${projection.name}: reads switched to the rebuilt tables at ${through} (${eventsProcessed} events) after ${Date.now() - startedAt} ms; ` +
        `the switch paused writers ${switchMs.toFixed(1)} ms and readers ${swapMs.toFixed(1)} ms`,
    );
    if (caughtUpTo) console.log(`${projection.name}: no projections process leads it, so this one took it on to ${caughtUpTo}`);
  }
} finally {
  await store.close();
  await db.destroy();
}
