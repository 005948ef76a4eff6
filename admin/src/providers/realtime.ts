import {
  createRealtimeChannel,
  type RealtimeChannel,
  type RealtimeClient,
  type RealtimeConnect,
  type RealtimeHandler,
  type RealtimeState,
} from '@jobmarket/contracts';
import { tokens } from '../auth/tokenStorage';

/** The api's MQTT-over-WebSocket gateway on this origin (ARCHITECTURE §2.5). */
export function brokerUrlFor(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}/mqtt`;
}

const handlers = new Set<RealtimeHandler>();
const stateListeners = new Set<(state: RealtimeState) => void>();
let channel: RealtimeChannel | undefined;
// bumped by every connect and disconnect, so a slow load of mqtt.js cannot reconnect a user who has signed out
let generation = 0;

async function loadChannel(): Promise<RealtimeChannel> {
  if (channel) return channel;
  // mqtt.js is ~100 KB gzip: loaded after sign-in, in its own chunk, never on the login page
  const { default: mqtt } = await import('mqtt');
  // mqtt.js's client has more overloads than the channel's RealtimeClient names; its connect takes these options as they are
  // 'native' timers: mqtt.js's default keepalive timers run in a blob: Web Worker, which our CSP (script-src 'self') refuses
  const connect: RealtimeConnect = (brokerUrl, options) => mqtt.connect(brokerUrl, { ...options, timerVariant: 'native' }) as unknown as RealtimeClient;
  channel ??= createRealtimeChannel({ connect, onError: () => undefined });
  channel.onMessage((message, topic) => {
    for (const handler of handlers) handler(message, topic);
  });
  channel.onStateChange((state) => {
    for (const listener of stateListeners) listener(state);
  });
  return channel;
}

/** Connects after sign-in when both a broker address and a token exist (spec §4); a retry uses the refreshed token. */
export async function connectRealtime(userId: string | number): Promise<void> {
  const mine = ++generation;
  if (!tokens.accessToken()) return;
  try {
    const loaded = await loadChannel();
    if (mine !== generation) return;
    if (loaded.state === 'connected' || loaded.state === 'connecting') return;
    loaded.connect({ brokerUrl: brokerUrlFor(window.location.origin), token: () => tokens.accessToken(), userId });
  } catch {
    // live updates are a hint; the REST lists stay the source of truth (ARCHITECTURE §2.5)
  }
}

/** Sign-out: closes the connection and stops retrying. */
export function disconnectRealtime(): void {
  generation += 1;
  channel?.disconnect();
}

/** Pushes for the signed-in user (notices…); works before the channel exists. Answers the unsubscribe. */
export function onRealtimeMessage(handler: RealtimeHandler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

export function onRealtimeState(listener: (state: RealtimeState) => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}
