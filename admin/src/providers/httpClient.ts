import { pendingWriteOf, type PendingWrite } from '@jobmarket/contracts/platform/pendingWrites';
import { createTokenRenewal } from '@jobmarket/contracts/platform/tokenStorage';
import { fetchUtils, HttpError } from 'react-admin';
import { pageProgress } from '../layout/progress/progress';
import { tokens as browserTokens, type TokenPair, type TokenStore } from '../auth/tokenStorage';
import { emitSessionExpired } from '../auth/sessionEvents';
import {
  ACCESS_TOKEN_INVALID,
  envelopeError,
  fileNameFromContentDisposition,
  GENERIC_ERROR_MESSAGE,
  isEnvelope,
  REFRESH_TOKEN_INVALID,
  resultCodeOf,
  SUCCESS,
} from './envelope';
import { i18nProvider } from './i18n';
import { emitPendingWrite } from './pendingWriteEvents';

/** Every call of the admin goes to this origin's api (ARCHITECTURE §1: one origin, no CORS). */
export const API_BASE = '/api/v1';
/** Spec §9: request timeout 50 000 ms. */
export const REQUEST_TIMEOUT_MS = 50_000;

export const SESSION_EXPIRED_MESSAGE = 'admin.session.expired';
export const TIMEOUT_MESSAGE = 'admin.errors.timeout';
export const NETWORK_MESSAGE = 'admin.errors.network';

export interface HttpOptions extends fetchUtils.Options {
  /** false for the public calls (login, captcha): no Authorization header and no refresh on A0230. */
  auth?: boolean;
  /** false when an expired session must not be renewed or reported (the sign-out call itself). */
  renewSession?: boolean;
}

/** What ra-data-simple-rest reads: `json` is the envelope's `data`, `headers` keep Content-Range. */
export interface HttpResponse<T = any> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
  headers: Headers;
}

type FetchJson = (url: string, options?: fetchUtils.Options) => Promise<{ status: number; headers: Headers; body: string; json: any }>;

export interface HttpClientDeps {
  tokens: TokenStore;
  /** The current react-admin locale, sent as Accept-Language so `msg` comes back in it. */
  locale: () => string;
  /** Called once when the session cannot be renewed (A0231, or a refresh that failed), after the tokens are cleared. */
  onSessionExpired: () => void;
  /** Called when a command succeeded before the read models caught up (X-Read-Your-Writes: pending). */
  onPendingWrite?: (write: PendingWrite) => void;
  fetchJson?: FetchJson;
  fetch?: typeof fetch;
  timeoutMs?: number;
  apiBase?: string;
}

/** The session is over: the refresh token was refused or the refresh failed. The user has been told and is being signed out. */
export class SessionExpiredError extends HttpError {
  readonly isSessionExpired = true;
  constructor(cause?: unknown) {
    super(SESSION_EXPIRED_MESSAGE, 401, (cause as { body?: unknown } | undefined)?.body ?? null);
    // HttpError pins its own prototype, which would hide this subclass from instanceof
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'SessionExpiredError';
  }
}

export function isSessionExpired(error: unknown): error is SessionExpiredError {
  return (error as { isSessionExpired?: unknown } | null | undefined)?.isSessionExpired === true;
}

const isAbortError = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/**
 * The request never got an answer: aborted, or the connection failed — which is also what a browser reports for
 * requests cut off while the page unloads. Not a verdict on the session.
 */
export function isUnanswered(error: unknown): boolean {
  return isAbortError(error) || (error instanceof HttpError && error.status === 0 && error.message === NETWORK_MESSAGE);
}

/**
 * The admin's http client (ARCHITECTURE §2.7, spec §4 and §8) over react-admin's fetchUtils.fetchJson: sends the stored
 * token and the current language, unwraps the envelope, turns error codes into HttpErrors react-admin understands, and
 * renews an expired access token once for every request that needed it (single flight), replaying them all.
 */
export function createHttpClient(deps: HttpClientDeps) {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const apiBase = deps.apiBase ?? API_BASE;
  const fetchJson: FetchJson = deps.fetchJson ?? fetchUtils.fetchJson;
  const fetchRaw: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function headersFor(options: HttpOptions, authorization: string | null, accept: string): Headers {
    const headers = new Headers(options.headers ?? undefined);
    if (!headers.has('Accept')) headers.set('Accept', accept);
    headers.set('Accept-Language', deps.locale());
    if (authorization) headers.set('Authorization', authorization);
    else headers.delete('Authorization');
    return headers;
  }

  /** Aborts after the timeout, passes the caller's own abort through, and names network failures. */
  async function withTimeout<T>(callerSignal: AbortSignal | null | undefined, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forward = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) forward();
    else callerSignal?.addEventListener('abort', forward, { once: true });
    try {
      return await pageProgress.track(() => run(controller.signal));
    } catch (error) {
      if (timedOut) throw new HttpError(TIMEOUT_MESSAGE, 0, null);
      if (error instanceof HttpError || isAbortError(error)) throw error;
      if (error instanceof TypeError) throw new HttpError(NETWORK_MESSAGE, 0, null); // fetch's "Failed to fetch"
      throw error;
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forward);
    }
  }

  function sendJson(url: string, options: HttpOptions, authorization: string | null): Promise<HttpResponse> {
    const { auth: _auth, renewSession: _renew, ...init } = options;
    return withTimeout(init.signal, async (signal) => {
      let response: Awaited<ReturnType<FetchJson>>;
      try {
        response = await fetchJson(url, { ...init, headers: headersFor(init, authorization, 'application/json'), signal });
      } catch (error) {
        if (error instanceof HttpError && isEnvelope(error.body)) throw envelopeError(error.status, error.body);
        throw error;
      }
      if (!isEnvelope(response.json)) return response; // an empty or foreign body: nothing to unwrap
      if (response.json.code !== SUCCESS) throw envelopeError(response.status, response.json);
      return { ...response, json: response.json.data };
    });
  }

  function sendBlob(url: string, options: HttpOptions, authorization: string | null): Promise<DownloadedFile> {
    const { auth: _auth, renewSession: _renew, user: _user, ...init } = options;
    return withTimeout(init.signal, async (signal) => {
      const response = await fetchRaw(url, { ...init, headers: headersFor(init, authorization, '*/*'), signal });
      const type = response.headers.get('Content-Type') ?? '';
      // a file has no envelope (spec §8); only an error answer, which is JSON, is read as one
      if (!response.ok || type.includes('application/json')) {
        const text = await response.text();
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        if (isEnvelope(json) && (!response.ok || json.code !== SUCCESS)) throw envelopeError(response.status, json);
        if (!response.ok) throw new HttpError(response.statusText || GENERIC_ERROR_MESSAGE, response.status, json ?? null);
        return { blob: new Blob([text], { type }), fileName: fileNameFromContentDisposition(response.headers.get('Content-Disposition')), headers: response.headers };
      }
      return { blob: await response.blob(), fileName: fileNameFromContentDisposition(response.headers.get('Content-Disposition')), headers: response.headers };
    });
  }

  /** Clears the tokens and, if there was a session to lose, tells the app once. */
  function expire(cause?: unknown): SessionExpiredError {
    if (isSessionExpired(cause)) return cause;
    const hadSession = deps.tokens.accessToken() !== null || deps.tokens.refreshToken() !== null;
    deps.tokens.clear();
    if (hadSession) deps.onSessionExpired();
    return new SessionExpiredError(cause);
  }

  async function refresh(): Promise<void> {
    const refreshToken = deps.tokens.refreshToken();
    if (!refreshToken) throw expire();
    try {
      // public call: the expired access token must not go along (API-CONTRACT §2)
      const { json } = await sendJson(`${apiBase}/auth/refresh-token`, { method: 'POST', body: JSON.stringify({ refreshToken }) }, null);
      deps.tokens.save(json as TokenPair);
    } catch (error) {
      throw expire(error);
    }
  }

  /** One refresh for every request that failed with A0230 while it runs; a request that failed after it ended just replays. */
  const renewedToken = createTokenRenewal(deps.tokens, refresh);

  async function withSession<T>(options: HttpOptions, attempt: (authorization: string | null) => Promise<T>): Promise<T> {
    if (options.auth === false) return attempt(null);
    const sentWith = deps.tokens.accessToken();
    if (options.renewSession === false) return attempt(sentWith);
    try {
      return await attempt(sentWith);
    } catch (error) {
      const code = resultCodeOf(error);
      if (code === REFRESH_TOKEN_INVALID) throw expire(error);
      if (code !== ACCESS_TOKEN_INVALID) throw error;
    }
    const renewed = await renewedToken(sentWith);
    try {
      return await attempt(renewed);
    } catch (error) {
      const code = resultCodeOf(error);
      if (code === ACCESS_TOKEN_INVALID || code === REFRESH_TOKEN_INVALID) throw expire(error);
      throw error;
    }
  }

  return {
    /** For ra-data-simple-rest and every JSON call: resolves with the envelope's `data` as `json`. */
    async json<T = any>(url: string, options: HttpOptions = {}): Promise<HttpResponse<T>> {
      const response = await withSession(options, (authorization) => sendJson(url, options, authorization));
      const pending = pendingWriteOf(response.headers);
      if (pending) deps.onPendingWrite?.(pending);
      return response;
    },
    /** A file answer (export, template, private document) with its name from Content-Disposition. */
    blob(url: string, options: HttpOptions = {}): Promise<DownloadedFile> {
      return withSession(options, (authorization) => sendBlob(url, options, authorization));
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** Hands a downloaded file to the browser as a save. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the blob to the download manager; free it after this task
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** The admin's client: tokens from localStorage, the language of the running i18nProvider. */
export const http = createHttpClient({
  tokens: browserTokens,
  locale: () => i18nProvider.getLocale(),
  onSessionExpired: emitSessionExpired,
  onPendingWrite: emitPendingWrite,
});

/** The function ra-data-simple-rest takes. */
export const httpClient = (url: string, options?: HttpOptions) => http.json(url, options);

/**
 * Downloads a file (users export, import template…) and saves it under the name the api gives in Content-Disposition.
 * `url` is an api path such as `/api/v1/users/export?status=1`.
 */
export async function downloadFile(url: string, options?: HttpOptions): Promise<DownloadedFile> {
  const file = await http.blob(url, options);
  const fallbackName = decodeURIComponent(new URL(url, window.location.origin).pathname.split('/').pop() || 'download');
  saveFile(file.blob, file.fileName ?? fallbackName);
  return file;
}
