import type { Locale } from '@jobmarket/contracts/i18n/locales';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { type I18n, I18nContext } from './I18nContext';
import { readStoredLocale, storeLocale } from './storedLocale';

export const I18nProvider = ({ children }: { children: ReactNode }) => {
  const [locale, setLocaleState] = useState<Locale>(readStoredLocale);

  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    setLocaleState(next);
  }, []);

  const i18n = useMemo<I18n>(
    () => ({ locale, setLocale, t: (key, vars) => translate(locale, key, vars) }),
    [locale, setLocale],
  );

  // `<html lang>` lets the browser pick the right Chinese, Lao or Thai fonts.
  useEffect(() => {
    document.title = translate(locale, 'app.title');
    document.documentElement.lang = locale;
  }, [locale]);

  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
};
