import { buildCatalog } from '../catalogs/buildCatalog';
import { locales, type Locale } from '../locales';
import type { en } from './en';
import type { EnglishTextsOf, FeatureContext } from './features';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

type UnionToIntersection<U> = (U extends unknown ? (whole: U) => void : never) extends (whole: infer I) => void ? I : never;

/** The shape every language's base file must fill completely; English is the reference. */
export type MessageCatalog = Widen<typeof en>;

/** A language's whole catalog: the base file with every context's texts merged in. */
export type MergedCatalog = Widen<typeof en & UnionToIntersection<{ [C in FeatureContext]: EnglishTextsOf<C> }[FeatureContext]>>;

/**
 * Every language at once, for the api and for tests. Browsers must not import this: they load the one language
 * they show through `loadCatalog`.
 */
export const catalogs = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await buildCatalog(locale)] as const)),
) as Record<Locale, MergedCatalog>;
