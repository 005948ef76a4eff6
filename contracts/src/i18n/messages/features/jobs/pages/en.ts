/** The public job and company pages (rendered on the server, then hydrated): portal/src/features/jobs/detail. */
export const jobsPagesEn = {};
