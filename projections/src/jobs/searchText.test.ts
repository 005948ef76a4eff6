import { describe, expect, it } from 'vitest';
import { foldWord, labelMatches, parseSearchWords, quoteLexeme, searchDocument, searchQuery, searchWords, wordQuery } from './searchText';

describe('search words', () => {
  it('splits Thai, Lao and Chinese runs into ICU words, whatever the text’s language', () => {
    expect(searchWords('วิศวกรซอฟต์แวร์อาวุโส')).toEqual(['วิศวกร', 'ซอฟต์แวร์', 'อาวุโส']);
    // words are kept NFKC-folded (ໝ as ຫມ, ำ as ํา), on both sides of a search alike
    expect(searchWords('ຮັບສະໝັກວິສະວະກອນຊອບແວ')).toEqual(['ຮັບ', 'ສະໝັກ', 'ວິສະວະກອນ', 'ຊອບ', 'ແວ'].map(foldWord));
    expect(searchWords('高级软件工程师')).toEqual(['高级', '软件', '工程', '师']);
  });

  it('folds case and full-width forms, and drops punctuation, stopwords and overlong runs', () => {
    expect(searchWords('The ＡＰＩ Engineer, of Node.js!')).toEqual(['api', 'engineer', 'node.js']);
  });

  it('segments before folding, so Thai ำ and Lao ໝ (or ຫມ as typed) keep their words whole', () => {
    expect(searchWords('ทำงานประจำ')).toEqual(['ทำงาน', 'ประจำ'].map(foldWord));
    expect(searchWords('ສະຫມັກ')).toEqual(searchWords('ສະໝັກ'));
    expect(searchWords('ສະໝັກ')).toHaveLength(1);
    expect(searchWords(`token ${'x'.repeat(61)}`)).toEqual(['token']);
    expect(searchWords('การตลาดและการขาย')).not.toContain('และ');
  });
});

describe('the search document', () => {
  it('numbers words across fields with a gap between them, weighs each field, and adds tags', () => {
    expect(searchDocument([{ text: 'Data Engineer', weight: 'A' }, { text: null, weight: 'A' }, { text: 'SQL', weight: 'D' }], ['=industry:internet'])).toBe(
      `'data':1A 'engineer':2A 'sql':4 '=industry:internet'`,
    );
  });

  it('quotes what tsvector and tsquery input would otherwise read as syntax', () => {
    expect(quoteLexeme(`o'brien\\x`)).toBe(`'o''brien\\\\x'`);
  });
});

describe('search queries', () => {
  it('keeps each typed word as its ICU pieces, split at spaces and punctuation', () => {
    expect(parseSearchWords('  工程师，北京  senior/IT ')).toEqual([['工程', '师'], ['北京'], ['senior'], ['it']]);
    expect(parseSearchWords('the of !!')).toEqual([]);
  });

  it('ANDs the words, makes a phrase of each word’s pieces and a prefix of its last piece', () => {
    expect(searchQuery(parseSearchWords('วิศวกรซอฟต์แวร์ 工程师 c'))).toBe(`'วิศวกร' <-> 'ซอฟต์แวร์':* & '工程' <-> '师' & 'c'`);
    expect(searchQuery([])).toBeUndefined();
  });

  it('ors a word with the tags of the labels it names', () => {
    expect(wordQuery(['本科'], ['=education:3'])).toBe(`('本科':* | '=education:3')`);
    expect(wordQuery(['工程', '师'], ['=industry:a', '=industry:b'])).toBe(`(('工程' <-> '师') | '=industry:a' | '=industry:b')`);
  });

  it('finds a label naming a typed word, as a phrase with a prefix at its end', () => {
    const label = searchWords('อินเทอร์เน็ตและไอที');
    expect(labelMatches(label, ['ไอที'])).toBe(true);
    expect(labelMatches(searchWords('Internet and IT'), ['inter'])).toBe(true);
    expect(labelMatches(searchWords("Bachelor's degree"), ['degree', 'bachelor'])).toBe(false);
    expect(labelMatches(searchWords('本科'), ['本'])).toBe(false);
  });
});
