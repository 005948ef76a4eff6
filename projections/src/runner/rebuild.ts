import type { EventStore } from '@jobmarket/eventstore';
import type { Knex } from 'knex';
import { CHECKPOINT_CHANNEL, ensureCheckpoint, readCheckpoint } from './checkpoints';
import { WakeOnNotify } from '../outbox/outboxPublisher';
import type { Projection } from './projection';
import { ProjectionRunner, type RunnerLogger } from './projectionRunner';

export interface RebuildOptions {
  db: Knex;
  store: EventStore;
  connectionString: string;
  projection: Projection;
  logger?: RunnerLogger;
  batchSize?: number;
  signal?: AbortSignal;
}

/**
 * Drops and recreates the projection's tables, resets its checkpoint and replays every event.
 * Notices and jobs are suppressed up to the old checkpoint, so users are not told twice.
 * If a live projections process leads this projection it does the replay (its next compare-and-set fails and it
 * re-reads the reset checkpoint); otherwise this process leads and replays. Either way this resolves when caught up.
 */
export async function rebuildProjection(options: RebuildOptions): Promise<{ replayedThrough: string | undefined }> {
  const { db, projection } = options;
  await projection.setup(db);
  await ensureCheckpoint(db, projection.name);
  await db.transaction(async (tx) => {
    // drop first: this waits for a live batch to commit, and then no batch can touch the tables until we commit
    for (const table of projection.tables) await tx.schema.dropTableIfExists(table);
    await projection.setup(tx);
    const old = await readCheckpoint(tx, projection.name);
    const suppressThrough = [old.position, old.suppressSideEffectsThrough].filter((p): p is string => p !== null).sort().at(-1) ?? null;
    await tx('projection_checkpoints')
      .where({ name: projection.name })
      .update({
        position: null,
        state: 'running',
        last_error: null,
        failed_position: null,
        failed_event_id: null,
        events_processed: 0,
        last_event_at: null,
        suppress_side_effects_through: suppressThrough,
        generation: tx.raw('generation + 1'),
        updated_at: tx.fn.now(),
      });
  });

  const head = await options.store.headPosition();
  if (!head) return { replayedThrough: undefined };
  const done = new AbortController();
  const outer = options.signal ? AbortSignal.any([options.signal, done.signal]) : done.signal;
  const runner = new ProjectionRunner({ ...options, idlePollMs: 200 });
  const wake = new WakeOnNotify(options.connectionString, CHECKPOINT_CHANNEL);
  await wake.start();
  try {
    const reachedByAnyone = (async () => {
      while (!outer.aborted) {
        const checkpoint = await readCheckpoint(db, projection.name);
        if (checkpoint.state === 'stopped') throw new Error(`Rebuild of ${projection.name} stopped: ${checkpoint.lastError}`);
        if (checkpoint.position !== null && checkpoint.position >= head) return;
        await wake.wait(500, outer);
      }
    })();
    await Promise.race([runner.run(outer, head).then(() => reachedByAnyone), reachedByAnyone]);
  } finally {
    done.abort();
    await wake.stop();
  }
  return { replayedThrough: head };
}
