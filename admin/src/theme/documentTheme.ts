import type { ResolvedThemeMode } from './buildTheme';
import type { ThemeShades } from './themeShades';

/** The names of our CSS variables, for styles outside MUI: --jm-primary, --jm-primary-1 … -9 (lighter), --jm-primary-dark. */
export const primaryVariables = {
  base: '--jm-primary',
  light: (step: number) => `--jm-primary-${step}`,
  dark: '--jm-primary-dark',
} as const;

/** Marks the document dark (a `dark` class on <html>, spec §4) and publishes the theme colour's shades. */
export function applyDocumentTheme(root: HTMLElement, mode: ResolvedThemeMode, shades: ThemeShades): void {
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
  root.style.setProperty(primaryVariables.base, shades.base);
  shades.light.forEach((shade, index) => root.style.setProperty(primaryVariables.light(index + 1), shade));
  root.style.setProperty(primaryVariables.dark, shades.dark);
}
