import { createRealtimeChannel, type RealtimeChannel, type RealtimeClient, type RealtimeConnect, type RealtimeState } from '@jobmarket/contracts';
import { websocketUrlOf } from '@jobmarket/contracts/platform/clientConfigLoader';
import { clientConfig } from '../../../providers/clientConfig';

/** Spec §9, as the app's own channel (admin/src/providers/realtime.ts) keeps it. */
export const MAX_RECONNECT_ATTEMPTS = 3;

/** mqtt.js, loaded on demand exactly as the app's channel loads it (its own chunk; native timers for our CSP). */
export async function loadMqttConnect(): Promise<RealtimeConnect> {
  const { default: mqtt } = await import('mqtt');
  return (brokerUrl, options) => mqtt.connect(brokerUrl, { ...options, timerVariant: 'native' }) as unknown as RealtimeClient;
}

/** This deployment's MQTT-over-WebSocket address, from its client configuration. */
export async function configuredBrokerUrl(): Promise<string> {
  return websocketUrlOf((await clientConfig()).realtime.mqtt, window.location.origin);
}

/** What the demo shows of a channel: its state and which attempt it is on (1 = the first connection or the live one, then the retries). */
export interface ChannelStatus {
  state: RealtimeState;
  attempt: number;
}

/**
 * A channel of the demo's own, built by the same policy code as the app's (`createRealtimeChannel`: connect after
 * sign-in, 5 s between attempts, at most three retries, then give up), so that the page can show every state from the
 * first one and open or close it without touching the app's live updates. `onStatus` hears each change.
 */
export function openDemoChannel(connect: RealtimeConnect, onStatus: (status: ChannelStatus) => void, reconnectDelayMs?: number): RealtimeChannel {
  let attempt = 0;
  const channel = createRealtimeChannel({ connect, reconnectDelayMs, maxReconnectAttempts: MAX_RECONNECT_ATTEMPTS, onError: () => undefined });
  channel.onStateChange((state) => {
    if (state === 'connecting') attempt += 1;
    onStatus({ state, attempt });
    // from a live connection, the next attempt after a drop is the first retry (the policy resets its count there too)
    if (state === 'connected') attempt = 1;
  });
  return channel;
}
