import type { Locale } from '@jobmarket/contracts';
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { Actor, Permission } from './actor';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

export interface RouteContext<Body, Query, Params> {
  req: Request;
  res: Response;
  body: Body;
  query: Query;
  params: Params;
  /** Present on every route but 'public' ones (where it is present only when a valid token came along). */
  actor: Actor | undefined;
  locale: Locale;
}

/**
 * One route, declared once: express mounts it, the OpenAPI document describes it, and the security tests enumerate it.
 * `permission` is mandatory, so nothing is reachable unless a route says who may reach it.
 */
export interface RouteDefinition<B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, P extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  /** Express path under /api/v1, e.g. `/users/:id/form`. */
  path: string;
  permission: Permission;
  summary: string;
  tag: string;
  body?: B;
  query?: Q;
  params?: P;
  /** Schema of `data` in a success envelope, for the OpenAPI document. */
  response?: z.ZodType;
  /** Runs before authentication, e.g. a multipart parser. */
  middleware?: RequestHandler[];
  /** The success `msg` when not the plain "Success" (spec §8 success messages, e.g. `registration.auditSuccessful`). */
  successMessage?: string;
  /** Answer a file or a custom body; the handler writes to res itself. */
  raw?: boolean;
  handler(context: RouteContext<z.infer<B>, z.infer<Q>, z.infer<P>>): Promise<unknown>;
}

export function defineRoute<B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, P extends z.ZodType = z.ZodType>(
  route: RouteDefinition<B, Q, P>,
): RouteDefinition {
  return route as unknown as RouteDefinition;
}
