import type { Knex } from 'knex';
import { localDayOf } from '@jobmarket/projections';

/** Job views (migration 013): telemetry, not events — ARCHITECTURE §2 exception. */
export const JOB_VIEWS_TABLE = 'job_views';

export interface JobViewOptions {
  /** When the page was read (now by default). */
  at?: Date;
  /** The calendar day is the day in this zone (the api's TIME_ZONE; UTC by default). */
  timeZone?: string;
}

/**
 * Counts a view of a job: one per visitor per job per day — a second read the same day by the same visitor counts
 * nothing. `visitorKey` is a keyed hash (api/src/modules/system/logs/visitorKeys.ts), never an address or an id.
 */
export async function recordJobView(db: Knex, jobId: number, visitorKey: string, options: JobViewOptions = {}): Promise<void> {
  const day = localDayOf(options.at ?? new Date(), options.timeZone ?? 'UTC');
  await db(JOB_VIEWS_TABLE).insert({ job_id: jobId, visitor_key: visitorKey, day }).onConflict(['job_id', 'visitor_key', 'day']).ignore();
}

/** Views per job (distinct visitors per day, summed), for lists' `viewCount`; a job never viewed is missing. */
export async function viewCountsOf(db: Knex, jobIds: number[]): Promise<Map<number, number>> {
  if (jobIds.length === 0) return new Map();
  const rows: { job_id: number; views: number }[] = await db(JOB_VIEWS_TABLE)
    .whereIn('job_id', [...new Set(jobIds)])
    .groupBy('job_id')
    .select('job_id', db.raw('count(*)::int as views'));
  return new Map(rows.map((row) => [row.job_id, row.views]));
}
