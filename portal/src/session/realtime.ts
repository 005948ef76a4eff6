// deep imports keep the public pages free of contracts' zod schemas
import { createLazyRealtime } from '@jobmarket/contracts/realtime/lazyRealtime';
import { websocketUrlOf } from '@jobmarket/contracts/platform/clientConfigLoader';
import type { RealtimeClient, RealtimeConnect } from '@jobmarket/contracts/realtime/realtimeChannel';
import { clientConfig } from './clientConfig';
import { tokens } from './tokens';

/** Live pushes for the signed-in user (the admin's channel policy from contracts); mqtt.js only loads after sign-in. */
export const realtime = createLazyRealtime({
  async loadConnect() {
    const { default: mqtt } = await import('mqtt');
    // 'native' timers: mqtt.js's default keepalive timers run in a blob: Web Worker, which our CSP (script-src 'self') refuses
    const connect: RealtimeConnect = (brokerUrl, options) => mqtt.connect(brokerUrl, { ...options, timerVariant: 'native' }) as unknown as RealtimeClient;
    return connect;
  },
  accessToken: () => tokens.accessToken(),
  brokerUrl: async () => websocketUrlOf((await clientConfig()).realtime.mqtt, window.location.origin),
});
