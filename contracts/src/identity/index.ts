export * from './roles';
export * from './permissions';
export * from './forms';
export * from './events';
export * from './menuTree';
export * from './views';
export * from './avatarChange';
export * from './roleNames';
