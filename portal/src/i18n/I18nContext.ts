import type { Locale, MessageKey } from '@jobmarket/contracts';
import type { portalAccountsEn } from '@jobmarket/contracts/i18n/messages/features/portalAccounts/en';
import { createContext, useContext } from 'react';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The base catalog's keys and the portal's own feature texts (merged over the catalogs at run time). */
export type PortalMessageKey = MessageKey | Leaves<typeof portalAccountsEn>;

export type I18n = {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  /** The message for `key` in the current locale, with polyglot `%{var}` interpolation. */
  t: (key: PortalMessageKey, vars?: Record<string, string | number>) => string;
};

export const I18nContext = createContext<I18n | null>(null);

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n must be used inside <I18nProvider>');
  return i18n;
}
