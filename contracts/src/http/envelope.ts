import { z } from 'zod';
import type { ResultCode } from './resultCodes';

/** Every response body, success or error. */
export interface Envelope<T = unknown> {
  code: ResultCode | string;
  data: T;
  msg: string;
}

export const envelopeSchema = z.object({ code: z.string(), data: z.unknown(), msg: z.string() });

/**
 * A file download answers bytes, not an envelope: its success message (what `msg` would say, e.g. "resume downloaded")
 * comes in this header, URI-encoded (header values are Latin-1; the message is in the caller's language).
 */
export const DOWNLOAD_MESSAGE_HEADER = 'X-Message';

/** A page of a list in the spec's dialect. */
export interface Page<T> {
  list: T[];
  total: number;
}

/** Field name → localised message, in `data.errors` of A04xx answers. */
export type FieldErrors = Record<string, string>;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
