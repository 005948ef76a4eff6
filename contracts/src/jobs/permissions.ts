/**
 * Staff permissions over jobs (business perms follow `biz:<resource>:<action>`). A publisher's own jobs need no
 * permission string: posting and managing them is the PUBLISHER role with an approved application (api jobs/handlers).
 */
export const jobPermissions = {
  query: 'biz:job:query',
  audit: 'biz:job:audit',
  /** Take a published job down (staff), beside the publisher closing their own. */
  close: 'biz:job:close',
  export: 'biz:job:export',
} as const;
