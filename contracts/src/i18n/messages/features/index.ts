import type { Locale } from '../../locales';

/**
 * The one list of every bounded context's texts (features/<context>/<language>.ts), from which all four catalogs are
 * built (catalogs/buildCatalog.ts): a new context is added here once. Each language of each context is imported lazily,
 * so a browser fetches only the language it shows; the api and tests load all four.
 */
export const featureMessages = {
  identity: {
    en: () => import('./identity/en').then((texts) => texts.identityEn),
    'zh-cn': () => import('./identity/zhCn').then((texts) => texts.identityZhCn),
    lo: () => import('./identity/lo').then((texts) => texts.identityLo),
    th: () => import('./identity/th').then((texts) => texts.identityTh),
  },
  system: {
    en: () => import('./system/en').then((texts) => texts.systemEn),
    'zh-cn': () => import('./system/zhCn').then((texts) => texts.systemZhCn),
    lo: () => import('./system/lo').then((texts) => texts.systemLo),
    th: () => import('./system/th').then((texts) => texts.systemTh),
  },
  registration: {
    en: () => import('./registration/en').then((texts) => texts.registrationEn),
    'zh-cn': () => import('./registration/zhCn').then((texts) => texts.registrationZhCn),
    lo: () => import('./registration/lo').then((texts) => texts.registrationLo),
    th: () => import('./registration/th').then((texts) => texts.registrationTh),
  },
  jobs: {
    en: () => import('./jobs/en').then((texts) => texts.jobsEn),
    'zh-cn': () => import('./jobs/zhCn').then((texts) => texts.jobsZhCn),
    lo: () => import('./jobs/lo').then((texts) => texts.jobsLo),
    th: () => import('./jobs/th').then((texts) => texts.jobsTh),
  },
  membership: {
    en: () => import('./membership/en').then((texts) => texts.membershipEn),
    'zh-cn': () => import('./membership/zhCn').then((texts) => texts.membershipZhCn),
    lo: () => import('./membership/lo').then((texts) => texts.membershipLo),
    th: () => import('./membership/th').then((texts) => texts.membershipTh),
  },
  resumes: {
    en: () => import('./resumes/en').then((texts) => texts.resumesEn),
    'zh-cn': () => import('./resumes/zhCn').then((texts) => texts.resumesZhCn),
    lo: () => import('./resumes/lo').then((texts) => texts.resumesLo),
    th: () => import('./resumes/th').then((texts) => texts.resumesTh),
  },
  delivery: {
    en: () => import('./delivery/en').then((texts) => texts.deliveryEn),
    'zh-cn': () => import('./delivery/zhCn').then((texts) => texts.deliveryZhCn),
    lo: () => import('./delivery/lo').then((texts) => texts.deliveryLo),
    th: () => import('./delivery/th').then((texts) => texts.deliveryTh),
  },
  meetings: {
    en: () => import('./meetings/en').then((texts) => texts.meetingsEn),
    'zh-cn': () => import('./meetings/zhCn').then((texts) => texts.meetingsZhCn),
    lo: () => import('./meetings/lo').then((texts) => texts.meetingsLo),
    th: () => import('./meetings/th').then((texts) => texts.meetingsTh),
  },
  counseling: {
    en: () => import('./counseling/en').then((texts) => texts.counselingEn),
    'zh-cn': () => import('./counseling/zhCn').then((texts) => texts.counselingZhCn),
    lo: () => import('./counseling/lo').then((texts) => texts.counselingLo),
    th: () => import('./counseling/th').then((texts) => texts.counselingTh),
  },
  codegen: {
    en: () => import('./codegen/en').then((texts) => texts.codegenEn),
    'zh-cn': () => import('./codegen/zhCn').then((texts) => texts.codegenZhCn),
    lo: () => import('./codegen/lo').then((texts) => texts.codegenLo),
    th: () => import('./codegen/th').then((texts) => texts.codegenTh),
  },
  demos: {
    en: () => import('./demos/en').then((texts) => texts.demosEn),
    'zh-cn': () => import('./demos/zhCn').then((texts) => texts.demosZhCn),
    lo: () => import('./demos/lo').then((texts) => texts.demosLo),
    th: () => import('./demos/th').then((texts) => texts.demosTh),
  },
  demoItems: {
    en: () => import('./demoItems/en').then((texts) => texts.demoItemsEn),
    'zh-cn': () => import('./demoItems/zhCn').then((texts) => texts.demoItemsZhCn),
    lo: () => import('./demoItems/lo').then((texts) => texts.demoItemsLo),
    th: () => import('./demoItems/th').then((texts) => texts.demoItemsTh),
  },
  stats: {
    en: () => import('./stats/en').then((texts) => texts.statsEn),
    'zh-cn': () => import('./stats/zhCn').then((texts) => texts.statsZhCn),
    lo: () => import('./stats/lo').then((texts) => texts.statsLo),
    th: () => import('./stats/th').then((texts) => texts.statsTh),
  },
  platform: {
    en: () => import('./platform/en').then((texts) => texts.platformEn),
    'zh-cn': () => import('./platform/zhCn').then((texts) => texts.platformZhCn),
    lo: () => import('./platform/lo').then((texts) => texts.platformLo),
    th: () => import('./platform/th').then((texts) => texts.platformTh),
  },
} satisfies Record<string, Record<Locale, () => Promise<object>>>;

export type FeatureContext = keyof typeof featureMessages;

/** One context's English texts: the reference shape its other languages fill. */
export type EnglishTextsOf<C extends FeatureContext> = Awaited<ReturnType<(typeof featureMessages)[C]['en']>>;
