export * from './http/resultCodes';
export * from './http/envelope';
export * from './i18n/locales';
export * from './i18n/translate';
export { catalogs, type MessageCatalog } from './i18n/messages';
export * from './identity';
export * from './system';
export * from './realtime/topics';
export * from './realtime/realtimeChannel';
