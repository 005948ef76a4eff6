import type { Server } from 'node:http';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AccessTokenVerifier } from '../http/actor';
import { actorVerifier } from '../modules/identity/auth/actorVerifier';
import { sessionRevocation } from '../modules/identity/auth/sessionRevocation';
import type { ApiConfig } from '../platform/config';
import { attachMqttGateway, type MqttGateway } from './mqttGateway';

/**
 * The api's `/mqtt` endpoint with the api's own configuration: the same token checks as HTTP (revocation lives in
 * Redis and the read models, so a second verifier instance sees exactly what the HTTP one sees), the broker at
 * MQTT_URL under this installation's MQTT_TOPIC_PREFIX, and PUBLIC_URL's origin allowed besides the api's own host.
 */
export function attachApiRealtimeGateway(
  server: Server,
  deps: { config: ApiConfig; logger: Logger; db: Knex; redis: Redis; verifier?: AccessTokenVerifier },
): MqttGateway {
  const { config } = deps;
  return attachMqttGateway(server, {
    verifier: deps.verifier ?? actorVerifier(deps.db, config.JWT_SECRET, sessionRevocation(deps.redis, config.ACCESS_TOKEN_TTL_SECONDS)),
    brokerUrl: config.MQTT_URL,
    topicPrefix: config.MQTT_TOPIC_PREFIX,
    logger: deps.logger.child({ component: 'mqtt-gateway' }),
    allowedOrigins: config.PUBLIC_URL ? [config.PUBLIC_URL] : [],
  });
}
