/**
 * Staff permissions over job fairs (`biz:meeting:*`). A school administrator's own meetings and a seeker's own
 * reservations need no permission string: they are the SCHOOL_ADMIN and SEEKER roles' (the api checks ownership).
 */
export const meetingPermissions = {
  /** List every school's meetings with their reservations and history. */
  query: 'biz:meeting:query',
  add: 'biz:meeting:add',
  edit: 'biz:meeting:edit',
  publish: 'biz:meeting:publish',
  /** Revoke a published meeting (with the apology e-mail when it has reservations). */
  revoke: 'biz:meeting:revoke',
  export: 'biz:meeting:export',
  /** Correct which school a job seeker studies at (the school scope of meetings follows it). */
  student: 'biz:meeting:student',
} as const;
