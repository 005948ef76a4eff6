import { useEffect, useMemo } from 'react';
import type { RaThemeOptions } from 'react-admin';
import { usePreferences } from '../preferences';
import { buildThemeOptions, type ResolvedThemeMode } from './buildTheme';
import { applyDocumentTheme } from './documentTheme';
import { themeShades } from './themeShades';
import { useResolvedThemeMode } from './useResolvedThemeMode';

export interface AdminThemes {
  /** For <Admin theme>: the light theme in the preferred colour, size and language. */
  theme: RaThemeOptions;
  /** For <Admin darkTheme>. */
  darkTheme: RaThemeOptions;
  /** For <Admin defaultTheme>: what the preference resolves to now (auto follows the system live). */
  defaultTheme: ResolvedThemeMode;
}

/**
 * The back office's themes from the interface preferences. Works above <Admin> (no react-admin context needed),
 * and keeps <html> in step: the `dark` class and the --jm-primary-* variables.
 */
export function useAdminThemes(): AdminThemes {
  const { preferences } = usePreferences();
  const { themeColor, size, language } = preferences;
  const mode = useResolvedThemeMode(preferences.theme);

  const theme = useMemo(() => buildThemeOptions({ mode: 'light', themeColor, size, locale: language }), [themeColor, size, language]);
  const darkTheme = useMemo(() => buildThemeOptions({ mode: 'dark', themeColor, size, locale: language }), [themeColor, size, language]);
  const shades = useMemo(() => themeShades(themeColor), [themeColor]);

  useEffect(() => applyDocumentTheme(document.documentElement, mode, shades), [mode, shades]);

  return useMemo(() => ({ theme, darkTheme, defaultTheme: mode }), [theme, darkTheme, mode]);
}
