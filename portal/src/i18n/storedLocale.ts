import { browserLocale, defaultLocale, isLocale, type Locale } from '@jobmarket/contracts/i18n/locales';

const storageKey = 'jobmarket.portal.locale';

/**
 * The language the portal starts in: the visitor's last choice, else the first of the browser's languages we have
 * (`navigator.languages`), else English. Storage may be unavailable (private mode, blocked cookies).
 */
export function startingLocale(): Locale {
  try {
    const stored = localStorage.getItem(storageKey);
    if (stored && isLocale(stored)) return stored;
  } catch {
    // no storage: nothing was chosen that we could read
  }
  return typeof navigator === 'undefined' ? defaultLocale : browserLocale(navigator.languages);
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // Not persisting is fine: the choice still holds for this visit.
  }
}
