import type { CountryCode } from '@jobmarket/contracts';
import { JOB_SEARCH_TABLE, parseSearchWords, quoteLexeme, searchIndexKindOf, searchQuery, tagLexeme, type SearchIndexKind } from '@jobmarket/projections';
import type { Knex } from 'knex';
import type { QueryTagSource } from './queryTags';
import { COMMON_SHARE, estimatedShare, wordShareSource, type WordShareSource } from './wordShares';

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
}

export interface JobSearchResult {
  hits: JobSearchHit[];
  /** Matching jobs, counted up to SEARCH_TOTAL_CAP. */
  total: number;
  /** More than SEARCH_TOTAL_CAP jobs match: `total` is the cap. */
  isTotalCapped: boolean;
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
 * Matches are counted no further than this: counting every match of a common word costs more than the page itself
 * (at 100,000 jobs, 50 ms to count 10,000 against 6 ms for 1,000), and nobody pages through a thousand results (the
 * page says "1,000+").
 */
export const SEARCH_TOTAL_CAP = 1_000;

/** A search as one SQL statement over the search table: the page of cards and the capped count. */
export interface SearchStatement {
  sql: string;
  bindings: (string | number)[];
}

// RUM orders by distance to a point in time: from the far future, the newest come first
const FAR_FUTURE = '9999-12-31T00:00:00Z';

const CARD_COLUMNS = 'job_id, publisher_id, position, company, industry, education, min_salary, max_salary, currency, province_code, district_code, publish_time';

/** The tags of a search's exact filters: every posting carries its own (searchRow.ts), so the index applies them. */
export function filterTagsOf(criteria: JobSearchCriteria): string[] {
  const tags: string[] = [];
  if (criteria.industry) tags.push(tagLexeme('industry', criteria.industry));
  if (criteria.education) tags.push(tagLexeme('education', criteria.education));
  if (criteria.country) tags.push(tagLexeme('country', criteria.country));
  if (criteria.provinceCode) tags.push(tagLexeme('province', criteria.provinceCode));
  if (criteria.districtCode) tags.push(tagLexeme('district', criteria.districtCode));
  return tags;
}

/** How a search reads the index: its tsquery input (words and filter tags ANDed) and the share of jobs it may match. */
export interface SearchPlan {
  tsquery: string | undefined;
  /** 0..1, from the table's statistics (wordShares.ts); decides how the newest matches are read. */
  estimatedShare: number;
}

/**
 * The statement a search runs, given its plan and the kind of index the search table has. One round trip: the capped
 * count, and beside it the page (a lateral join, so the page's rows come back in order after the count's row).
 * Industry, education and place are in the tsquery as tags, so the index intersects them with the words instead of
 * the table filtering the rows it fetched. Exported for the benchmark, which runs the very same SQL bare.
 */
export function searchStatement(criteria: JobSearchCriteria, plan: SearchPlan, indexKind: SearchIndexKind): SearchStatement {
  const { tsquery } = plan;
  const conditions: string[] = [];
  const filterBindings: (string | number)[] = [];
  const where = (condition: string, ...values: (string | number)[]) => {
    conditions.push(condition);
    filterBindings.push(...values);
  };
  if (tsquery) where('document @@ ?::tsquery', tsquery);
  // ranges overlap when each starts before the other ends
  if (criteria.minSalary !== undefined) where('max_salary >= ?', criteria.minSalary);
  if (criteria.maxSalary !== undefined) where('min_salary <= ?', criteria.maxSalary);
  if (criteria.postedWithinDays !== undefined) where(`publish_time >= now() - ? * interval '1 day'`, criteria.postedWithinDays);
  const whereSql = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';

  // the newest matches: in order off the RUM index for a rarer word (it keeps each posting's publish time beside its
  // words), by walking the publish-time index for a common one (a few rows deep) or where there is no RUM
  const inRumOrder = tsquery !== undefined && indexKind === 'rum' && plan.estimatedShare < COMMON_SHARE;
  const newestOrder = inRumOrder ? 'publish_time <=| ?::timestamptz' : 'publish_time desc, job_id desc';
  const newestBindings = inRumOrder ? [FAR_FUTURE] : [];
  const page = [criteria.limit, criteria.offset];

  if (tsquery && criteria.sort !== 'newest') {
    // best paid or best matching among the newest SEARCH_TOTAL_CAP matches, the set the count describes: sorting every
    // match of a common word by salary would fetch a fifth of the table, and the salary index would check every job of
    // the country whose currency has the largest amounts first
    const pageOrder = criteria.sort === 'salary' ? 'max_salary desc, min_salary desc, publish_time desc, job_id desc' : 'ts_rank(document, ?::tsquery) desc, publish_time desc, job_id desc';
    const pageOrderBindings = criteria.sort === 'salary' ? [] : [tsquery];
    const sql = `with matches as materialized (
        select ${CARD_COLUMNS}${criteria.sort === 'relevance' ? ', document' : ''} from ${JOB_SEARCH_TABLE} ${whereSql} order by ${newestOrder} limit ?)
      select page.*, counted.total
        from (select count(*)::int as total from matches) as counted
        left join lateral (
          select ${CARD_COLUMNS}, row_number() over (order by ${pageOrder}) as page_row from matches order by ${pageOrder} limit ? offset ?
        ) as page on true
       order by page.page_row`;
    return { sql, bindings: [...filterBindings, ...newestBindings, SEARCH_TOTAL_CAP + 1, ...pageOrderBindings, ...pageOrderBindings, ...page] };
  }

  // newest first, or without words the best paid of all (the salary index walks them in order)
  const order = criteria.sort === 'salary' ? 'max_salary desc, min_salary desc, publish_time desc, job_id desc' : newestOrder;
  const orderBindings = criteria.sort === 'salary' ? [] : newestBindings;
  const sql = `select page.*, counted.total
    from (select count(*)::int as total from (select 1 from ${JOB_SEARCH_TABLE} ${whereSql} limit ?) as capped) as counted
    left join lateral (
      select ${CARD_COLUMNS}, row_number() over () as page_row
        from (select ${CARD_COLUMNS} from ${JOB_SEARCH_TABLE} ${whereSql} order by ${order} limit ? offset ?) as ordered
    ) as page on true
    order by page.page_row`;
  return { sql, bindings: [...filterBindings, SEARCH_TOTAL_CAP + 1, ...filterBindings, ...orderBindings, ...page] };
}

/** A job card's columns of the search table, as the driver answers them (numeric as text). */
export interface SearchCardRow {
  job_id: number;
  publisher_id: number;
  position: string;
  company: string;
  industry: string;
  education: string;
  min_salary: string;
  max_salary: string;
  currency: string;
  province_code: string;
  district_code: string;
  publish_time: Date;
}

/** A search page's row: a card (absent when the page is past the last match) and the count. */
type SearchRow = Omit<SearchCardRow, 'job_id'> & { job_id: number | null; total: number };

/**
 * The plan of a search: its words (each or'ed with the tags of the labels and places it names) and its filters' tags
 * ANDed into one tsquery, and how common they are. A box of stopwords or punctuation alone (`the`, `และ`) has no
 * searchable word: the filters apply as if it were empty.
 */
export async function planSearch(criteria: JobSearchCriteria, tags: QueryTagSource, shares: WordShareSource): Promise<SearchPlan> {
  const words = parseSearchWords(criteria.keywords ?? '');
  const filterTags = filterTagsOf(criteria);
  if (words.length === 0 && filterTags.length === 0) return { tsquery: undefined, estimatedShare: 1 };
  const [index, statistics] = await Promise.all([tags.index(), shares.shares()]);
  const tagsOf = (word: string[]) => index.tagsOf(word);
  const tsquery = [searchQuery(words, tagsOf), ...filterTags.map(quoteLexeme)].filter((part): part is string => Boolean(part)).join(' & ');
  return { tsquery, estimatedShare: estimatedShare(statistics, words, tagsOf, filterTags) };
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
      const [plan, kind] = await Promise.all([planSearch(criteria, tags, shares), kindOfIndex()]);
      const statement = searchStatement(criteria, plan, kind);
      const { rows } = await db.raw<{ rows: SearchRow[] }>(statement.sql, statement.bindings);
      const total = rows[0]?.total ?? 0;
      return {
        hits: rows.filter((row): row is SearchRow & { job_id: number } => row.job_id !== null).map(hitOf),
        total: Math.min(total, SEARCH_TOTAL_CAP),
        isTotalCapped: total > SEARCH_TOTAL_CAP,
      };
    },
  };
}

export const hitOf = (row: SearchCardRow): JobSearchHit => ({
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
});
