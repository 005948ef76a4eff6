import { DOWNLOAD_MESSAGE_HEADER } from '@jobmarket/contracts';
import type { Response } from 'express';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A file download, no envelope (API-CONTRACT §1): `filename=<encodeURIComponent(name)>` without quotes, because
 * the spec's client splits the header on `=`; the header is exposed so a cross-origin client can read it. A success
 * message (already in the caller's language) goes in DOWNLOAD_MESSAGE_HEADER, URI-encoded.
 */
export function sendDownload(res: Response, fileName: string, contentType: string, body: Buffer, message?: string): void {
  res.status(200);
  res.setHeader('Content-Type', contentType);
  // a browser must take the declared type, never guess a page out of an image's bytes
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Disposition', `attachment; filename=${encodeURIComponent(fileName)}`);
  res.setHeader('Access-Control-Expose-Headers', message === undefined ? 'Content-Disposition' : ['Content-Disposition', DOWNLOAD_MESSAGE_HEADER].join(', '));
  if (message !== undefined) res.setHeader(DOWNLOAD_MESSAGE_HEADER, encodeURIComponent(message));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', String(body.length));
  res.end(body);
}
