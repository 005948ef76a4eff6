import { JOB_SEARCH_TABLE, tagLexeme, type SearchIndexKind } from '@jobmarket/projections';
import { COMMON_SHARE } from './wordShares';
import type { JobSearchCriteria } from './jobSearch';

/**
 * Matches are counted no further than this: counting every match of a common word costs more than the page itself,
 * and nobody pages through a thousand results (the page says "1,000+").
 */
export const SEARCH_TOTAL_CAP = 1_000;

/**
 * A search of common words expected to match more than this many jobs is counted exactly only up to
 * EXACT_COUNT_BOUND: beyond it the total is the estimate (marked so). Counting every search to the cap read its
 * matches twice (through the index for the page, through a bitmap for the count) and fetched a thousand rows to count
 * them; a rare word (not among the table's most common lexemes, whose estimate is only an upper bound) has few
 * matches and is still counted exactly.
 */
export const UNCOUNTED_ABOVE = 500;

/** Matches a common search counts exactly, in the same scan that reads its page; beyond them the estimate speaks. */
export const EXACT_COUNT_BOUND = 100;

/** Featured jobs matching a search pinned above its results, at most (the newest first); more show in their place. */
export const FEATURED_PINNED = 5;

// RUM orders by distance to a point in time: from the far future, the newest come first
const FAR_FUTURE = '9999-12-31T00:00:00Z';

/** What a result card reads of the search table. */
export const CARD_COLUMNS =
  'job_id, publisher_id, position, company, industry, education, min_salary, max_salary, currency, province_code, district_code, publish_time, featured_until';

/** A search as one SQL statement over the search table: featured jobs, the page of cards and the capped count. */
export interface SearchStatement {
  sql: string;
  bindings: (string | number)[];
  /** Where the statement's page of unpinned results starts among all of them (pageOfSearch cuts the page from it). */
  unpinnedOffset: number;
  /** Up to how many matches its `total` counts exactly (0: none; beyond: the estimate). */
  counted: number;
}

/** How a search reads the index: its tsquery input (words and filter tags ANDed) and how many jobs it may match. */
export interface SearchPlan {
  tsquery: string | undefined;
  /** 0..1, from the table's statistics (wordShares.ts); with estimatedMatches, whether a search walks (searchModeOf). */
  estimatedShare: number;
  /** The jobs expected to match every filter, dates and salary included (planSearch). */
  estimatedMatches: number;
  /**
   * A word or tag of it is not among the table's most common lexemes: the estimate is only an upper bound, and its
   * matches are few enough to count exactly.
   */
  isRare: boolean;
}

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

/**
 * The conditions every match meets: the words and tags through the index (or, `checkedOnRows`, checked on each row a
 * walk reads: the function behind `@@`, which the planner cannot turn into an index scan), salary and age on the rows.
 */
export function searchConditions(
  criteria: JobSearchCriteria,
  tsquery: string | undefined,
  checkedOnRows = false,
): { conditions: string[]; bindings: (string | number)[] } {
  const conditions: string[] = [];
  const bindings: (string | number)[] = [];
  const where = (condition: string, ...values: (string | number)[]) => {
    conditions.push(condition);
    bindings.push(...values);
  };
  if (tsquery) where(checkedOnRows ? 'ts_match_vq(document, ?::tsquery)' : 'document @@ ?::tsquery', tsquery);
  // ranges overlap when each starts before the other ends
  if (criteria.minSalary !== undefined) where('max_salary >= ?', criteria.minSalary);
  if (criteria.maxSalary !== undefined) where('min_salary <= ?', criteria.maxSalary);
  if (criteria.postedWithinDays !== undefined) where(`publish_time >= now() - ? * interval '1 day'`, criteria.postedWithinDays);
  return { conditions, bindings };
}

/** How a search reads its matches (searchStatement). */
export type SearchMode = 'matches' | 'walk';

/**
 * How a search reads its matches:
 * - `matches`: its newest matches in one scan, in order off the RUM index, which keeps each posting's publish time
 *   beside its words (or, on GIN, sorted), as many as its count needs: SEARCH_TOTAL_CAP + 1 for a rarer search or to
 *   rank by salary or relevance, EXACT_COUNT_BOUND + 1 (or the page, if deeper) for a common one. The same rows give
 *   the page and the count, so the index is read once;
 * - `walk`: the newest jobs in order, each checked, until the page is full: a few rows deep for a common word (or
 *   none), where the index would read a fifth of the table. Its total is the estimate, unless few jobs are expected.
 */
export function searchModeOf(criteria: JobSearchCriteria, plan: SearchPlan): SearchMode {
  if (!plan.tsquery) return 'walk';
  // a phrase (a word of several pieces) costs the walk a position check on every row: RUM finds its few fast
  const common = plan.estimatedShare >= COMMON_SHARE && plan.estimatedMatches > UNCOUNTED_ABOVE && !plan.tsquery.includes('<->');
  return common && criteria.sort === 'newest' ? 'walk' : 'matches';
}

/** How many of its newest matches a search reads in `matches` mode. */
export function matchesReadOf(criteria: JobSearchCriteria, plan: SearchPlan): number {
  if (criteria.sort !== 'newest' || plan.isRare || plan.estimatedMatches <= UNCOUNTED_ABOVE) return SEARCH_TOTAL_CAP + 1;
  return Math.max(EXACT_COUNT_BOUND, criteria.offset + criteria.limit + FEATURED_PINNED) + 1;
}

/**
 * The statement a search runs, given its plan and the kind of index the search table has: one round trip.
 * - `featured`: up to FEATURED_PINNED featured jobs matching the search (a partial index holds the few featured rows),
 *   sent as one JSON array beside the count; they head the results on the first page and are left out of the rest;
 * - the other matches as searchModeOf reads them, and the page of them. Industry, education and place are in the
 *   tsquery as tags, so the index intersects them with the words instead of the table filtering the rows it fetched.
 * Exported for the benchmark, which runs the very same SQL bare.
 */
export function searchStatement(criteria: JobSearchCriteria, plan: SearchPlan, indexKind: SearchIndexKind): SearchStatement {
  const { tsquery } = plan;
  const mode = searchModeOf(criteria, plan);
  const { conditions, bindings: filterBindings } = searchConditions(criteria, tsquery, mode === 'walk');
  const matching = conditions.map((condition) => `and ${condition}`).join(' ');
  // the pinned ones are not among the other results (an array of at most FEATURED_PINNED ids, computed once)
  const unpinned = `where job_id <> all(array(select job_id from featured)) ${matching}`;
  const featured = `featured as materialized (
      select ${CARD_COLUMNS} from ${JOB_SEARCH_TABLE} where featured_until > now() ${matching} order by publish_time desc, job_id desc limit ${FEATURED_PINNED})`;
  const featuredJson = `(select coalesce(json_agg(f order by f.publish_time desc, f.job_id desc), '[]'::json) from featured f) as featured`;
  // the pinned rows of this page come first: its unpinned rows start up to FEATURED_PINNED earlier than its offset
  const unpinnedOffset = Math.max(0, criteria.offset - FEATURED_PINNED);
  const page = [criteria.limit === 0 ? 0 : criteria.limit + Math.min(criteria.offset, FEATURED_PINNED), unpinnedOffset];
  const newest = 'publish_time desc, job_id desc';
  const bySalary = 'max_salary desc, min_salary desc, publish_time desc, job_id desc';

  if (tsquery && mode === 'matches') {
    // RUM orders by distance to a point in time: from the far future, the newest come first
    const inRumOrder = indexKind === 'rum';
    const matchesRead = matchesReadOf(criteria, plan);
    const pageOrder = criteria.sort === 'salary' ? bySalary : criteria.sort === 'relevance' ? 'ts_rank(document, ?::tsquery) desc, publish_time desc, job_id desc' : newest;
    const pageOrderBindings = criteria.sort === 'relevance' ? [tsquery] : [];
    const sql = `with ${featured},
      matches as materialized (
        select ${CARD_COLUMNS}${criteria.sort === 'relevance' ? ', document' : ''} from ${JOB_SEARCH_TABLE} ${unpinned}
         order by ${inRumOrder ? 'publish_time <=| ?::timestamptz' : newest} limit ?)
      select page.*, counted.total, counted.featured
        from (select count(*)::int as total, ${featuredJson} from matches) as counted
        left join lateral (
          select ${CARD_COLUMNS}, row_number() over (order by ${pageOrder}) as page_row from matches order by ${pageOrder} limit ? offset ?
        ) as page on true
       order by page.page_row`;
    return {
      sql,
      bindings: [
        ...filterBindings,
        ...filterBindings,
        ...(inRumOrder ? [FAR_FUTURE] : []),
        matchesRead,
        ...pageOrderBindings,
        ...pageOrderBindings,
        ...page,
      ],
      unpinnedOffset,
      counted: matchesRead - 1,
    };
  }

  // the newest (or without words the best paid: the salary index walks them in order), checked one by one
  const order = criteria.sort === 'salary' ? bySalary : newest;
  const counts = plan.estimatedMatches <= UNCOUNTED_ABOVE;
  const total = counts ? `(select count(*)::int from (select 1 from ${JOB_SEARCH_TABLE} ${unpinned} limit ?) as capped)` : 'null::int';
  const sql = `with ${featured}
    select page.*, counted.total, counted.featured
      from (select ${total} as total, ${featuredJson}) as counted
      left join lateral (
        select ${CARD_COLUMNS}, row_number() over () as page_row
          from (select ${CARD_COLUMNS} from ${JOB_SEARCH_TABLE} ${unpinned} order by ${order} limit ? offset ?) as ordered
      ) as page on true
     order by page.page_row`;
  return {
    sql,
    bindings: [...filterBindings, ...(counts ? [...filterBindings, SEARCH_TOTAL_CAP + 1] : []), ...filterBindings, ...page],
    unpinnedOffset,
    counted: counts ? SEARCH_TOTAL_CAP : 0,
  };
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
  featured_until: Date | null;
}

/** A row of a search statement: a card (absent when the page is past the last match), the count and the featured. */
export type SearchStatementRow = Omit<SearchCardRow, 'job_id'> & {
  job_id: number | null;
  /** Null when the search was not counted (more than UNCOUNTED_ABOVE expected). */
  total: number | null;
  /** The pinned featured rows as JSON (times as ISO strings, numbers as numbers). */
  featured: (Omit<SearchCardRow, 'publish_time' | 'featured_until' | 'min_salary' | 'max_salary'> & {
    publish_time: string;
    featured_until: string | null;
    min_salary: string | number;
    max_salary: string | number;
  })[];
};

/** A page of a search: its cards (pinned featured ones first), the count of all its matches, and how it was told. */
export interface SearchPage {
  cards: SearchCardRow[];
  total: number;
  isTotalCapped: boolean;
  isTotalEstimated: boolean;
}

/** An estimate as a person reads it: two significant digits (1,234 → 1,200). */
export function roundedEstimate(value: number): number {
  if (value < 100) return Math.round(value);
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}

/**
 * The page a statement's rows make: pinned rows first on the page they fall on, then the other matches in order; the
 * total exact up to what the statement counted (or where the page ran out), the estimate beyond it, at most the cap.
 */
export function pageOfSearch(rows: SearchStatementRow[], statement: SearchStatement, criteria: JobSearchCriteria, plan: SearchPlan): SearchPage {
  const first = rows[0];
  const featured: SearchCardRow[] = (first?.featured ?? []).map((row) => ({
    ...row,
    min_salary: String(row.min_salary),
    max_salary: String(row.max_salary),
    publish_time: new Date(row.publish_time),
    featured_until: row.featured_until === null ? null : new Date(row.featured_until),
  }));
  const pinned = featured.slice(criteria.offset, criteria.offset + criteria.limit);
  const unpinned = rows.filter((row): row is SearchStatementRow & { job_id: number } => row.job_id !== null);
  const skip = Math.max(0, criteria.offset - featured.length) - statement.unpinnedOffset;
  const cards = [
    ...pinned,
    ...unpinned.slice(skip, skip + criteria.limit - pinned.length).map(({ total: _total, featured: _featured, ...card }) => card),
  ];

  // the statement's own count, or where its page ran out
  const fetched = criteria.limit === 0 ? 0 : criteria.limit + Math.min(criteria.offset, FEATURED_PINNED);
  const ranOut = criteria.limit > 0 && unpinned.length < fetched ? statement.unpinnedOffset + unpinned.length : null;
  const counted = first?.total ?? null;
  let total: number;
  let isTotalEstimated = false;
  if (ranOut !== null) total = ranOut;
  else if (counted !== null && counted <= statement.counted) total = counted;
  else {
    // more than counted: the estimate, no lower than what the rows proved
    const proven = Math.max(counted ?? 0, statement.unpinnedOffset + unpinned.length);
    if (statement.counted >= SEARCH_TOTAL_CAP) total = proven; // more than the cap: "1,000+"
    else {
      total = Math.max(roundedEstimate(plan.estimatedMatches), proven);
      isTotalEstimated = true;
    }
  }
  return {
    cards,
    total: Math.min(total, SEARCH_TOTAL_CAP) + featured.length,
    isTotalCapped: total > SEARCH_TOTAL_CAP,
    isTotalEstimated: isTotalEstimated && total <= SEARCH_TOTAL_CAP,
  };
}
