import type { CountryCode } from '@jobmarket/contracts';
import { JOB_SEARCH_TABLE, parseSearchWords, quoteLexeme, searchIndexKindOf, searchQuery, type SearchIndexKind } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { estimatedRows } from '../../../http/rowEstimate';
import type { QueryTagSource } from './queryTags';
import { filterTagsOf, pageOfSearch, searchConditions, searchStatement, type SearchCardRow, type SearchPlan, type SearchStatementRow } from './searchStatement';
import { estimatedShare, hasRareWord, wordShareSource, type WordShareSource } from './wordShares';

export type JobSearchSort = 'newest' | 'salary' | 'relevance';

/** What a visitor asks of the job board (`GET /jobs/search`). */
export interface JobSearchCriteria {
  /** The search box as typed; every word must match. */
  keywords?: string;
  industry?: string;
  education?: string;
  /** A salary range the job's own range must overlap. */
  minSalary?: number;
  maxSalary?: number;
  country?: CountryCode;
  provinceCode?: string;
  districtCode?: string;
  /** Published within this many days. */
  postedWithinDays?: number;
  sort: JobSearchSort;
  offset: number;
  limit: number;
}

/** An open job as a search returns it: what a result card shows. */
export interface JobSearchHit {
  id: number;
  publisherId: number;
  position: string;
  company: string;
  industry: string;
  education: string;
  minSalary: number;
  maxSalary: number;
  currency: string;
  provinceCode: string;
  districtCode: string;
  publishTime: Date;
  /** Featured until then (pinned on top); null when not featured. */
  featuredUntil: Date | null;
}

export interface JobSearchResult {
  hits: JobSearchHit[];
  /** Matching jobs (the pinned featured ones included), up to SEARCH_TOTAL_CAP (searchStatement.ts). */
  total: number;
  /** More than SEARCH_TOTAL_CAP jobs match (or are estimated to): `total` is the cap. */
  isTotalCapped: boolean;
  /** `total` is an estimate (a common search, counted exactly only so far: searchStatement.ts). */
  isTotalEstimated: boolean;
}

/**
 * The Search port (ARCHITECTURE §3): the job board asks it, an adapter answers. The PostgreSQL adapter below reads
 * the ICU-segmented search projection; an OpenSearch adapter (ICU analysis plugin, fed by a projection from the same
 * events) can take its place when one PostgreSQL is outgrown — README "Job search".
 */
export interface JobSearch {
  search(criteria: JobSearchCriteria): Promise<JobSearchResult>;
}

/**
 * The plan of a search: its words (each or'ed with the tags of the labels and places it names) and its filters' tags
 * ANDed into one tsquery, the share of jobs they match (the table's statistics, in memory: wordShares.ts) and the jobs
 * expected to match every filter: that share of the rows the salary and age filters keep (the planner's estimate of
 * those alone, an EXPLAIN cached for half a minute; the whole table without them). A box of stopwords or punctuation
 * alone (`the`, `และ`) has no searchable word: the filters apply as if it were empty.
 */
export async function planSearch(db: Knex, criteria: JobSearchCriteria, tags: QueryTagSource, shares: WordShareSource): Promise<SearchPlan> {
  const words = parseSearchWords(criteria.keywords ?? '');
  const filterTags = filterTagsOf(criteria);
  const [index, statistics] = await Promise.all([tags.index(), shares.shares()]);
  let tsquery: string | undefined;
  let share = 1;
  let isRare = false;
  if (words.length > 0 || filterTags.length > 0) {
    const tagsOf = (word: string[]) => index.tagsOf(word);
    tsquery = [searchQuery(words, tagsOf), ...filterTags.map(quoteLexeme)].filter((part): part is string => Boolean(part)).join(' & ');
    share = estimatedShare(statistics, words, tagsOf, filterTags);
    isRare = hasRareWord(statistics, words, tagsOf);
  }
  const rowFilters = searchConditions(criteria, undefined);
  let rows = statistics.rows;
  if (rowFilters.conditions.length > 0) rows = await estimatedRows(db(JOB_SEARCH_TABLE).select(db.raw('1')).whereRaw(rowFilters.conditions.join(' and '), rowFilters.bindings));
  return { tsquery, estimatedShare: share, estimatedMatches: Math.round(share * rows), isRare };
}

/** The Search port over PostgreSQL: the search projection (JOB_SEARCH_TABLE), its RUM or GIN index. */
export function postgresJobSearch(db: Knex, tags: QueryTagSource, shares: WordShareSource = wordShareSource(db, JOB_SEARCH_TABLE)): JobSearch {
  // the kind of index decides the ORDER BY; it changes only when the projection is rebuilt elsewhere, so ask now and then
  let indexKind: { kind: SearchIndexKind; checkedAt: number } | undefined;
  const kindOfIndex = async () => {
    if (!indexKind || Date.now() - indexKind.checkedAt > 60_000) indexKind = { kind: await searchIndexKindOf(db, JOB_SEARCH_TABLE), checkedAt: Date.now() };
    return indexKind.kind;
  };

  return {
    async search(criteria) {
      const [plan, kind] = await Promise.all([planSearch(db, criteria, tags, shares), kindOfIndex()]);
      const statement = searchStatement(criteria, plan, kind);
      const { rows } = await db.raw<{ rows: SearchStatementRow[] }>(statement.sql, statement.bindings);
      const page = pageOfSearch(rows, statement, criteria, plan);
      const now = new Date();
      return { hits: page.cards.map((card) => hitOf(card, now)), total: page.total, isTotalCapped: page.isTotalCapped, isTotalEstimated: page.isTotalEstimated };
    },
  };
}

/** A card row as a hit; a promotion past its end (its end event not in yet) no longer features the job. */
export const hitOf = (row: SearchCardRow, now = new Date()): JobSearchHit => ({
  id: row.job_id,
  publisherId: row.publisher_id,
  position: row.position,
  company: row.company,
  industry: row.industry,
  education: row.education,
  minSalary: Number(row.min_salary),
  maxSalary: Number(row.max_salary),
  currency: row.currency,
  provinceCode: row.province_code,
  districtCode: row.district_code,
  publishTime: row.publish_time,
  featuredUntil: row.featured_until && row.featured_until > now ? row.featured_until : null,
});
