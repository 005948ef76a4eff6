import { realtimeTopics, type RealtimeMessage } from './topics';

/**
 * The browser's realtime channel (ARCHITECTURE §2.5, spec §4 and §9), shared by the admin and the portal.
 * contracts has no I/O dependencies, so the caller hands in mqtt.js's `connect` (`createRealtimeChannel({ connect:
 * mqtt.connect })`); this module only keeps the policy: when to connect, how often to retry, what to hand on.
 * mqtt.js's own reconnect is switched off (reconnectPeriod 0) so that the attempt limit is ours and testable.
 */

export type RealtimeState = 'disconnected' | 'connecting' | 'connected' | 'gave-up';

/** The part of mqtt.js's MqttClient the channel uses. */
export interface RealtimeClient {
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'message', listener: (topic: string, payload: Uint8Array) => void): unknown;
  subscribe(topics: string[], options: { qos: 0 | 1 }, callback?: (error: Error | null, granted?: { topic: string; qos: number }[]) => void): unknown;
  end(force?: boolean): unknown;
}

export interface RealtimeConnectOptions {
  /** MQTT 3.1.1 sends a password only with a user name; the gateway reads the token from the password. */
  username: string;
  password: string;
  keepalive: number;
  reconnectPeriod: number;
  connectTimeout: number;
  clean: boolean;
}

export type RealtimeConnect = (brokerUrl: string, options: RealtimeConnectOptions) => RealtimeClient;

export interface RealtimeSession {
  brokerUrl?: string | null;
  /** The stored access token (with or without "Bearer "), or a getter so a retry uses the refreshed one. */
  token?: string | null | (() => string | null | undefined);
  userId?: string | number | null;
}

export interface RealtimeChannelOptions {
  connect: RealtimeConnect;
  /** Spec §9: heartbeats every 30 s. */
  keepaliveSeconds?: number;
  /** Spec §9: 5 s between attempts. */
  reconnectDelayMs?: number;
  /** Spec §9: at most 3 attempts, then give up. */
  maxReconnectAttempts?: number;
  connectTimeoutMs?: number;
  /** How many noticeIds to remember for de-duplication (delivery is at least once). */
  rememberedIds?: number;
  onError?: (error: Error) => void;
}

export type RealtimeHandler = (message: RealtimeMessage, topic: string) => void;

export interface RealtimeChannel {
  readonly state: RealtimeState;
  /** Connects when both a broker address and a token exist (spec §4); answers whether it started. */
  connect(session: RealtimeSession): boolean;
  /** Sign-out: closes the connection and stops retrying. */
  disconnect(): void;
  onMessage(handler: RealtimeHandler): () => void;
  onStateChange(listener: (state: RealtimeState) => void): () => void;
}

function tokenOf(session: RealtimeSession): string | undefined {
  const raw = typeof session.token === 'function' ? session.token() : session.token;
  const token = raw?.replace(/^Bearer\s+/i, '').trim();
  return token ? token : undefined;
}

function parseBody(payload: Uint8Array | string): RealtimeMessage | undefined {
  try {
    const text = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as RealtimeMessage) : undefined;
  } catch {
    return undefined; // not ours; a push is only a hint, the REST lists stay the source of truth
  }
}

export function createRealtimeChannel(options: RealtimeChannelOptions): RealtimeChannel {
  const keepalive = options.keepaliveSeconds ?? 30;
  const reconnectDelayMs = options.reconnectDelayMs ?? 5000;
  const maxAttempts = options.maxReconnectAttempts ?? 3;
  const remembered = options.rememberedIds ?? 500;

  const handlers = new Set<RealtimeHandler>();
  const stateListeners = new Set<(state: RealtimeState) => void>();
  const seenIds = new Set<string>();
  let state: RealtimeState = 'disconnected';
  let session: RealtimeSession | undefined;
  let client: RealtimeClient | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failedAttempts = 0;
  // bumped on every connection and on disconnect, so late events of an abandoned client are ignored
  let generation = 0;

  function setState(next: RealtimeState) {
    if (next === state) return;
    state = next;
    for (const listener of stateListeners) listener(next);
  }

  function report(error: Error) {
    options.onError?.(error);
  }

  function deliver(topic: string, payload: Uint8Array | string) {
    const message = parseBody(payload);
    if (!message) return;
    if (typeof message.noticeId === 'string') {
      if (seenIds.has(message.noticeId)) return;
      seenIds.add(message.noticeId);
      if (seenIds.size > remembered) seenIds.delete(seenIds.values().next().value!);
    }
    for (const handler of handlers) {
      try {
        handler(message, topic);
      } catch (error) {
        report(error instanceof Error ? error : new Error(String(error)));
      }
    }
  }

  function drop(current: RealtimeClient | undefined) {
    try {
      current?.end(true);
    } catch {
      // already closed
    }
  }

  function open() {
    const active = session;
    const token = active ? tokenOf(active) : undefined;
    if (!active?.brokerUrl || !token || active.userId === undefined || active.userId === null) {
      setState('disconnected');
      return;
    }
    const userId = String(active.userId);
    const mine = ++generation;
    setState('connecting');
    const next = options.connect(active.brokerUrl, {
      username: 'Bearer',
      password: token,
      keepalive,
      reconnectPeriod: 0,
      connectTimeout: options.connectTimeoutMs ?? 10_000,
      clean: true,
    });
    client = next;
    let closed = false;
    next.on('connect', () => {
      if (mine !== generation) return;
      failedAttempts = 0;
      // "connected" once the subscriptions are acknowledged: from then on nothing published is missed
      next.subscribe([realtimeTopics.userAll(userId), realtimeTopics.broadcastAll], { qos: 1 }, (error) => {
        if (mine !== generation) return;
        if (error) report(error);
        setState('connected');
      });
    });
    next.on('message', (topic, payload) => {
      if (mine === generation) deliver(topic, payload);
    });
    next.on('error', (error) => {
      if (mine === generation) report(error);
    });
    next.on('close', () => {
      if (closed || mine !== generation) return;
      closed = true;
      drop(next);
      client = undefined;
      if (failedAttempts >= maxAttempts) {
        setState('gave-up');
        report(new Error(`realtime channel gave up after ${maxAttempts} reconnect attempts`));
        return;
      }
      failedAttempts += 1;
      setState('disconnected');
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        if (mine === generation) open();
      }, reconnectDelayMs);
    });
  }

  function stop() {
    generation += 1;
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
    drop(client);
    client = undefined;
    failedAttempts = 0;
  }

  return {
    get state() {
      return state;
    },
    connect(next) {
      stop();
      session = next;
      if (!next.brokerUrl || !tokenOf(next) || next.userId === undefined || next.userId === null || next.userId === '') {
        setState('disconnected');
        return false;
      }
      open();
      return true;
    },
    disconnect() {
      stop();
      session = undefined;
      seenIds.clear();
      setState('disconnected');
    },
    onMessage(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
  };
}
