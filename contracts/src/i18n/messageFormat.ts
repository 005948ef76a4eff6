import type { MergedCatalog } from './messages';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message key, e.g. `errors.A0230` or `app.title`. */
export type MessageKey = Leaves<MergedCatalog>;

/** The text at a dotted key, or undefined when the catalog has none. */
export function lookupMessage(catalog: unknown, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Polyglot-style `%{name}` interpolation, so the same catalogs serve react-admin, the portal and the api. */
export function interpolate(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The message for `key` in one loaded catalog, interpolated; the key itself when the catalog has no such text. */
export function formatMessage(catalog: MergedCatalog, key: MessageKey | string, vars?: Record<string, string | number>): string {
  return interpolate(lookupMessage(catalog, key) ?? key, vars);
}
