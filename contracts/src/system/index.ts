export * from './permissions';
export * from './labels';
export * from './forms';
export * from './events';
export * from './noticeMachine';
export * from './notices';
export * from './views';
