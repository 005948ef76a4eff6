import { permissions } from '@jobmarket/contracts';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import type { ModuleContext } from '../../moduleContext';
import { userStatQueries } from './userStatQueries';

const userStats = z.object({
  month: z.string(),
  totalUserCount: z.number(),
  newUserCount: z.number(),
  lastMonthNewUserCount: z.number(),
  newUserGrowthRate: z.number().nullable(),
  monthlyActiveUserCount: z.number(),
  lastMonthActiveUserCount: z.number(),
  activeUserGrowthRate: z.number().nullable(),
});

/** The dashboard's user figures: total and new users, monthly active users (distinct users who signed in). */
export function userStatRoutes(context: ModuleContext): RouteDefinition[] {
  const queries = userStatQueries(context.db, context.config.TIME_ZONE);
  return [
    defineRoute({
      method: 'get',
      path: '/logs/user-stats',
      permission: { anyOf: [permissions.log.query, permissions.dashboard.view] },
      tag: 'logs',
      summary:
        'Total users, new users and monthly active users (distinct users who signed in) of this calendar month in TIME_ZONE, with last month and growth as decimals (null when last month had none)',
      response: userStats,
      handler: async () => queries.stats(),
    }),
  ];
}
