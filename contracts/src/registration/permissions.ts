/** Staff permissions over registration applications (business perms follow `biz:<resource>:<action>`). */
export const registrationPermissions = {
  publisher: { query: 'biz:publisher:query', audit: 'biz:publisher:audit' },
  schoolAdmin: { query: 'biz:school-admin:query', audit: 'biz:school-admin:audit' },
} as const;
