/**
 * Words of Thai, Lao, Chinese and English text for the job search index and its queries (issue 12). Thai and Lao are
 * written without spaces and Chinese without word breaks, so PostgreSQL's parser cannot find their words: ICU's word
 * segmenter (built into Node as Intl.Segmenter) does, by script, whatever the text's language. The same function reads
 * a posting when its search row is written and a query when it is parsed, so both sides agree on what a word is.
 *
 * The index is a tsvector built from these words with their positions and weights (`'word':3A …`), cast from text
 * rather than re-parsed by to_tsvector: PostgreSQL's parser would split again some words ICU keeps whole (`don't`,
 * `a_b`), and the query is a tsquery cast the same way, so index and query hold the very same lexemes whatever the
 * database's parser or locale.
 */

// ICU picks its dictionary by script, so one segmenter serves every language; 'und' names none in particular
const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

/** Longer "words" are URLs, hashes or runs of digits nobody types: they would only bloat the index. */
export const MAX_WORD_LENGTH = 60;

/**
 * Words too common to narrow a search (issue 12's measurement: the stopword list is part of what took the index's
 * p99 from 182 ms to 11 ms). Dropped from postings and queries alike, so a phrase around one still matches.
 */
export const stopwords: ReadonlySet<string> = new Set([
  // English
  ...['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'of', 'on', 'or', 'the', 'to', 'with', 'will', 'our', 'we', 'you', 'your'],
  // Thai: conjunctions, particles and prepositions
  ...['และ', 'หรือ', 'ที่', 'ใน', 'ของ', 'กับ', 'ให้', 'ได้', 'เป็น', 'มี', 'จะ', 'ไม่', 'แต่', 'โดย', 'เพื่อ', 'จาก', 'ซึ่ง', 'อยู่', 'นี้', 'ๆ'],
  // Lao
  ...['ແລະ', 'ຫຼື', 'ທີ່', 'ໃນ', 'ຂອງ', 'ກັບ', 'ໃຫ້', 'ໄດ້', 'ເປັນ', 'ມີ', 'ຈະ', 'ບໍ່', 'ແຕ່', 'ໂດຍ', 'ເພື່ອ', 'ຈາກ', 'ຊຶ່ງ', 'ຢູ່', 'ນີ້'],
  // Chinese
  ...['的', '了', '和', '与', '及', '或', '在', '是', '有', '等', '对', '为', '并', '也', '就', '都', '而', '之'],
]);

// Lao ໜ and ໝ are also typed as two letters (ຫນ, ຫມ), which ICU's dictionary does not know: the ligatures go in
const LAO_HO_PAIRS = /\u0EAB([\u0E99\u0EA1])/g;
const laoLigatureOf = (_pair: string, second: string) => (second === '\u0E99' ? '\u0EDC' : '\u0EDD');

/** Canonical composition, lower case and Lao ligatures: what ICU segments best. */
export function normaliseText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(LAO_HO_PAIRS, laoLigatureOf);
}

/**
 * A word as the index keeps it: NFKC folds full-width letters and digits (ＡＰＩ, １２３) and compatibility forms.
 * Applied to each word after segmenting, never before: NFKC splits Thai ำ and Lao ໝ into two characters, and ICU
 * then cuts ทำงาน into nonsense.
 */
export function foldWord(word: string): string {
  return word.normalize('NFKC').toLowerCase();
}

/** The words of a text, in order: ICU's word-like segments, folded, without stopwords and overlong runs. */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const segment of segmenter.segment(normaliseText(text))) {
    if (!segment.isWordLike) continue;
    const word = foldWord(segment.segment);
    if ([...word].length > MAX_WORD_LENGTH || stopwords.has(word)) continue;
    words.push(word);
  }
  return words;
}

/** tsvector weights: A for the title and the company, B for labels, D (the default) for the text sections. */
export type SearchWeight = 'A' | 'B' | 'C' | 'D';

export interface SearchField {
  text: string | null | undefined;
  weight: SearchWeight;
}

// tsvector positions stop at 16383; later words keep the last position (PostgreSQL's own rule)
const MAX_POSITION = 16383;

/** A lexeme quoted for tsvector and tsquery input: inside single quotes, quotes doubled and backslashes escaped. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The tsvector input text of a posting: every word of every field with its position and the field's weight, a gap
 * of one position between fields (a phrase never runs from one field into the next), plus `extraLexemes` (tags such
 * as `=industry:internet`, which no word can equal or start with: ICU never yields one beginning with `=`).
 */
export function searchDocument(fields: readonly SearchField[], extraLexemes: readonly string[] = []): string {
  const entries: string[] = [];
  let position = 0;
  for (const field of fields) {
    if (!field.text) continue;
    for (const word of searchWords(field.text)) {
      position = Math.min(position + 1, MAX_POSITION);
      entries.push(`${quoteLexeme(word)}:${position}${field.weight === 'D' ? '' : field.weight}`);
    }
    position = Math.min(position + 1, MAX_POSITION);
  }
  for (const lexeme of extraLexemes) entries.push(quoteLexeme(lexeme));
  return entries.join(' ');
}

/** The tag lexeme for a dictionary value of a posting (`=industry:internet`), matched when a query names its label. */
export function tagLexeme(kind: string, value: string): string {
  return `=${kind}:${value}`;
}

/**
 * A typed word: the ICU pieces it splits into (a phrase, in order). `วิศวกรซอฟต์แวร์` is one typed word of two
 * pieces; `工程师` one of two (`工程`, `师`).
 */
export type QueryWord = string[];

// what separates typed words besides spaces: punctuation nobody puts inside a word, in ASCII and full-width forms;
// `.`, `-`, `+`, `#`, `_` and apostrophes stay, since words such as node.js, e-mail and c# carry them
const WORD_SEPARATORS = /[\s,;:!?()[\]{}"“”‘’|/\\<>@&*=~^`。、，；：！？（）［］｛｝＂｜／＼＜＞＠＆＊＝～＾｀【】《》「」『』…]+/u;

/** Most typed words a query keeps; the rest are ignored (a pasted paragraph is not a search). */
export const MAX_QUERY_WORDS = 8;

/** The words of a search box, each as its ICU pieces; stopwords and punctuation are dropped, empty words too. */
export function parseSearchWords(input: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const typed of normaliseText(input).split(WORD_SEPARATORS)) {
    const pieces = searchWords(typed);
    if (pieces.length > 0) words.push(pieces);
    if (words.length === MAX_QUERY_WORDS) break;
  }
  return words;
}

/** Pieces this long or longer are also matched as a prefix (`ซอฟต์แว` finds ซอฟต์แวร์); a one-letter prefix would match too much. */
export const MIN_PREFIX_LENGTH = 2;

/**
 * One typed word as tsquery input: its pieces as a phrase (`<->`), the last one also as a prefix, so a word cut short
 * or the head of a compound ICU keeps whole (`วิศว` in วิศวกร) still matches; or'ed with the tags of dictionary values
 * whose labels the word names (`=industry:internet` for "IT").
 */
export function wordQuery(pieces: QueryWord, tags: readonly string[] = []): string {
  const phrase = pieces
    .map((piece, index) => (index === pieces.length - 1 && [...piece].length >= MIN_PREFIX_LENGTH ? `${quoteLexeme(piece)}:*` : quoteLexeme(piece)))
    .join(' <-> ');
  if (tags.length === 0) return phrase;
  return `(${[pieces.length > 1 ? `(${phrase})` : phrase, ...tags.map(quoteLexeme)].join(' | ')})`;
}

/** The words of a query ANDed, as tsquery input; undefined when nothing searchable was typed. */
export function searchQuery(words: readonly QueryWord[], tagsOf: (word: QueryWord) => readonly string[] = () => []): string | undefined {
  if (words.length === 0) return undefined;
  return words.map((word) => wordQuery(word, tagsOf(word))).join(' & ');
}

/**
 * Whether a label (`Internet and IT`, `互联网/IT`) contains the typed word as a phrase, its last piece as a prefix:
 * the same rule the index applies to postings, so "本科" names the education value labelled 本科 and "ไอที" the
 * industry labelled อินเทอร์เน็ตและไอที.
 */
export function labelMatches(labelWords: readonly string[], pieces: QueryWord): boolean {
  if (pieces.length === 0) return false;
  for (let start = 0; start + pieces.length <= labelWords.length; start++) {
    const matches = pieces.every((piece, index) => {
      const word = labelWords[start + index]!;
      const isLast = index === pieces.length - 1;
      return word === piece || (isLast && [...piece].length >= MIN_PREFIX_LENGTH && word.startsWith(piece));
    });
    if (matches) return true;
  }
  return false;
}
