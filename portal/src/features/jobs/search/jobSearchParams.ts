import { z } from 'zod';

/** "Posted within" choices, in days. */
export const postedWithinDays = ['1', '3', '7', '30'] as const;
export const jobSorts = ['newest', 'salary'] as const;
export type JobSort = (typeof jobSorts)[number];

export const JOB_SEARCH_PAGE_SIZE = 10;
export const COMPANY_SEARCH_PAGE_SIZE = 12;

// the address bar is a boundary: a hand-edited or stale link loses what it cannot mean instead of breaking the page
const text = (max: number) => z.string().trim().max(max).catch('');
const amount = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/).catch('');
const code = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/).catch('');
const pageNum = z.coerce.number().int().min(1).max(10_000).catch(1);

const jobSearchSchema = z.object({
  keywords: text(100),
  industry: code,
  education: code,
  minSalary: amount,
  maxSalary: amount,
  country: code,
  provinceCode: code,
  districtCode: code,
  postedWithin: z.enum(['', ...postedWithinDays]).catch(''),
  sort: z.enum(jobSorts).catch('newest'),
  pageNum,
});
/** What `/jobs?…` asks for: strings as the inputs hold them, '' for "any". */
export type JobSearch = z.output<typeof jobSearchSchema>;

const companySearchSchema = z.object({ keywords: text(100), industry: code, country: code, provinceCode: code, pageNum });
export type CompanySearch = z.output<typeof companySearchSchema>;

const entriesOf = (params: URLSearchParams) => Object.fromEntries(params.entries());

export const readJobSearch = (params: URLSearchParams): JobSearch => jobSearchSchema.parse(entriesOf(params));
export const readCompanySearch = (params: URLSearchParams): CompanySearch => companySearchSchema.parse(entriesOf(params));

/** The address of a search: only what differs from the defaults, so a plain `/jobs` stays plain and links stay short. */
export function searchParamsOf(search: JobSearch | CompanySearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === '' || (key === 'sort' && value === 'newest') || (key === 'pageNum' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** `GET /jobs/search` for this search: every filter that is set, the sort and the page. */
export function jobSearchQuery(search: JobSearch): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== '' && key !== 'pageNum') query.set(key, String(value));
  query.set('pageNum', String(search.pageNum));
  query.set('pageSize', String(JOB_SEARCH_PAGE_SIZE));
  return query;
}

/** `GET /companies/search`: keywords, industry and province (the country only narrows the province list). */
export function companySearchQuery(search: CompanySearch): URLSearchParams {
  const query = new URLSearchParams();
  if (search.keywords) query.set('keywords', search.keywords);
  if (search.industry) query.set('industry', search.industry);
  if (search.provinceCode) query.set('provinceCode', search.provinceCode);
  query.set('pageNum', String(search.pageNum));
  query.set('pageSize', String(COMPANY_SEARCH_PAGE_SIZE));
  return query;
}
