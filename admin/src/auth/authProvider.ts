import type { AuthProvider, UserIdentity } from 'react-admin';
import { API_BASE, isSessionExpired, type HttpClient } from '../providers/httpClient';
import { loginPathFor } from '../routing/routeTree';
import { canAccessWith } from './permissions';
import { isSessionLoadError, type Session, type SessionLoader, type SessionPermissions } from './session';
import { endSession } from './sessionEvents';
import type { TokenPair, TokenStore } from './tokenStorage';

export interface LoginParams {
  username: string;
  password: string;
  captchaKey?: string;
  captchaCode?: string;
}

export interface AuthProviderDeps {
  http: Pick<HttpClient, 'json'>;
  tokens: TokenStore;
  session: SessionLoader;
  /** The router's location now (below /admin), for the `redirect` back after signing in. */
  location: () => { pathname: string; search: string };
  /** Everything else the user's session left behind: realtime connection, dictionary cache… */
  onSignedOut?: () => void;
  /** The avatar as an address an `<img>` can load (stored files need the token); as it is when not given. */
  avatarPicture?: (avatar: string) => Promise<string | undefined>;
  apiBase?: string;
}

/** react-admin's AuthProvider with the optional methods ours always has. */
export type AdminAuthProvider = AuthProvider &
  Required<Pick<AuthProvider, 'getIdentity' | 'getPermissions' | 'canAccess'>> & {
    /** Reads the signed-in user again (after they edited their own profile), so the app bar shows the new name. */
    refreshIdentity(): Promise<void>;
    /** Forgets the loaded user and routes, so the next check reads them again (their titles come in the current language). */
    reloadSession(): void;
    /** The language the loaded session's routes were read in; undefined while none is loaded. */
    sessionLanguage(): string | undefined;
  };

/**
 * react-admin's authProvider over our identity api (ARCHITECTURE §2.7, spec §4): tokens in localStorage, identity and
 * routes from /users/me and /menus/routes, permission strings for canAccess with ROOT passing every check.
 */
export function createAuthProvider(deps: AuthProviderDeps): AdminAuthProvider {
  const apiBase = deps.apiBase ?? API_BASE;
  const toLogin = () => loginPathFor(deps.location());

  async function loadSession(): Promise<Session> {
    try {
      return await deps.session.load();
    } catch (error) {
      // spec §2: routes (or the user) could not be fetched → clear user data and sign in again
      if (isSessionLoadError(error)) endSession('unavailable');
      throw error;
    }
  }

  return {
    async login({ username, password, captchaKey = '', captchaCode = '' }: LoginParams) {
      const { json } = await deps.http.json<TokenPair>(`${apiBase}/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ username, password, captchaKey, captchaCode }),
        auth: false,
      });
      deps.session.reset();
      deps.tokens.save(json);
    },

    async logout() {
      if (deps.tokens.accessToken()) {
        try {
          // revokes this sign-in's refresh family and access token; signing out goes on whatever the answer
          await deps.http.json(`${apiBase}/auth/logout`, { method: 'DELETE', renewSession: false });
        } catch {
          // already expired or unreachable: nothing left to revoke from here
        }
      }
      deps.tokens.clear();
      deps.session.reset();
      deps.onSignedOut?.();
      return toLogin();
    },

    async checkAuth() {
      if (deps.tokens.accessToken() || deps.tokens.refreshToken()) return;
      // no notice: opening the admin signed out simply shows the sign-in page
      throw { redirectTo: toLogin(), message: false };
    },

    async checkError(error: unknown) {
      // the session is already being ended (SessionEndHandler): react-admin should only stay quiet about this call
      if (isSessionExpired(error) || isSessionLoadError(error)) throw { logoutUser: false, message: false };
      // a 401 the http client could not explain: sign in again and come back here
      if ((error as { status?: number } | null)?.status === 401) throw { redirectTo: toLogin(), message: false };
      // anything else (403, 404, validation…) is an error of that call, shown by whoever made it
    },

    refreshIdentity: () => deps.session.refreshUser(),

    reloadSession: () => deps.session.reset(),
    sessionLanguage: () => deps.session.language(),

    async getIdentity(): Promise<UserIdentity> {
      const { user } = await loadSession();
      const avatar = user.avatar ? await (deps.avatarPicture ?? ((url: string) => Promise.resolve(url)))(user.avatar) : undefined;
      return {
        id: user.userId,
        fullName: user.nickname || user.username,
        ...(avatar ? { avatar } : {}),
        username: user.username,
        mustChangePassword: user.mustChangePassword === true,
      };
    },

    async getPermissions(): Promise<SessionPermissions> {
      // signed out: nothing to load; checkAuth sends the visitor to the login page (throwing here would only make
      // react-query retry for seconds while the loading page shows)
      if (!deps.tokens.accessToken() && !deps.tokens.refreshToken()) return { roles: [], perms: [], routes: [] };
      const { user, routes } = await loadSession();
      return { roles: user.roles, perms: user.perms, routes };
    },

    async canAccess(params: { action: string; resource: string }) {
      const { user } = await loadSession();
      return canAccessWith(user, params);
    },
  };
}
