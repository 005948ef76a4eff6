export * from './port';
export { PostgresEventStore, EVENTS_CHANNEL } from './postgres/postgresEventStore';
export { encodePosition, decodePosition } from './postgres/positions';
export { createEventStore, isKurrentUrl } from './createEventStore';
