/**
 * Staff permissions over resumes (`biz:resume:*`). A seeker's own resumes need no permission string: they are the
 * SEEKER role's (api resumes handlers check ownership); a publisher finds and opens resumes through their membership
 * (the PUBLISHER role with an approved application, and quota left: api resumes/access).
 */
export const resumePermissions = {
  /** List every resume and open it unmasked, with its files and history. */
  query: 'biz:resume:query',
  /** Export the staff list as xlsx. */
  export: 'biz:resume:export',
  /** Write the recommendation report a seeker reads. */
  recommend: 'biz:resume:recommend',
} as const;
