import { describe, expect, it } from 'vitest';
import { loadCatalog, loadedCatalog } from './loadCatalog';
import { negotiateLocale } from './locales';
import { formatMessage } from './messageFormat';
import { catalogs } from './messages';
import { interpolate, translate } from './translate';

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe('message catalogs', () => {
  it('give every key a non-empty text in all four languages, with the same placeholders as English', () => {
    const english = new Map(leaves(catalogs.en));
    for (const [locale, catalog] of Object.entries(catalogs)) {
      const entries = new Map(leaves(catalog));
      expect([...entries.keys()].sort(), locale).toEqual([...english.keys()].sort());
      for (const [key, text] of entries) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        // each name once: an English plural ("1 item |||| %{smart_count} items") repeats its count, one-form languages do not
        const placeholders = (value: string) => [...new Set([...value.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))].sort();
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english.get(key)!));
      }
    }
  });

  it('carry the session-expired text the spec gives in Chinese', () => {
    expect(translate('zh-cn', 'errors.A0230')).toBe('您的会话已过期，请重新登录');
  });

  it('fall back to English, then to the key, and interpolate variables', () => {
    expect(translate('th', 'no.such.key')).toBe('no.such.key');
    expect(translate('en', 'errors.B0001', { requestId: 'r-1' })).toBe('Unexpected server error (request r-1)');
    expect(interpolate('%{a} and %{missing}', { a: 1 })).toBe('1 and %{missing}');
  });
});

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-cn'],
    ['zh-Hans', 'zh-cn'],
    ['th-TH', 'th'],
    ['lo', 'lo'],
    ['fr-FR, de;q=0.9', 'en'],
    ['fr;q=1, th;q=0.5, lo;q=0.7', 'lo'],
    ['th;q=0', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});

describe('loadCatalog', () => {
  it('fetches one language on demand, the same texts the api uses, and remembers it', async () => {
    expect(loadedCatalog('lo')).toBeUndefined();
    const lao = await loadCatalog('lo');
    expect(lao).toEqual(catalogs.lo);
    expect(formatMessage(lao, 'errors.A0230')).toBe(translate('lo', 'errors.A0230'));
    expect(loadedCatalog('lo')).toBe(lao);
    expect(loadCatalog('lo')).toBe(loadCatalog('lo'));
    expect(loadedCatalog('th')).toBeUndefined();
  });
});
