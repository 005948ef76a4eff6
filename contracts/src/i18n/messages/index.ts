import type { Locale } from '../locales';
import { en } from './en';
import { featureMessages } from './features';
import { lo } from './lo';
import { th } from './th';
import { zhCn } from './zhCn';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language's base file must fill completely; English is the reference. */
export type MessageCatalog = Widen<typeof en>;

type UnionToIntersection<U> = (U extends unknown ? (whole: U) => void : never) extends (whole: infer I) => void ? I : never;

/** A language's whole catalog: the base file with every feature's texts merged in. */
export type MergedCatalog = Widen<typeof en & UnionToIntersection<(typeof featureMessages)[number]['en']>>;

type Tree = { [key: string]: string | Tree };

function mergeInto(target: Tree, source: object): Tree {
  for (const [key, value] of Object.entries(source) as [string, string | Tree][]) {
    const existing = target[key];
    target[key] = typeof value === 'object' && typeof existing === 'object' ? mergeInto({ ...existing }, value) : value;
  }
  return target;
}

function withFeatures(locale: Locale, base: MessageCatalog): MergedCatalog {
  return featureMessages.reduce<Tree>((merged, feature) => mergeInto(merged, feature[locale]), { ...(base as unknown as Tree) }) as unknown as MergedCatalog;
}

export const catalogs: Record<Locale, MergedCatalog> = {
  en: withFeatures('en', en),
  'zh-cn': withFeatures('zh-cn', zhCn),
  lo: withFeatures('lo', lo),
  th: withFeatures('th', th),
};
