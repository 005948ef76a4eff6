import { describe, expect, it } from 'vitest';
import { registrationPermissions } from '@jobmarket/contracts/registration/permissions';
import { canAccessWith, permissionFor } from '../../auth/permissions';
import { publisherAudit, schoolAdminAudit } from './auditScreens';

describe('audit screens and react-admin access', () => {
  it.each([publisherAudit, schoolAdminAudit])('opens the $resource list with its query permission and audits with its audit permission', (screen) => {
    // the admin's one mapping agrees with the permissions the api guards these routes with
    const perms = registrationPermissions[screen.kind];
    expect(permissionFor('list', screen.resource)).toBe(perms.query);
    expect(permissionFor('audit', screen.resource)).toBe(perms.audit);
    expect(canAccessWith({ roles: ['ADMIN'], perms: [perms.query] }, { action: 'list', resource: screen.resource })).toBe(true);
    expect(canAccessWith({ roles: ['PUBLISHER'], perms: [] }, { action: 'list', resource: screen.resource })).toBe(false);
  });
});
