export * from './themeShades';
export * from './buildTheme';
export * from './density';
export * from './locales';
export * from './documentTheme';
export * from './useResolvedThemeMode';
export * from './useAdminThemes';
export * from './AdminThemeProvider';
