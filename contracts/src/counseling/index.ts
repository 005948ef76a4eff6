export * from './permissions';
export * from './consultOrderMachine';
export * from './forms';
export * from './events';
export * from './views';
