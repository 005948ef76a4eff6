import type { TokenPair, TokenStore } from '../auth/tokenStorage';

/** One request as the fake api saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: string | undefined;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Answer after this many ms (fake timers advance it). */
  delayMs?: number;
  /** A raw body instead of JSON (a download). */
  raw?: BodyInit;
}

export type FakeRoute = (request: SeenRequest) => FakeAnswer | Promise<FakeAnswer>;

export const ok = (data: unknown, headers?: Record<string, string>): FakeAnswer => ({ status: 200, body: { code: '00000', data, msg: 'Success' }, ...(headers ? { headers } : {}) });
export const fail = (status: number, code: string, msg: string, data: unknown = null): FakeAnswer => ({ status, body: { code, data, msg } });

/**
 * A stand-in for the api behind `fetch`: routes keyed "METHOD /path" (query ignored) answer envelopes like the real one.
 * Unknown routes answer C0113 as the api does.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const requests: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://admin.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const seen: SeenRequest = { method, path: url.pathname, url, headers: new Headers(init.headers), body: typeof init.body === 'string' ? init.body : undefined };
    requests.push(seen);
    const route = routes[`${method} ${url.pathname}`];
    const answer = route ? await route(seen) : fail(404, 'C0113', 'No such endpoint');
    if (answer.delayMs) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, answer.delayMs);
        init.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(init.signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
        });
      });
    }
    if (answer.raw !== undefined) return new Response(answer.raw, { status: answer.status ?? 200, headers: answer.headers ?? {} });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...answer.headers },
    });
  };
  return { fetch, requests, calls: (method: string, path: string) => requests.filter((request) => request.method === method && request.path === path) };
}

/** Tokens in memory, stored as the browser stores them ("Bearer <token>"). */
export function memoryTokens(initial?: { access?: string; refresh?: string }): TokenStore & { saved: TokenPair[] } {
  let access = initial?.access ?? null;
  let refresh = initial?.refresh ?? null;
  const saved: TokenPair[] = [];
  return {
    saved,
    accessToken: () => access,
    refreshToken: () => refresh,
    save(pair) {
      saved.push(pair);
      access = `${pair.tokenType} ${pair.accessToken}`;
      refresh = pair.refreshToken;
    },
    clear() {
      access = null;
      refresh = null;
    },
  };
}
