export * from './permissions';
export * from './templates';
export * from './masking';
export * from './forms';
export * from './experienceYears';
export * from './events';
export * from './views';
