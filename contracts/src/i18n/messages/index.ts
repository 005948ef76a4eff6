import { enCatalog } from '../catalogs/en';
import { loCatalog } from '../catalogs/lo';
import { thCatalog } from '../catalogs/th';
import { zhCnCatalog } from '../catalogs/zhCn';
import type { Locale } from '../locales';
import type { en } from './en';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language's base file must fill completely; English is the reference. */
export type MessageCatalog = Widen<typeof en>;

/** A language's whole catalog: the base file with every feature's texts merged in. */
export type MergedCatalog = Widen<typeof enCatalog>;

/**
 * Every language at once, for the api and for tests. Browsers must not import this: they load the one language
 * they show through `loadCatalog`.
 */
export const catalogs: Record<Locale, MergedCatalog> = { en: enCatalog, 'zh-cn': zhCnCatalog, lo: loCatalog, th: thCatalog };
