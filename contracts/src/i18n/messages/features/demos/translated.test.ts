import { describe, expect, it } from 'vitest';
import { demosEn } from './en';
import { demosLo } from './lo';
import { demosTh } from './th';
import { demosZhCn } from './zhCn';

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

// A text may stay as English writes it only when it holds no English words: placeholders, punctuation, digits, the
// brand and file-format names every language writes the same.
const needsNoTranslation = (text: string) => !/[A-Za-z]/.test(text.replace(/%\{\w+\}/g, '').replace(/\b(JobMarket|PDF|VIP|JPG|PNG|MB|WebSocket|API|CRUD|HTML|MQTT)\b/g, ''));

describe('demos texts', () => {
  it.each([
    ['zh-cn', demosZhCn],
    ['lo', demosLo],
    ['th', demosTh],
  ])('are translated into %s: no English placeholder is left', (_locale, texts) => {
    const translated = new Map(leaves(texts));
    const untranslated = leaves(demosEn)
      .filter(([key, english]) => translated.get(key) === english && !needsNoTranslation(english))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
