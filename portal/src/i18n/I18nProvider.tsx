import type { MergedCatalog } from '@jobmarket/contracts';
import { loadCatalog, loadedCatalog } from '@jobmarket/contracts/i18n/loadCatalog';
import type { Locale } from '@jobmarket/contracts/i18n/locales';
import { formatMessage } from '@jobmarket/contracts/i18n/messageFormat';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { type I18n, I18nContext } from './I18nContext';
import { startingLocale, storeLocale } from './storedLocale';
import { currentThaiYears, setThaiYears, subscribeThaiYears } from './thaiYears';

// The visitor's language arrives before the first render, so the first paint is already in it; it is the only
// language the browser downloads until the visitor picks another one.
await loadCatalog(startingLocale());

type Shown = { locale: Locale; catalog: MergedCatalog };

function shownAtStart(locale: Locale): Shown | null {
  const catalog = loadedCatalog(locale);
  return catalog ? { locale, catalog } : null;
}

type I18nProviderProps = {
  children: ReactNode;
  /** The language to start in instead of the visitor's (the server renders each page in its reader's; its catalog is loaded). */
  locale?: Locale;
};

export const I18nProvider = ({ children, locale: startIn }: I18nProviderProps) => {
  const [shown, setShown] = useState<Shown | null>(() => shownAtStart(startIn ?? startingLocale()));
  const latestChoice = useRef<Locale | null>(null);

  const show = useCallback((locale: Locale) => {
    latestChoice.current = locale;
    const ready = loadedCatalog(locale);
    if (ready) {
      setShown({ locale, catalog: ready });
      return;
    }
    // a slow download must not overwrite a language picked after it
    loadCatalog(locale).then(
      (catalog) => latestChoice.current === locale && setShown({ locale, catalog }),
      () => undefined, // the page stays in its current language; picking again retries the download
    );
  }, []);

  const setLocale = useCallback(
    (next: Locale) => {
      storeLocale(next);
      show(next);
    },
    [show],
  );

  // a remount (a test, or a stored choice whose download had not arrived) fetches what it has not got yet
  useEffect(() => {
    if (!shown) show(startingLocale());
  }, [shown, show]);

  // the server renders Gregorian years (it cannot read the reader's storage); the browser then takes their choice
  const thaiYears = useSyncExternalStore(subscribeThaiYears, currentThaiYears, () => 'gregory' as const);
  // `t` stays the same object when only the Thai years change: effects that depend on it are not run again
  const t = useMemo<I18n['t'] | null>(() => shown && ((key, vars) => formatMessage(shown.catalog, key, vars)), [shown]);

  const i18n = useMemo<I18n | null>(
    () => shown && t && { locale: shown.locale, setLocale, t, thaiYears, setThaiYears },
    [shown, setLocale, t, thaiYears],
  );

  // `<html lang>` lets the browser pick the right Chinese, Lao or Thai fonts; the tab's title is DocumentTitle's.
  useEffect(() => {
    if (!i18n) return;
    document.documentElement.lang = i18n.locale;
  }, [i18n]);

  return i18n ? <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider> : null;
};
