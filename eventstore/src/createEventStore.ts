import type { EventStore } from './port';
import { PostgresEventStore } from './postgres/postgresEventStore';

const KURRENT_SCHEMES = ['kurrentdb:', 'kurrentdb+discover:', 'esdb:', 'esdb+discover:', 'kdb:', 'kdb+discover:'];

export function isKurrentUrl(url: string | undefined): url is string {
  return !!url && KURRENT_SCHEMES.some((scheme) => url.startsWith(scheme));
}

export interface EventStoreSettings {
  /** Empty: the PostgreSQL store in `databaseUrl`. kurrentdb://, esdb:// or kdb://: KurrentDB/EventStoreDB. */
  eventStoreUrl?: string;
  databaseUrl: string;
  maxConnections?: number;
  /** PostgreSQL: an append transaction open longer than this is reported (EVENTSTORE_STALE_APPEND_SECONDS). */
  staleAppendSeconds?: number;
}

/** Picks the adapter by the scheme of EVENTSTORE_URL and prepares it (schema on PostgreSQL). */
export async function createEventStore(settings: EventStoreSettings): Promise<EventStore> {
  if (isKurrentUrl(settings.eventStoreUrl)) {
    const { KurrentEventStore } = await import('./kurrentdb/kurrentEventStore');
    return new KurrentEventStore(settings.eventStoreUrl);
  }
  const store = new PostgresEventStore({
    connectionString: settings.databaseUrl,
    maxConnections: settings.maxConnections,
    staleAppendSeconds: settings.staleAppendSeconds,
  });
  await store.migrate();
  return store;
}
