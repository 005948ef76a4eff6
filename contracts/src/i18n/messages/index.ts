import type { Locale } from '../locales';
import { en } from './en';
import { lo } from './lo';
import { th } from './th';
import { zhCn } from './zhCn';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language must fill completely; English is the reference. */
export type MessageCatalog = Widen<typeof en>;

export const catalogs: Record<Locale, MessageCatalog> = { en, 'zh-cn': zhCn, lo, th };
