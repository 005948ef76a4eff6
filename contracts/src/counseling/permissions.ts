/**
 * Staff permissions over career counseling (`biz:counselor:*`, `biz:consult:*`). A counselor's own profile, schedule
 * and orders, and a seeker's own bookings, need no permission string: they are the COUNSELOR and SEEKER roles' (the
 * api checks ownership).
 */
export const counselorPermissions = {
  /** List counselors with their profiles, availability and history. */
  query: 'biz:counselor:query',
  /** Make a user account a counselor (the counselor role plus a profile). */
  add: 'biz:counselor:add',
  edit: 'biz:counselor:edit',
  /** Deactivate a counselor (their confirmed sessions stay; no new bookings). */
  delete: 'biz:counselor:delete',
} as const;

export const consultPermissions = {
  /** List and read every consult order, notes included. */
  query: 'biz:consult:query',
  export: 'biz:consult:export',
  /** Cancel on the counselor's behalf (refunded when paid), reschedule, complete or mark a no-show. */
  manage: 'biz:consult:manage',
} as const;
