import { experienceYearBuckets } from '@jobmarket/contracts';
import { z } from 'zod';

export const TALENT_PAGE_SIZE = 10;

/** The experience choices: at least this many years (0 is "any", the empty choice). */
export const minYearsChoices = experienceYearBuckets.filter((years) => years > 0).map(String) as [string, ...string[]];

// the address bar is a boundary: a hand-edited or stale link loses what it cannot mean instead of breaking the page
const text = (max: number) => z.string().trim().max(max).catch('');
const code = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/).catch('');

const talentSearchSchema = z.object({
  keywords: text(100),
  education: code,
  industry: code,
  // the country only narrows the province list; the api filters by province
  country: code,
  provinceCode: code,
  minYears: z.enum(['', ...minYearsChoices]).catch(''),
  pageNum: z.coerce.number().int().min(1).max(10_000).catch(1),
});
/** What `/talent?…` asks for: strings as the inputs hold them, '' for "any". */
export type TalentSearch = z.output<typeof talentSearchSchema>;

export const readTalentSearch = (params: URLSearchParams): TalentSearch => talentSearchSchema.parse(Object.fromEntries(params.entries()));

/** The address of a search: only what differs from the defaults, so a plain `/talent` stays plain. */
export function talentParamsOf(search: TalentSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === '' || (key === 'pageNum' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** `GET /resumes/talent/page` (`resumeSearchQuery`): the filters that are set, the page and its size. */
export function talentQueryOf(search: TalentSearch): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ['keywords', 'education', 'industry', 'provinceCode', 'minYears'] as const) if (search[key]) query.set(key, search[key]);
  query.set('pageNum', String(search.pageNum));
  query.set('pageSize', String(TALENT_PAGE_SIZE));
  return query;
}
