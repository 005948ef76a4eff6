import type { ModuleContext } from '@jobmarket/api/modules/moduleContext';
import { ProjectionWaiter } from '@jobmarket/api/http/readYourWrites';
import type { ApiConfig } from '@jobmarket/api/platform/config';
import { createEventStore } from '@jobmarket/eventstore';
import { JobQueues, type QueueSettings } from '@jobmarket/projections';
import { Redis } from 'ioredis';
import type { Knex } from 'knex';
import type { Logger } from 'pino';

/** What jobs that run commands need: the api's module context and the queues to fan out to. */
export interface CommandDependencies {
  context: ModuleContext;
  queues: JobQueues;
}

/**
 * The same context the api's modules get, built for the workers process, so a job runs a command through the api's
 * own handlers (ARCHITECTURE §2.4) with the same store, read models, Redis namespace and read-your-writes waits.
 */
export async function openCommandDependencies(
  config: ApiConfig,
  db: Knex,
  logger: Logger,
  queueSettings: QueueSettings,
): Promise<CommandDependencies & { close(): Promise<void> }> {
  const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, databaseUrl: config.DATABASE_URL });
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, keyPrefix: config.REDIS_KEY_PREFIX });
  const projectionWaiter = new ProjectionWaiter(db, config.DATABASE_URL, config.READ_YOUR_WRITES_TIMEOUT_MS);
  await projectionWaiter.start();
  const queues = new JobQueues(queueSettings);
  return {
    context: { config, logger, store, db, redis, projectionWaiter },
    queues,
    async close() {
      await queues.close();
      await projectionWaiter.close();
      redis.disconnect();
      await store.close();
    },
  };
}
