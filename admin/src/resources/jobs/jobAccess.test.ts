import { jobPermissions } from '@jobmarket/contracts/jobs/permissions';
import { describe, expect, it } from 'vitest';
import { canAccessWith, permissionFor } from '../../auth/permissions';

describe('jobs and react-admin access', () => {
  it("guards each job screen and action with the permission the api guards its route with (contracts' jobPermissions)", () => {
    expect(permissionFor('list', 'jobs')).toBe(jobPermissions.query);
    expect(permissionFor('show', 'jobs')).toBe(jobPermissions.query);
    expect(permissionFor('audit', 'jobs')).toBe(jobPermissions.audit);
    expect(permissionFor('close', 'jobs')).toBe(jobPermissions.close);
    expect(permissionFor('export', 'jobs')).toBe(jobPermissions.export);
  });

  it("shows the dashboard's jobs card to the jobs' readers and to a role given only the dashboard, as GET /jobs/stats allows", () => {
    expect(canAccessWith({ roles: ['ADMIN'], perms: [jobPermissions.query] }, { resource: 'jobs', action: 'stats' })).toBe(true);
    expect(canAccessWith({ roles: ['ADMIN'], perms: ['dashboard:view'] }, { resource: 'jobs', action: 'stats' })).toBe(true);
    expect(canAccessWith({ roles: ['PUBLISHER'], perms: [] }, { resource: 'jobs', action: 'stats' })).toBe(false);
  });
});
