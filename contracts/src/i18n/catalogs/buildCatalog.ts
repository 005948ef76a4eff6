import type { Locale } from '../locales';
import type { MergedCatalog, MessageCatalog } from '../messages';
import { featureMessages } from '../messages/features';
import { mergeCatalog } from './mergeCatalog';

/** The texts every context shares (app, errors, request, validation), one file per language. */
const baseMessages: Record<Locale, () => Promise<MessageCatalog>> = {
  en: () => import('../messages/en').then((texts) => texts.en),
  'zh-cn': () => import('../messages/zhCn').then((texts) => texts.zhCn),
  lo: () => import('../messages/lo').then((texts) => texts.lo),
  th: () => import('../messages/th').then((texts) => texts.th),
};

/** A language's whole catalog: its base texts with every context's texts of the same language merged in. */
export async function buildCatalog(locale: Locale): Promise<MergedCatalog> {
  const [base, ...contexts] = await Promise.all([
    baseMessages[locale](),
    ...Object.values(featureMessages).map((context) => context[locale]()),
  ]);
  // each context's file is typed against its English file, so the merge has the English catalog's shape
  return mergeCatalog(base, contexts) as unknown as MergedCatalog;
}
