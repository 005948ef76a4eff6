import { projectionStatuses } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { formatDateTime } from '../../http/time';
import type { ApiConfig } from '../../platform/config';

const projectionStatus = z.object({
  name: z.string(),
  state: z.enum(['running', 'stopped']),
  position: z.string().nullable(),
  eventsProcessed: z.number(),
  lagEvents: z.number().nullable(),
  lagSeconds: z.number().nullable(),
  lastError: z.string().nullable(),
  failedPosition: z.string().nullable(),
  deadLetters: z.number(),
  updatedAt: z.string().nullable(),
  rebuild: z
    .object({
      phase: z.enum(['building', 'switching']),
      position: z.string().nullable(),
      eventsProcessed: z.number(),
      targetPosition: z.string().nullable(),
      totalEvents: z.number().nullable(),
      startedAt: z.string(),
    })
    .nullable(),
});

/** Projection positions, lag and errors for platform staff (the admin's system status page reads this). */
export function systemStatusRoutes({ db, config }: { db: Knex; config: ApiConfig }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/system/projections',
      permission: 'sys:projection:query',
      tag: 'system',
      summary: 'Projection status: position, lag in events and seconds, state, last error, progress of a rebuild',
      response: z.array(projectionStatus),
      handler: async () =>
        (await projectionStatuses(db)).map(({ updatedAt, rebuild, ...status }) => ({
          ...status,
          updatedAt: formatDateTime(updatedAt, config.TIME_ZONE),
          rebuild: rebuild && { ...rebuild, startedAt: formatDateTime(rebuild.startedAt, config.TIME_ZONE) },
        })),
    }),
  ];
}
