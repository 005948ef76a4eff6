import {
  createRealtimeChannel,
  type RealtimeChannel,
  type RealtimeConnect,
  type RealtimeHandler,
  type RealtimeState,
} from './realtimeChannel';

export interface LazyRealtimeOptions {
  /** Loads mqtt.js on first use (a dynamic import in the app, so it gets its own chunk and never weighs on public pages). */
  loadConnect: () => Promise<RealtimeConnect>;
  /** The stored Authorization value; read again on every attempt, so a retry uses the refreshed token. */
  accessToken: () => string | null;
  /** The MQTT-over-WebSocket address of this deployment (its client configuration), asked at each connect. */
  brokerUrl: () => Promise<string>;
}

/**
 * The browser side of live updates shared by the admin and the portal: connects after sign-in, when both a broker
 * address and a token exist (spec §4), loads mqtt.js only then, and lets screens subscribe before the channel exists.
 */
export function createLazyRealtime(options: LazyRealtimeOptions) {
  const handlers = new Set<RealtimeHandler>();
  const stateListeners = new Set<(state: RealtimeState) => void>();
  let channel: RealtimeChannel | undefined;
  // bumped by every connect and disconnect, so a slow load of mqtt.js cannot reconnect a user who has signed out
  let generation = 0;

  async function loadChannel(): Promise<RealtimeChannel> {
    if (channel) return channel;
    const connect = await options.loadConnect();
    channel ??= createRealtimeChannel({ connect, onError: () => undefined });
    channel.onMessage((message, topic) => {
      for (const handler of handlers) handler(message, topic);
    });
    channel.onStateChange((state) => {
      for (const listener of stateListeners) listener(state);
    });
    return channel;
  }

  return {
    async connect(userId: string | number): Promise<void> {
      const mine = ++generation;
      if (!options.accessToken()) return;
      try {
        const [loaded, brokerUrl] = await Promise.all([loadChannel(), options.brokerUrl()]);
        if (mine !== generation) return;
        if (loaded.state === 'connected' || loaded.state === 'connecting') return;
        loaded.connect({ brokerUrl, token: options.accessToken, userId });
      } catch {
        // live updates are a hint; the REST lists stay the source of truth (ARCHITECTURE §2.5)
      }
    },
    /** Sign-out: closes the connection and stops retrying. */
    disconnect(): void {
      generation += 1;
      channel?.disconnect();
    },
    /** Pushes for the signed-in user (notices…); works before the channel exists. Answers the unsubscribe. */
    onMessage(handler: RealtimeHandler): () => void {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onState(listener: (state: RealtimeState) => void): () => void {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
  };
}

export type LazyRealtime = ReturnType<typeof createLazyRealtime>;
