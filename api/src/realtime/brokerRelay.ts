import { randomUUID } from 'node:crypto';
import mqtt from 'mqtt';
import type { Logger } from 'pino';

export type RelayListener = (topic: string, payload: Buffer) => void;

/** One subscription at Mosquitto that every browser endpoint (`/mqtt`, `/ws`) hears the outbox through. */
export interface BrokerRelay {
  /** Resolves once the subscription at the broker is in place. */
  ready: Promise<void>;
  /** Hears every message for users and broadcasts, its topic without the installation's prefix. */
  onMessage(listener: RelayListener): void;
  close(): Promise<void>;
}

/**
 * Subscribes to what the outbox publishes under this installation's MQTT_TOPIC_PREFIX (`u/+/#`, `b/#`) and hands
 * each message on with the bare topic, so other installations sharing the broker are never relayed.
 */
export function connectBrokerRelay(options: { brokerUrl: string; topicPrefix?: string; logger: Logger }): BrokerRelay {
  const { logger } = options;
  const prefix = options.topicPrefix ?? '';
  const listeners: RelayListener[] = [];
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const upstream = mqtt.connect(options.brokerUrl, {
    clientId: `jobmarket-gateway-${process.pid}-${randomUUID().slice(0, 8)}`,
    reconnectPeriod: 2000,
    connectTimeout: 5000,
    clean: true,
  });
  upstream.on('connect', () => {
    upstream.subscribe([`${prefix}u/+/#`, `${prefix}b/#`], { qos: 1 }, (error) => {
      if (error) logger.warn({ err: error.message }, 'realtime relay could not subscribe at the broker');
      else markReady();
    });
  });
  upstream.on('message', (brokerTopic, payload) => {
    if (!brokerTopic.startsWith(prefix)) return;
    const topic = brokerTopic.slice(prefix.length);
    for (const listener of listeners) listener(topic, payload);
  });
  upstream.on('error', (error) => logger.warn({ err: error.message }, 'realtime relay broker connection error'));
  return {
    ready,
    onMessage: (listener) => void listeners.push(listener),
    async close() {
      await upstream.endAsync(true).catch(() => undefined);
    },
  };
}
