import type { LabelTranslations } from '@jobmarket/contracts';
import { DICT_DATA_TABLE, labelMatches, MIN_PREFIX_LENGTH, REGIONS_TABLE, searchWords, tagLexeme, type QueryWord } from '@jobmarket/projections';
import type { Knex } from 'knex';

/** A name something is known by (a dictionary label in any language, a place name) and the tag postings carry for it. */
export interface NamedTag {
  words: string[];
  tag: string;
}

/** Most tags one typed word expands to: a two-letter prefix of a common place name must not make a huge query. */
export const MAX_TAGS_PER_WORD = 30;

/**
 * The tags a typed word names: the industries and education levels whose label, in any of the four languages, holds
 * the word (its pieces in a row, the last as a prefix), and the countries, provinces and districts whose English or
 * local name does. Postings carry these tags (projections searchRow.ts), so "IT", "ไอที" or "本科" find jobs by their
 * dictionary value, and "Bangkok" or "北京" by their place, whatever words their text uses.
 */
export class QueryTagIndex {
  // every word of every name, sorted, with where it stands: prefix lookups are a binary search
  private readonly words: { word: string; name: number; start: number }[] = [];

  constructor(private readonly names: readonly NamedTag[]) {
    names.forEach((name, index) => name.words.forEach((word, start) => this.words.push({ word, name: index, start })));
    this.words.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  }

  tagsOf(pieces: QueryWord): string[] {
    const first = pieces[0];
    if (!first) return [];
    // a one-piece word may be the start of a name's word; a longer one must match its first piece exactly
    const asPrefix = pieces.length === 1 && [...first].length >= MIN_PREFIX_LENGTH;
    const tags = new Set<string>();
    for (let index = this.lowerBound(first); index < this.words.length; index++) {
      const candidate = this.words[index]!;
      if (asPrefix ? !candidate.word.startsWith(first) : candidate.word !== first) break;
      const name = this.names[candidate.name]!;
      if (labelMatches(name.words.slice(candidate.start), pieces)) tags.add(name.tag);
      if (tags.size === MAX_TAGS_PER_WORD) break;
    }
    return [...tags];
  }

  private lowerBound(word: string): number {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[middle]!.word < word) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** Staff may relabel dictionary items at any time; a minute-old label only widens or narrows a search a little. */
const TAGS_TTL_MS = 60_000;

/** The names the tags are read from: job dictionaries (read model) and the region table (reference data). */
export async function loadNamedTags(db: Knex): Promise<NamedTag[]> {
  const named: NamedTag[] = [];
  const add = (tag: string, ...names: (string | null | undefined)[]) => {
    for (const name of new Set(names.filter((value): value is string => Boolean(value)))) {
      const words = searchWords(name);
      if (words.length > 0) named.push({ words, tag });
    }
  };
  const items: { dict_code: 'industry' | 'education'; value: string; label: string; label_i18n: LabelTranslations | null }[] = await db(DICT_DATA_TABLE)
    .whereIn('dict_code', ['industry', 'education'])
    .where({ status: 1 })
    .select('dict_code', 'value', 'label', 'label_i18n');
  for (const item of items) add(tagLexeme(item.dict_code, item.value), item.label, ...Object.values(item.label_i18n ?? {}));
  // reference data from migration 012; a database migrated before it simply has no place names to match
  const { rows } = await db.raw<{ rows: { exists: boolean }[] }>('select to_regclass(?) is not null as exists', [REGIONS_TABLE]);
  if (rows[0]?.exists) {
    const regions: { code: string; level: 'country' | 'province' | 'district'; name_en: string; name_local: string }[] = await db(REGIONS_TABLE).select(
      'code',
      'level',
      'name_en',
      'name_local',
    );
    for (const region of regions) add(tagLexeme(region.level, region.code), region.name_en, region.name_local);
  }
  return named;
}

/**
 * A QueryTagIndex kept for a minute, reloaded in the background of the first query after that; one per database, so
 * that one invalidate() (dictionary edits: followDictionaryEdits) reaches every search that reads it.
 */
export function queryTagSource(db: Knex): QueryTagSource {
  let source = tagSources.get(db);
  if (!source) tagSources.set(db, (source = newQueryTagSource(db)));
  return source;
}

function newQueryTagSource(db: Knex) {
  let current: { index: QueryTagIndex; loadedAt: number } | undefined;
  let loading: Promise<QueryTagIndex> | undefined;
  // a load that began before an invalidate() answers its own query but is not kept
  let generation = 0;
  const load = () => {
    if (loading) return loading;
    const startedIn = generation;
    const started: Promise<QueryTagIndex> = loadNamedTags(db)
      .then((names) => {
        const index = new QueryTagIndex(names);
        if (startedIn === generation) current = { index, loadedAt: Date.now() };
        return index;
      })
      .finally(() => {
        if (loading === started) loading = undefined;
      });
    return (loading = started);
  };
  return {
    async index(): Promise<QueryTagIndex> {
      if (!current) return load();
      // a stale index still answers; the next query gets the fresh one
      if (Date.now() - current.loadedAt > TAGS_TTL_MS) load().catch(() => undefined);
      return current.index;
    },
    invalidate(): void {
      generation += 1;
      current = undefined;
      loading = undefined;
    },
  };
}
export type QueryTagSource = ReturnType<typeof newQueryTagSource>;
const tagSources = new WeakMap<Knex, QueryTagSource>();
