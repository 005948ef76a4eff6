import { addDays, localDayOf, rollUpVisitDays } from '@jobmarket/projections';
import type { Knex } from 'knex';

export interface RollupVisitsOptions {
  /** Days are calendar days in this zone (the api's TIME_ZONE). */
  timeZone: string;
  /** The moment that decides which days are "today" and "yesterday"; now unless a test or a backfill says otherwise. */
  now?: Date;
}

/**
 * Refreshes the daily PV/UV roll-up for yesterday and today. Yesterday is recomputed too, so the visits of its last
 * minutes, rolled up before midnight, are counted once the day is over; every run overwrites, so runs never add up.
 */
export async function rollupVisits(db: Knex, options: RollupVisitsOptions): Promise<{ days: string[] }> {
  const today = localDayOf(options.now ?? new Date(), options.timeZone);
  const yesterday = addDays(today, -1);
  await rollUpVisitDays(db, options.timeZone, yesterday, today);
  return { days: [yesterday, today] };
}
