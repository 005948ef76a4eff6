import { permissions, type EventStoreStatusView } from '@jobmarket/contracts';
import { PostgresEventStore, type EventStore } from '@jobmarket/eventstore';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { formatDateTime } from '../../http/time';
import type { ApiConfig } from '../../platform/config';

const openAppend = z.object({
  pid: z.number(),
  ageSeconds: z.number(),
  applicationName: z.string(),
  state: z.string().nullable(),
  transactionStart: z.string(),
  queryStart: z.string().nullable(),
});

const eventStoreStatus = z.object({
  adapter: z.enum(['postgresql', 'kurrentdb']),
  staleAppendSeconds: z.number(),
  openAppends: z.array(openAppend),
});

/**
 * Append transactions left open past EVENTSTORE_STALE_APPEND_SECONDS, for platform staff: while one is open every
 * event-store reader (projections, read-your-writes) waits for it. KurrentDB has no such transactions.
 */
export function eventStoreStatusRoutes({ store, config }: { store: EventStore; config: ApiConfig }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/system/event-store',
      permission: permissions.projection.query,
      tag: 'system',
      summary: 'Event store: append transactions open longer than the stale-append threshold (they hold every reader back)',
      response: eventStoreStatus,
      handler: async (): Promise<EventStoreStatusView> => {
        const staleAppendSeconds = config.EVENTSTORE_STALE_APPEND_SECONDS;
        if (!(store instanceof PostgresEventStore)) return { adapter: 'kurrentdb', staleAppendSeconds, openAppends: [] };
        const open = await store.openAppends(staleAppendSeconds);
        return {
          adapter: 'postgresql',
          staleAppendSeconds,
          openAppends: open.map((append) => ({
            pid: append.pid,
            ageSeconds: Math.round(append.ageSeconds),
            applicationName: append.applicationName,
            state: append.state,
            transactionStart: formatDateTime(append.transactionStart, config.TIME_ZONE),
            queryStart: append.queryStart ? formatDateTime(append.queryStart, config.TIME_ZONE) : null,
          })),
        };
      },
    }),
  ];
}
