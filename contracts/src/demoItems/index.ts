export * from './permissions';
export * from './forms';
export * from './events';
export * from './views';
