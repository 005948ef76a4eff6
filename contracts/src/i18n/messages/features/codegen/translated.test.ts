import { describe, expect, it } from 'vitest';
import { codegenEn } from './en';
import { codegenLo } from './lo';
import { codegenTh } from './th';
import { codegenZhCn } from './zhCn';

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

// A text may stay as English writes it only when it holds no English words: placeholders, punctuation, digits, the
// brand and file-format names every language writes the same.
const needsNoTranslation = (text: string) => !/[A-Za-z]/.test(text.replace(/%\{\w+\}/g, '').replace(/\b(JobMarket|PDF|VIP|JPG|PNG|MB|WebSocket|API|CRUD|HTML|MQTT)\b/g, ''));

describe('codegen texts', () => {
  it.each([
    ['zh-cn', codegenZhCn],
    ['lo', codegenLo],
    ['th', codegenTh],
  ])('are translated into %s: no English placeholder is left', (_locale, texts) => {
    const translated = new Map(leaves(texts));
    const untranslated = leaves(codegenEn)
      .filter(([key, english]) => translated.get(key) === english && !needsNoTranslation(english))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
