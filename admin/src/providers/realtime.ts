import { createLazyRealtime, type RealtimeClient, type RealtimeConnect } from '@jobmarket/contracts';
import { websocketUrlOf } from '@jobmarket/contracts/platform/clientConfigLoader';
import { tokens } from '../auth/tokenStorage';
import { clientConfig } from './clientConfig';

const realtime = createLazyRealtime({
  async loadConnect() {
    // mqtt.js is ~100 KB gzip: loaded after sign-in, in its own chunk, never on the login page
    const { default: mqtt } = await import('mqtt');
    // mqtt.js's client has more overloads than the channel's RealtimeClient names; its connect takes these options as they are
    // 'native' timers: mqtt.js's default keepalive timers run in a blob: Web Worker, which our CSP (script-src 'self') refuses
    const connect: RealtimeConnect = (brokerUrl, options) => mqtt.connect(brokerUrl, { ...options, timerVariant: 'native' }) as unknown as RealtimeClient;
    return connect;
  },
  accessToken: () => tokens.accessToken(),
  brokerUrl: async () => websocketUrlOf((await clientConfig()).realtime.mqtt, window.location.origin),
});

/** Connects after sign-in when both a broker address and a token exist (spec §4); a retry uses the refreshed token. */
export const connectRealtime = realtime.connect;
/** Sign-out: closes the connection and stops retrying. */
export const disconnectRealtime = realtime.disconnect;
/** Pushes for the signed-in user (notices…); works before the channel exists. Answers the unsubscribe. */
export const onRealtimeMessage = realtime.onMessage;
export const onRealtimeState = realtime.onState;
