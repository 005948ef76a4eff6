import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { envelope } from './envelope';

/** HTTP statuses Node gives the requests it refuses itself; anything else it cannot parse is a 400. */
const statusOfParserError: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413 };

/** The raw HTTP answer to a request Node refused: the envelope, in English (the headers that name a language were never read). */
export function clientErrorResponse(errorCode: string | undefined): string {
  const status = statusOfParserError[errorCode ?? ''] ?? 400;
  const messageKey = status === 431 ? 'request.headersTooLarge' : 'errors.A0400';
  // A0400 "request malformed": the contract has no code for oversized headers, and the request never reached a route
  const body = JSON.stringify(envelope('A0400', null, translate('en', messageKey)));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Node answers a request it cannot parse (headers over `maxHeaderSize`, a malformed request line) with a bare status
 * before Express sees it; this answers those with the envelope instead. Shared by the api's server and the test api's.
 */
export function answerClientErrorsWithEnvelope(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // a reset connection, or one already answering a request, cannot take another answer
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorResponse(error.code));
  });
}
