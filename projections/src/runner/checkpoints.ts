import type { Knex } from 'knex';
import type { BatchStatement } from './projection';

export const CHECKPOINT_CHANNEL = 'projection_checkpoints';
export const OUTBOX_CHANNEL = 'notice_outbox';

/**
 * What a CHECKPOINT_CHANNEL notification says, one line per projection: it has `applied` everything up to `position`
 * (its tables may have changed), merely `skipped` up to it (nothing there it handles; tables unchanged, checkpoint
 * perhaps not yet persisted), or it has `stopped` at a failing event and will not move until restarted.
 */
export type CheckpointNews = { name: string; kind: 'applied' | 'skipped'; position: string } | { name: string; kind: 'stopped' };

// lines "name position", "name position skipped" and "name stopped"; positions never contain spaces
export function encodeCheckpointNews(news: readonly CheckpointNews[]): string {
  return news
    .map((item) => (item.kind === 'stopped' ? `${item.name} stopped` : `${item.name} ${item.position}${item.kind === 'skipped' ? ' skipped' : ''}`))
    .join('\n');
}

export function parseCheckpointNews(payload: string): CheckpointNews[] {
  return payload.split('\n').flatMap((line): CheckpointNews[] => {
    const [name, second, third] = line.split(' ');
    if (!name || !second) return [];
    if (second === 'stopped') return [{ name, kind: 'stopped' }];
    return [{ name, kind: third === 'skipped' ? 'skipped' : 'applied', position: second }];
  });
}

export interface Checkpoint {
  name: string;
  position: string | null;
  state: 'running' | 'stopped';
  generation: number;
  suppressSideEffectsThrough: string | null;
  lastError: string | null;
}

interface CheckpointRow {
  name: string;
  position: string | null;
  state: 'running' | 'stopped';
  generation: number;
  suppress_side_effects_through: string | null;
  last_error: string | null;
}

export async function ensureCheckpoint(db: Knex, name: string): Promise<void> {
  await db('projection_checkpoints').insert({ name }).onConflict('name').ignore();
}

export async function readCheckpoint(db: Knex | Knex.Transaction, name: string): Promise<Checkpoint> {
  const row = await db<CheckpointRow>('projection_checkpoints').where({ name }).first();
  if (!row) throw new Error(`No checkpoint for projection ${name}`);
  return {
    name: row.name,
    position: row.position,
    state: row.state,
    generation: row.generation,
    suppressSideEffectsThrough: row.suppress_side_effects_through,
    lastError: row.last_error,
  };
}

export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
}

/** What a batch statement must require of every row it writes (Projection.applyAsOneStatement): the checkpoint moved. */
export const CHECKPOINT_MOVED_GUARD = 'exists (select 1 from moved)';

/**
 * Compare-and-set: only moves the checkpoint if nobody else did since we read it; tells the waiters in the same
 * statement (one round trip), and only when it moved. With `batch` (a projection's batch as one statement, guarded by
 * CHECKPOINT_MOVED_GUARD) the batch runs in that same statement, as a sibling CTE: called outside a transaction, the
 * batch and its checkpoint then commit on their own in one round trip, and a moved checkpoint writes nothing.
 *
 * The transaction that moves a checkpoint commits without waiting for its WAL to reach the disk
 * (synchronous_commit off, this transaction only): everything such a transaction writes is derived from events that
 * are already durable (their appends commit synchronously), and the checkpoint commits with it. A crash of PostgreSQL
 * can lose at most the last few hundred milliseconds of such commits, checkpoint and read-model rows together, so the
 * runner replays those batches from the older checkpoint (projections are idempotent; reactors' job ids and the
 * outbox's keys make a replay add nothing twice). Meanwhile the rows are visible and the NOTIFY delivered at commit,
 * as before; what it saves is the flush wait, taken while the batch's locks (the checkpoint row, its NOTIFY) are held.
 */
export async function advanceCheckpoint(
  db: Knex | Knex.Transaction,
  from: Checkpoint,
  to: { position: string; eventsProcessed: number; lastEventAt?: Date },
  batch?: BatchStatement,
): Promise<Checkpoint> {
  const kind = to.eventsProcessed > 0 ? 'applied' : 'skipped';
  const { rows } = await db.raw<{ rows: unknown[] }>(
    `with moved as (
       update projection_checkpoints
          set position = ?, events_processed = events_processed + ?, last_event_at = coalesce(?::timestamptz, last_event_at), updated_at = now()
        where name = ? and generation = ? and position is not distinct from ?
       returning 1)${batch ? `,\n     batch as (${batch.sql})` : ''}
     select pg_notify(?, ?), set_config('synchronous_commit', 'off', true) from moved`,
    [
      to.position,
      to.eventsProcessed,
      to.lastEventAt ?? null,
      from.name,
      from.generation,
      from.position,
      ...(batch?.bindings ?? []),
      CHECKPOINT_CHANNEL,
      encodeCheckpointNews([{ name: from.name, kind, position: to.position }]),
    ],
  );
  if (rows.length !== 1) throw new CheckpointMovedError(`Checkpoint of ${from.name} moved under us`);
  return { ...from, position: to.position };
}
