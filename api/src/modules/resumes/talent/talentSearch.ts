import { experienceYearBuckets } from '@jobmarket/contracts';
import {
  parseSearchWords,
  quoteLexeme,
  RESUME_UNLOCKS_TABLE,
  RESUMES_TABLE,
  searchIndexKindOf,
  searchQuery,
  tagLexeme,
  type QueryWord,
  type SearchIndexKind,
} from '@jobmarket/projections';
import type { Knex } from 'knex';
import type { QueryTagSource } from '../../jobs/search/queryTags';
import type { ResumeRecord } from '../queries';

/**
 * Matches are counted no further than this (as the job search): nobody pages through a thousand resumes, and counting
 * every match of a common word would cost more than the page.
 */
export const TALENT_TOTAL_CAP = 1_000;

/** What a publisher asks of the talent search (`GET /resumes/talent/page`, already validated). */
export interface TalentCriteria {
  keywords?: string;
  education?: string;
  industry?: string;
  provinceCode?: string;
  /**
   * At least this many whole years. The projection tags each resume with every `experienceYearBuckets` value up to its
   * years: the index applies the bucket at or below, and a value between buckets is checked on the rows too.
   */
  minYears?: number;
  offset: number;
  limit: number;
}

/** The tags of a search's exact filters: every searchable resume carries its own (projections resumes/). */
export function talentFilterTags(criteria: TalentCriteria): string[] {
  const tags: string[] = [];
  if (criteria.education) tags.push(tagLexeme('education', criteria.education));
  if (criteria.industry) tags.push(tagLexeme('industry', criteria.industry));
  if (criteria.provinceCode) tags.push(tagLexeme('province', criteria.provinceCode));
  if (criteria.minYears) tags.push(tagLexeme('years', String(yearBucketOf(criteria.minYears))));
  return tags;
}

/** The largest experience bucket at or below `years` (the tag every resume with at least `years` carries). */
export const yearBucketOf = (years: number): number => Math.max(...experienceYearBuckets.filter((bucket) => bucket <= years));

/** Whether a years filter needs checking on the rows: it falls between buckets, so its tag matches a little more. */
const yearsCheckedOnRows = (criteria: Pick<TalentCriteria, 'minYears'>) => criteria.minYears !== undefined && yearBucketOf(criteria.minYears) !== criteria.minYears;

/**
 * The search's tsquery input: each typed word as its ICU pieces (Thai, Lao and Chinese segmented as the index was),
 * or'ed with the dictionary labels and places it names, and the filters' tags, all ANDed; undefined when neither words
 * nor filters were given (then every searchable resume matches).
 */
export function talentTsquery(criteria: TalentCriteria, tagsOf: (word: QueryWord) => readonly string[] = () => []): string | undefined {
  const words = parseSearchWords(criteria.keywords ?? '');
  const parts = [searchQuery(words, tagsOf), ...talentFilterTags(criteria).map(quoteLexeme)].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' & ') : undefined;
}

/** The columns a card reads (files, the seeker's id and the search document stay behind). */
const CARD_COLUMNS = [
  'id',
  'name',
  'gender',
  'age',
  'university',
  'education',
  'industry',
  'phone',
  'email',
  'specialties',
  'experience_years',
  'latest_title',
  'province_code',
  'district_code',
  'created_at',
  'updated_at',
] as const;

/** A card row as the statement answers it: the resume's columns and whether this publisher unlocked it. */
export type TalentCardRow = Pick<ResumeRecord, (typeof CARD_COLUMNS)[number]> & { unlocked: boolean };
/** A row of the statement: a card (its columns null when the page is past the last match) and the capped count. */
type TalentStatementRow = (TalentCardRow | { [K in keyof TalentCardRow]: null }) & { total: number; page_row: number | null };

// RUM orders by distance to a point in time: from the far future, the newest come first
const FAR_FUTURE = '9999-12-31T00:00:00Z';

/**
 * One statement, one round trip: the newest TALENT_TOTAL_CAP + 1 matches (searchable resumes only: the projection
 * leaves `search_document` null otherwise; off RUM in order when the index is RUM), their count, and the page of
 * them, ranked by relevance when words or filters were given. Only the page's ids are joined back to the wide rows
 * (joining every match before the limit cost ~3 ms of a ~10 ms search over 100,000 resumes). Exported for the benchmark, which runs the same SQL bare.
 */
export function talentSearchStatement(
  criteria: Pick<TalentCriteria, 'offset' | 'limit' | 'minYears'>,
  tsquery: string | undefined,
  publisherId: number,
  indexKind: SearchIndexKind,
): { sql: string; bindings: (string | number)[] } {
  const inRumOrder = tsquery !== undefined && indexKind === 'rum';
  const rank = tsquery ? 'ts_rank(m.search_document, ?::tsquery) desc, ' : '';
  const pageOrder = `${rank}m.created_at desc, m.id desc`;
  const sql = `with matches as materialized (
      select id, created_at${tsquery ? ', search_document' : ''} from ${RESUMES_TABLE}
       where searchable and ${tsquery ? 'search_document @@ ?::tsquery' : 'search_document is not null'}${yearsCheckedOnRows(criteria) ? ' and experience_years >= ?' : ''}
       order by ${inRumOrder ? 'created_at <=| ?::timestamptz' : 'created_at desc, id desc'} limit ?),
    page_ids as (
      select m.id, row_number() over (order by ${pageOrder}) as page_row
        from matches m
       order by ${pageOrder}
       limit ? offset ?)
    select page.*, counted.total
      from (select count(*)::int as total from matches) as counted
      left join lateral (
        select ${CARD_COLUMNS.map((column) => `r.${column}`).join(', ')},
               exists (select 1 from ${RESUME_UNLOCKS_TABLE} u where u.publisher_id = ? and u.resume_id = r.id) as unlocked,
               p.page_row
          from page_ids p join ${RESUMES_TABLE} r on r.id = p.id
      ) as page on true
     order by page.page_row`;
  const rankBindings = tsquery ? [tsquery] : [];
  return {
    sql,
    bindings: [
      ...(tsquery ? [tsquery] : []),
      ...(yearsCheckedOnRows(criteria) ? [criteria.minYears!] : []),
      ...(inRumOrder ? [FAR_FUTURE] : []),
      TALENT_TOTAL_CAP + 1,
      ...rankBindings,
      ...rankBindings,
      criteria.limit,
      criteria.offset,
      publisherId,
    ],
  };
}

/** A page of the talent search: its rows and the count of all matches, at most TALENT_TOTAL_CAP. */
export interface TalentPage {
  rows: TalentCardRow[];
  total: number;
}

/** The talent search over PostgreSQL: the resume read model's search document, its RUM or GIN index. */
export function talentSearch(db: Knex, tags: QueryTagSource) {
  // the kind of index decides the ORDER BY; it changes only when the projection is rebuilt elsewhere, so ask now and then
  let indexKind: { kind: SearchIndexKind; checkedAt: number } | undefined;
  const kindOfIndex = async () => {
    if (!indexKind || Date.now() - indexKind.checkedAt > 60_000) indexKind = { kind: await searchIndexKindOf(db, RESUMES_TABLE), checkedAt: Date.now() };
    return indexKind.kind;
  };

  return {
    /** A page of the resumes matching `criteria`, as `publisherId` sees them (which they unlocked). */
    async search(criteria: TalentCriteria, publisherId: number): Promise<TalentPage> {
      const [index, kind] = await Promise.all([tags.index(), kindOfIndex()]);
      const tsquery = talentTsquery(criteria, (word) => index.tagsOf(word));
      // pages end where the count does
      const page = criteria.offset >= TALENT_TOTAL_CAP ? { ...criteria, offset: TALENT_TOTAL_CAP, limit: 0 } : criteria;
      const { sql, bindings } = talentSearchStatement(page, tsquery, publisherId, kind);
      const { rows } = await db.raw<{ rows: TalentStatementRow[] }>(sql, bindings);
      const cards = rows.flatMap(({ total: _total, page_row: _row, ...card }) => (card.id === null ? [] : [card as TalentCardRow]));
      return { rows: cards, total: Math.min(rows[0]?.total ?? 0, TALENT_TOTAL_CAP) };
    },
  };
}
export type TalentSearch = ReturnType<typeof talentSearch>;
