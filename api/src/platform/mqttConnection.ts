import mqtt, { type MqttClient } from 'mqtt';

/** The api's own broker connection: readiness reports it, and the realtime gateway relays through it. */
export function connectBroker(url: string, clientIdPrefix = 'jobmarket-api'): MqttClient {
  return mqtt.connect(url, {
    clientId: `${clientIdPrefix}-${process.pid}-${Math.random().toString(16).slice(2, 8)}`,
    reconnectPeriod: 2000,
    connectTimeout: 5000,
  });
}
