export * from './permissions';
export * from './jobMachine';
export * from './regions';
export * from './forms';
export * from './events';
export * from './views';
export * from './jobPosting';
export * from './publicPages';
