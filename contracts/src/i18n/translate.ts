import { defaultLocale, type Locale } from './locales';
import { interpolate, lookupMessage, type MessageKey } from './messageFormat';
import { catalogs } from './messages';

export { interpolate, type MessageKey } from './messageFormat';
export { catalogs } from './messages';

/** The message in any language, falling back to English, then to the key. For the api and tests; browsers use loadCatalog. */
export function translate(locale: Locale, key: MessageKey | string, vars?: Record<string, string | number>): string {
  const template = lookupMessage(catalogs[locale], key) ?? lookupMessage(catalogs[defaultLocale], key) ?? key;
  return interpolate(template, vars);
}
