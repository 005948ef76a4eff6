export * from './permissions';
export * from './meetingMachine';
export * from './forms';
export * from './events';
export * from './views';
