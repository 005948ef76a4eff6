import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { hasPerm, hasRole } from './permissions';
import type { SessionPermissions } from './session';

/**
 * Button-level permission check for controls react-admin does not guard itself (spec §6 `hasPerm`):
 * true when the user holds any of the permissions, always for ROOT; false while the permissions load.
 * Throws "a permission identifier is required" when called without one (spec §5).
 */
export function useHasPerm(perm: string | readonly string[]): boolean {
  const { permissions } = usePermissions<SessionPermissions>();
  return hasPerm(permissions, perm);
}

/** Role check: true when the user holds any of the role codes. */
export function useHasRole(role: string | readonly string[]): boolean {
  const { permissions } = usePermissions<SessionPermissions>();
  return hasRole(permissions, role);
}

/** Renders its children only for users holding any of `perm`; without it the control is not on the page at all. */
export const HasPerm = ({ perm, children }: { perm: string | readonly string[]; children: ReactNode }) => (useHasPerm(perm) ? <>{children}</> : null);

/** Renders its children only for users holding any of `role`. */
export const HasRole = ({ role, children }: { role: string | readonly string[]; children: ReactNode }) => (useHasRole(role) ? <>{children}</> : null);
