import { Router, type NextFunction, type Request, type Response } from 'express';
import { isAllowed, isPublic, type AccessTokenVerifier, type Actor } from './actor';
import { AppError } from './appError';
import { sendOk } from './envelope';
import type { RouteDefinition } from './route';

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerTokenOf(req: Request): string | undefined {
  const header = req.get('authorization');
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Mounts declared routes: authenticate → authorise → validate → handle → envelope. */
export function mountRoutes(routes: readonly RouteDefinition[], verifier: AccessTokenVerifier): Router {
  const router = Router();
  for (const route of routes) {
    router[route.method](route.path, ...(route.middleware ?? []), async (req: Request, res: Response, next: NextFunction) => {
      const token = bearerTokenOf(req);
      const actor: Actor | undefined = token ? await verifier.verify(token) : undefined;
      if (!isPublic(route.permission)) {
        if (!actor) throw new AppError('A0230');
        if (!isAllowed(actor, route.permission)) throw new AppError('A0301');
      }
      res.locals.actor = actor;
      const body = route.body ? route.body.parse(req.body ?? {}) : req.body;
      const query = route.query ? route.query.parse(req.query) : req.query;
      const params = route.params ? route.params.parse(req.params) : req.params;
      const data = await route.handler({ req, res, body, query, params, actor, locale: res.locals.locale });
      if (route.raw || res.headersSent) return;
      const message = res.locals.successMessage as { key: string; vars: Record<string, string | number> } | undefined;
      sendOk(res, data, message?.key ?? route.successMessage, message?.vars);
      void next;
    });
  }
  return router;
}
