/**
 * The resumes context's read-model tables (resumes-seams.md; projection `resumes_v1`, rebuilt from events). The api
 * reads them by these names only.
 * - RESUMES_TABLE: every resume that is not deleted, with all its fields; `search_document` (tsvector, words and tags
 *   as job search's) only while it is searchable, NULL otherwise. The talent search reads it through
 *   `<table>_search` (RUM with `created_at` attached, so `search_document @@ q order by created_at <=| 'far future'`
 *   reads the newest matches in order; GIN where RUM is missing: `searchIndexKindOf(db, RESUMES_TABLE)`).
 * - SEEKERS_TABLE: one row per account (its username, from UserCreated) with the default resume it chose (null: none,
 *   or the chosen one was deleted; the oldest remaining one then counts).
 * - RESUME_UNLOCKS_TABLE: which publisher unlocked which resume (membership `QuotaConsumed`, kind resumeViews), first
 *   time; a deleted resume's unlocks go with it.
 * - RESUME_PROFILE_VIEWS_TABLE: telemetry, not a read model (migration 014): one row per publisher per resume per day.
 */
export const RESUMES_TABLE = 'resumes_v1';
export const SEEKERS_TABLE = 'seekers_v1';
export const RESUME_UNLOCKS_TABLE = 'resume_unlocks_v1';
export const RESUME_PROFILE_VIEWS_TABLE = 'resume_profile_views';
