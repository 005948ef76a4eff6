import { describe, expect, it } from 'vitest';
import type { JobSearchCriteria } from './jobSearch';
import {
  EXACT_COUNT_BOUND,
  FEATURED_PINNED,
  filterTagsOf,
  pageOfSearch,
  roundedEstimate,
  SEARCH_TOTAL_CAP,
  searchModeOf,
  searchStatement,
  UNCOUNTED_ABOVE,
  type SearchPlan,
  type SearchStatementRow,
} from './searchStatement';
import { COMMON_SHARE, estimatedShare, hasRareWord, wordSharesOf } from './wordShares';

const criteria = (changes: Partial<JobSearchCriteria> = {}): JobSearchCriteria => ({ sort: 'newest', offset: 0, limit: 20, ...changes });
const plan = (changes: Partial<SearchPlan> = {}): SearchPlan => ({ tsquery: `'x':*`, estimatedShare: 0.001, estimatedMatches: 100, isRare: false, ...changes });

describe('how a search estimates its words', () => {
  const shares = wordSharesOf(['ข้อมูล', 'ข้อมูลลูกค้า', 'วิศวกร', '=industry:finance'], [0.2, 0.05, 0.01, 0.07, 0.001, 0.3, 0], 100_000);

  it('estimates a query by its words’ shares multiplied, a prefix by every common word it begins, a tag by its own share', () => {
    expect(shares.shareOf('ข้อมูล', false)).toBe(0.2);
    expect(shares.shareOf('ข้อมูล', true)).toBeCloseTo(0.25);
    expect(shares.shareOf('ไม่มี', false)).toBe(0.01); // not among the most common: rarer than the rarest listed
    expect(estimatedShare(shares, [['ข้อมูล'], ['วิศวกร']], () => [], [])).toBeCloseTo(0.0025);
    expect(estimatedShare(shares, [['ข้อมูล']], () => ['=industry:finance'], [])).toBeCloseTo(0.32);
    expect(estimatedShare(shares, [['ข้อมูล']], () => [], ['=industry:finance'])).toBeCloseTo(0.0175);
    expect(shares.rows).toBe(100_000);
  });

  it('calls a query rare when a word of it is not among the most common lexemes, so its estimate is only a bound', () => {
    expect(hasRareWord(shares, [['ข้อมูล'], ['วิศวกร']], () => [])).toBe(false);
    expect(hasRareWord(shares, [['ข้อมูล'], ['ไม่มี']], () => [])).toBe(true);
    expect(hasRareWord(shares, [['ไม่มี']], () => ['=industry:finance'])).toBe(false); // it names a tag: as common as that
    expect(hasRareWord(shares, [['ข้อ']], () => [])).toBe(false); // the head of listed words
  });
});

describe('how a search reads the index', () => {
  it('reads the newest matches off the RUM index, with the count in the same rows', () => {
    const statement = searchStatement(criteria({ keywords: 'x' }), plan(), 'rum');
    expect(searchModeOf(criteria(), plan())).toBe('matches');
    expect(statement.sql).toMatch(/matches as materialized \(\s*select .* order by publish_time <=\| \?::timestamptz limit \?\)/s);
    expect(statement.sql).toContain('select count(*)::int as total');
    expect(statement.bindings).toContain('9999-12-31T00:00:00Z');
    expect(statement.bindings).toContain(SEARCH_TOTAL_CAP + 1);
    expect(statement.counted).toBe(SEARCH_TOTAL_CAP);
  });

  it('counts a common search only so far, in the same scan, and a rare one to the cap', () => {
    const common = searchStatement(criteria(), plan({ estimatedMatches: UNCOUNTED_ABOVE * 3 }), 'rum');
    expect(common.bindings).toContain(EXACT_COUNT_BOUND + 1);
    expect(common.counted).toBe(EXACT_COUNT_BOUND);
    const deep = searchStatement(criteria({ offset: 200 }), plan({ estimatedMatches: UNCOUNTED_ABOVE * 3 }), 'rum');
    expect(deep.bindings).toContain(200 + 20 + FEATURED_PINNED + 1);
    const rare = searchStatement(criteria(), plan({ estimatedMatches: UNCOUNTED_ABOVE * 3, isRare: true }), 'rum');
    expect(rare.counted).toBe(SEARCH_TOTAL_CAP);
  });

  it('walks the newest jobs for a common word, checking each row without the index and counting nothing', () => {
    const common = plan({ estimatedShare: COMMON_SHARE * 2, estimatedMatches: UNCOUNTED_ABOVE * 10 });
    expect(searchModeOf(criteria(), common)).toBe('walk');
    const statement = searchStatement(criteria(), common, 'rum');
    expect(statement.sql).toContain('ts_match_vq(document, ?::tsquery)');
    expect(statement.sql).toContain('order by publish_time desc, job_id desc limit ? offset ?');
    expect(statement.sql).toContain('null::int as total');
    expect(statement.counted).toBe(0);
    // a phrase costs the walk a position check on every row: RUM reads it
    expect(searchModeOf(criteria(), { ...common, tsquery: `'a' <-> 'b':*` })).toBe('matches');
    // ranking needs the newest matches, not the newest jobs
    expect(searchModeOf(criteria({ sort: 'salary' }), common)).toBe('matches');
  });

  it('sorts by salary or relevance among the newest SEARCH_TOTAL_CAP matches, and without words by the salary index', () => {
    const bySalary = searchStatement(criteria({ keywords: 'x', sort: 'salary' }), plan({ estimatedMatches: UNCOUNTED_ABOVE * 3 }), 'rum');
    expect(bySalary.sql).toContain('from matches order by max_salary desc');
    expect(bySalary.bindings).toContain(SEARCH_TOTAL_CAP + 1);
    const byRelevance = searchStatement(criteria({ keywords: 'x', sort: 'relevance' }), plan(), 'rum');
    expect(byRelevance.sql).toContain('from matches order by ts_rank(document, ?::tsquery) desc');
    const allBySalary = searchStatement(criteria({ sort: 'salary' }), plan({ tsquery: undefined, estimatedShare: 1, estimatedMatches: 100_000 }), 'rum');
    expect(allBySalary.sql).not.toContain('matches');
    expect(allBySalary.sql).toContain('order by max_salary desc');
  });

  it('leaves industry, education and place to the index as tags, and filters salary and age on the rows', () => {
    expect(filterTagsOf(criteria({ industry: 'finance', education: '3', country: 'TH', provinceCode: 'TH-10', districtCode: 'TH-1001' }))).toEqual([
      '=industry:finance',
      '=education:3',
      '=country:TH',
      '=province:TH-10',
      '=district:TH-1001',
    ]);
    const statement = searchStatement(criteria({ industry: 'finance', minSalary: 100, maxSalary: 200, postedWithinDays: 7 }), plan({ tsquery: `'=industry:finance'` }), 'rum');
    expect(statement.sql).not.toContain('industry =');
    expect(statement.sql).toContain('and document @@ ?::tsquery and max_salary >= ? and min_salary <= ? and publish_time >= now()');
  });

  it('pins up to FEATURED_PINNED featured matches, and leaves them out of the other results', () => {
    const statement = searchStatement(criteria(), plan(), 'rum');
    expect(statement.sql).toMatch(/featured as materialized \(\s*select .* where featured_until > now\(\) and document @@ \?::tsquery order by publish_time desc, job_id desc limit 5\)/s);
    expect(statement.sql).toContain('where job_id <> all(array(select job_id from featured))');
  });
});

describe('the page of a search', () => {
  const card = (id: number) => ({
    job_id: id,
    publisher_id: 9,
    position: `Job ${id}`,
    company: 'Acme',
    industry: 'internet',
    education: '3',
    min_salary: '1000',
    max_salary: '2000',
    currency: 'THB',
    province_code: 'TH-10',
    district_code: 'TH-1001',
    publish_time: new Date(Date.UTC(2026, 0, 1)),
    featured_until: null,
  });
  const featuredJson = (id: number) => ({ ...card(id), min_salary: 1000, max_salary: 2000, publish_time: '2026-01-01T00:00:00+00:00', featured_until: '2026-02-01T00:00:00+00:00' });
  const rowsOf = (ids: number[], total: number | null, featured: number[]): SearchStatementRow[] => {
    const json = featured.map(featuredJson);
    if (ids.length === 0) return [{ ...card(0), job_id: null, total, featured: json }];
    return ids.map((id) => ({ ...card(id), total, featured: json }));
  };
  const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

  it('puts the featured first on the first page, then the other matches, and counts both', () => {
    const search = criteria({ limit: 5 });
    const statement = searchStatement(search, plan(), 'rum');
    const page = pageOfSearch(rowsOf(range(1, 5), 12, [100, 101]), statement, search, plan());
    expect(page.cards.map((row) => row.job_id)).toEqual([100, 101, 1, 2, 3]);
    expect(page.cards[0]!.featured_until).toEqual(new Date('2026-02-01T00:00:00Z'));
    expect(page.cards[0]!.min_salary).toBe('1000');
    expect(page).toMatchObject({ total: 14, isTotalCapped: false, isTotalEstimated: false });
  });

  it('carries on after the pinned on the next pages, so no match is shown twice or skipped', () => {
    const search = criteria({ offset: 5, limit: 5 });
    const statement = searchStatement(search, plan(), 'rum');
    // the statement read the other matches from offset 0 (5 earlier), 10 of them
    expect(statement.unpinnedOffset).toBe(0);
    const page = pageOfSearch(rowsOf(range(1, 10), 12, [100, 101]), statement, search, plan());
    expect(page.cards.map((row) => row.job_id)).toEqual([4, 5, 6, 7, 8]);
  });

  it('reads "1,000+" beyond the cap, an estimate beyond the exact bound of a common search, and exact where the page ends', () => {
    const capped = pageOfSearch(rowsOf(range(1, 20), SEARCH_TOTAL_CAP + 1, []), searchStatement(criteria(), plan(), 'rum'), criteria(), plan());
    expect(capped).toMatchObject({ total: SEARCH_TOTAL_CAP, isTotalCapped: true, isTotalEstimated: false });

    const common = plan({ estimatedMatches: 1_234 });
    const estimated = pageOfSearch(rowsOf(range(1, 20), EXACT_COUNT_BOUND + 1, []), searchStatement(criteria(), common, 'rum'), criteria(), common);
    expect(estimated).toMatchObject({ total: SEARCH_TOTAL_CAP, isTotalCapped: true });
    const fewer = plan({ estimatedMatches: 640 });
    expect(pageOfSearch(rowsOf(range(1, 20), EXACT_COUNT_BOUND + 1, []), searchStatement(criteria(), fewer, 'rum'), criteria(), fewer)).toMatchObject({
      total: 640,
      isTotalCapped: false,
      isTotalEstimated: true,
    });

    const walked = plan({ estimatedShare: 0.5, estimatedMatches: 50_000 });
    const ended = pageOfSearch(rowsOf(range(1, 7), null, [100]), searchStatement(criteria(), walked, 'rum'), criteria(), walked);
    expect(ended).toMatchObject({ total: 8, isTotalCapped: false, isTotalEstimated: false });
    const empty = pageOfSearch(rowsOf([], 0, []), searchStatement(criteria(), plan(), 'rum'), criteria(), plan());
    expect(empty).toMatchObject({ cards: [], total: 0, isTotalCapped: false });
  });

  it('rounds an estimate to two significant digits', () => {
    expect([roundedEstimate(57), roundedEstimate(640), roundedEstimate(1_234), roundedEstimate(56_789)]).toEqual([57, 640, 1_200, 57_000]);
  });
});
