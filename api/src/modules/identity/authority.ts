import { dataScopes } from '@jobmarket/contracts';
import { ROOT_ROLE, type Actor } from '../../http/actor';
import { DomainError } from '../../http/appError';

/** What an account or a role may do: its permission strings and data scope (0 is widest); ROOT may do everything. */
export interface Rights {
  isRoot: boolean;
  perms: ReadonlySet<string>;
  dataScope: number;
}

/** Why a change is refused: the i18n key of the answer (always A0301). */
export type AuthorityRefusal =
  | 'identity.authority.rootAccountReserved'
  | 'identity.authority.userHoldsMore'
  | 'identity.authority.ownAccess'
  | 'identity.authority.roleBeyondYours'
  | 'identity.user.rootRoleReserved'
  | 'identity.authority.roleHoldsMore'
  | 'identity.authority.grantBeyondYours'
  | 'identity.authority.menuPermBeyondYours';

export const noRights: Rights = { isRoot: false, perms: new Set(), dataScope: dataScopes.ownData };

/** The platform itself (the seed) acts with every right, as ROOT does. */
export const systemRights: Rights = { isRoot: true, perms: new Set(), dataScope: dataScopes.all };

export function rightsOfActor(actor: Actor): Rights {
  // a verified actor always has a scope; a missing one is treated as the narrowest
  return { isRoot: actor.roles.includes(ROOT_ROLE), perms: actor.perms, dataScope: actor.dataScope ?? dataScopes.ownData };
}

/** Rights of several roles held together: every permission of any, the widest data scope of all. */
export function combinedRights(parts: readonly Rights[]): Rights {
  if (parts.length === 0) return noRights;
  return {
    isRoot: parts.some((part) => part.isRoot),
    perms: new Set(parts.flatMap((part) => [...part.perms])),
    dataScope: Math.min(...parts.map((part) => part.dataScope)),
  };
}

/** Whether `holder` has every right in `wanted`: each permission, and a data scope as wide or wider. */
export function holdsAll(holder: Rights, wanted: Rights): boolean {
  if (holder.isRoot) return true;
  if (wanted.isRoot) return false;
  return wanted.dataScope >= holder.dataScope && [...wanted.perms].every((perm) => holder.perms.has(perm));
}

/**
 * Editing, resetting, disabling, deleting or re-pointing the recovery contacts of another account: refused when
 * that account holds rights the caller lacks, or would let the caller sign in as someone more powerful.
 */
export function refusalToTouchUser(caller: Rights, target: { rights: Rights; isSelf: boolean }): AuthorityRefusal | undefined {
  if (target.isSelf || caller.isRoot) return undefined;
  if (target.rights.isRoot) return 'identity.authority.rootAccountReserved';
  if (!holdsAll(caller, target.rights)) return 'identity.authority.userHoldsMore';
  return undefined;
}

export interface UserAssignment {
  roleIds: readonly number[];
  deptId: number | null;
}

/** A staff edit or creation of an account (no `before` on create), with the rights of each role it adds. */
export interface UserChange {
  isSelf: boolean;
  before?: UserAssignment & { rights: Rights };
  after: UserAssignment;
  grantedRoles: readonly Rights[];
}

/** The users screen's rule: touch only accounts within your rights, never widen your own, grant only what you hold. */
export function refusalToChangeUser(caller: Rights, change: UserChange): AuthorityRefusal | undefined {
  if (caller.isRoot) return undefined;
  const { before, after } = change;
  if (before) {
    const touch = refusalToTouchUser(caller, { rights: before.rights, isSelf: change.isSelf });
    if (touch) return touch;
    // your own status is the decider's (cannotDisableSelf); roles and department would move you out of your limits
    if (change.isSelf && (!sameIds(before.roleIds, after.roleIds) || before.deptId !== after.deptId)) return 'identity.authority.ownAccess';
  }
  for (const role of change.grantedRoles) {
    if (!holdsAll(caller, role)) return role.isRoot ? 'identity.user.rootRoleReserved' : 'identity.authority.roleBeyondYours';
  }
  return undefined;
}

/** A role edit (no `before` on create): the editor must hold what the role holds now and everything it will hold. */
export function refusalToChangeRole(caller: Rights, change: { before?: Rights; after?: Rights }): AuthorityRefusal | undefined {
  if (caller.isRoot) return undefined;
  if (change.before && !holdsAll(caller, change.before)) return 'identity.authority.roleHoldsMore';
  if (change.after && !holdsAll(caller, change.after)) return 'identity.authority.grantBeyondYours';
  return undefined;
}

/** Re-pointing a menu's permission string hands it to every role holding the menu: the editor must hold both. */
export function refusalToChangeMenuPerm(caller: Rights, change: { before: string | null; after: string | null }): AuthorityRefusal | undefined {
  if (caller.isRoot || change.before === change.after) return undefined;
  const wanted = [change.before, change.after].filter((perm): perm is string => !!perm);
  return wanted.every((perm) => caller.perms.has(perm)) ? undefined : 'identity.authority.menuPermBeyondYours';
}

/** Throws the refusal as the contract's forbidden answer (A0301, HTTP 403) with its localised reason. */
export function assertAllowed(refusal: AuthorityRefusal | undefined): void {
  if (refusal) throw new DomainError('A0301', refusal);
}

function sameIds(left: readonly number[], right: readonly number[]): boolean {
  const held = new Set(left);
  return held.size === new Set(right).size && right.every((id) => held.has(id));
}
