import { catalogs, defaultLocale, isLocale, locales, type Locale } from '@jobmarket/contracts';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { localeNames } from './localeNames';
import { loRaMessages } from './ra/lo';
import { thRaMessages } from './ra/th';
import { zhCnRaMessages } from './ra/zhCn';

/** react-admin's own `ra.*` messages per locale; react-admin ships no v5 packs for zh-cn, lo or th. */
export const raMessages: Record<Locale, TranslationMessages> = {
  en: englishMessages,
  'zh-cn': zhCnRaMessages,
  lo: loRaMessages,
  th: thRaMessages,
};

/** react-admin's `ra.*` keys beside our own catalogs (`app.*`, `errors.*`, ...), which never use the `ra` prefix. */
export function messagesFor(locale: string): TranslationMessages {
  const known = isLocale(locale) ? locale : defaultLocale;
  return { ...raMessages[known], ...catalogs[known] };
}

export function createI18nProvider(initialLocale: Locale = defaultLocale): I18nProvider {
  return polyglotI18nProvider(
    messagesFor,
    initialLocale,
    locales.map((locale) => ({ locale, name: localeNames[locale] })),
    { allowMissing: true, onMissingKey: textOfMissingKey },
  );
}

const MESSAGE_KEY = /^[\w-]+(\.[\w-]+)+$/;

/**
 * The server's `msg` arrives already in the user's language and is passed to notify as is: it is its own text.
 * A missing dotted key is a bug in our catalogs; it still shows (as the key) but is reported in the console.
 */
export function textOfMissingKey(key: string): string {
  if (MESSAGE_KEY.test(key)) console.warn(`Missing translation for key: ${key}`);
  return key;
}
