import { defaultLocale, isLocale, locales, type Locale } from '@jobmarket/contracts';
import { loadCatalog } from '@jobmarket/contracts/i18n/loadCatalog';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { localeNames } from './localeNames';
import { raMessageImporters } from './ra';

const arrived = new Map<Locale, TranslationMessages>();

/**
 * react-admin's `ra.*` keys beside our own catalogs (`app.*`, `errors.*`, ...), which never use the `ra` prefix.
 * Each language is fetched the first time it is shown, so the back office downloads only the one it shows.
 */
export async function loadMessages(locale: Locale): Promise<TranslationMessages> {
  const known = arrived.get(locale);
  if (known) return known;
  const [ra, ours] = await Promise.all([raMessageImporters[locale](), loadCatalog(locale)]);
  const messages: TranslationMessages = { ...ra, ...ours };
  arrived.set(locale, messages);
  return messages;
}

/** What polyglot asks for: the messages at once when they have arrived (the start-up language always has). */
function messagesFor(locale: string): TranslationMessages | Promise<TranslationMessages> {
  const known = isLocale(locale) ? locale : defaultLocale;
  return arrived.get(known) ?? loadMessages(known);
}

/** The provider, once the start-up language's messages have arrived (polyglot needs them synchronously). */
export async function createI18nProvider(initialLocale: Locale = defaultLocale): Promise<I18nProvider> {
  await loadMessages(initialLocale);
  return i18nProviderStartingIn(initialLocale);
}

/** The provider for a start-up language whose messages have already arrived (`loadMessages`); polyglot throws otherwise. */
export function i18nProviderStartingIn(initialLocale: Locale): I18nProvider {
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
