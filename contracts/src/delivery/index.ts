export * from './permissions';
export * from './deliveryMachine';
export * from './events';
export * from './forms';
export * from './views';
