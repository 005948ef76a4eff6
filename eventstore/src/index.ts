export * from './port';
export { PostgresEventStore, EVENTS_CHANNEL, DEFAULT_STALE_APPEND_SECONDS, type OpenAppend } from './postgres/postgresEventStore';
export { encodePosition, decodePosition } from './postgres/positions';
export { createEventStore, isKurrentUrl } from './createEventStore';
