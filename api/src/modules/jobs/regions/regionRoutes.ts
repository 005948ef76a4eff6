import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import type { ModuleContext } from '../../moduleContext';
import { regionDirectory } from './regionDirectory';

const regionOptionsQuery = z.object({
  // empty or absent: the countries
  parentCode: z.string().trim().max(20).optional().transform((code) => code || undefined),
});

const regionOption = z.object({ value: z.string(), label: z.string(), leaf: z.boolean() });

/** The location cascade (`/api/v1/regions/options`): country → province → district/city. */
export function regionRoutes(context: ModuleContext): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/regions/options',
      // public: signed-out visitors filter the job board by location; reference data, nothing personal
      permission: 'public',
      tag: 'jobs',
      summary: "The children of a region as options {value, label, leaf} in the caller's language (no parentCode: the countries; unknown: none)",
      query: regionOptionsQuery,
      response: z.array(regionOption),
      handler: async ({ query, locale, res }) => {
        // fixed until a migration ships new data; the label depends on the language asked in
        res.setHeader('Cache-Control', 'public, max-age=86400');
        res.vary('Accept-Language');
        return (await regionDirectory(context.db)).optionsOf(query.parentCode, locale);
      },
    }),
  ];
}
