export * from './platform/queues';
export * from './platform/workerHost';
export { pruneOutbox } from './outbox/pruneOutbox';
export { rollupVisits } from './visits/rollupVisits';
