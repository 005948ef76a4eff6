import type { EventStore } from '@jobmarket/eventstore';
import type { Knex } from 'knex';
import { projections as registered } from '../registry';
import type { Projection } from './projection';
import { ProgressAnnouncer } from './progressAnnouncer';
import { ProjectionRunner, type RunnerLogger } from './projectionRunner';
import { StoreTail } from './storeTail';
import { supervise } from './supervise';

export interface RunningProjections {
  stop(): Promise<void>;
}

const quiet: RunnerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Runs every registered projection in this process, each supervised. Used by the projections process, and by the
 * seed and tests that need their reads to follow their writes. Leadership is per projection, so running these
 * beside the projections process is safe: one of them leads, the others wait.
 */
export async function runProjections(options: {
  store: EventStore;
  db: Knex;
  connectionString: string;
  logger?: RunnerLogger;
  batchSize?: number;
  projections?: readonly Projection[];
}): Promise<RunningProjections> {
  const shutdown = new AbortController();
  const logger = options.logger ?? quiet;
  const projections = options.projections ?? registered;
  const idlePollMs = 1000;
  // one read of the store per wake and one NOTIFY for every projection that skipped ahead, not one per projection
  const tail = new StoreTail(options.store, projections, idlePollMs);
  const announcer = new ProgressAnnouncer(options.db);
  const runners = projections.map((projection) => new ProjectionRunner({ ...options, projection, logger, idlePollMs, tail, announcer }));
  // tables first, so readers never meet a missing table
  for (const runner of runners) await runner.prepare();
  const tasks = runners.map((runner) => supervise(runner.projection.name, (signal) => runner.run(signal), shutdown.signal, logger));
  return {
    async stop() {
      shutdown.abort();
      await Promise.allSettled(tasks);
      await announcer.settled();
    },
  };
}
