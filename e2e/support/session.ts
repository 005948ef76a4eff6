/** The tokens `POST /auth/login` answers with. */
export interface TokenPair {
  tokenType: string;
  accessToken: string;
  refreshToken: string;
}

export interface CallOptions {
  /** JSON body; a FormData is sent as multipart. */
  body?: unknown;
  authorization?: string;
}

/** The `Authorization` header value for these tokens ("Bearer <token>"). */
export const authorizationOf = (tokens: Pick<TokenPair, 'tokenType' | 'accessToken'>): string => `${tokens.tokenType} ${tokens.accessToken}`;

/** The tokens as the admin keeps them in the browser's storage. */
export const storedTokens = (tokens: TokenPair): { access: string; refresh: string } => ({ access: authorizationOf(tokens), refresh: tokens.refreshToken });

/** Talks to the running product's api (English messages); every call resolves to the envelope's data or throws with its code. */
export function productApi(baseUrl: string) {
  async function api<T>(method: string, path: string, body?: unknown, authorization?: string): Promise<T> {
    const form = body instanceof FormData;
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: {
        'Accept-Language': 'en',
        ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
        ...(authorization ? { Authorization: authorization } : {}),
      },
      ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
    });
    const envelope = (await response.json()) as { code: string; data: T; msg: string };
    if (envelope.code !== '00000') throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg} ${JSON.stringify(envelope.data)}`);
    return envelope.data;
  }
  /** Signs in over the api (captcha is off in the e2e product). */
  const signIn = (username: string, password: string) => api<TokenPair>('POST', '/auth/login', { username, password, captchaKey: '', captchaCode: '' });
  /** Signs in and returns the `Authorization` header value. */
  const apiToken = async (username: string, password: string) => authorizationOf(await signIn(username, password));
  return { api, signIn, apiToken };
}
