import { roleCodes } from '@jobmarket/contracts';

/** What the signed-in user holds (GET /users/me): role codes and permission strings. */
export interface Grants {
  roles: readonly string[];
  perms: readonly string[];
}

function identifiers(required: unknown, message: string): string[] {
  const list = typeof required === 'string' ? [required] : Array.isArray(required) ? required : [];
  const names = list.filter((name): name is string => typeof name === 'string' && name.trim() !== '');
  if (names.length === 0 || names.length !== list.length) throw new Error(message);
  return names;
}

/**
 * Button-level check (spec §6): any of the given permission strings; ROOT passes every check.
 * Called without a permission identifier it throws, as the spec's permission directive does (§5).
 */
export function hasPerm(grants: Grants | undefined, required: string | readonly string[]): boolean {
  const wanted = identifiers(required, 'a permission identifier is required');
  if (!grants) return false;
  if (grants.roles.includes(roleCodes.root)) return true;
  return wanted.some((perm) => grants.perms.includes(perm));
}

/** Role check (spec §6): any of the given role codes. Roles are facts, so ROOT passes only checks that name it. */
export function hasRole(grants: Grants | undefined, required: string | readonly string[]): boolean {
  const wanted = identifiers(required, 'a role identifier is required');
  if (!grants) return false;
  return wanted.some((role) => grants.roles.includes(role));
}

/**
 * The one mapping from react-admin resource + action to our permission strings (API-CONTRACT §3): the prefix, with the
 * actions whose permission is not `<prefix>:<verb>` (a list means any one of them suffices). Components ask
 * `canAccess`/`<CanAccess>` with a resource and an action, never a permission string; new resources add a line here,
 * and a resource missing from this table is open to ROOT only.
 */
export const resourcePermissions: Record<string, { prefix: string; actions?: Record<string, string | readonly string[]> }> = {
  // the import template helps both who imports users and who only reads them
  users: { prefix: 'sys:user', actions: { resetPassword: 'sys:user:password:reset', template: ['sys:user:import', 'sys:user:query'] } },
  roles: { prefix: 'sys:role' },
  menus: { prefix: 'sys:menu' },
  dept: { prefix: 'sys:dept' },
  dict: { prefix: 'sys:dict' },
  'dict-data': { prefix: 'sys:dict-data' },
  config: { prefix: 'sys:config', actions: { edit: 'sys:config:update' } },
  notices: { prefix: 'sys:notice' },
  logs: { prefix: 'sys:log' },
  projections: { prefix: 'sys:projection' },
  queues: { prefix: 'sys:queue' },
  publishers: { prefix: 'biz:publisher' },
  'school-admins': { prefix: 'biz:school-admin' },
  // the dashboard's jobs card: the jobs' readers, or a role given only the dashboard's figures (as the api's /jobs/stats)
  jobs: { prefix: 'biz:job', actions: { stats: ['biz:job:query', 'dashboard:view'] } },
  // VIP membership (biz:vip:*): staff cancel, refund and accept late payments under one permission; the dashboard's
  // receivable card for the orders' readers or a role given only the dashboard's figures
  'vip-levels': { prefix: 'biz:vip' },
  'vip-members': { prefix: 'biz:vip' },
  'vip-orders': { prefix: 'biz:vip', actions: { cancel: 'biz:vip:refund', refund: 'biz:vip:refund', acceptLatePayment: 'biz:vip:refund', receivable: ['biz:vip:query', 'dashboard:view'] } },
  'vip-promotions': { prefix: 'biz:vip', actions: { end: 'biz:vip:promotion:end' } },
  // resumes (biz:resume:*): the dashboard's resumes card for the resumes' readers or a role given only the dashboard's figures
  resumes: { prefix: 'biz:resume', actions: { stats: ['biz:resume:query', 'dashboard:view'] } },
  // delivery orders (biz:delivery:*): the dashboard's order trend for the orders' readers or a role given only the dashboard's figures
  'delivery-orders': { prefix: 'biz:delivery', actions: { trend: ['biz:delivery:query', 'dashboard:view'] } },
  // job fairs (biz:meeting:*): publish, revoke and correcting a seeker's school (student) are their own verbs
  meetings: { prefix: 'biz:meeting' },
  // counselors (biz:counselor:*): activating is an edit, deactivating the delete verb; availability and days off are edits
  counselors: { prefix: 'biz:counselor', actions: { activate: 'biz:counselor:edit', deactivate: 'biz:counselor:delete', availability: 'biz:counselor:edit' } },
  // consult orders (biz:consult:*): cancel, reschedule, complete, no-show and keeping the notes are one `manage` verb;
  // the dashboard's sessions card for the orders' readers or a role given only the dashboard's figures
  'consult-orders': { prefix: 'biz:consult', actions: { notes: 'biz:consult:manage', stats: ['biz:consult:query', 'dashboard:view'] } },
  // the curd demo's generated resource (issue 18): hosted by the demo page, guarded like any other
  'demo-items': { prefix: 'sys:demo-item' },
  // the dashboard's user and visit figures: the operation log's readers, or a role given only the dashboard's figures
  visits: { prefix: 'dashboard', actions: { list: ['sys:log:query', 'dashboard:view'] } },
};

/** react-admin's actions → our permission verbs; any other action (publish, revoke, refresh, import…) is its own verb. */
const actionVerbs: Record<string, string> = {
  list: 'query',
  show: 'query',
  read: 'query',
  create: 'add',
  clone: 'add',
  edit: 'edit',
  delete: 'delete',
  export: 'export',
};

/** The permission that guards `action` on `resource` (`users` + `create` → `sys:user:add`; a list: any of them); undefined if unknown. */
export function permissionFor(action: string, resource: string): string | readonly string[] | undefined {
  // react-admin names parts of a resource `users.role`: the resource's own permissions guard them
  const entry = resourcePermissions[resource.split('.')[0]!];
  if (!entry) return undefined;
  return entry.actions?.[action] ?? `${entry.prefix}:${actionVerbs[action] ?? action}`;
}

/** authProvider.canAccess: ROOT always; others need the permission mapped from the action. */
export function canAccessWith(grants: Grants | undefined, { action, resource }: { action: string; resource: string }): boolean {
  const required = permissionFor(action, resource);
  if (required === undefined) return grants?.roles.includes(roleCodes.root) ?? false;
  return hasPerm(grants, required);
}
