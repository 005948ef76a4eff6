import { buildCatalog } from './catalogs/buildCatalog';
import type { Locale } from './locales';
import type { MergedCatalog } from './messages';

const requested = new Map<Locale, Promise<MergedCatalog>>();
const arrived = new Map<Locale, MergedCatalog>();

/** The language's catalog, fetched once; a failed fetch (a dropped connection, say) is tried again on the next call. */
export function loadCatalog(locale: Locale): Promise<MergedCatalog> {
  const pending = requested.get(locale);
  if (pending) return pending;
  // every file buildCatalog imports is its own lazy chunk, so a browser downloads only the language it shows
  const loading = buildCatalog(locale).then(
    (catalog) => {
      arrived.set(locale, catalog);
      return catalog;
    },
    (reason: unknown) => {
      requested.delete(locale);
      throw reason;
    },
  );
  requested.set(locale, loading);
  return loading;
}

/** The catalog if it has already arrived, so switching back to a language seen before is immediate. */
export function loadedCatalog(locale: Locale): MergedCatalog | undefined {
  return arrived.get(locale);
}
