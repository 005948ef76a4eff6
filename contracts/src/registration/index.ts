export * from './auditMachine';
export * from './forms';
export * from './uploads';
export * from './permissions';
export * from './events';
export * from './views';
