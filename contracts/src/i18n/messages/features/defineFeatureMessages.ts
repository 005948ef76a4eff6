import type { Locale } from '../../locales';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** A feature's texts in one language other than English: exactly the keys of the English file. */
export type FeatureTexts<T> = Widen<T>;

/** One feature's texts in all four languages; English is the reference shape the others must fill completely. */
export type FeatureMessages<T> = { en: T } & Record<Exclude<Locale, 'en'>, FeatureTexts<T>>;

/**
 * Texts that belong to one screen or feature live in their own folder under features/, one file per language, and
 * are merged into that language's catalog (i18n/catalogs): features grow side by side without editing the same four
 * catalog files, and a browser downloads only the language it shows. `features/<name>.ts` gathers the four files
 * for tests and tools that need every language at once.
 */
export function defineFeatureMessages<const T extends object>(messages: FeatureMessages<T>): FeatureMessages<T> {
  return messages;
}
