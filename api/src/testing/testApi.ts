import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PostgresEventStore } from '@jobmarket/eventstore';
import { createTestDatabase, type TestDatabase } from '@jobmarket/eventstore/testing';
import { createDatabase, migrateReadModels, runProjections, type Projection } from '@jobmarket/projections';
import { Redis } from 'ioredis';
import type { MqttClient } from 'mqtt';
import pino from 'pino';
import type { Knex } from 'knex';
import { assembleModules, createApp, type AppDependencies } from '../app';
import { QueueInspector } from '../modules/system/queues/queueInspector';
import { queueNames } from '@jobmarket/projections';
import type { RouteGroup } from '../http/openApi';
import { answerClientErrorsWithEnvelope } from '../http/clientErrors';
import { ProjectionWaiter } from '../http/readYourWrites';
import { SessionRevocation } from '../modules/identity/auth/sessionRevocation';
import { loadApiConfig, type ApiConfig } from '../platform/config';
import { connectBroker } from '../platform/mqttConnection';
import { attachApiRealtimeGateway } from '../realtime/apiRealtimeGateway';
import type { MqttGateway } from '../realtime/mqttGateway';
import type { ModuleContext } from '../modules/moduleContext';

export interface TestApi {
  baseUrl: string;
  config: ApiConfig;
  database: TestDatabase;
  db: Knex;
  store: PostgresEventStore;
  redis: Redis;
  broker: MqttClient;
  projectionWaiter: ProjectionWaiter;
  /** Ended sessions, listening like the api's: token checks answer from memory. */
  sessionRevocation: SessionRevocation;
  server: Server;
  /** The `/mqtt` gateway on the server; await `realtime.ready` before expecting pushes. */
  realtime: MqttGateway;
  /** The same context the api's modules get, for arranging data through commands. */
  moduleContext: ModuleContext;
  /** Stops the projections this api runs and runs only these (none: read models stand still, as when they lag). */
  runOnlyProjections(only: readonly Projection[]): Promise<void>;
  /** fetch against the running api; answers the parsed envelope and the raw response. */
  call(path: string, init?: RequestInit): Promise<{ status: number; body: { code: string; data: unknown; msg: string }; response: Response }>;
  close(): Promise<void>;
}

/**
 * The real api on a random port with its own database, a private Redis key prefix and the real broker.
 * Nothing is mocked: requests go over HTTP.
 */
export async function startTestApi(
  overrides: Partial<Record<string, string>> = {},
  extra: Partial<Pick<AppDependencies, 'extraRoutes' | 'frontEnds' | 'verifier'>> = {},
): Promise<TestApi> {
  const database = await createTestDatabase('jm_api');
  const config = loadApiConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    AUTH_CAPTCHA: 'off',
    // tests run many files at once on two cores: wait for projections as long as they need, never answer early
    READ_YOUR_WRITES_TIMEOUT_MS: '30000',
    // module tests send many requests as one signed-in user; rateLimit.test.ts sets and tests its own budgets
    RATE_LIMIT_PER_USER_PER_MINUTE: '100000',
    MQTT_URL: process.env.MQTT_URL,
    REDIS_URL: process.env.REDIS_URL,
    ...overrides,
  });
  const db = createDatabase(database.url);
  await migrateReadModels(db);
  const store = new PostgresEventStore({ connectionString: database.url });
  await store.migrate();
  const redis = new Redis(config.REDIS_URL, { keyPrefix: `test:${database.name}:` });
  const broker = connectBroker(config.MQTT_URL, 'jobmarket-api-test');
  const projectionWaiter = new ProjectionWaiter(db, database.url, config.READ_YOUR_WRITES_TIMEOUT_MS);
  await projectionWaiter.start();
  const sessionRevocation = new SessionRevocation(db, config.ACCESS_TOKEN_TTL_SECONDS, database.url);
  await sessionRevocation.start();
  // the real projections, in this process, so commands answer after their read models caught up
  let projections = await runProjections({ store, db, connectionString: database.url });
  const logger = pino({ level: 'silent' });
  const queueInspector = new QueueInspector(config.REDIS_URL, `${config.REDIS_KEY_PREFIX}bull`, queueNames);
  const app = createApp({ config, logger, db, store, redis, broker, projectionWaiter, sessionRevocation, queueInspector, ...extra });
  const server = createServer(app);
  answerClientErrorsWithEnvelope(server);
  const realtime = attachApiRealtimeGateway(server, { config, logger, db, sessionRevocation, verifier: extra.verifier });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    config,
    database,
    db,
    store,
    redis,
    broker,
    projectionWaiter,
    sessionRevocation,
    server,
    realtime,
    moduleContext: { config, logger, store, db, redis, projectionWaiter },
    async runOnlyProjections(only) {
      await projections.stop();
      projections = await runProjections({ store, db, connectionString: database.url, projections: only });
    },
    async call(path, init) {
      const response = await fetch(`${baseUrl}${path}`, init);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined, response };
    },
    async close() {
      await realtime.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await projections.stop();
      await queueInspector.close();
      await projectionWaiter.close();
      await sessionRevocation.close();
      broker.end(true);
      await redis.quit();
      await store.close();
      await db.destroy();
      await database.drop();
    },
  };
}

/** The route groups the app assembles over this test api's services: the list it mounts and documents. */
export function routeGroupsOf(api: TestApi): RouteGroup[] {
  const { config, db, store, redis, broker, projectionWaiter } = api;
  return assembleModules({ config, logger: pino({ level: 'silent' }), db, store, redis, broker, projectionWaiter }).groups;
}
