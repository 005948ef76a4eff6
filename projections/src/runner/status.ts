import type { ProjectionRebuildView, ProjectionStatusView } from '@jobmarket/contracts';
import type { Knex } from 'knex';
import { advisoryLockHeldSql } from './leadership';
import { projections, reactors } from '../registry';
import { REBUILD_LOCK_PREFIX } from './rebuildProgress';

/** Each registered projection's and reactor's event types: its lag counts only what it has still to handle. */
function registeredEventTypes(): { name: string; types: readonly string[] }[] {
  return [...projections, ...reactors.map((reactor) => ({ name: reactor.name, handles: reactor.handles }))].flatMap((entry) =>
    entry.handles ? [{ name: entry.name, types: entry.handles }] : [],
  );
}

/** The row `GET /system/projections` sends, before the api formats `updatedAt` (and a rebuild's `startedAt`) in the configured zone. */
export interface ProjectionStatus extends Omit<ProjectionStatusView, 'updatedAt' | 'rebuild'> {
  updatedAt: Date;
  rebuild: (Omit<ProjectionRebuildView, 'startedAt'> & { startedAt: Date }) | null;
}

interface StatusRow {
  name: string;
  state: 'running' | 'stopped';
  position: string | null;
  events_processed: number;
  last_error: string | null;
  failed_position: string | null;
  updated_at: Date;
  dead_letters: number;
  lag_events: number | null;
  lag_seconds: number | null;
  rebuild_phase: 'building' | 'switching' | null;
  rebuild_position: string | null;
  rebuild_events_processed: number | null;
  rebuild_target_position: string | null;
  rebuild_total_events: number | null;
  rebuild_started_at: Date | null;
  rebuild_running: boolean;
}

/**
 * Position, lag, state and last error of every projection, for /readyz and the admin's system status page.
 * A projection moves its stored checkpoint over events it does not handle only now and then (the runner skips them
 * lazily), so lag counts only events of its own types; one not in `handledTypes` (all types) counts every event.
 */
export async function projectionStatuses(
  db: Knex,
  handledTypes: readonly { name: string; types: readonly string[] }[] = registeredEventTypes(),
): Promise<ProjectionStatus[]> {
  // numeric first: xid8 input would read the zero-padded digits as octal
  const XID_OF_CHECKPOINT = `coalesce(split_part(c.position, ':', 1), '0')::numeric::text::xid8`;
  const SEQUENCE_OF_CHECKPOINT = `coalesce(split_part(c.position, ':', 2), '0')::bigint`;
  const { rows: storeHere } = await db.raw<{ rows: { present: boolean }[] }>(`select to_regclass('es_events') is not null as present`);
  // the readers' horizon (it waits only for open appends to this store), read in a statement before the rows
  const horizon = storeHere[0]?.present ? (await db.raw<{ rows: { horizon: string }[] }>('select es_horizon()::text as horizon')).rows[0]!.horizon : null;
  // positions are "xid:position" here; split_part turns the checkpoint back into the index's order key
  const lag = horizon
    ? `(select count(*) from es_events e where e.transaction_id < ?::xid8 and (h.types is null or e.type = any(h.types))
          and (e.transaction_id, e.global_position) > (${XID_OF_CHECKPOINT}, ${SEQUENCE_OF_CHECKPOINT})) as lag_events,
       (select extract(epoch from now() - e.created_at) from es_events e where e.transaction_id < ?::xid8 and (h.types is null or e.type = any(h.types))
          and (e.transaction_id, e.global_position) > (${XID_OF_CHECKPOINT}, ${SEQUENCE_OF_CHECKPOINT})
          order by e.transaction_id, e.global_position limit 1) as lag_seconds`
    : 'null as lag_events, null as lag_seconds';
  const { rows } = await db.raw<{ rows: StatusRow[] }>(
    `select c.name, c.state, c.position, c.events_processed, c.last_error, c.failed_position, c.updated_at,
            (select count(*) from projection_dead_letters d where d.projection = c.name) as dead_letters,
            ${lag},
            r.phase as rebuild_phase, n.position as rebuild_position, n.events_processed as rebuild_events_processed,
            r.target_position as rebuild_target_position, r.total_events as rebuild_total_events, r.started_at as rebuild_started_at,
            ${advisoryLockHeldSql(`'${REBUILD_LOCK_PREFIX}' || c.name`)} as rebuild_running
       from projection_checkpoints c
       left join projection_rebuilds r on r.name = c.name
       left join projection_checkpoints n on n.name = c.name || '@rebuild'
       left join jsonb_to_recordset(?::jsonb) as h(name text, types text[]) on h.name = c.name
      where c.name not like '%@rebuild' -- a rebuild's own checkpoint shows as its projection's progress
      order by c.name`,
    [...(horizon ? [horizon, horizon] : []), JSON.stringify(handledTypes)],
  );
  return rows.map((row) => ({
    name: row.name,
    state: row.state,
    position: row.position,
    eventsProcessed: Number(row.events_processed),
    lagEvents: row.lag_events === null ? null : Number(row.lag_events),
    lagSeconds: row.lag_events === null ? null : Number(row.lag_seconds ?? 0),
    lastError: row.last_error,
    failedPosition: row.failed_position,
    deadLetters: Number(row.dead_letters),
    updatedAt: row.updated_at,
    rebuild:
      // a rebuild holds its lock while it runs; a row without one was left by a killed rebuild (the next one clears it)
      row.rebuild_phase === null || row.rebuild_started_at === null || !row.rebuild_running
        ? null
        : {
            phase: row.rebuild_phase,
            position: row.rebuild_position,
            eventsProcessed: Number(row.rebuild_events_processed ?? 0),
            targetPosition: row.rebuild_target_position,
            totalEvents: row.rebuild_total_events === null ? null : Number(row.rebuild_total_events),
            startedAt: row.rebuild_started_at,
          },
  }));
}
