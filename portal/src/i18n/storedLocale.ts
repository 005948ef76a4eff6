import { browserLocale, defaultLocale, isLocale, type Locale } from '@jobmarket/contracts/i18n/locales';
import { LOCALE_COOKIE } from '@jobmarket/contracts/jobs/publicPages';

const storageKey = 'jobmarket.portal.locale';
const YEAR_SECONDS = 365 * 24 * 3600;

/** The language the server rendered this page in (`<html data-rendered-locale>`): hydration must start in it. */
function renderedLocale(): Locale | undefined {
  const rendered = typeof document === 'undefined' ? undefined : document.documentElement.dataset.renderedLocale;
  return rendered && isLocale(rendered) ? rendered : undefined;
}

/**
 * The language the portal starts in: the one a server-rendered page was rendered in, else the visitor's last choice,
 * else the first of the browser's languages we have (`navigator.languages`), else English. Storage may be
 * unavailable (private mode, blocked cookies).
 */
export function startingLocale(): Locale {
  const rendered = renderedLocale();
  if (rendered) return rendered;
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
    // the server renders the public job and company pages in it too
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  } catch {
    // Not persisting is fine: the choice still holds for this visit.
  }
}
