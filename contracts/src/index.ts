export * from './http/resultCodes';
export * from './http/envelope';
export * from './i18n/locales';
// Only what a browser may load: `translate` and `catalogs` (every language at once) come from
// '@jobmarket/contracts/i18n/translate'; browsers load one language with '@jobmarket/contracts/i18n/loadCatalog'.
export * from './i18n/messageFormat';
export type { MergedCatalog, MessageCatalog } from './i18n/messages';
export * from './identity';
export * from './system';
export * from './registration';
export * from './jobs';
export * from './membership';
export * from './resumes';
export * from './delivery';
export * from './meetings';
export * from './counseling';
export * from './demoItems';
export * from './codegen';
export * from './realtime/topics';
export * from './realtime/realtimeChannel';
export * from './realtime/lazyRealtime';
