import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { AccessTokenVerifier, Actor } from '../http/actor';
import type { BrokerRelay } from './brokerRelay';
import type { MqttEndpoint } from './mqttGateway';
import { topicForDestination } from './stompDestinations';
import { encodeFrame, negotiateHeartBeat, StompFrameReader, StompProtocolError, type StompFrame } from './stompFrame';
import { mayReceive } from './topicAccess';

export interface StompEndpointOptions {
  /** The same verifier as HTTP and `/mqtt`: signature, expiry, revocation, disabled accounts. */
  verifier: AccessTokenVerifier;
  relay: BrokerRelay;
  logger: Logger;
  /** What the server offers both ways in CONNECTED's heart-beat (spec §9: 30 s). */
  heartBeatMs?: number;
  maxConnectionsPerUser?: number;
  /** Largest WebSocket message a client may send; clients only CONNECT, SUBSCRIBE and beat. */
  maxMessageBytes?: number;
  /** How long a socket may stay open without a CONNECT. */
  connectTimeoutMs?: number;
  /** How often open connections are re-checked (sign-out, disabled account) between connect and token expiry. */
  revalidateEveryMs?: number;
}

export type StompEndpoint = MqttEndpoint;

interface Subscription {
  destination: string;
  topic: string;
}

interface Connection {
  socket: WebSocket;
  reader: StompFrameReader;
  actor?: Actor;
  token?: string;
  subscriptions: Map<string, Subscription>;
  lastHeardAt: number;
  timers: NodeJS.Timeout[];
}

const SUPPORTED_VERSIONS = ['1.2', '1.1'];
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The token from CONNECT's `Authorization` header (stomp.js `connectHeaders`), with or without "Bearer ". */
function tokenFrom(headers: Record<string, string>): string | undefined {
  const value = headers.Authorization ?? headers.authorization ?? headers.passcode;
  const token = value?.trim().replace(/^Bearer\s+/i, '');
  return token ? token : undefined;
}

/**
 * STOMP 1.2 over WebSocket at `/ws` for clients written against the spec's origin (API-CONTRACT §3 Realtime): the
 * access token in CONNECT's `Authorization`, `/topic/notice` for broadcasts and `/user/queue/notice` for the
 * caller's own. It hears the outbox through the same relay as `/mqtt` and lets a client read only what the MQTT ACL
 * would; clients only listen. A refusal is an ERROR frame followed by closing the socket, as STOMP requires.
 */
export function createStompEndpoint(options: StompEndpointOptions): StompEndpoint {
  const { verifier, logger } = options;
  const heartBeatMs = options.heartBeatMs ?? 30_000;
  const maxPerUser = options.maxConnectionsPerUser ?? 5;
  const connections = new Set<Connection>();
  const connectionsByUser = new Map<string, Set<Connection>>();

  const send = (connection: Connection, frame: StompFrame) => connection.socket.send(encodeFrame(frame));

  function fail(connection: Connection, message: string, cause?: StompFrame) {
    const receipt = cause?.headers.receipt;
    send(connection, {
      command: 'ERROR',
      headers: { message, 'content-type': 'text/plain', ...(receipt === undefined ? {} : { 'receipt-id': receipt }) },
      body: message,
    });
    connection.socket.close(1000);
    release(connection);
  }

  function release(connection: Connection) {
    if (!connections.delete(connection)) return;
    for (const timer of connection.timers) clearTimeout(timer);
    connection.subscriptions.clear();
    if (!connection.actor) return;
    const open = connectionsByUser.get(connection.actor.userId);
    open?.delete(connection);
    if (open?.size === 0) connectionsByUser.delete(connection.actor.userId);
  }

  function receipt(connection: Connection, frame: StompFrame) {
    const id = frame.headers.receipt;
    if (id !== undefined) send(connection, { command: 'RECEIPT', headers: { 'receipt-id': id }, body: '' });
  }

  async function connect(connection: Connection, frame: StompFrame) {
    if (connection.actor) return fail(connection, 'already connected', frame);
    const accepted = (frame.headers['accept-version'] ?? '1.0').split(',').map((version) => version.trim());
    const version = SUPPORTED_VERSIONS.find((supported) => accepted.includes(supported));
    if (!version) return fail(connection, `supported protocol versions are ${SUPPORTED_VERSIONS.join(',')}`, frame);
    const heartBeat = negotiateHeartBeat(frame.headers['heart-beat'], heartBeatMs);
    const token = tokenFrom(frame.headers);
    if (!token) return fail(connection, 'access token missing', frame);
    let actor: Actor | undefined;
    try {
      actor = await verifier.verify(token);
    } catch (error) {
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'stomp gateway could not verify a token');
      return fail(connection, 'server unavailable', frame);
    }
    if (!connections.has(connection)) return; // gone while we checked
    if (!actor) return fail(connection, 'access token invalid or expired', frame);
    const expiresInMs = actor.tokenExpiresAt === undefined ? MAX_TIMER_MS : actor.tokenExpiresAt * 1000 - Date.now();
    if (expiresInMs <= 0) return fail(connection, 'access token expired', frame);
    const open = connectionsByUser.get(actor.userId) ?? new Set<Connection>();
    if (open.size >= maxPerUser) return fail(connection, 'too many connections', frame);
    open.add(connection);
    connectionsByUser.set(actor.userId, open);
    connection.actor = actor;
    connection.token = token;
    connection.timers.push(setTimeout(() => fail(connection, 'access token expired'), Math.min(expiresInMs, MAX_TIMER_MS)));
    if (heartBeat.sendEveryMs > 0) connection.timers.push(setInterval(() => connection.socket.send('\n'), heartBeat.sendEveryMs));
    if (heartBeat.expectEveryMs > 0) {
      // the spec's tolerance: a peer is dead only when nothing came for well over one period
      const silenceLimitMs = heartBeat.expectEveryMs * 2;
      connection.timers.push(
        setInterval(() => {
          if (Date.now() - connection.lastHeardAt > silenceLimitMs) connection.socket.terminate();
        }, heartBeat.expectEveryMs),
      );
    }
    send(connection, {
      command: 'CONNECTED',
      headers: { version, 'heart-beat': heartBeat.header, server: 'JobMarket', 'user-name': actor.userId },
      body: '',
    });
  }

  function subscribe(connection: Connection, actor: Actor, frame: StompFrame) {
    const { id, destination } = frame.headers;
    if (id === undefined || destination === undefined) return fail(connection, 'SUBSCRIBE needs an id and a destination', frame);
    const topic = topicForDestination(destination, actor.userId);
    if (topic === undefined) return fail(connection, `not permitted to subscribe to ${destination}`, frame);
    connection.subscriptions.set(id, { destination, topic });
    receipt(connection, frame);
  }

  async function handle(connection: Connection, frame: StompFrame) {
    if (frame.command === 'CONNECT' || frame.command === 'STOMP') return connect(connection, frame);
    const actor = connection.actor;
    if (!actor) return fail(connection, 'CONNECT first', frame);
    switch (frame.command) {
      case 'SUBSCRIBE':
        return subscribe(connection, actor, frame);
      case 'UNSUBSCRIBE':
        connection.subscriptions.delete(frame.headers.id ?? '');
        return receipt(connection, frame);
      case 'DISCONNECT':
        receipt(connection, frame);
        connection.socket.close(1000);
        return release(connection);
      case 'ACK':
      case 'NACK':
        return receipt(connection, frame); // delivery is a push hint (auto acknowledged); missed notices are on REST
      case 'SEND':
        return fail(connection, 'clients may not send', frame);
      default:
        return fail(connection, `unsupported command ${frame.command}`, frame);
    }
  }

  const webSockets = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxMessageBytes ?? 16 * 1024,
    perMessageDeflate: false,
    // stomp.js offers v10/v11/v12.stomp; browsers drop a socket whose offered subprotocols get no answer
    handleProtocols: (offered) => ['v12.stomp', 'v11.stomp', 'v10.stomp'].find((protocol) => offered.has(protocol)) ?? false,
  });

  webSockets.on('connection', (socket: WebSocket) => {
    const connection: Connection = { socket, reader: new StompFrameReader(), subscriptions: new Map(), lastHeardAt: Date.now(), timers: [] };
    connections.add(connection);
    connection.timers.push(
      setTimeout(() => {
        if (!connection.actor) fail(connection, 'no CONNECT in time');
      }, options.connectTimeoutMs ?? 10_000),
    );
    // frames are handled one after another, so a SUBSCRIBE sent right behind CONNECT waits for its token check
    let handled = Promise.resolve();
    socket.on('message', (data: RawData) => {
      connection.lastHeardAt = Date.now();
      handled = handled.then(async () => {
        if (!connections.has(connection)) return;
        try {
          for (const input of connection.reader.push(Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer))) {
            if (input.kind === 'frame' && connections.has(connection)) await handle(connection, input.frame);
          }
        } catch (error) {
          if (!(error instanceof StompProtocolError)) logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'stomp gateway failed on a frame');
          fail(connection, error instanceof StompProtocolError ? error.message : 'server error');
        }
      });
    });
    socket.on('error', (error) => logger.debug({ err: error.message }, 'stomp gateway socket error'));
    socket.on('close', () => release(connection));
  });

  const revalidation = setInterval(() => {
    for (const connection of connections) {
      if (!connection.token) continue;
      verifier.verify(connection.token).then(
        (actor) => {
          if (!actor) fail(connection, 'session ended');
        },
        () => undefined, // a failed check is not a revocation; the next round retries
      );
    }
  }, options.revalidateEveryMs ?? 60_000);
  revalidation.unref();

  options.relay.onMessage((topic, payload) => {
    let messageId: string = randomUUID();
    try {
      const noticeId = (JSON.parse(payload.toString('utf8')) as { noticeId?: unknown }).noticeId;
      if (typeof noticeId === 'string') messageId = noticeId; // the outbox's stable id, for de-duplication
    } catch {
      // not JSON: relayed as it is, under a fresh id
    }
    const body = payload.toString('utf8');
    for (const connection of connections) {
      if (!connection.actor || !mayReceive(topic, connection.actor.userId)) continue;
      for (const [id, subscription] of connection.subscriptions) {
        if (subscription.topic !== topic) continue;
        send(connection, {
          command: 'MESSAGE',
          headers: { subscription: id, 'message-id': messageId, destination: subscription.destination, 'content-type': 'application/json;charset=UTF-8' },
          body,
        });
      }
    }
  });

  return {
    handleUpgrade(request, socket, head) {
      webSockets.handleUpgrade(request, socket, head, (webSocket) => webSockets.emit('connection', webSocket, request));
    },
    async close() {
      clearInterval(revalidation);
      for (const connection of [...connections]) release(connection);
      for (const webSocket of webSockets.clients) webSocket.terminate();
      await new Promise<void>((resolve) => webSockets.close(() => resolve()));
    },
  };
}
