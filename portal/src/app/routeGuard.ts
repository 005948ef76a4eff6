import { dashboardPaths } from './paths';

/** Spec §2: the paths that open without sign-in; every other known path asks for it. */
export const publicPaths = ['/', '/login', '/register-job-seeker', '/register-publisher', '/register-school-admin', '/forget-password', '/about', '/privacy', '/terms', '/jobs', '/companies'] as const;

/** The login address that brings the visitor back to `pathAndQuery` afterwards (path and query kept). */
export function loginPathFor(pathAndQuery: string): string {
  return `/login?redirect=${encodeURIComponent(pathAndQuery)}`;
}

/**
 * Where to go after sign-in: the `redirect` parameter when it is a path on this site (never another origin, never
 * back to /login), else the role's home.
 */
export function afterSignInPath(redirect: string | null, roleHome: string): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return roleHome;
  if (redirect === '/login' || redirect.startsWith('/login?')) return roleHome;
  return redirect;
}

/** Every role signs in to /dashboard, which shows that role's home (staff go on to the back office). */
export const ROLE_HOME = dashboardPaths.home;
