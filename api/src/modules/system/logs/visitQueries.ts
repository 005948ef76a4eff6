import { addDays, countVisitsByDay, daysFrom, localDayOf, VISIT_DAILY_TABLE, VISITS_TABLE, type DailyVisitCounts } from '@jobmarket/projections';
import type { Knex } from 'knex';

export interface VisitTrend {
  dates: string[];
  pvList: number[];
  uvList: number[];
  ipList: number[];
}

export interface VisitStats {
  todayUvCount: number;
  totalUvCount: number;
  /** (today − yesterday) / yesterday as a decimal (0.25 = +25%), today so far against the whole of yesterday; 0 when yesterday had none. */
  uvGrowthRate: number;
  todayPvCount: number;
  totalPvCount: number;
  pvGrowthRate: number;
}

const growthRate = (today: number, yesterday: number) => (yesterday === 0 ? 0 : Math.round(((today - yesterday) / yesterday) * 10_000) / 10_000);

/** PV/UV for the dashboard. Days are calendar days in the configured zone. */
export function visitQueries(db: Knex, timeZone: string) {
  const today = () => localDayOf(new Date(), timeZone);

  /** Roll-ups that ran after their day ended; a day rolled up earlier (or not at all) is counted live instead. */
  async function finalRollups(from: string, to: string): Promise<DailyVisitCounts[]> {
    const rows: { day: string; pv: number; uv: number; ip_count: number }[] = await db(VISIT_DAILY_TABLE)
      .whereBetween('day', [from, to])
      .whereRaw('rolled_up_at >= (day + 1)::timestamp at time zone ?', [timeZone])
      .select(db.raw(`to_char(day, 'YYYY-MM-DD') as day`), 'pv', 'uv', 'ip_count');
    return rows.map((row) => ({ day: row.day, pv: row.pv, uv: row.uv, ipCount: row.ip_count }));
  }

  return {
    today,

    /** Every day of [from, to]: earlier days from the roll-up (live where it is missing or early), today live, future days zero. */
    async trend(from: string, to: string): Promise<VisitTrend> {
      const now = today();
      const byDay = new Map<string, DailyVisitCounts>();
      const lastPastDay = to < now ? to : addDays(now, -1);
      if (from <= lastPastDay) {
        for (const counts of await finalRollups(from, lastPastDay)) byDay.set(counts.day, counts);
        const missing = daysFrom(from, lastPastDay).filter((day) => !byDay.has(day));
        if (missing.length > 0) {
          const live = await countVisitsByDay(db, timeZone, missing[0]!, missing.at(-1)!);
          for (const counts of live) if (!byDay.has(counts.day)) byDay.set(counts.day, counts);
        }
      }
      if (from <= now && now <= to) for (const counts of await countVisitsByDay(db, timeZone, now, now)) byDay.set(counts.day, counts);

      const dates = daysFrom(from, to);
      const of = (day: string) => byDay.get(day) ?? { day, pv: 0, uv: 0, ipCount: 0 };
      return {
        dates,
        pvList: dates.map((day) => of(day).pv),
        uvList: dates.map((day) => of(day).uv),
        ipList: dates.map((day) => of(day).ipCount),
      };
    },

    /** Today so far and all time, with growth against yesterday; all counted live (two days and one total scan). */
    async stats(): Promise<VisitStats> {
      const now = today();
      const [yesterdayCounts, todayCounts] = await countVisitsByDay(db, timeZone, addDays(now, -1), now);
      const [totals] = await db(VISITS_TABLE).select(db.raw('count(*)::int as pv'), db.raw('count(distinct visitor_key)::int as uv'));
      return {
        todayUvCount: todayCounts!.uv,
        totalUvCount: totals.uv,
        uvGrowthRate: growthRate(todayCounts!.uv, yesterdayCounts!.uv),
        todayPvCount: todayCounts!.pv,
        totalPvCount: totals.pv,
        pvGrowthRate: growthRate(todayCounts!.pv, yesterdayCounts!.pv),
      };
    },
  };
}
