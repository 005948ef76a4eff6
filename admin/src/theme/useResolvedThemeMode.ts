import { useSyncExternalStore } from 'react';
import type { ThemeMode } from '../preferences';
import type { ResolvedThemeMode } from './buildTheme';

const darkSchemeQuery = '(prefers-color-scheme: dark)';

const mediaQuery = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(darkSchemeQuery) : undefined;

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersDark = () => mediaQuery()?.matches ?? false;

/** Whether the system asks for dark colours, updated live when the user switches it. */
export function usePrefersDarkScheme(): boolean {
  return useSyncExternalStore(subscribe, prefersDark, () => false);
}

/** light / dark from the preference; `auto` follows the system (spec §9). */
export function useResolvedThemeMode(theme: ThemeMode): ResolvedThemeMode {
  const systemDark = usePrefersDarkScheme();
  if (theme === 'auto') return systemDark ? 'dark' : 'light';
  return theme;
}
