/** Where the signed-in session lives in the browser (spec §3, §9): the keys the portal uses too, one login for both apps. */
export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';

/** The token pair the api answers on login and refresh (API-CONTRACT §2). */
export interface TokenPair {
  tokenType: string;
  accessToken: string;
  refreshToken: string;
  expiresIn?: number;
}

export interface TokenStore {
  /** The Authorization header value as stored: token type, a space, the token ("Bearer eyJ…"). */
  accessToken(): string | null;
  refreshToken(): string | null;
  save(pair: TokenPair): void;
  clear(): void;
}

export function createTokenStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): TokenStore {
  return {
    accessToken: () => storage.getItem(ACCESS_TOKEN_KEY),
    refreshToken: () => storage.getItem(REFRESH_TOKEN_KEY),
    save(pair) {
      storage.setItem(ACCESS_TOKEN_KEY, `${pair.tokenType || 'Bearer'} ${pair.accessToken}`);
      storage.setItem(REFRESH_TOKEN_KEY, pair.refreshToken);
    },
    clear() {
      storage.removeItem(ACCESS_TOKEN_KEY);
      storage.removeItem(REFRESH_TOKEN_KEY);
    },
  };
}

/** The browser's token store; reads localStorage on every call, so the portal signing in or out in another tab is seen. */
export const tokens: TokenStore = createTokenStore({
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
  removeItem: (key) => window.localStorage.removeItem(key),
});
