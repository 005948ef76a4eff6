export * from './preferences';
export * from './preferencesStore';
export * from './PreferencesContext';
export * from './useDevice';
