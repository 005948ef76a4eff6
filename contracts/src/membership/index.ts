export * from './permissions';
export * from './quotas';
export * from './orderMachine';
export * from './forms';
export * from './events';
export * from './views';
export * from './emvco';
