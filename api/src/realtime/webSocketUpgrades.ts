import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The server's one `upgrade` listener: hands each WebSocket path to its endpoint (`/mqtt`, `/ws`), refuses other
 * paths (404) and browsers from other origins (403) before upgrading, so no socket is left hanging. Answers a detach.
 */
export function routeWebSocketUpgrades(
  server: Server,
  options: { routes: Readonly<Record<string, UpgradeHandler>>; allowedOrigins?: readonly string[]; logger: Logger },
): () => void {
  const allowedOrigins = new Set((options.allowedOrigins ?? []).map((origin) => new URL(origin).origin));

  function isAllowedOrigin(request: IncomingMessage): boolean {
    const origin = request.headers.origin;
    if (origin === undefined) return true; // browsers always send one; other clients authenticate by token alike
    try {
      const parsed = new URL(origin);
      return parsed.host === request.headers.host || allowedOrigins.has(parsed.origin);
    } catch {
      return false; // "null" and other opaque origins
    }
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    let pathname = '';
    try {
      pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    } catch {
      // an unparsable path is nobody's
    }
    const handler = Object.hasOwn(options.routes, pathname) ? options.routes[pathname] : undefined;
    if (!handler) return refuseUpgrade(socket, '404 Not Found');
    if (!isAllowedOrigin(request)) {
      options.logger.info({ origin: request.headers.origin, path: pathname }, 'realtime gateway refused a cross-origin upgrade');
      return refuseUpgrade(socket, '403 Forbidden');
    }
    handler(request, socket, head);
  };
  server.on('upgrade', onUpgrade);
  return () => server.off('upgrade', onUpgrade);
}
