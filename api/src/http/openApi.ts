import { z } from 'zod';
import { isPublic } from './actor';
import type { RouteDefinition } from './route';

export interface RouteGroup {
  prefix: string;
  routes: readonly RouteDefinition[];
}

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;
}

function envelopeOf(data: Record<string, unknown>): Record<string, unknown> {
  return {
    type: 'object',
    required: ['code', 'data', 'msg'],
    properties: { code: { type: 'string', example: '00000' }, data, msg: { type: 'string' } },
  };
}

function parametersOf(route: RouteDefinition, openApiPath: string) {
  const pathParams = [...openApiPath.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const queryParams =
    route.query instanceof z.ZodObject
      ? Object.entries(route.query.shape as Record<string, z.ZodType>).map(([name, schema]) => ({
          name,
          in: 'query',
          required: !schema.safeParse(undefined).success,
          schema: jsonSchemaOf(schema),
        }))
      : [];
  return [...pathParams, ...queryParams];
}

/** The OpenAPI 3 document, generated from the same route declarations and zod schemas that validate requests. */
export function buildOpenApiDocument(groups: readonly RouteGroup[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { prefix, routes } of groups) {
    for (const route of routes) {
      const openApiPath = `${prefix}${route.path}`.replace(/:(\w+)/g, '{$1}');
      const operation: Record<string, unknown> = {
        summary: route.summary,
        tags: [route.tag],
        parameters: parametersOf(route, openApiPath),
        responses: {
          200: {
            description: 'Envelope; `code` is "00000" on success, a result code otherwise',
            content: { 'application/json': { schema: envelopeOf(route.response ? jsonSchemaOf(route.response) : {}) } },
          },
        },
        ...(isPublic(route.permission) ? { security: [] } : {}),
        ...(typeof route.permission === 'string' && !['public', 'authenticated'].includes(route.permission)
          ? { 'x-permission': route.permission }
          : {}),
      };
      if (route.body) operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.body) } } };
      (paths[openApiPath] ??= {})[route.method] = operation;
    }
  }
  return {
    openapi: '3.0.3',
    info,
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearerAuth: [] }],
    paths,
  };
}
