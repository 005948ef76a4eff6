import { catalogs } from '@jobmarket/contracts/i18n/translate';
import { createTokenStore } from '@jobmarket/contracts/platform/tokenStorage';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './apiClient';

/** Tokens in a Map: this call is public and signed out. */
const memoryTokens = () => {
  const values = new Map<string, string>();
  return createTokenStore({ getItem: (key) => values.get(key) ?? null, setItem: (key, value) => values.set(key, value), removeItem: (key) => values.delete(key) });
};

describe('portal api client', () => {
  it('words an answer without our envelope (a proxy error page) in the visitor’s language, not the HTTP status text', async () => {
    const th = catalogs.th;
    const api = createApiClient({
      tokens: memoryTokens(),
      locale: () => 'th',
      onSessionExpired: () => undefined,
      textOf: (key) => (key === 'errors.unknown' ? th.errors.unknown : th.errors.A0231),
      fetch: async () => new Response('<html>502 Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } }),
    });
    const failure = await api.request('/dict/list', { auth: false }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'B0001', status: 502, message: th.errors.unknown });
  });
});

describe('portal api client headers', () => {
  it('sends the visitor’s language and the zone their clock runs in, which a booking’s later mails are written in', async () => {
    let sent: Headers | undefined;
    const api = createApiClient({
      tokens: memoryTokens(),
      locale: () => 'lo',
      onSessionExpired: () => undefined,
      textOf: (key) => key,
      fetch: async (_input, init) => {
        sent = new Headers(init?.headers);
        return new Response(JSON.stringify({ code: '00000', msg: 'Success', data: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      },
    });
    await api.request('/dict/list', { auth: false });
    expect(sent?.get('Accept-Language')).toBe('lo');
    expect(sent?.get('X-Time-Zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
