import { permissions } from '@jobmarket/contracts';
import { z } from 'zod';
import { dayRangeFilter, parsePageQuery, parseRestQuery, sendRestList, type ListRequest, type ListSpec } from '../../../http/listQuery';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import type { ModuleContext } from '../../moduleContext';
import { operationLogQueries, toOperationLogView, type OperationLogFilters } from './operationLogQueries';

const operationLogListSpec = {
  resource: 'logs',
  // react-admin sorts by id by default: the log's id order is its append order
  sortable: { id: 'log.position', createTime: 'log.created_at', module: 'log.module', executionTime: 'log.execution_time' },
  defaultSort: { field: 'createTime', order: 'desc' },
  filters: {
    keywords: z.string().trim().max(50).optional(),
    /** react-admin's full-text search input, same as keywords. */
    q: z.string().trim().max(50).optional(),
    createTime: dayRangeFilter,
  },
} satisfies ListSpec;

type OperationLogListRequest = ListRequest<z.infer<z.ZodObject<typeof operationLogListSpec.filters>>>;

function filtersOf(request: OperationLogListRequest): OperationLogFilters {
  const { keywords, q, createTime } = request.filters;
  return { keywords: keywords || q, createTime };
}

/** The operation log (`/api/v1/logs`): read-only, in both list dialects; every row worded in the caller's language. */
export function operationLogRoutes(context: ModuleContext): RouteDefinition[] {
  const zone = context.config.TIME_ZONE;
  const queries = operationLogQueries(context.db, zone);
  const permission = permissions.log.query;

  return [
    defineRoute({
      method: 'get',
      path: '/logs/page',
      permission,
      tag: 'logs',
      summary: 'Page of the operation log, newest first (keywords, createTime[] day range)',
      handler: async ({ query, locale }) => {
        const request = parsePageQuery(operationLogListSpec, query as Record<string, unknown>);
        const page = await queries.page(queries.list(filtersOf(request), locale), request);
        return { list: page.list.map((row) => toOperationLogView(row, zone, locale)), total: page.total };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/logs',
      permission,
      tag: 'logs',
      summary: "The operation log in react-admin's dialect (sort, range, filter): an array and Content-Range",
      raw: true,
      handler: async ({ query, res, locale }) => {
        const request = parseRestQuery(operationLogListSpec, query as Record<string, unknown>);
        const page = await queries.page(queries.list(filtersOf(request), locale), request);
        sendRestList(res, operationLogListSpec.resource, request, { list: page.list.map((row) => toOperationLogView(row, zone, locale)), total: page.total });
      },
    }),
  ];
}
