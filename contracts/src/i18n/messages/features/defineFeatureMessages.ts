import type { Locale } from '../../locales';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** One feature's texts in all four languages; English is the reference shape the others must fill completely. */
export type FeatureMessages<T> = { en: T } & Record<Exclude<Locale, 'en'>, Widen<T>>;

/**
 * Texts that belong to one screen or feature live in their own file under features/ and are merged into the
 * catalogs, so features can grow side by side without editing the same four catalog files.
 */
export function defineFeatureMessages<const T extends object>(messages: FeatureMessages<T>): FeatureMessages<T> {
  return messages;
}
