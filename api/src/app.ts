import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { negotiateLocale } from '@jobmarket/contracts';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import type { MqttClient } from 'mqtt';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import qs from 'qs';
import type { AccessTokenVerifier } from './http/actor';
import { apiDocsRouter } from './http/apiDocs';
import { errorHandler, notFoundHandler } from './http/errorHandler';
import { serveFrontEnds } from './http/frontEnds';
import { bearerTokenOf, mountRoutes } from './http/mountRoutes';
import { buildOpenApiDocument, type RouteGroup } from './http/openApi';
import { createRateLimiter, rateLimitPerCaller } from './http/rateLimit';
import type { ProjectionWaiter } from './http/readYourWrites';
import type { EventStore } from '@jobmarket/eventstore';
import { queueNames } from '@jobmarket/projections';
import { identityModule } from './modules/identity';
import type { SessionRevocation } from './modules/identity/auth/sessionRevocation';
import { verifyAccessToken } from './modules/identity/auth/accessTokens';
import type { ModuleContext } from './modules/moduleContext';
import { clientConfigRoutes } from './modules/platform/clientConfigRoutes';
import { healthRoutes } from './modules/platform/healthRoutes';
import { mailOutboxRoutes } from './modules/platform/mailOutboxRoutes';
import { portalRoutes } from './modules/portal/routes';
import { systemModule } from './modules/system';
import { registrationRoutes } from './modules/registration/routes';
import { jobsRoutes } from './modules/jobs';
import { membershipRoutes } from './modules/membership';
import { resumesRoutes } from './modules/resumes';
import { deliveryRoutes } from './modules/delivery';
import { meetingsRoutes } from './modules/meetings';
import { counselingRoutes } from './modules/counseling';
import { demoItemsRoutes } from './modules/demoItems';
import { codegenRoutes } from './modules/codegen';
import { demoRoutes } from './modules/demos/routes';
import { devBankRoutes } from './modules/membership/payments/devBankRoutes';
import { PAYMENT_WEBHOOK_PATH, paymentWebhookBody } from './modules/membership/payments/routes';
import { publicPageRoutes } from './modules/jobs/publicPages/publicPageRoutes';
import { systemStatusRoutes } from './modules/system/systemStatusRoutes';
import { eventStoreStatusRoutes } from './modules/system/eventStoreStatusRoutes';
import { QueueInspector } from './modules/system/queues/queueInspector';
import { queueStatusRoutes } from './modules/system/queues/queueStatusRoutes';
import type { ApiConfig } from './platform/config';
import { repositoryRoot } from './platform/config';

export const API_PREFIX = '/api/v1';
export const PRODUCT_VERSION = '2.20.1';

export interface AppDependencies {
  config: ApiConfig;
  logger: Logger;
  db: Knex;
  store: EventStore;
  redis: Redis;
  broker: MqttClient;
  projectionWaiter: ProjectionWaiter;
  /** The job queues staff inspect on the system status page; one that connects lazily is made when absent. */
  queueInspector?: QueueInspector;
  /** Ended sessions, shared with the realtime gateway and started by the caller (LISTEN); absent: each check is a query. */
  sessionRevocation?: SessionRevocation;
  /** Replaces the token verifier (tests of the chain itself). */
  verifier?: AccessTokenVerifier;
  frontEnds?: { adminDist: string; portalDist: string };
  /** More route groups (tests mount probes here). */
  extraRoutes?: RouteGroup[];
}

export interface AssembledModules {
  groups: RouteGroup[];
  verifier: AccessTokenVerifier;
}

/** Every route group the app serves; the OpenAPI document and the security tests read the same list. */
export function assembleModules(deps: AppDependencies): AssembledModules {
  const context: ModuleContext = {
    config: deps.config,
    logger: deps.logger,
    store: deps.store,
    db: deps.db,
    redis: deps.redis,
    projectionWaiter: deps.projectionWaiter,
  };
  const identity = identityModule(context, deps.sessionRevocation);
  const system = systemModule(context);
  const inspector = deps.queueInspector ?? new QueueInspector(deps.config.REDIS_URL, `${deps.config.REDIS_KEY_PREFIX}bull`, queueNames);
  return {
    verifier: deps.verifier ?? identity.verifier,
    groups: [
      { prefix: '', routes: healthRoutes(deps) },
      { prefix: API_PREFIX, routes: [...clientConfigRoutes(deps.config), ...systemStatusRoutes(deps), ...eventStoreStatusRoutes(deps), ...queueStatusRoutes({ config: deps.config, inspector }), ...mailOutboxRoutes(deps), ...identity.routes, ...system.routes, ...portalRoutes(context), ...registrationRoutes(context), ...jobsRoutes(context), ...membershipRoutes(context), ...resumesRoutes(context), ...deliveryRoutes(context), ...meetingsRoutes(context), ...counselingRoutes(context), ...demoRoutes(context, deps.broker), ...codegenRoutes(context), ...demoItemsRoutes(context)] },
      ...(deps.extraRoutes ?? []),
    ],
  };
}

/** The request chain of ARCHITECTURE §2.6, ending in the envelope for every answer. */
export function createApp(deps: AppDependencies): Express {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  // bracket arrays: createTime[]=a&createTime[]=b and createTime[0]=a
  app.set('query parser', (query: string) => qs.parse(query, { arrayLimit: 100, depth: 5 }));

  app.use((req, res, next) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    res.locals.locale = negotiateLocale(req.get('accept-language'));
    next();
  });
  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => String(res.getHeader('X-Request-Id')),
      // tokens and cookies never reach the log
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"], // MUI/emotion inject style tags at run time
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          objectSrc: ["'none'"],
          // PDFs read with the token (a resume's, an application's documents) are shown inline as blob: URLs
          frameSrc: ["'self'", 'blob:'],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
    }),
  );

  app.use(
    API_PREFIX,
    rateLimitPerCaller({
      perAddress: createRateLimiter(deps.redis, { name: 'api', points: config.RATE_LIMIT_PER_MINUTE, durationSeconds: 60 }, logger),
      perUser: createRateLimiter(deps.redis, { name: 'api-user', points: config.RATE_LIMIT_PER_USER_PER_MINUTE, durationSeconds: 60 }, logger),
      signedInUserOf: (req) => {
        const token = bearerTokenOf(req);
        return token ? verifyAccessToken(config.JWT_SECRET, token)?.userId : undefined;
      },
    }),
  );
  // the payment webhook's signature covers its exact bytes: read raw, before the JSON parser (which then skips it)
  app.use(`${API_PREFIX}${PAYMENT_WEBHOOK_PATH}`, paymentWebhookBody);
  app.use(express.json({ limit: config.JSON_BODY_LIMIT }));
  app.use(express.urlencoded({ extended: true, limit: config.JSON_BODY_LIMIT }));

  const { groups, verifier } = assembleModules(deps);
  const openApi = buildOpenApiDocument(groups, { title: 'JobMarket API', version: PRODUCT_VERSION });
  app.get(`${API_PREFIX}/openapi.json`, (_req, res) => {
    res.json(openApi);
  });
  app.use(`${API_PREFIX}/docs`, apiDocsRouter());
  for (const group of groups) app.use(group.prefix || '/', mountRoutes(group.routes, verifier));
  app.use(API_PREFIX, notFoundHandler);

  const frontEnds = deps.frontEnds ?? { adminDist: path.join(repositoryRoot, 'admin/dist'), portalDist: path.join(repositoryRoot, 'portal/dist') };
  // the job and company pages rendered on the server, the sitemap and robots.txt: before the portal's SPA fallback
  app.use(publicPageRoutes({ config, logger, db: deps.db, portalDist: frontEnds.portalDist }));
  // the simulated bank's payer page (PAYMENTS_ADAPTER=simulated, never in production)
  app.use(devBankRoutes({ config, logger, db: deps.db, webhookPath: `${API_PREFIX}${PAYMENT_WEBHOOK_PATH}` }));
  serveFrontEnds(app, frontEnds);
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
