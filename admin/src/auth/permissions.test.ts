import { describe, expect, it } from 'vitest';
import { canAccessWith, hasPerm, hasRole, permissionFor } from './permissions';

const root = { roles: ['ROOT'], perms: [] };
const userManager = { roles: ['ADMIN'], perms: ['sys:user:query', 'sys:user:add', 'sys:notice:publish', 'sys:config:update'] };

describe('canAccess mapping', () => {
  it.each([
    ['list', 'users', 'sys:user:query'],
    ['show', 'users', 'sys:user:query'],
    ['create', 'users', 'sys:user:add'],
    ['edit', 'users', 'sys:user:edit'],
    ['delete', 'users', 'sys:user:delete'],
    ['export', 'users', 'sys:user:export'],
    ['import', 'users', 'sys:user:import'],
    ['resetPassword', 'users', 'sys:user:password:reset'],
    ['list', 'roles', 'sys:role:query'],
    ['edit', 'menus', 'sys:menu:edit'],
    ['create', 'dept', 'sys:dept:add'],
    ['delete', 'dict', 'sys:dict:delete'],
    ['create', 'dict-data', 'sys:dict-data:add'],
    ['edit', 'config', 'sys:config:update'],
    ['refresh', 'config', 'sys:config:refresh'],
    ['publish', 'notices', 'sys:notice:publish'],
    ['revoke', 'notices', 'sys:notice:revoke'],
    ['list', 'logs', 'sys:log:query'],
    ['list', 'projections', 'sys:projection:query'],
    ['edit', 'users.roleIds', 'sys:user:edit'],
  ])('%s on %s needs %s', (action, resource, perm) => {
    expect(permissionFor(action, resource)).toBe(perm);
  });

  it('lets a user do what their permission strings allow and nothing else', () => {
    expect(canAccessWith(userManager, { action: 'list', resource: 'users' })).toBe(true);
    expect(canAccessWith(userManager, { action: 'create', resource: 'users' })).toBe(true);
    expect(canAccessWith(userManager, { action: 'delete', resource: 'users' })).toBe(false);
    expect(canAccessWith(userManager, { action: 'publish', resource: 'notices' })).toBe(true);
    expect(canAccessWith(userManager, { action: 'revoke', resource: 'notices' })).toBe(false);
    expect(canAccessWith(userManager, { action: 'edit', resource: 'config' })).toBe(true);
  });

  it('lets ROOT do anything, even on resources the table does not know', () => {
    expect(canAccessWith(root, { action: 'delete', resource: 'users' })).toBe(true);
    expect(canAccessWith(root, { action: 'audit', resource: 'jobs' })).toBe(true);
  });

  it('refuses unknown resources to everyone else, and everything before the user is known', () => {
    expect(canAccessWith(userManager, { action: 'list', resource: 'jobs' })).toBe(false);
    expect(canAccessWith(undefined, { action: 'list', resource: 'users' })).toBe(false);
  });
});

describe('hasPerm and hasRole', () => {
  it('pass when any of several permissions is held, and always for ROOT', () => {
    expect(hasPerm(userManager, 'sys:user:add')).toBe(true);
    expect(hasPerm(userManager, ['sys:user:delete', 'sys:user:add'])).toBe(true);
    expect(hasPerm(userManager, ['sys:user:delete', 'sys:role:add'])).toBe(false);
    expect(hasPerm(root, 'sys:anything:at-all')).toBe(true);
  });

  it('check roles by code; ROOT passes only role checks that name it', () => {
    expect(hasRole(userManager, ['ROOT', 'ADMIN'])).toBe(true);
    expect(hasRole(userManager, 'ROOT')).toBe(false);
    expect(hasRole(root, 'ADMIN')).toBe(false);
  });

  it('lets any one of an action\'s permissions through: the import template for importers and for readers', () => {
    expect(canAccessWith({ roles: ['X'], perms: ['sys:user:query'] }, { action: 'template', resource: 'users' })).toBe(true);
    expect(canAccessWith({ roles: ['X'], perms: ['sys:user:import'] }, { action: 'template', resource: 'users' })).toBe(true);
    expect(canAccessWith({ roles: ['X'], perms: ['sys:user:add'] }, { action: 'template', resource: 'users' })).toBe(false);
    expect(canAccessWith({ roles: ['X'], perms: ['dashboard:view'] }, { action: 'list', resource: 'visits' })).toBe(true);
  });

  it.each([[undefined], [''], [[]], [['sys:user:add', '']], [42]])('throw without a permission identifier (%j)', (required) => {
    expect(() => hasPerm(userManager, required as never)).toThrow('a permission identifier is required');
    expect(() => hasPerm(undefined, required as never)).toThrow('a permission identifier is required');
  });

  it('throw without a role identifier', () => {
    expect(() => hasRole(userManager, [] as never)).toThrow('a role identifier is required');
  });
});
