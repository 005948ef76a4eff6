import { MIN_PREFIX_LENGTH, type QueryWord } from '@jobmarket/projections';
import type { Knex } from 'knex';

/**
 * How common a search's words are, from PostgreSQL's own statistics of the search table (`pg_stats`: the most common
 * lexemes of `document` and the share of rows holding each, as ANALYZE keeps them, and the table's row count). The
 * adapter reads a common word's newest matches by walking the publish-time index and checking each row (a few rows
 * suffice), and a rarer one's off the RUM index in publish-time order (which sorts all of a word's postings, fine for
 * a few thousand, not for a fifth of the table); the same figures estimate a common search's total (searchStatement.ts).
 */
export interface WordShares {
  /** The share of rows (0..1) holding the lexeme, or any lexeme it begins when `asPrefix`. */
  shareOf(lexeme: string, asPrefix: boolean): number;
  /** Rows in the table when it was last analyzed (0 before). */
  rows: number;
  /** Whether the lexeme (or one it begins, `asPrefix`) is among the table's most common: its share is then measured. */
  isListed(lexeme: string, asPrefix: boolean): boolean;
}

/**
 * At or above this share of the table (and expected to match far more than the count's cap) a single word's newest
 * matches are found by walking the newest jobs: about 20 / share rows, checked one by one, where RUM would read and
 * sort every posting of the word. Measured on 100,000 realistic jobs (loaded machine): a word in 20% of them 0.4 ms
 * by the walk against 14 ms off RUM; around 4% the two cost the same.
 */
export const COMMON_SHARE = 0.05;

export function wordSharesOf(elements: readonly string[], frequencies: readonly number[], rows = 0): WordShares {
  const shares = new Map(elements.map((element, index) => [element, frequencies[index] ?? 0]));
  // a lexeme not among the most common is rarer than the least common listed one
  const listed = frequencies.slice(0, elements.length);
  const floor = listed.length > 0 ? Math.min(...listed) : 0;
  const sorted = [...elements].sort();
  return {
    rows,
    isListed: (lexeme, asPrefix) => shares.has(lexeme) || (asPrefix && sorted.some((element) => element.startsWith(lexeme))),
    shareOf(lexeme, asPrefix) {
      if (!asPrefix) return shares.get(lexeme) ?? floor;
      let total = 0;
      for (const element of sorted) if (element.startsWith(lexeme)) total += shares.get(element)!;
      return Math.min(1, Math.max(total, shares.get(lexeme) ?? floor));
    },
  };
}

/**
 * The share of jobs a query may match: every word must, so the shares multiply (as the planner assumes, words being
 * independent: a Lao word with the internet filter is rare even when each alone is common); a word is its pieces in a
 * row (as rare as its rarest piece, the last one also as a prefix) or one of the tags it names.
 */
export function estimatedShare(shares: WordShares, words: readonly QueryWord[], tagsOf: (word: QueryWord) => readonly string[], filterTags: readonly string[]): number {
  let share = 1;
  for (const pieces of words) {
    const phrase = Math.min(...pieces.map((piece, index) => shares.shareOf(piece, isPrefix(pieces, index))));
    const named = tagsOf(pieces).reduce((sum, tag) => sum + shares.shareOf(tag, false), 0);
    share *= Math.min(1, phrase + named);
  }
  for (const tag of filterTags) share *= shares.shareOf(tag, false);
  return share;
}

const isPrefix = (pieces: QueryWord, index: number) => index === pieces.length - 1 && [...pieces[index]!].length >= MIN_PREFIX_LENGTH;

/**
 * Whether a query has a rare word: one whose rarest piece is not among the table's most common lexemes (and that
 * names no tag), so it matches fewer jobs than the least common listed one.
 */
export function hasRareWord(shares: WordShares, words: readonly QueryWord[], tagsOf: (word: QueryWord) => readonly string[]): boolean {
  return words.some((pieces) => tagsOf(pieces).length === 0 && pieces.some((piece, index) => !shares.isListed(piece, isPrefix(pieces, index))));
}

const STATISTICS_TTL_MS = 300_000;

/** The statistics of a table's `document` column, reread every five minutes (ANALYZE changes them slowly). */
export function wordShareSource(db: Knex, table: string) {
  let current: { shares: WordShares; loadedAt: number } | undefined;
  let loading: Promise<WordShares> | undefined;
  const load = () =>
    (loading ??= db
      .raw<{ rows: { elements: string[] | null; frequencies: number[] | null; rows: number }[] }>(
        `select s.most_common_elems::text::text[] as elements, s.most_common_elem_freqs as frequencies, greatest(c.reltuples, 0)::float8 as rows
           from pg_class c left join pg_stats s on s.schemaname = current_schema() and s.tablename = c.relname and s.attname = 'document'
          where c.oid = to_regclass(?)`,
        [table],
      )
      .then(({ rows }) => {
        // no statistics yet (a new table): every word counts as rare, which the RUM order handles well at that size
        const shares = wordSharesOf(rows[0]?.elements ?? [], rows[0]?.frequencies ?? [], Number(rows[0]?.rows ?? 0));
        current = { shares, loadedAt: Date.now() };
        return shares;
      })
      .finally(() => (loading = undefined)));
  return {
    async shares(): Promise<WordShares> {
      if (!current) return load();
      if (Date.now() - current.loadedAt > STATISTICS_TTL_MS) load().catch(() => undefined);
      return current.shares;
    },
  };
}
export type WordShareSource = ReturnType<typeof wordShareSource>;
