import type { Server } from 'node:http';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AccessTokenVerifier } from '../http/actor';
import { actorVerifier } from '../modules/identity/auth/actorVerifier';
import { SessionRevocation } from '../modules/identity/auth/sessionRevocation';
import type { ApiConfig } from '../platform/config';
import { attachMqttGateway, type MqttGateway } from './mqttGateway';

/**
 * The api's `/mqtt` endpoint with the api's own configuration: the same token checks as HTTP (ended sessions are
 * in PostgreSQL, shared with the HTTP verifier when given, and so are the read models), the broker at
 * MQTT_URL under this installation's MQTT_TOPIC_PREFIX, and PUBLIC_URL's origin allowed besides the api's own host.
 */
export function attachApiRealtimeGateway(
  server: Server,
  deps: { config: ApiConfig; logger: Logger; db: Knex; verifier?: AccessTokenVerifier; sessionRevocation?: SessionRevocation },
): MqttGateway {
  const { config } = deps;
  return attachMqttGateway(server, {
    verifier: deps.verifier ?? actorVerifier(deps.db, config.JWT_SECRET, deps.sessionRevocation ?? new SessionRevocation(deps.db, config.ACCESS_TOKEN_TTL_SECONDS)),
    brokerUrl: config.MQTT_URL,
    topicPrefix: config.MQTT_TOPIC_PREFIX,
    logger: deps.logger.child({ component: 'mqtt-gateway' }),
    allowedOrigins: config.PUBLIC_URL ? [config.PUBLIC_URL] : [],
  });
}
