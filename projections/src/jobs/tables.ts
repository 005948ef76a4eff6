/**
 * The jobs context's read-model tables (ARCHITECTURE §2.3: projection-owned, rebuilt from events). The api reads them
 * by these names only.
 * - JOBS_TABLE: every job with all its fields, audit outcome and life status (staff lists, publisher's jobs, detail).
 * - JOB_SEARCH_TABLE: open jobs only, narrow, with the ICU-segmented search text (the Search port's PostgreSQL adapter).
 * - COMPANIES_TABLE: one row per approved publisher: the public company page and company search.
 * - JOB_APPLICANTS_TABLE: the job-seeker sub-view of a job; filled by delivery-order events when that context arrives.
 */
export const JOBS_TABLE = 'jobs_v1';
export const JOB_SEARCH_TABLE = 'job_search_v1';
export const COMPANIES_TABLE = 'companies_v1';
export const JOB_APPLICANTS_TABLE = 'job_applicants_v1';
/** The jobs projection's own tally of each company's open jobs per industry (its figures without recounting). */
export const COMPANY_OPEN_JOBS_TABLE = 'company_open_jobs_v1';
