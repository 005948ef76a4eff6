import { describe, expect, it } from 'vitest';
import { canAccessWith, permissionFor } from '../../auth/permissions';
import { publisherAudit, schoolAdminAudit } from './auditScreens';

describe('audit screens and react-admin access', () => {
  it.each([publisherAudit, schoolAdminAudit])('opens the $resource list with its query permission and audits with its audit permission', (screen) => {
    expect(permissionFor('list', screen.resource)).toBe(screen.perms.query);
    expect(permissionFor('audit', screen.resource)).toBe(screen.perms.audit);
    expect(canAccessWith({ roles: ['ADMIN'], perms: [screen.perms.query] }, { action: 'list', resource: screen.resource })).toBe(true);
    expect(canAccessWith({ roles: ['PUBLISHER'], perms: [] }, { action: 'list', resource: screen.resource })).toBe(false);
  });
});
