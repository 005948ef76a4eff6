/** Where the signed-in session lives in the browser (spec §3, §9): the admin and the portal share the keys, one login for both apps. */
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

/** The part of the Web Storage API the store uses (contracts is compiled without the DOM library). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createTokenStore(storage: KeyValueStorage): TokenStore {
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

/**
 * Single-flight renewal of an expired access token (spec §4): the first request that fails with A0230 starts one
 * refresh, the others wait for it, and a request that failed with a token already replaced just replays with the new one.
 * `refresh` stores the new pair (or throws); the answer is the new Authorization value.
 */
export function createTokenRenewal(tokens: Pick<TokenStore, 'accessToken'>, refresh: () => Promise<void>) {
  let refreshing: Promise<string> | undefined;
  return function renewedToken(sentWith: string | null): Promise<string> {
    const current = tokens.accessToken();
    if (!refreshing && current && current !== sentWith) return Promise.resolve(current);
    refreshing ??= refresh()
      .then(() => {
        const renewed = tokens.accessToken();
        if (!renewed) throw new Error('the refresh stored no access token');
        return renewed;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };
}
