import { looksLikeMessageKey, type Locale } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';

/**
 * A name as the caller reads it (API-CONTRACT §3): seeded menus and roles are stored as catalog keys (`menus.users`,
 * `roles.admin`) and answered in the caller's language; a name staff typed is answered as typed.
 */
export function seededName(name: string, locale: Locale): string {
  return looksLikeMessageKey(name) ? translate(locale, name) : name;
}
