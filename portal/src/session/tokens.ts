import { createTokenStore, type TokenStore } from '@jobmarket/contracts/platform/tokenStorage';

/**
 * The same keys as the admin (one sign-in for both apps); read on every call, so another tab signing out is seen.
 * A page rendered on the server (portal/src/ssr) renders signed out: there is no browser storage there.
 */
export const tokens: TokenStore = createTokenStore({
  getItem: (key) => (typeof window === 'undefined' ? null : window.localStorage.getItem(key)),
  setItem: (key, value) => window.localStorage.setItem(key, value),
  removeItem: (key) => window.localStorage.removeItem(key),
});
