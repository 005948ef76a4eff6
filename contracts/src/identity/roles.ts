/** Role codes. ROOT passes every permission check; the others get permissions through their menus. */
export const roleCodes = {
  root: 'ROOT',
  admin: 'ADMIN',
  publisher: 'PUBLISHER',
  seeker: 'SEEKER',
  schoolAdmin: 'SCHOOL_ADMIN',
  user: 'USER',
  /** Staff who review the resumes sent to a job, and take the auditor's share of its commission. */
  auditor: 'AUDITOR',
  /** A career counselor (issue 17): keeps their own availability and sessions; their profile is on `counselor-<userId>`. */
  counselor: 'COUNSELOR',
} as const;

export type RoleCode = (typeof roleCodes)[keyof typeof roleCodes];

/** Role data scope: which rows of owned or departmental data a role sees. */
export const dataScopes = { all: 0, departmentAndChildren: 1, ownDepartment: 2, ownData: 3 } as const;
export type DataScope = (typeof dataScopes)[keyof typeof dataScopes];

export const genders = { secret: 0, male: 1, female: 2 } as const;
export const statuses = { disabled: 0, enabled: 1 } as const;
