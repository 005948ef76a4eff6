import { dataScopes } from '@jobmarket/contracts';
import { describe, expect, it } from 'vitest';
import { combinedRights, holdsAll, noRights, refusalToChangeMenuPerm, refusalToChangeRole, refusalToChangeUser, refusalToTouchUser, rightsOfActor, type Rights } from './authority';

const rights = (perms: string[], dataScope: number, isRoot = false): Rights => ({ isRoot, perms: new Set(perms), dataScope });

const root = rights([], dataScopes.all, true);
const admin = rights(['sys:user:query', 'sys:user:edit', 'sys:user:delete', 'sys:role:edit'], dataScopes.all);
const userManager = rights(['sys:user:query', 'sys:user:edit'], dataScopes.ownDepartment);
const plain = noRights;

describe('holdsAll', () => {
  it('needs every permission and a data scope as wide or wider (lower numbers are wider)', () => {
    expect(holdsAll(admin, userManager)).toBe(true);
    expect(holdsAll(userManager, admin)).toBe(false);
    expect(holdsAll(userManager, rights(['sys:user:query'], dataScopes.ownData))).toBe(true);
    expect(holdsAll(userManager, rights(['sys:user:query'], dataScopes.departmentAndChildren))).toBe(false);
    expect(holdsAll(userManager, rights(['sys:user:query', 'sys:user:delete'], dataScopes.ownData))).toBe(false);
  });

  it('lets ROOT hold everything and nobody else hold ROOT', () => {
    expect(holdsAll(root, admin)).toBe(true);
    expect(holdsAll(root, root)).toBe(true);
    expect(holdsAll(admin, root)).toBe(false);
  });
});

describe('combinedRights', () => {
  it('unites the permissions and keeps the widest scope; no roles hold nothing, narrowest scope', () => {
    const both = combinedRights([userManager, rights(['sys:role:edit'], dataScopes.ownData)]);
    expect([...both.perms].sort()).toEqual(['sys:role:edit', 'sys:user:edit', 'sys:user:query']);
    expect(both.dataScope).toBe(dataScopes.ownDepartment);
    expect(combinedRights([plain, root]).isRoot).toBe(true);
    expect(combinedRights([])).toEqual(noRights);
  });
});

describe('refusalToTouchUser (edit, reset, disable, delete, recovery contacts)', () => {
  it('reserves ROOT accounts for ROOT', () => {
    expect(refusalToTouchUser(admin, { rights: root, isSelf: false })).toBe('identity.authority.rootAccountReserved');
    expect(refusalToTouchUser(root, { rights: root, isSelf: false })).toBeUndefined();
  });

  it('refuses an account holding rights the caller lacks, allows one holding the same or less', () => {
    expect(refusalToTouchUser(userManager, { rights: admin, isSelf: false })).toBe('identity.authority.userHoldsMore');
    expect(refusalToTouchUser(admin, { rights: admin, isSelf: false })).toBeUndefined();
    expect(refusalToTouchUser(userManager, { rights: plain, isSelf: false })).toBeUndefined();
  });

  it('leaves your own account to the rules about yourself', () => {
    expect(refusalToTouchUser(userManager, { rights: admin, isSelf: true })).toBeUndefined();
  });
});

describe('refusalToChangeUser', () => {
  const inOps = { roleIds: [5], deptId: 2 };

  it('refuses changing your own roles or department, but not your profile', () => {
    const self = { isSelf: true, before: { ...inOps, rights: userManager }, grantedRoles: [] };
    expect(refusalToChangeUser(userManager, { ...self, after: { roleIds: [5, 6], deptId: 2 } })).toBe('identity.authority.ownAccess');
    expect(refusalToChangeUser(userManager, { ...self, after: { roleIds: [], deptId: 2 } })).toBe('identity.authority.ownAccess');
    expect(refusalToChangeUser(userManager, { ...self, after: { roleIds: [5], deptId: 3 } })).toBe('identity.authority.ownAccess');
    expect(refusalToChangeUser(userManager, { ...self, after: { roleIds: [5], deptId: 2 } })).toBeUndefined();
    expect(refusalToChangeUser(root, { ...self, after: { roleIds: [5, 6], deptId: 3 } })).toBeUndefined();
  });

  it('grants only roles whose permissions and data scope the caller holds', () => {
    const onPlain = { isSelf: false, before: { ...inOps, rights: plain }, after: { roleIds: [5, 6], deptId: 2 } };
    expect(refusalToChangeUser(userManager, { ...onPlain, grantedRoles: [admin] })).toBe('identity.authority.roleBeyondYours');
    expect(refusalToChangeUser(userManager, { ...onPlain, grantedRoles: [rights(['sys:user:query'], dataScopes.all)] })).toBe('identity.authority.roleBeyondYours');
    expect(refusalToChangeUser(userManager, { ...onPlain, grantedRoles: [rights(['sys:user:query'], dataScopes.ownData)] })).toBeUndefined();
    expect(refusalToChangeUser(admin, { ...onPlain, grantedRoles: [root] })).toBe('identity.user.rootRoleReserved');
    expect(refusalToChangeUser(admin, { isSelf: false, after: inOps, grantedRoles: [root] })).toBe('identity.user.rootRoleReserved');
  });

  it('refuses touching a more powerful account before looking at what the edit grants', () => {
    expect(refusalToChangeUser(userManager, { isSelf: false, before: { ...inOps, rights: admin }, after: inOps, grantedRoles: [] })).toBe('identity.authority.userHoldsMore');
  });
});

describe('refusalToChangeRole', () => {
  it('refuses giving a role a permission or a wider data scope than the editor holds', () => {
    const role = rights(['sys:user:query'], dataScopes.ownData);
    expect(refusalToChangeRole(userManager, { before: role, after: rights(['sys:user:query', 'sys:user:delete'], dataScopes.ownData) })).toBe('identity.authority.grantBeyondYours');
    expect(refusalToChangeRole(userManager, { after: rights([], dataScopes.all) })).toBe('identity.authority.grantBeyondYours');
    expect(refusalToChangeRole(userManager, { before: role, after: rights(['sys:user:edit'], dataScopes.ownDepartment) })).toBeUndefined();
  });

  it('refuses changing or deleting a role that holds more than the editor; ROOT passes', () => {
    expect(refusalToChangeRole(userManager, { before: admin, after: userManager })).toBe('identity.authority.roleHoldsMore');
    expect(refusalToChangeRole(userManager, { before: admin })).toBe('identity.authority.roleHoldsMore');
    expect(refusalToChangeRole(admin, { before: root })).toBe('identity.authority.roleHoldsMore');
    expect(refusalToChangeRole(root, { before: root, after: root })).toBeUndefined();
  });
});

describe('refusalToChangeMenuPerm', () => {
  it('needs the permission a menu has and the one it gets, and nothing when it keeps its permission', () => {
    expect(refusalToChangeMenuPerm(userManager, { before: 'sys:user:query', after: 'sys:user:delete' })).toBe('identity.authority.menuPermBeyondYours');
    expect(refusalToChangeMenuPerm(userManager, { before: 'sys:user:delete', after: 'sys:user:query' })).toBe('identity.authority.menuPermBeyondYours');
    expect(refusalToChangeMenuPerm(userManager, { before: 'sys:user:query', after: 'sys:user:edit' })).toBeUndefined();
    expect(refusalToChangeMenuPerm(userManager, { before: null, after: 'sys:user:edit' })).toBeUndefined();
    expect(refusalToChangeMenuPerm(userManager, { before: 'sys:role:edit', after: 'sys:role:edit' })).toBeUndefined();
    expect(refusalToChangeMenuPerm(root, { before: 'sys:role:edit', after: 'anything' })).toBeUndefined();
  });
});

describe('rightsOfActor', () => {
  it('reads ROOT from the role codes and treats a missing scope as the narrowest', () => {
    const actor = { userId: '7', username: 'x', roles: ['ROOT'], perms: new Set<string>() };
    expect(rightsOfActor(actor)).toMatchObject({ isRoot: true, dataScope: dataScopes.ownData });
  });
});
