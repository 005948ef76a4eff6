import englishMessages from 'ra-language-english';
import { describe, expect, it, vi } from 'vitest';
import type { TranslationMessages } from 'react-admin';
import { createI18nProvider } from './i18nProvider';
import { loRaMessages } from './ra/lo';
import { thRaMessages } from './ra/th';
import { zhCnRaMessages } from './ra/zhCn';

const raMessages: Record<'zh-cn' | 'lo' | 'th', TranslationMessages> = { 'zh-cn': zhCnRaMessages, lo: loRaMessages, th: thRaMessages };

/** Leaf path (e.g. `ra.action.save`) → message text. */
function leaves(messages: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(leaves(value as object, `${prefix}${key}.`)),
    ),
  );
}

const placeholders = (text: string): string[] => text.match(/%\{\w+\}/g) ?? [];

describe('admin i18nProvider', () => {
  it("shows a server message (already translated) as it is, and reports only missing dotted keys", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18n = await createI18nProvider();
    expect(i18n.translate('Wrong username or password')).toBe('Wrong username or password');
    expect(warn).not.toHaveBeenCalled();
    expect(i18n.translate('resources.nothing.here')).toBe('resources.nothing.here');
    expect(warn).toHaveBeenCalledWith('Missing translation for key: resources.nothing.here');
    warn.mockRestore();
  });

  it('starts in English with react-admin and our own messages', async () => {
    const i18n = await createI18nProvider();
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('ra.action.save')).toBe('Save');
    expect(i18n.translate('app.adminTitle')).toBe('JobMarket back office');
  });

  it('answers in Simplified Chinese for both ra.* and app.* keys after switching to zh-cn', async () => {
    const i18n = await createI18nProvider();
    await i18n.changeLocale('zh-cn');
    expect(i18n.translate('ra.action.save')).toBe('保存');
    expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe(
      '第 1-10 条，共 42 条',
    );
    expect(i18n.translate('app.adminTitle')).toBe('JobMarket 管理后台');
    expect(i18n.translate('app.version', { version: '2.20.1' })).toBe('版本 2.20.1');
  });

  it('uses the single plural form of Thai for counted messages', async () => {
    const i18n = await createI18nProvider();
    await i18n.changeLocale('th');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('เลือกแล้ว 1 รายการ');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 5 })).toBe('เลือกแล้ว 5 รายการ');
  });

  it('offers the four locales by their native names', async () => {
    expect((await createI18nProvider()).getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'zh-cn', name: '简体中文' },
      { locale: 'lo', name: 'ລາວ' },
      { locale: 'th', name: 'ไทย' },
    ]);
  });

  const englishKeys = Object.keys(leaves(englishMessages)).sort();
  it.each(['zh-cn', 'lo', 'th'] as const)('the %s ra pack has exactly the keys of ra-language-english', (locale) => {
    expect(Object.keys(leaves(raMessages[locale])).sort()).toEqual(englishKeys);
  });

  it.each(['zh-cn', 'lo', 'th'] as const)('the %s ra pack only uses placeholders the English text provides', (locale) => {
    const englishByKey = leaves(englishMessages);
    for (const [key, text] of Object.entries(leaves(raMessages[locale]))) {
      const offered = placeholders(englishByKey[key] ?? '');
      expect(placeholders(text).filter((name) => !offered.includes(name)), key).toEqual([]);
    }
  });
});
