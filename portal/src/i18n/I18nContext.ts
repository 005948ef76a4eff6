import type { Locale, MessageKey } from '@jobmarket/contracts';
import { createContext, useContext } from 'react';
import type { ThaiYears } from './thaiYears';

/** Every catalog key: the portal's texts are merged into the catalogs like every other context's. */
export type PortalMessageKey = MessageKey;

export type I18n = {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  /** The message for `key` in the current locale, with polyglot `%{var}` interpolation. */
  t: (key: PortalMessageKey, vars?: Record<string, string | number>) => string;
  /** How Thai dates count years (thaiYears.ts): part of the context so every date on screen is written again when it changes. */
  thaiYears: ThaiYears;
  setThaiYears: (thaiYears: ThaiYears) => void;
};

export const I18nContext = createContext<I18n | null>(null);

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n must be used inside <I18nProvider>');
  return i18n;
}
