import { DarkModeIcon, LightModeIcon, SettingsBrightnessIcon } from './icons';

/** The choices of the theme switcher, in menu order; `system` (auto) is the default. */
export const themeModes = [
  { mode: 'light', label: 'portal.nav.theme.light', Icon: LightModeIcon },
  { mode: 'dark', label: 'portal.nav.theme.dark', Icon: DarkModeIcon },
  { mode: 'system', label: 'portal.nav.theme.system', Icon: SettingsBrightnessIcon },
] as const;

export type ThemeMode = (typeof themeModes)[number]['mode'];
