import { roleCodes } from '@jobmarket/contracts';
import { ROLES_TABLE, USER_ROLES_TABLE, USERS_TABLE } from '@jobmarket/projections';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/route';
import type { ModuleContext } from '../moduleContext';

const portalStats = z.object({ hotJobs: z.number(), famousCompanies: z.number(), jobSeekers: z.number() });
export type PortalStats = z.infer<typeof portalStats>;

/** The public home's figures, read from the read models; jobs and companies stay 0 until those contexts exist. */
export function portalRoutes(context: ModuleContext): RouteDefinition[] {
  const { db } = context;
  return [
    defineRoute({
      method: 'get',
      path: '/portal/stats',
      permission: 'public',
      tag: 'portal',
      summary: 'Public home statistics: published jobs, companies and active job seekers',
      response: portalStats,
      handler: async ({ res }) => {
        const row = await db(`${USERS_TABLE} as u`)
          .join(`${USER_ROLES_TABLE} as ur`, 'ur.user_id', 'u.id')
          .join(`${ROLES_TABLE} as r`, 'r.id', 'ur.role_id')
          .where('r.code', roleCodes.seeker)
          .where('u.status', 1)
          .whereNull('u.deleted_at')
          .countDistinct({ count: 'u.id' })
          .first();
        // a public figure: shared caches may keep it briefly, so a busy home page does not hit the database each time
        res.setHeader('Cache-Control', 'public, max-age=60');
        return { hotJobs: 0, famousCompanies: 0, jobSeekers: Number(row?.count ?? 0) };
      },
    }),
  ];
}
