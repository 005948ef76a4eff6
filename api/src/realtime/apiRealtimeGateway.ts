import type { Server } from 'node:http';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AccessTokenVerifier } from '../http/actor';
import { actorVerifier } from '../modules/identity/auth/actorVerifier';
import { SessionRevocation } from '../modules/identity/auth/sessionRevocation';
import type { ApiConfig } from '../platform/config';
import { connectBrokerRelay } from './brokerRelay';
import { createMqttEndpoint, type MqttGateway } from './mqttGateway';
import { createStompEndpoint } from './stompGateway';
import { routeWebSocketUpgrades } from './webSocketUpgrades';

/**
 * The api's realtime endpoints with the api's own configuration: `/mqtt` (MQTT over WebSocket, our apps) and `/ws`
 * (STOMP over WebSocket, clients written for the spec's origin), both fed by one relay from the broker at MQTT_URL
 * under this installation's MQTT_TOPIC_PREFIX, both checking tokens as HTTP does (ended sessions are in PostgreSQL,
 * shared with the HTTP verifier when given) and PUBLIC_URL's origin allowed besides the api's own host.
 */
export function attachApiRealtimeGateway(
  server: Server,
  deps: { config: ApiConfig; logger: Logger; db: Knex; verifier?: AccessTokenVerifier; sessionRevocation?: SessionRevocation },
): MqttGateway {
  const { config } = deps;
  const logger = deps.logger.child({ component: 'realtime-gateway' });
  const verifier =
    deps.verifier ?? actorVerifier(deps.db, config.JWT_SECRET, deps.sessionRevocation ?? new SessionRevocation(deps.db, config.ACCESS_TOKEN_TTL_SECONDS));
  const relay = connectBrokerRelay({ brokerUrl: config.MQTT_URL, topicPrefix: config.MQTT_TOPIC_PREFIX, logger });
  const mqttEndpoint = createMqttEndpoint({ verifier, relay, logger: logger.child({ endpoint: '/mqtt' }) });
  const stompEndpoint = createStompEndpoint({ verifier, relay, logger: logger.child({ endpoint: '/ws' }) });
  const detach = routeWebSocketUpgrades(server, {
    routes: { '/mqtt': mqttEndpoint.handleUpgrade, '/ws': stompEndpoint.handleUpgrade },
    allowedOrigins: config.PUBLIC_URL ? [config.PUBLIC_URL] : [],
    logger,
  });
  return {
    ready: relay.ready,
    async close() {
      detach();
      await relay.close();
      await Promise.all([mqttEndpoint.close(), stompEndpoint.close()]);
    },
  };
}
