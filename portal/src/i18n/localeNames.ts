import type { Locale } from '@jobmarket/contracts';

/** Each language named in itself, so readers find theirs whatever language is showing. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  'zh-cn': '简体中文',
  lo: 'ລາວ',
  th: 'ไทย',
};
