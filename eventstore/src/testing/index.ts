export * from './testDatabase';
export * from './eventStoreContract';
