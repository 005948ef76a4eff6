import { catalogs } from '@jobmarket/contracts/i18n/translate';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { App } from '../app/App';
import { PortalRoutes } from '../app/routes';
import { createApiClient } from '../session/apiClient';
import { tokens } from '../session/tokens';

export interface Call {
  method: string;
  path: string;
  body: BodyInit | null | undefined;
  headers: Headers;
}

type Answer = { code?: string; data?: unknown; msg?: string; status?: number };
/** An envelope to answer, or a raw `Response` for a download (bytes with their own content type). */
export type Handler = (call: Call) => Answer | Response | undefined;

const envelope = ({ code = '00000', data = null, msg = 'ok', status = 200 }: Answer) =>
  new Response(JSON.stringify({ code, data, msg }), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The portal over a fake api: answers come from `handlers` ("GET /users/me" → answer), every call is recorded, and
 * anything unexpected answers C0113 like the real api would. Only the network edge is faked; the app is the real one.
 */
export function renderPortal(path: string, handlers: Record<string, Handler | Answer> = {}) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = init?.method ?? 'GET';
    const call = { method, path: url.pathname.replace('/api/v1', '') + url.search, body: init?.body, headers: new Headers(init?.headers) };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname.replace('/api/v1', '')}`];
    const answer = typeof handler === 'function' ? handler(call) : handler;
    if (answer instanceof Response) return answer;
    return envelope(answer ?? { code: 'C0113', msg: 'No such endpoint', status: 404 });
  };
  const api = createApiClient({ tokens, locale: () => 'en', onSessionExpired: () => undefined, textOf: (key) => catalogs.en.errors[key === 'errors.unknown' ? 'unknown' : 'A0231'], fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const current: { location?: Location } = {};
  const view = render(
    <App queryClient={queryClient} api={api}>
      <MemoryRouter initialEntries={[path]}>
        <PortalRoutes />
        <LocationProbe into={current} />
      </MemoryRouter>
    </App>,
  );
  /** The address the portal shows now: path and query. */
  const location = () => `${current.location?.pathname}${current.location?.search}`;
  return { ...view, calls, location };
}

/** Keeps the router's current location where the test can read it (a memory router has no address bar). */
const LocationProbe = ({ into }: { into: { location?: Location } }) => {
  const location = useLocation();
  useEffect(() => {
    into.location = location;
  }, [into, location]);
  return null;
};

export const signedInAs = (roles: string[], nickname = 'Mali') => {
  localStorage.setItem('access_token', 'Bearer test-token');
  localStorage.setItem('refresh_token', 'refresh');
  return { code: '00000', data: { userId: 7, username: 'mali', nickname, avatar: null, roles, perms: [] } };
};

export const pageOf = (list: unknown[]) => ({ data: { list, total: list.length } });
