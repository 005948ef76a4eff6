export * from './permissions';
export * from './config';
export * from './views';
export * from './events';
export * from './naming';
