import { browserLocale, locales } from '@jobmarket/contracts';
import { z } from 'zod';

/** The spec's option lists (§9). */
export const layouts = ['left', 'top', 'mix'] as const;
export const themeModes = ['light', 'dark', 'auto'] as const;
export const sizes = ['default', 'large', 'small'] as const;
export const devices = ['desktop', 'mobile'] as const;
export const sidebarStatuses = ['opened', 'closed'] as const;

export type LayoutMode = (typeof layouts)[number];
export type ThemeMode = (typeof themeModes)[number];
export type Size = (typeof sizes)[number];
export type Device = (typeof devices)[number];
export type SidebarStatus = (typeof sidebarStatuses)[number];

/** The default theme colour of spec §9. */
export const defaultThemeColor = '#4080FF';

/** Where the preferences live; not under react-admin's `RaStore.` prefix, which its logout wipes (ARCHITECTURE §2.7). */
export const preferencesStorageKey = 'jobmarket.admin.preferences';

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i);

/** The spec's local preferences (§3) plus the watermark text the settings drawer edits. */
export const preferencesSchema = z.object({
  device: z.enum(devices),
  size: z.enum(sizes),
  language: z.enum(locales),
  sidebarStatus: z.enum(sidebarStatuses),
  activeTopMenuPath: z.string().max(500),
  tagsView: z.boolean(),
  sidebarLogo: z.boolean(),
  fixedHeader: z.boolean(),
  layout: z.enum(layouts),
  watermarkEnabled: z.boolean(),
  watermarkContent: z.string().max(100),
  themeColor: hexColor,
  theme: z.enum(themeModes),
});

export type Preferences = z.infer<typeof preferencesSchema>;

/** Spec §9: en, default size, #4080FF, watermark off, tags view / fixed header / sidebar logo on, left layout. */
export const defaultPreferences: Readonly<Preferences> = Object.freeze({
  device: 'desktop',
  size: 'default',
  language: 'en',
  sidebarStatus: 'opened',
  activeTopMenuPath: '',
  tagsView: true,
  sidebarLogo: true,
  fixedHeader: true,
  layout: 'left',
  watermarkEnabled: false,
  watermarkContent: '',
  themeColor: defaultThemeColor,
  // 'auto' follows the system's dark preference, which is the spec's default theme
  theme: 'auto',
});

/** The defaults in this browser: the spec's, in the first of the browser's languages we have until one is chosen. */
export function defaultPreferencesFor(browserLanguages: readonly string[] | undefined): Preferences {
  return { ...defaultPreferences, language: browserLocale(browserLanguages) };
}

const preferenceKeys = Object.keys(preferencesSchema.shape) as (keyof Preferences)[];

/**
 * Complete, valid preferences from anything (stored JSON, a partial update): each field that is missing or
 * invalid keeps its value from `fallback`, so one bad value never resets the others.
 */
export function sanitizePreferences(value: unknown, fallback: Readonly<Preferences> = defaultPreferences): Preferences {
  const input = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const result: Record<string, unknown> = { ...fallback };
  for (const key of preferenceKeys) {
    const parsed = preferencesSchema.shape[key].safeParse(input[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as Preferences;
}

/** Reads what was stored (JSON, garbage or nothing) into complete, valid preferences; what is missing comes from `defaults`. */
export function parsePreferences(stored: string | null | undefined, defaults: Readonly<Preferences> = defaultPreferences): Preferences {
  if (!stored) return { ...defaults };
  try {
    return sanitizePreferences(JSON.parse(stored), defaults);
  } catch {
    return { ...defaults };
  }
}
