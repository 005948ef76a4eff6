import { Worker, type ConnectionOptions, type Job } from 'bullmq';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { pruneOutbox } from '../outbox/pruneOutbox';
import { rollupVisits } from '../visits/rollupVisits';
import { queueDefinitions, type QueueName } from './queues';

export interface WorkerDependencies {
  db: Knex;
  logger: Logger;
}

type Processor = (job: Job, deps: WorkerDependencies) => Promise<unknown>;

/** What each queue's jobs do; payloads are re-validated here. */
const processors: Record<QueueName, Processor> = {
  maintenance: async (job, deps) => {
    switch (job.name) {
      case 'pruneOutbox': {
        const { olderThanDays } = queueDefinitions.maintenance.jobs.pruneOutbox.parse(job.data);
        const pruned = await pruneOutbox(deps.db, olderThanDays);
        deps.logger.info({ pruned, olderThanDays }, 'outbox pruned');
        return { pruned };
      }
      case 'rollupVisits': {
        const { timeZone } = queueDefinitions.maintenance.jobs.rollupVisits.parse(job.data);
        return rollupVisits(deps.db, { timeZone });
      }
      default:
        throw new Error(`No handler for ${job.name} on maintenance`);
    }
  },
};

export function startWorkers(
  deps: WorkerDependencies,
  settings: { connection: ConnectionOptions; prefix?: string; concurrency?: number },
): Worker[] {
  return (Object.keys(processors) as QueueName[]).map((name) => {
    const worker = new Worker(name, (job) => processors[name](job, deps), {
      connection: settings.connection,
      prefix: settings.prefix,
      concurrency: settings.concurrency ?? 4,
    });
    worker.on('failed', (job, error) =>
      deps.logger.warn({ queue: name, job: job?.name, jobId: job?.id, attempts: job?.attemptsMade, err: error.message }, 'job failed'),
    );
    worker.on('error', (error) => deps.logger.error({ queue: name, err: error.message }, 'worker error'));
    return worker;
  });
}
