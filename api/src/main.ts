import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import pino from 'pino';
import { createDatabase, migrateReadModels } from '@jobmarket/projections';
import { createEventStore } from '@jobmarket/eventstore';
import { createApp } from './app';
import { answerClientErrorsWithEnvelope } from './http/clientErrors';
import { ProjectionWaiter } from './http/readYourWrites';
import { SessionRevocation } from './modules/identity/auth/sessionRevocation';
import { loadApiConfig } from './platform/config';
import { connectBroker } from './platform/mqttConnection';
import { watchRedis } from './platform/redisAvailability';
import { attachApiRealtimeGateway } from './realtime/apiRealtimeGateway';

const config = loadApiConfig();
const logger = pino({ name: 'api', level: config.LOG_LEVEL });
const db = createDatabase(config.DATABASE_URL);
await migrateReadModels(db);
const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, databaseUrl: config.DATABASE_URL });
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, keyPrefix: config.REDIS_KEY_PREFIX });
watchRedis(redis, logger);
const broker = connectBroker(config.MQTT_URL);
broker.on('error', (error) => logger.warn({ err: error.message }, 'mqtt broker error'));
const projectionWaiter = new ProjectionWaiter(db, config.DATABASE_URL, config.READ_YOUR_WRITES_TIMEOUT_MS);
await projectionWaiter.start();
const sessionRevocation = new SessionRevocation(db, config.ACCESS_TOKEN_TTL_SECONDS, config.DATABASE_URL, logger);
await sessionRevocation.start();

const app = createApp({ config, logger, db, store, redis, broker, projectionWaiter, sessionRevocation });
const server = createServer(app);
answerClientErrorsWithEnvelope(server);
const realtime = attachApiRealtimeGateway(server, { config, logger, db, sessionRevocation });
server.listen(config.PORT, config.HOST, () => {
  logger.info({ port: config.PORT }, `api listening on ${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'api stopping');
    void realtime.close(); // ends the WebSocket clients, which server.close() would otherwise wait for
    server.close(async () => {
      await projectionWaiter.close();
      await sessionRevocation.close();
      await store.close();
      broker.end(true);
      redis.disconnect();
      await db.destroy();
      process.exit(0);
    });
    server.closeAllConnections();
  });
}
