import type { CompanyCardView, JobCardView, JobSearchPage, Page } from '@jobmarket/contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import type { ModuleContext } from '../../moduleContext';
import { jobLabels } from '../regions/jobLabels';
import { companyCardOf, jobCardOf } from './cards';
import { searchCompanies } from './companySearch';
import { hotCompanies, hotJobs } from './hotLists';
import { postgresJobSearch, type JobSearch } from './jobSearch';
import { SEARCH_TOTAL_CAP } from './searchStatement';
import { queryTagSource } from './queryTags';
import { companyCardSchema, companySearchPageSchema, companySearchQuery, hotQuery, jobCardSchema, jobSearchPageSchema, jobSearchQuery } from './searchSchemas';

// public answers shared caches may keep briefly: a busy home page must not run the hot lists on every visit
const HOT_CACHE = 'public, max-age=60';

/**
 * The public job board (issue 12): job search in four languages through the Search port, the hot jobs and companies
 * of the home pages, and company search. (The office photo a company shows is served by publicPages/.)
 */
export function jobSearchRoutes(context: ModuleContext, adapter?: JobSearch): RouteDefinition[] {
  const { db, config } = context;
  const labels = jobLabels(db);
  const tags = queryTagSource(db);
  const search = adapter ?? postgresJobSearch(db, tags);

  return [
    defineRoute({
      method: 'get',
      path: '/jobs/search',
      permission: 'public',
      tag: 'job board',
      summary:
        'Search open jobs: keywords (Thai, Lao, Chinese or English; every word must match), industry, education, minSalary/maxSalary (overlap), country, provinceCode, districtCode, postedWithin (days), sort newest|salary|relevance, pageNum, pageSize → {list: JobCardView[] (up to 5 featured matches first), total (up to 1,000: counted, or estimated for a common search), isTotalCapped, isTotalEstimated}',
      query: jobSearchQuery,
      response: jobSearchPageSchema,
      handler: async ({ query, locale }): Promise<Required<JobSearchPage>> => {
        const limit = query.pageSize;
        const offset = (query.pageNum - 1) * limit;
        const criteria = {
          keywords: query.keywords,
          industry: query.industry,
          education: query.education,
          minSalary: query.minSalary,
          maxSalary: query.maxSalary,
          country: query.country,
          provinceCode: query.provinceCode,
          districtCode: query.districtCode,
          postedWithinDays: query.postedWithin,
          sort: query.sort ?? 'newest',
          // pages end where the count does: reading deeper would cost more than any visitor pages
          offset: Math.min(offset, SEARCH_TOTAL_CAP),
          limit: offset >= SEARCH_TOTAL_CAP ? 0 : limit,
        };
        const [result, inLocale] = await Promise.all([search.search(criteria), labels.forLocale(locale)]);
        return {
          list: result.hits.map((hit) => jobCardOf(hit, inLocale)),
          total: result.total,
          isTotalCapped: result.isTotalCapped,
          isTotalEstimated: result.isTotalEstimated,
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/jobs/hot',
      permission: 'public',
      tag: 'job board',
      summary: 'Hot jobs: featured open jobs first, then the open jobs most viewed and applied to in the last 7 days, ties and the rest by newest (limit, default 8) → JobCardView[]',
      query: hotQuery,
      response: jobCardSchema.array(),
      handler: async ({ query, locale, res }): Promise<JobCardView[]> => {
        const [hits, inLocale] = await Promise.all([hotJobs(db, query.limit, config.TIME_ZONE), labels.forLocale(locale)]);
        res.setHeader('Cache-Control', HOT_CACHE);
        return hits.map((hit) => jobCardOf(hit, inLocale));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/companies/search',
      permission: 'public',
      tag: 'job board',
      summary:
        'Search approved companies: keywords (in the name, or naming its industry or province in any language), industry, provinceCode, pageNum, pageSize → {list: CompanyCardView[], total}',
      query: companySearchQuery,
      response: companySearchPageSchema,
      handler: async ({ query, locale }): Promise<Page<CompanyCardView>> => {
        const limit = query.pageSize;
        const [found, inLocale] = await Promise.all([
          searchCompanies(db, tags, { keywords: query.keywords, industry: query.industry, provinceCode: query.provinceCode, offset: (query.pageNum - 1) * limit, limit }),
          labels.forLocale(locale),
        ]);
        return { list: found.rows.map((row) => companyCardOf(row, inLocale)), total: found.total };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/companies/hot',
      permission: 'public',
      tag: 'job board',
      summary: 'Hot companies: those whose open jobs drew the most views and applications in the last 7 days, then by newest job (limit, default 8) → CompanyCardView[]',
      query: hotQuery,
      response: companyCardSchema.array(),
      handler: async ({ query, locale, res }): Promise<CompanyCardView[]> => {
        const [rows, inLocale] = await Promise.all([hotCompanies(db, query.limit, config.TIME_ZONE), labels.forLocale(locale)]);
        res.setHeader('Cache-Control', HOT_CACHE);
        return rows.map((row) => companyCardOf(row, inLocale));
      },
    }),
  ];
}
