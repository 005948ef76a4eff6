import { formatDateTime } from '@jobmarket/contracts/platform/time';
import type { Knex } from 'knex';

/** Page-view telemetry tables (migration 004): raw visits and their daily roll-up. */
export const VISITS_TABLE = 'visits';
export const VISIT_DAILY_TABLE = 'visit_daily';

/** One calendar day's figures: page views, unique visitors, distinct IP addresses. */
export interface DailyVisitCounts {
  day: string;
  pv: number;
  uv: number;
  ipCount: number;
}

/** `YYYY-MM-DD` of an instant in a zone (with the one kept formatter per zone: building one per call cost ~1% of the api's CPU). */
export function localDayOf(instant: Date, timeZone: string): string {
  return formatDateTime(instant, timeZone).slice(0, 10);
}

/** Calendar arithmetic on `YYYY-MM-DD` (no zone involved: a day is a day). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/*
 * Every day of [from, to] with its counts, zero for days without visits. A day is [local midnight, next local
 * midnight) in the zone, converted by PostgreSQL (`timestamp at time zone` knows the zone's offsets and DST), so a
 * visit at 23:30 local time counts for that local day even when it is already the next day in UTC.
 * Bindings: from, to, zone, zone.
 */
const COUNTS_BY_DAY = `
  select d.day,
         count(v.id)::int as pv,
         count(distinct v.visitor_key)::int as uv,
         count(distinct v.ip_hash)::int as ip_count
  from (select generate_series(?::timestamp, ?::timestamp, interval '1 day')::date as day) d
  left join ${VISITS_TABLE} v
    on v.occurred_at >= d.day::timestamp at time zone ? and v.occurred_at < (d.day + 1)::timestamp at time zone ?
  group by d.day`;

/** Live counts from `visits`, one entry per day of [from, to]. */
export async function countVisitsByDay(db: Knex, timeZone: string, from: string, to: string): Promise<DailyVisitCounts[]> {
  // the day as text: node-postgres would turn a date into a Date at the process's local midnight
  const result = await db.raw(`select to_char(day, 'YYYY-MM-DD') as day, pv, uv, ip_count from (${COUNTS_BY_DAY}) counts order by 1`, [
    from,
    to,
    timeZone,
    timeZone,
  ]);
  return (result.rows as { day: string; pv: number; uv: number; ip_count: number }[]).map((row) => ({
    day: row.day,
    pv: row.pv,
    uv: row.uv,
    ipCount: row.ip_count,
  }));
}

/** Recomputes the roll-up of the days [from, to] from `visits`; idempotent, so it can run as often as wanted. */
export async function rollUpVisitDays(db: Knex, timeZone: string, from: string, to: string): Promise<number> {
  const result = await db.raw(
    `insert into ${VISIT_DAILY_TABLE} (day, pv, uv, ip_count, rolled_up_at)
     select day, pv, uv, ip_count, now() from (${COUNTS_BY_DAY}) counts
     on conflict (day) do update
       set pv = excluded.pv, uv = excluded.uv, ip_count = excluded.ip_count, rolled_up_at = excluded.rolled_up_at`,
    [from, to, timeZone, timeZone],
  );
  return result.rowCount ?? 0;
}
