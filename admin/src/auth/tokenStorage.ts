import { createTokenStore, type TokenStore } from '@jobmarket/contracts/platform/tokenStorage';

// the keys, the pair and the store are shared with the portal (one login for both apps)
export { ACCESS_TOKEN_KEY, createTokenStore, REFRESH_TOKEN_KEY, type TokenPair, type TokenStore } from '@jobmarket/contracts/platform/tokenStorage';

/** The browser's token store; reads localStorage on every call, so the portal signing in or out in another tab is seen. */
export const tokens: TokenStore = createTokenStore({
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
  removeItem: (key) => window.localStorage.removeItem(key),
});
