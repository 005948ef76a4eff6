import type { Locale } from '@jobmarket/contracts';
import type { TranslationMessages } from 'react-admin';

/** react-admin's own `ra.*` messages, one chunk per language; react-admin ships no v5 packs for zh-cn, lo or th. */
export const raMessageImporters: Record<Locale, () => Promise<TranslationMessages>> = {
  en: () => import('ra-language-english').then((module) => module.default),
  'zh-cn': () => import('./zhCn').then((module) => module.zhCnRaMessages),
  lo: () => import('./lo').then((module) => module.loRaMessages),
  th: () => import('./th').then((module) => module.thRaMessages),
};
