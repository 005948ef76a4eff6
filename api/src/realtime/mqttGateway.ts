import { randomUUID } from 'node:crypto';
import Aedes, { type AuthenticateError, type Client } from 'aedes';
import type { Logger } from 'pino';
import { createWebSocketStream, WebSocketServer } from 'ws';
import type { AccessTokenVerifier, Actor } from '../http/actor';
import type { BrokerRelay } from './brokerRelay';
import { mayReceive, maySubscribe } from './topicAccess';
import type { UpgradeHandler } from './webSocketUpgrades';

export interface MqttGatewayOptions {
  /** The same verifier as HTTP: signature, expiry, revocation, disabled accounts. */
  verifier: AccessTokenVerifier;
  /** What the outbox publishes at Mosquitto, with bare topics; shared with the STOMP endpoint. */
  relay: BrokerRelay;
  logger: Logger;
  maxConnectionsPerUser?: number;
  /** Largest WebSocket message, hence MQTT packet, a client may send; browsers only CONNECT, SUBSCRIBE and PING. */
  maxPacketBytes?: number;
  /** How often open connections are re-checked (sign-out, disabled account) between connect and token expiry. */
  revalidateEveryMs?: number;
}

export interface MqttGateway {
  /** Resolves once the relay's subscription at the broker is in place. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** The `/mqtt` endpoint, mounted by `routeWebSocketUpgrades`. */
export interface MqttEndpoint {
  handleUpgrade: UpgradeHandler;
  close(): Promise<void>;
}

interface Session {
  actor: Actor;
  token: string;
  expiryTimer?: NodeJS.Timeout;
}

// CONNACK return codes (MQTT 3.1.1 §3.2.2.3); aedes declares them as an ambient const enum isolatedModules cannot read
const SERVER_UNAVAILABLE = 3;
const BAD_CREDENTIALS = 4;
const NOT_AUTHORISED = 5;
const MAX_TIMER_MS = 2 ** 31 - 1;

function refusal(returnCode: number, message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode }) as unknown as AuthenticateError;
}

/** The token from CONNECT's password, with or without "Bearer "; the user name is not trusted for anything. */
function tokenFrom(password: Readonly<Buffer | undefined>): string | undefined {
  const token = password?.toString('utf8').trim().replace(/^Bearer\s+/i, '');
  return token ? token : undefined;
}

/**
 * MQTT over WebSocket at `/mqtt` (ARCHITECTURE §2.5): browsers authenticate with their access token, may subscribe
 * only to their own and broadcast topics, and never publish. Every message the relay hears from Mosquitto is handed
 * on, so what the outbox publishes reaches the browsers that may see it.
 */
export function createMqttEndpoint(options: MqttGatewayOptions): MqttEndpoint {
  const { verifier, logger } = options;
  const maxPerUser = options.maxConnectionsPerUser ?? 5;
  const sessions = new Map<Client, Session>();
  const connectionsByUser = new Map<string, Set<Client>>();

  function release(client: Client) {
    const session = sessions.get(client);
    if (!session) return;
    clearTimeout(session.expiryTimer);
    sessions.delete(client);
    const open = connectionsByUser.get(session.actor.userId);
    open?.delete(client);
    if (open?.size === 0) connectionsByUser.delete(session.actor.userId);
  }

  const broker = new Aedes({
    connectTimeout: 10_000,
    maxClientsIdLength: 64,
    preConnect(_client, packet, done) {
      // no server-side sessions: nothing is kept or queued for a browser that went away, and no will is ever sent
      packet.clean = true;
      delete packet.will;
      done(null, true);
    },
    authenticate(client, _username, password, done) {
      const token = tokenFrom(password);
      if (!token) return done(refusal(BAD_CREDENTIALS, 'access token missing'), false);
      verifier.verify(token).then(
        (actor) => {
          if (!actor) return done(refusal(BAD_CREDENTIALS, 'access token invalid or expired'), false);
          if (client.closed) return done(null, false); // gone while we checked: take no slot it would never give back
          const open = connectionsByUser.get(actor.userId) ?? new Set<Client>();
          if (open.size >= maxPerUser) return done(refusal(NOT_AUTHORISED, 'too many connections'), false);
          const expiresInMs = actor.tokenExpiresAt === undefined ? MAX_TIMER_MS : actor.tokenExpiresAt * 1000 - Date.now();
          if (expiresInMs <= 0) return done(refusal(BAD_CREDENTIALS, 'access token expired'), false);
          open.add(client);
          connectionsByUser.set(actor.userId, open);
          // a server-chosen id: nobody can take over another browser's connection by reusing its client id
          (client as { id: string }).id = `${actor.userId}:${randomUUID()}`;
          const expiryTimer = setTimeout(() => client.close(), Math.min(expiresInMs, MAX_TIMER_MS));
          expiryTimer.unref();
          sessions.set(client, { actor, token, expiryTimer });
          done(null, true);
        },
        (error: unknown) => {
          logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'mqtt gateway could not verify a token');
          done(refusal(SERVER_UNAVAILABLE, 'server unavailable'), false);
        },
      );
    },
    authorizeSubscribe(client, subscription, done) {
      const session = sessions.get(client);
      // null refuses this one subscription (granted 128) and keeps the connection
      if (!session || !maySubscribe(subscription.topic, session.actor.userId)) return done(null, null);
      done(null, { ...subscription, qos: subscription.qos >= 1 ? 1 : 0 });
    },
    authorizePublish(_client, _packet, done) {
      // browsers only listen; aedes closes the connection of a client that tries (MQTT-3.3.5-2)
      done(new Error('clients may not publish'));
    },
    authorizeForward(client, packet) {
      const session = sessions.get(client);
      return session && mayReceive(packet.topic, session.actor.userId) ? packet : null;
    },
  });
  broker.on('clientDisconnect', release);
  broker.on('clientError', (client, error) => logger.debug({ clientId: client.id, err: error.message }, 'mqtt gateway client error'));
  broker.on('connectionError', (_client, error) => logger.debug({ err: error.message }, 'mqtt gateway connection refused'));

  const revalidation = setInterval(() => {
    for (const [client, session] of sessions) {
      verifier.verify(session.token).then(
        (actor) => {
          if (!actor) client.close();
        },
        () => undefined, // a failed check is not a revocation; the next round retries
      );
    }
  }, options.revalidateEveryMs ?? 60_000);
  revalidation.unref();

  const webSockets = new WebSocketServer({ noServer: true, maxPayload: options.maxPacketBytes ?? 16 * 1024, perMessageDeflate: false });
  const handleUpgrade: UpgradeHandler = (request, socket, head) => {
    webSockets.handleUpgrade(request, socket, head, (webSocket) => {
      const stream = createWebSocketStream(webSocket);
      stream.on('error', (error) => logger.debug({ err: error.message }, 'mqtt gateway socket error'));
      const client = broker.handle(stream, request);
      stream.on('close', () => release(client));
    });
  };

  options.relay.onMessage((topic, payload) => {
    broker.publish({ cmd: 'publish', topic, payload, qos: 1, retain: false, dup: false }, (error) => {
      if (error) logger.warn({ topic, err: error.message }, 'mqtt gateway could not relay a message');
    });
  });

  return {
    handleUpgrade,
    async close() {
      clearInterval(revalidation);
      for (const client of [...sessions.keys()]) release(client);
      for (const webSocket of webSockets.clients) webSocket.terminate();
      await new Promise<void>((resolve) => webSockets.close(() => resolve()));
      await new Promise<void>((resolve) => broker.close(() => resolve()));
    },
  };
}
