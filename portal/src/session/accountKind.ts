import { roleCodes } from '@jobmarket/contracts';

const portalRoles: readonly string[] = [roleCodes.publisher, roleCodes.seeker, roleCodes.schoolAdmin];

/**
 * Staff work in the back office: ROOT and ADMIN, and any account whose roles are all platform roles (a role staff
 * defined, such as a user manager) rather than the portal's job seeker, publisher or school admin.
 */
export function isStaffAccount(roles: readonly string[]): boolean {
  if (roles.includes(roleCodes.root) || roles.includes(roleCodes.admin)) return true;
  return roles.length > 0 && !roles.some((role) => portalRoles.includes(role));
}
