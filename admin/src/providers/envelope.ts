import { HttpError } from 'react-admin';

/** Result codes the client acts on (API-CONTRACT §1). */
export const SUCCESS = '00000';
export const ACCESS_TOKEN_INVALID = 'A0230';
export const REFRESH_TOKEN_INVALID = 'A0231';

/** Every api body, success or error: `{code, data, msg}`. */
export interface ApiEnvelope<T = unknown> {
  code: string;
  data: T;
  msg: string;
}

export function isEnvelope(value: unknown): value is ApiEnvelope {
  return typeof value === 'object' && value !== null && typeof (value as ApiEnvelope).code === 'string' && 'data' in value;
}

/** Shown when the api answers an error without a message (spec §8: "msg, or the word Error"); a catalog key react-admin translates. */
export const GENERIC_ERROR_MESSAGE = 'admin.errors.generic';

/**
 * A failed api call as react-admin expects it: the localised `msg` as the message (shown as an error notification), the
 * envelope as the body, and `body.errors` = `data.errors` (field → message) so react-admin's forms put them on the fields.
 */
export function envelopeError(status: number, envelope: ApiEnvelope): HttpError {
  const data = envelope.data as { errors?: unknown } | null | undefined;
  const errors = typeof data === 'object' && data !== null && typeof data.errors === 'object' ? data.errors : undefined;
  return new HttpError(envelope.msg || GENERIC_ERROR_MESSAGE, status, { ...envelope, ...(errors ? { errors } : {}) });
}

/** The result code of an error thrown by the http client (or by fetchUtils.fetchJson with our envelope as its body). */
export function resultCodeOf(error: unknown): string | undefined {
  const body = (error as { body?: unknown } | null | undefined)?.body;
  return isEnvelope(body) ? body.code : undefined;
}

/**
 * The file name of a download: the api sends `attachment; filename=<encodeURIComponent(name)>` without quotes
 * (API-CONTRACT §1); quoted and RFC 5987 (`filename*=UTF-8''…`) forms are read too.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  const plain = /filename\s*=\s*([^;]+)/i.exec(header);
  const raw = extended ? extended[1]!.trim().replace(/^[\w-]+'[^']*'/, '') : plain?.[1]?.trim();
  if (!raw) return undefined;
  const unquoted = raw.replace(/^"(.*)"$/, '$1');
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted; // not percent-encoded after all
  }
}
