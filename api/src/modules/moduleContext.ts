import type { EventStore } from '@jobmarket/eventstore';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { CommandContext } from '../eventSourcing/decider';
import type { ProjectionWaiter } from '../http/readYourWrites';
import type { RouteContext } from '../http/route';
import type { ApiConfig } from '../platform/config';

/** What every bounded context's routes and handlers get: the store to write, the read models to read. */
export interface ModuleContext {
  config: ApiConfig;
  logger: Logger;
  store: EventStore;
  db: Knex;
  redis: Redis;
  projectionWaiter: ProjectionWaiter;
}

/** Actor, request id, IP, path, method and user agent of an HTTP request, as event metadata. */
export function commandContextOf(route: Pick<RouteContext<unknown, unknown, unknown>, 'actor' | 'req' | 'res'>): CommandContext {
  return {
    actorId: route.actor?.userId,
    correlationId: String(route.res.locals.requestId ?? ''),
    ip: route.req.ip,
    requestUri: route.req.originalUrl.split('?')[0],
    method: route.req.method,
    userAgent: route.req.get('user-agent')?.slice(0, 300),
    now: new Date(),
  };
}

/** Read-your-writes: the caller's next read sees what the command appended (in the named projections; all when none are named). */
export async function settle(context: ModuleContext, position: string | undefined, projections?: readonly string[]): Promise<void> {
  if (position) await context.projectionWaiter.waitFor(position, { projections });
}

/**
 * Collects the positions of several commands so that one wait covers them all. The store's head is no substitute:
 * it is gap-safe, so while any older transaction is open it can stand before what these commands appended.
 */
export class SettleBatch {
  private latest: string | undefined;

  note(position: string | undefined): void {
    if (position && (this.latest === undefined || position > this.latest)) this.latest = position;
  }

  settle(context: ModuleContext): Promise<void> {
    return settle(context, this.latest);
  }
}

/** Waits for `position` now, or leaves it to the batch the caller settles at the end. */
export async function settleOrDefer(context: ModuleContext, position: string | undefined, batch: SettleBatch | undefined): Promise<void> {
  if (batch) batch.note(position);
  else await settle(context, position);
}
