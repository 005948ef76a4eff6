import { describe, expect, it } from 'vitest';
import { scriptOf, scriptRuns } from './scriptRuns';
import { breakUnits, layoutLines } from './textLayout';

describe('script runs', () => {
  it('gives each script of a mixed line its own run, in order, and the text back when joined', () => {
    const text = 'ວິສະວະກອນ at 深圳云帆科技 (บริษัท สยาม)';
    const runs = scriptRuns(text);
    expect(runs).toEqual([
      { script: 'lao', text: 'ວິສະວະກອນ ' },
      { script: 'latin', text: 'at ' },
      { script: 'cjk', text: '深圳云帆科技 ' },
      { script: 'latin', text: '(' },
      { script: 'thai', text: 'บริษัท สยาม' },
      { script: 'latin', text: ')' },
    ]);
    expect(runs.map((run) => run.text).join('')).toBe(text);
  });

  it('keeps Thai and Lao vowels and tone marks in the run of their consonants', () => {
    expect(scriptRuns('ศรีสวัสดิ์')).toEqual([{ script: 'thai', text: 'ศรีสวัสดิ์' }]);
    expect(scriptRuns('ພົມມະວົງ')).toEqual([{ script: 'lao', text: 'ພົມມະວົງ' }]);
  });

  it('draws full-width punctuation, kana and Hangul with the CJK font, and digits with Latin', () => {
    expect(['，', '。', 'カ', '한', '𠀀'].map((char) => scriptOf(char.codePointAt(0)!))).toEqual(['cjk', 'cjk', 'cjk', 'cjk', 'cjk']);
    expect(scriptRuns('2019年')).toEqual([
      { script: 'latin', text: '2019' },
      { script: 'cjk', text: '年' },
    ]);
  });

  it('gives spaces to the run before them, or to the first run when the text starts with them', () => {
    expect(scriptRuns('  ທີ່ ວຽງຈັນ')).toEqual([{ script: 'lao', text: '  ທີ່ ວຽງຈັນ' }]);
    expect(scriptRuns('   ')).toEqual([{ script: 'latin', text: '   ' }]);
    expect(scriptRuns('')).toEqual([]);
  });
});

describe('line breaking', () => {
  // every character 1 point wide: widths are lengths
  const measure = (text: string) => [...text].length;

  it('breaks Thai and Lao between words, which have no spaces between them', () => {
    expect(breakUnits('วิศวกรซอฟต์แวร์อาวุโส')).toEqual(['วิศวกร', 'ซอฟต์แวร์', 'อาวุโส']);
    expect(breakUnits('ວິສະວະກອນຊອບແວ ທີ່ ວຽງຈັນ')).toEqual(['ວິສະວະກອນ', 'ຊອບ', 'ແວ ', 'ທີ່ ', 'ວຽງຈັນ']);
  });

  it('keeps punctuation with its word: closing after, opening before', () => {
    expect(breakUnits('Go (and Rust), 2019.')).toEqual(['Go ', '(and ', 'Rust), ', '2019.']);
    expect(breakUnits('负责支付系统。')).toEqual(['负责', '支付', '系统。']);
  });

  it('fills lines greedily without leading or trailing spaces', () => {
    const lines = layoutLines('one two three four', 9, measure).map((line) => line.pieces.map((piece) => piece.text).join(''));
    expect(lines).toEqual(['one two', 'three', 'four']);
  });

  it('breaks a word longer than a line between graphemes, never between a Thai consonant and its marks', () => {
    const lines = layoutLines('ศรีสวัสดิ์', 3, measure).map((line) => line.pieces.map((piece) => piece.text).join(''));
    expect(lines.join('')).toBe('ศรีสวัสดิ์');
    for (const line of lines) expect(line).not.toMatch(/^[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/u);
  });

  it('starts a new line at each line break and keeps an empty line', () => {
    expect(layoutLines('a\n\nb', 10, measure).map((line) => line.width)).toEqual([1, 0, 1]);
  });

  it('measures each piece of a line in its own script', () => {
    const [line] = layoutLines('ABC 中文', 20, (text, script) => [...text].length * (script === 'cjk' ? 2 : 1));
    expect(line!.pieces).toEqual([
      { script: 'latin', text: 'ABC ', width: 4 },
      { script: 'cjk', text: '中文', width: 4 },
    ]);
    expect(line!.width).toBe(8);
  });
});
