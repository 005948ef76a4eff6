import type { Locale } from '../i18n/locales';

/** A dictionary item's label in other languages; a missing language falls back to the item's own label. */
export type LabelTranslations = Partial<Record<Locale, string>>;

export function labelIn(locale: Locale, label: string, translations: LabelTranslations | null | undefined): string {
  return translations?.[locale] || label;
}
