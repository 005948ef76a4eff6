import { createEventStore, PostgresEventStore } from '@jobmarket/eventstore';
import { parseServerEnv } from '@jobmarket/contracts/platform/serverEnv';
import pino from 'pino';
import { createDatabase } from './database';
import { migrateReadModels } from './migrations';
import { OutboxPublisher } from './outbox/outboxPublisher';
import { connectionFromUrl, JobQueues } from './reactors/queues';
import { reactorProjection } from './reactors/reactor';
import { projections, reactors } from './registry';
import { runProjections } from './runner/runAll';
import { StaleAppendReporter } from './runner/staleAppendWatch';
import { supervise } from './runner/supervise';

const env = parseServerEnv(process.env);
const logger = pino({ name: 'projections', level: env.LOG_LEVEL });
const db = createDatabase(env.DATABASE_URL);
await migrateReadModels(db);
const store = await createEventStore({
  eventStoreUrl: env.EVENTSTORE_URL,
  databaseUrl: env.DATABASE_URL,
  staleAppendSeconds: env.EVENTSTORE_STALE_APPEND_SECONDS,
});

const shutdown = new AbortController();
// the installation's own queues, as the workers process opens them (workers/src/main.ts)
const jobQueues = new JobQueues({ connection: connectionFromUrl(env.REDIS_URL), prefix: `${env.REDIS_KEY_PREFIX}bull` });
const running = await runProjections({
  store,
  db,
  connectionString: env.DATABASE_URL,
  batchSize: env.PROJECTION_BATCH_SIZE,
  logger,
  projections: [...projections, ...reactors.map((reactor) => reactorProjection(reactor, jobQueues))],
});
const tasks = [
  supervise(
    'outbox-publisher',
    (signal) => new OutboxPublisher({ db, connectionString: env.DATABASE_URL, mqttUrl: env.MQTT_URL, topicPrefix: env.MQTT_TOPIC_PREFIX, logger }).run(signal),
    shutdown.signal,
    logger,
  ),
];
// an append left open holds every reader back: say so in the log instead of stalling silently
if (store instanceof PostgresEventStore) {
  tasks.push(supervise('stale-append-watch', (signal) => new StaleAppendReporter(store, logger).run(signal), shutdown.signal, logger));
}
logger.info({ projections: projections.map((projection) => projection.name), reactors: reactors.map((reactor) => reactor.name) }, 'projections started');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    logger.info({ signal }, 'projections stopping');
    shutdown.abort();
    await Promise.allSettled([running.stop(), ...tasks]);
    await jobQueues.close();
    await store.close();
    await db.destroy();
    process.exit(0);
  });
}
