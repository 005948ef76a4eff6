import type { Knex } from 'knex';

export const CHECKPOINT_CHANNEL = 'projection_checkpoints';
export const OUTBOX_CHANNEL = 'notice_outbox';

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

/** Compare-and-set: only moves the checkpoint if nobody else did since we read it. */
export async function advanceCheckpoint(
  tx: Knex.Transaction,
  from: Checkpoint,
  to: { position: string; eventsProcessed: number; lastEventAt?: Date },
): Promise<Checkpoint> {
  const updated = await tx('projection_checkpoints')
    .where({ name: from.name, generation: from.generation })
    .andWhereRaw('position is not distinct from ?', [from.position])
    .update({
      position: to.position,
      events_processed: tx.raw('events_processed + ?', [to.eventsProcessed]),
      ...(to.lastEventAt ? { last_event_at: to.lastEventAt } : {}),
      updated_at: tx.fn.now(),
    });
  if (updated !== 1) throw new CheckpointMovedError(`Checkpoint of ${from.name} moved under us`);
  await tx.raw('select pg_notify(?, ?)', [CHECKPOINT_CHANNEL, `${from.name} ${to.position}`]);
  return { ...from, position: to.position };
}
