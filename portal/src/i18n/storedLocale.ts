import { defaultLocale, isLocale, type Locale } from '@jobmarket/contracts/i18n/locales';

const storageKey = 'jobmarket.portal.locale';

/** The visitor's last chosen language, or English; storage may be unavailable (private mode, blocked cookies). */
export function readStoredLocale(): Locale {
  try {
    const stored = localStorage.getItem(storageKey);
    return stored && isLocale(stored) ? stored : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // Not persisting is fine: the choice still holds for this visit.
  }
}
