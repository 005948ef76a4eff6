import type { UserStatsView } from '@jobmarket/contracts';
import { addMonths, firstDayOf, localMonthOf, SIGN_INS_TABLE, USERS_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';

export type UserStats = UserStatsView;

const growthRate = (current: number, previous: number) =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 10_000) / 10_000;

/** Users (from the users read model) and monthly active users (from sign-in telemetry) for the dashboard. */
export function userStatQueries(db: Knex, timeZone: string) {
  return {
    async stats(now = new Date()): Promise<UserStats> {
      const month = localMonthOf(now, timeZone);
      // each month is [its first local midnight, the next month's), converted by PostgreSQL with the zone's offsets
      const start = (of: string) => db.raw('?::timestamp at time zone ?', [firstDayOf(of), timeZone]);
      const [thisMonth, lastMonth, nextMonth] = [start(month), start(addMonths(month, -1)), start(addMonths(month, 1))];

      const [users, signIns] = await Promise.all([
        db(USERS_TABLE)
          .whereNull('deleted_at')
          .first(
            db.raw('count(*)::int as total'),
            db.raw('(count(*) filter (where created_at >= ?))::int as this_month', [thisMonth]),
            db.raw('(count(*) filter (where created_at >= ? and created_at < ?))::int as last_month', [lastMonth, thisMonth]),
          ),
        // served by the (occurred_at, user_id) index alone: two months of sign-ins, no table rows
        db(SIGN_INS_TABLE)
          .where('occurred_at', '>=', lastMonth)
          .where('occurred_at', '<', nextMonth)
          .first(
            db.raw('(count(distinct user_id) filter (where occurred_at >= ?))::int as this_month', [thisMonth]),
            db.raw('(count(distinct user_id) filter (where occurred_at < ?))::int as last_month', [thisMonth]),
          ),
      ]);
      return {
        month,
        totalUserCount: users.total,
        newUserCount: users.this_month,
        lastMonthNewUserCount: users.last_month,
        newUserGrowthRate: growthRate(users.this_month, users.last_month),
        monthlyActiveUserCount: signIns.this_month,
        lastMonthActiveUserCount: signIns.last_month,
        activeUserGrowthRate: growthRate(signIns.this_month, signIns.last_month),
      };
    },
  };
}
