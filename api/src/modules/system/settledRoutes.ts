import { projections as registeredProjections } from '@jobmarket/projections';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/route';
import type { ModuleContext } from '../moduleContext';

/** How long one call waits before answering `settled: false`; the client asks again if it still cares. */
export const SETTLED_WAIT_MS = 10_000;

const knownProjections = new Set(registeredProjections.map((projection) => projection.name));

const settledQuery = z.object({
  position: z.string().trim().min(1).max(100),
  /** Comma-separated projection names, as a pending write's X-Projections header gives them; every one when absent. */
  projections: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map((name) => name.trim()).filter(Boolean) : undefined))
    .pipe(z.array(z.string().refine((name) => knownProjections.has(name), 'validation.invalidFormat')).max(50).optional()),
});

/**
 * `GET /system/settled`: a client that got a pending write (X-Read-Your-Writes: pending) waits here, long-polling,
 * until the projections its next read needs have passed the write's position.
 */
export function settledRoutes(context: ModuleContext): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/system/settled',
      // any signed-in user may have written something; a position reveals nothing
      permission: 'authenticated',
      tag: 'system',
      summary: `Waits (at most ${SETTLED_WAIT_MS / 1000} s) until the named projections have reached a write's position: {settled, position}`,
      query: settledQuery,
      response: z.object({ settled: z.boolean(), position: z.string() }),
      handler: async ({ query }) => {
        const settled = await context.projectionWaiter.waitFor(query.position, { projections: query.projections, timeoutMs: SETTLED_WAIT_MS });
        return { settled, position: query.position };
      },
    }),
  ];
}
