import { MIN_PREFIX_LENGTH, type QueryWord } from '@jobmarket/projections';
import type { Knex } from 'knex';

/**
 * How common a search's words are, from PostgreSQL's own statistics of the search table (`pg_stats`: the most common
 * lexemes of `document` and the share of rows holding each, as ANALYZE keeps them). The adapter reads a common word's
 * newest matches by walking the publish-time index and checking each row (a few rows suffice), and a rarer one's off
 * the RUM index in publish-time order (which sorts all of a word's postings, fine for a few thousand, not for a fifth
 * of the table). Measured on 100,000 jobs: a word in 20% of them 7.4 ms through RUM, 0.3 ms by the walk; a word in 1%
 * 0.8 ms through RUM, 3.8 ms by the walk.
 */
export interface WordShares {
  /** The share of rows (0..1) holding the lexeme, or any lexeme it begins when `asPrefix`. */
  shareOf(lexeme: string, asPrefix: boolean): number;
}

/**
 * At or above this share of the table a query's newest matches are found by walking the newest jobs. With the count
 * (up to 1,000 matches) in the same statement, the walk pays only for the most common words: over the benchmark's 139
 * searches (100,000 jobs, one client) thresholds of 0.05 to 1 gave the same median, 9 ms, and 0.1 the lowest tail.
 */
export const COMMON_SHARE = 0.1;

export function wordSharesOf(elements: readonly string[], frequencies: readonly number[]): WordShares {
  const shares = new Map(elements.map((element, index) => [element, frequencies[index] ?? 0]));
  // a lexeme not among the most common is rarer than the least common listed one
  const listed = frequencies.slice(0, elements.length);
  const floor = listed.length > 0 ? Math.min(...listed) : 0;
  const sorted = [...elements].sort();
  return {
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
    const phrase = Math.min(...pieces.map((piece, index) => shares.shareOf(piece, index === pieces.length - 1 && [...piece].length >= MIN_PREFIX_LENGTH)));
    const named = tagsOf(pieces).reduce((sum, tag) => sum + shares.shareOf(tag, false), 0);
    share *= Math.min(1, phrase + named);
  }
  for (const tag of filterTags) share *= shares.shareOf(tag, false);
  return share;
}

const STATISTICS_TTL_MS = 300_000;

/** The statistics of a table's `document` column, reread every five minutes (ANALYZE changes them slowly). */
export function wordShareSource(db: Knex, table: string) {
  let current: { shares: WordShares; loadedAt: number } | undefined;
  let loading: Promise<WordShares> | undefined;
  const load = () =>
    (loading ??= db
      .raw<{ rows: { elements: string[] | null; frequencies: number[] | null }[] }>(
        `select most_common_elems::text::text[] as elements, most_common_elem_freqs as frequencies
           from pg_stats where schemaname = current_schema() and tablename = ? and attname = 'document'`,
        [table],
      )
      .then(({ rows }) => {
        // no statistics yet (a new table): every word counts as rare, which the RUM order handles well at that size
        const shares = wordSharesOf(rows[0]?.elements ?? [], rows[0]?.frequencies ?? []);
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
