import type { Knex } from 'knex';

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
  const kind = to.eventsProcessed > 0 ? 'applied' : 'skipped';
  await tx.raw('select pg_notify(?, ?)', [CHECKPOINT_CHANNEL, encodeCheckpointNews([{ name: from.name, kind, position: to.position }])]);
  return { ...from, position: to.position };
}
