import type { FieldErrors } from '@jobmarket/contracts/http/envelope';
import type { Locale } from '@jobmarket/contracts/i18n/locales';
import { pendingWriteOf, type PendingWrite } from '@jobmarket/contracts/platform/pendingWrites';
import { READER_TIME_ZONE_HEADER, readerTimeZone } from '@jobmarket/contracts/platform/readerZone';
import { createTokenRenewal, type TokenPair, type TokenStore } from '@jobmarket/contracts/platform/tokenStorage';

export const API_BASE = '/api/v1';
/** Spec §9: request timeout 50 000 ms. */
export const REQUEST_TIMEOUT_MS = 50_000;
const SUCCESS = '00000';
const ACCESS_TOKEN_INVALID = 'A0230';
const REFRESH_TOKEN_INVALID = 'A0231';

/** A failed call: the api's result code and localised `msg`, and `data.errors` (field → localised message) when there are any. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fieldErrors: FieldErrors = {},
    /** The envelope's `data` as sent (a refusal may carry more than field errors, e.g. `{ link: '/vip' }`). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isSessionExpired(): boolean {
    return this.code === REFRESH_TOKEN_INVALID;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (registrations, uploads, login). */
  form?: FormData;
  /** false for the public calls: no Authorization header and no refresh. */
  auth?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  tokens: TokenStore;
  locale: () => Locale;
  /** Called once when the session cannot be renewed, after the tokens are cleared. */
  onSessionExpired: () => void;
  /** Texts in the visitor's language for failures the api did not word: no envelope, or no session to renew. */
  textOf: (key: 'errors.unknown' | 'errors.A0231') => string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function fieldErrorsOf(data: unknown): FieldErrors {
  const errors = (data as { errors?: unknown } | null)?.errors;
  return typeof errors === 'object' && errors !== null ? (errors as FieldErrors) : {};
}

/**
 * The portal's api client (spec §7, §8): the stored token, the current language and the browser's zone on every call,
 * the envelope unwrapped, and an expired access token renewed once for all the requests that needed it (the admin's
 * policy, from contracts).
 */
export function createApiClient(deps: ApiClientDeps) {
  const send = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const pendingWriteListeners = new Set<(write: PendingWrite) => void>();

  async function raw(path: string, options: RequestOptions, authorization: string | null): Promise<Response> {
    // the language and the zone a booking's later mails are written in (a seat's, a session's)
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': deps.locale(), [READER_TIME_ZONE_HEADER]: readerTimeZone() });
    if (authorization) headers.set('Authorization', authorization);
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    options.signal?.addEventListener('abort', () => controller.abort(), { once: true });
    try {
      return await send(`${API_BASE}${path}`, { method: options.method ?? 'GET', headers, body, signal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
  }

  async function envelopeOf<T>(response: Response): Promise<T> {
    let envelope: { code?: unknown; data?: unknown; msg?: unknown } | undefined;
    try {
      envelope = await response.json();
    } catch {
      envelope = undefined;
    }
    if (!envelope || typeof envelope.code !== 'string') throw new ApiError('B0001', deps.textOf('errors.unknown'), response.status);
    if (envelope.code !== SUCCESS) {
      throw new ApiError(envelope.code, typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : deps.textOf('errors.unknown'), response.status, fieldErrorsOf(envelope.data), envelope.data ?? null);
    }
    return envelope.data as T;
  }

  function expire(): void {
    const hadSession = deps.tokens.accessToken() !== null || deps.tokens.refreshToken() !== null;
    deps.tokens.clear();
    if (hadSession) deps.onSessionExpired();
  }

  const renewedToken = createTokenRenewal(deps.tokens, async () => {
    const refreshToken = deps.tokens.refreshToken();
    try {
      if (!refreshToken) throw new ApiError(REFRESH_TOKEN_INVALID, deps.textOf('errors.A0231'), 401);
      deps.tokens.save(await envelopeOf<TokenPair>(await raw('/auth/refresh-token', { method: 'POST', json: { refreshToken } }, null)));
    } catch (error) {
      expire();
      throw error instanceof ApiError ? new ApiError(REFRESH_TOKEN_INVALID, error.message, 401) : error;
    }
  });

  async function withSession<T>(options: RequestOptions, attempt: (authorization: string | null) => Promise<T>): Promise<T> {
    if (options.auth === false) return attempt(null);
    const sentWith = deps.tokens.accessToken();
    try {
      return await attempt(sentWith);
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== ACCESS_TOKEN_INVALID) {
        if (error instanceof ApiError && error.code === REFRESH_TOKEN_INVALID) expire();
        throw error;
      }
    }
    return attempt(await renewedToken(sentWith));
  }

  return {
    /** A JSON call; resolves with the envelope's `data`. */
    request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      return withSession(options, async (authorization) => {
        const response = await raw(path, options, authorization);
        const data = await envelopeOf<T>(response);
        const pending = pendingWriteOf(response.headers);
        if (pending) for (const listener of pendingWriteListeners) listener(pending);
        return data;
      });
    },
    /** Hears of commands that succeeded before the read models caught up (X-Read-Your-Writes: pending). */
    onPendingWrite(listener: (write: PendingWrite) => void): () => void {
      pendingWriteListeners.add(listener);
      return () => pendingWriteListeners.delete(listener);
    },
    /** A private file (`/files/{id}`): the bytes, or the envelope's error. */
    blob(path: string, options: RequestOptions = {}): Promise<Blob> {
      return withSession(options, async (authorization) => {
        const response = await raw(path, options, authorization);
        if (!response.ok || (response.headers.get('Content-Type') ?? '').includes('application/json')) return envelopeOf<never>(response);
        return response.blob();
      });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
