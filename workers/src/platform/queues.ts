// the queue list moved to projections, where reactors enqueue; workers and the api read the same one
export * from '@jobmarket/projections/reactors/queues';
