import { roleCodes } from '@jobmarket/contracts';
import { COMPANIES_TABLE, JOB_SEARCH_TABLE, ROLES_TABLE, USER_ROLES_TABLE, USERS_TABLE } from '@jobmarket/projections';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/route';
import type { ModuleContext } from '../moduleContext';

const portalStats = z.object({ hotJobs: z.number(), famousCompanies: z.number(), jobSeekers: z.number() });
export type PortalStats = z.infer<typeof portalStats>;

/** The public home's figures, read from the read models: open jobs, companies with open jobs, active job seekers. */
export function portalRoutes(context: ModuleContext): RouteDefinition[] {
  const { db } = context;
  return [
    defineRoute({
      method: 'get',
      path: '/portal/stats',
      permission: 'public',
      tag: 'portal',
      summary: 'Public home statistics: open jobs, companies with open jobs and active job seekers',
      response: portalStats,
      handler: async ({ res }) => {
        const [seekers, openJobs, companies] = await Promise.all([
          db(`${USERS_TABLE} as u`)
            .join(`${USER_ROLES_TABLE} as ur`, 'ur.user_id', 'u.id')
            .join(`${ROLES_TABLE} as r`, 'r.id', 'ur.role_id')
            .where('r.code', roleCodes.seeker)
            .where('u.status', 1)
            .whereNull('u.deleted_at')
            .countDistinct({ count: 'u.id' })
            .first(),
          // the search projection holds exactly the open jobs
          db(JOB_SEARCH_TABLE).count({ count: '*' }).first(),
          db(COMPANIES_TABLE).where({ approved: true }).where('open_job_count', '>', 0).count({ count: '*' }).first(),
        ]);
        // a public figure: shared caches may keep it briefly, so a busy home page does not hit the database each time
        res.setHeader('Cache-Control', 'public, max-age=60');
        return { hotJobs: Number(openJobs?.count ?? 0), famousCompanies: Number(companies?.count ?? 0), jobSeekers: Number(seekers?.count ?? 0) };
      },
    }),
  ];
}
