import { randomBytes } from 'node:crypto';
import type { MailSender } from '@jobmarket/api/platform/messaging/ports';
import { as, signIn, startSeededApi, type ApiClient } from '@jobmarket/api/testing/identityFixtures';
import type { TestApi } from '@jobmarket/api/testing/testApi';
import { connectionFromUrl, JobQueues, reactorProjection, runProjections, type QueueName, type Reactor, type RunningProjections } from '@jobmarket/projections';
import type { Worker } from 'bullmq';
import pino, { type Logger } from 'pino';
import { startWorkers } from '../platform/workerHost';
import { watchFinishedJobs } from './finishedJobs';

export type FinishedJobs = Awaited<ReturnType<typeof watchFinishedJobs>>;

export interface ReactorHarnessOptions<Q extends QueueName> {
  /** Api settings for this test (a short payment time limit…); the rate limit is always lifted. */
  env?: Partial<Record<string, string>>;
  /** The reactors run as the projections process runs them (none: the test enqueues timers itself). */
  reactors: readonly Reactor[];
  /** The queues whose finished jobs the test awaits; they are emptied at the end. */
  watch: readonly Q[];
  /** The mail port for the mail queue (built with the api's database and a silent logger). */
  mail?: (api: TestApi, logger: Logger) => MailSender;
}

export interface ReactorHarness<Q extends QueueName> {
  api: TestApi;
  root: ApiClient;
  admin: ApiClient;
  queues: JobQueues;
  /** Awaits a job of a watched queue by id (`jobIdFor(...)`), with what it returned. */
  finished: Record<Q, FinishedJobs>;
  close(): Promise<void>;
}

/**
 * A seeded api with reactors and BullMQ workers beside it, on queues of their own (a random prefix), as the
 * projections and workers processes run them: what every worker test of events → jobs → commands starts from.
 */
export async function startReactorHarness<Q extends QueueName>(options: ReactorHarnessOptions<Q>): Promise<ReactorHarness<Q>> {
  const connection = connectionFromUrl(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const prefix = `jmtest-${randomBytes(4).toString('hex')}`;
  const { api, root } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000', ...options.env });
  const queues = new JobQueues({ connection, prefix });
  const watchers: [Q, FinishedJobs][] = [];
  let reactors: RunningProjections | undefined;
  let workers: Worker[] = [];
  const close = async () => {
    await Promise.all(workers.map((worker) => worker.close()));
    await reactors?.stop();
    for (const [name, watcher] of watchers) {
      await watcher.close();
      await queues.get(name).obliterate({ force: true });
    }
    await queues.close();
    await api.close();
  };
  try {
    const admin = as(api, await signIn(api, 'admin'));
    for (const name of options.watch) watchers.push([name, await watchFinishedJobs(name, { connection, prefix })]);
    if (options.reactors.length > 0) {
      reactors = await runProjections({
        store: api.store,
        db: api.db,
        connectionString: api.database.url,
        projections: options.reactors.map((reactor) => reactorProjection(reactor, queues)),
      });
    }
    const logger = pino({ level: 'silent' });
    workers = startWorkers({ db: api.db, logger, commands: { context: api.moduleContext, queues }, mail: options.mail?.(api, logger) }, { connection, prefix });
    return { api, root, admin, queues, finished: Object.fromEntries(watchers) as Record<Q, FinishedJobs>, close };
  } catch (error) {
    // the caller never gets the harness to close
    await close();
    throw error;
  }
}
