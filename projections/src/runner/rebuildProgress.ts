import type { Knex } from 'knex';

export type RebuildPhase = 'building' | 'switching';

/** The advisory lock a rebuild holds while it runs: one rebuild per projection, and the status page's sign of life. */
export const REBUILD_LOCK_PREFIX = 'rebuild:';

/** The checkpoint row of a projection's next version while it is rebuilt beside the live one. */
export const rebuildCheckpointName = (projection: string) => `${projection}@rebuild`;

/** Starts (or restarts, after a crash) the progress row of a rebuild: what `GET /system/projections` shows. */
export async function recordRebuildStart(db: Knex, projection: string): Promise<void> {
  await db('projection_rebuilds')
    .insert({ name: projection, phase: 'building', target_position: null, total_events: 0 })
    .onConflict('name')
    .merge({ phase: 'building', target_position: null, total_events: 0, started_at: db.fn.now(), updated_at: db.fn.now() });
}

/** Moves the rebuild's target to a newer live position, adding the events between the two to the total when countable. */
export async function recordRebuildTarget(
  db: Knex,
  projection: string,
  target: { from: string | null; to: string; eventTypes: readonly string[] | undefined },
): Promise<void> {
  const more = await countEventsBetween(db, target.from, target.to, target.eventTypes);
  await db('projection_rebuilds')
    .where({ name: projection })
    .update({
      target_position: target.to,
      total_events: more === null ? null : db.raw('total_events + ?', [more]),
      updated_at: db.fn.now(),
    });
}

export async function recordRebuildPhase(db: Knex, projection: string, phase: RebuildPhase): Promise<void> {
  await db('projection_rebuilds').where({ name: projection }).update({ phase, updated_at: db.fn.now() });
}

export async function clearRebuildProgress(db: Knex, projection: string): Promise<void> {
  await db('projection_rebuilds').where({ name: projection }).delete();
}

/**
 * Events in (from, to] of the given types, counted in `es_events` when the PostgreSQL store shares this database;
 * null otherwise (KurrentDB): the status page then shows the position without a percentage.
 */
async function countEventsBetween(db: Knex, from: string | null, to: string, eventTypes: readonly string[] | undefined): Promise<number | null> {
  const { rows: present } = await db.raw<{ rows: { present: boolean }[] }>(`select to_regclass('es_events') is not null as present`);
  if (!present[0]?.present) return null;
  // positions are zero-padded "xid:global_position"; numeric first, because xid8 input would read the padding as octal
  const orderKey = (column: string) => `(split_part(${column}, ':', 1)::numeric::text::xid8, split_part(${column}, ':', 2)::bigint)`;
  const { rows } = await db.raw<{ rows: { count: number }[] }>(
    `with bounds as (select ?::text as after_position, ?::text as through_position, ?::text[] as types)
     select count(*) as count from es_events e, bounds b
      where (e.transaction_id, e.global_position) <= ${orderKey('b.through_position')}
        and (b.after_position is null or (e.transaction_id, e.global_position) > ${orderKey('b.after_position')})
        and (b.types is null or e.type = any(b.types))`,
    [from, to, eventTypes ? [...eventTypes] : null],
  );
  return Number(rows[0]?.count ?? 0);
}
