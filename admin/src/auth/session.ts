import type { RouteNode } from '../routing/routeTree';
import type { HttpClient } from '../providers/httpClient';
import { isSessionExpired, isUnanswered } from '../providers/httpClient';
import type { Grants } from './permissions';

/** GET /api/v1/users/me (API-CONTRACT §3). */
export interface CurrentUser extends Grants {
  userId: number | string;
  username: string;
  nickname?: string | null;
  avatar?: string | null;
  roles: string[];
  perms: string[];
  /** Still the initial password staff's user form gave: the user changes it before anything else. */
  mustChangePassword?: boolean;
}

export interface Session {
  user: CurrentUser;
  routes: RouteNode[];
}

/** What authProvider.getPermissions answers: react-admin hands it to the function that builds the resources. */
export interface SessionPermissions extends Grants {
  roles: string[];
  perms: string[];
  routes: RouteNode[];
}

/** The signed-in user or their routes could not be loaded (not an expired session): spec §2 sends them to sign in again. */
export class SessionLoadError extends Error {
  readonly isSessionLoadError = true;
  constructor(cause: unknown) {
    super('admin.errors.generic', { cause });
  }
}

export function isSessionLoadError(error: unknown): error is SessionLoadError {
  return (error as { isSessionLoadError?: unknown } | null | undefined)?.isSessionLoadError === true;
}

// an account without roles or permissions answers without the lists
const userOf = (me: CurrentUser): CurrentUser => ({ ...me, roles: me.roles ?? [], perms: me.perms ?? [] });

/**
 * Loads who the user is and which routes they have once per sign-in (spec §4 "route loading": not loaded → loaded;
 * a reset forgets them). Concurrent callers share the one load; a failed load is forgotten so the next call retries.
 */
export function createSessionLoader(
  http: Pick<HttpClient, 'json'>,
  options: { apiBase?: string; onLoaded?: (session: Session) => void; /** The language requests are sent in. */ language?: () => string } = {},
) {
  const apiBase = options.apiBase ?? '/api/v1';
  let current: Promise<Session> | undefined;
  /** The language the current session's routes were asked in: their titles come translated by the api. */
  let loadedIn: string | undefined;

  async function fetchSession(): Promise<Session> {
    try {
      // both at once: if the access token expired, the http client refreshes once for the two
      const [me, routes] = await Promise.all([http.json<CurrentUser>(`${apiBase}/users/me`), http.json<RouteNode[]>(`${apiBase}/menus/routes`)]);
      return { user: userOf(me.json), routes: routes.json ?? [] };
    } catch (error) {
      // a load cut off by a reload or a dropped connection says nothing about the session: ending it here would sign
      // the user out (and revoke the tokens) on every reload that interrupts the first requests after signing in
      throw isSessionExpired(error) || isUnanswered(error) ? error : new SessionLoadError(error);
    }
  }

  return {
    load(): Promise<Session> {
      if (current) return current;
      loadedIn = options.language?.();
      const loading = fetchSession();
      current = loading;
      loading.then(
        (session) => {
          if (current === loading) options.onLoaded?.(session);
        },
        () => {
          if (current === loading) current = undefined;
        },
      );
      return loading;
    },
    /** Forgets the user and the loaded routes (sign-in, sign-out). */
    reset(): void {
      current = undefined;
      loadedIn = undefined;
    },
    /** The language of the loaded (or loading) session; undefined when none is loaded. */
    language(): string | undefined {
      return current ? loadedIn : undefined;
    },
    /** Reads the user again after they changed their own profile; the routes stay as loaded. */
    async refreshUser(): Promise<void> {
      const loaded = current;
      if (!loaded) return;
      const [session, me] = await Promise.all([loaded, http.json<CurrentUser>(`${apiBase}/users/me`)]);
      if (current !== loaded) return; // signed out or in again meanwhile
      current = Promise.resolve({ ...session, user: userOf(me.json) });
    },
  };
}

export type SessionLoader = ReturnType<typeof createSessionLoader>;
