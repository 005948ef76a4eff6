import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type Page } from '@jobmarket/contracts';
import type { Response } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { AppError } from './appError';
import { sendOk } from './envelope';

export type SortOrder = 'asc' | 'desc';

/** What a resource allows in its lists: the same spec serves the spec's `/page` dialect and react-admin's. */
export interface ListSpec<Filters extends z.ZodRawShape = z.ZodRawShape> {
  /** Name used in Content-Range, e.g. `users`. */
  resource: string;
  /** Allowed sort fields: API field → SQL column. */
  sortable: Record<string, string>;
  defaultSort: { field: string; order: SortOrder };
  /** Allowed filters and their types; anything else is refused. */
  filters: Filters;
}

export interface ListRequest<Filters = Record<string, unknown>> {
  offset: number;
  limit: number;
  sort: { column: string; order: SortOrder };
  filters: Filters;
}

const pageParams = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).default(PAGE_SIZE_DEFAULT),
  sortField: z.string().optional(),
  sortOrder: z.enum(['asc', 'desc', 'ascending', 'descending', 'ASC', 'DESC']).optional(),
});

function normaliseOrder(order: string | undefined, fallback: SortOrder): SortOrder {
  if (!order) return fallback;
  return order.toLowerCase().startsWith('desc') ? 'desc' : 'asc';
}

function resolveSort(spec: ListSpec, field: string | undefined, order: string | undefined) {
  const chosen = field ?? spec.defaultSort.field;
  const column = spec.sortable[chosen];
  if (!column) throw new AppError('A0400', 'validation.sortNotAllowed', { field: chosen }, { errors: { sort: chosen } });
  return { column, order: normaliseOrder(order, spec.defaultSort.order) };
}

function parseFilters<F extends z.ZodRawShape>(spec: ListSpec<F>, raw: Record<string, unknown>) {
  const unknown = Object.keys(raw).filter((key) => !(key in spec.filters));
  if (unknown.length > 0) throw new AppError('A0400', 'validation.filterNotAllowed', { field: unknown.join(', ') });
  return z.object(spec.filters).parse(raw); // ZodError → A0402 with field messages
}

/** The spec's dialect: `?pageNum=1&pageSize=10&<filters>` (pageSize capped at 100). */
export function parsePageQuery<F extends z.ZodRawShape>(spec: ListSpec<F>, query: Record<string, unknown>): ListRequest<z.infer<z.ZodObject<F>>> {
  const { pageNum, pageSize, sortField, sortOrder, ...rest } = query;
  const page = pageParams.parse({ pageNum, pageSize, sortField, sortOrder });
  const limit = Math.min(page.pageSize, PAGE_SIZE_MAX);
  const filters = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== '' && value !== undefined));
  return {
    offset: (page.pageNum - 1) * limit,
    limit,
    sort: resolveSort(spec, page.sortField, page.sortOrder),
    filters: parseFilters(spec, filters),
  };
}

export function parseJsonParam(name: string, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new AppError('A0400', 'errors.A0400', {}, { errors: { [name]: 'JSON' } });
  try {
    return JSON.parse(value);
  } catch {
    throw new AppError('A0400', 'errors.A0400', {}, { errors: { [name]: 'JSON' } });
  }
}

const restSort = z.tuple([z.string(), z.string()]);
const restRange = z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([start, end]) => end >= start);

/** react-admin's simple-rest dialect: `?sort=["field","ASC"]&range=[0,24]&filter={...}`. */
export function parseRestQuery<F extends z.ZodRawShape>(spec: ListSpec<F>, query: Record<string, unknown>): ListRequest<z.infer<z.ZodObject<F>>> {
  const sort = query.sort === undefined ? undefined : restSort.parse(parseJsonParam('sort', query.sort));
  const range = query.range === undefined ? [0, PAGE_SIZE_DEFAULT - 1] : restRange.parse(parseJsonParam('range', query.range));
  const filter = (parseJsonParam('filter', query.filter) ?? {}) as Record<string, unknown>;
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new AppError('A0400');
  const [start, end] = range as [number, number];
  return {
    offset: start,
    limit: Math.min(end - start + 1, PAGE_SIZE_MAX),
    sort: resolveSort(spec, sort?.[0], sort?.[1]),
    filters: parseFilters(spec, filter),
  };
}

/** Runs a filtered query as one page: the rows in order and the total before paging. */
export async function fetchPage<Row>(query: Knex.QueryBuilder, request: ListRequest<unknown>): Promise<Page<Row>> {
  const [countRow] = await query.clone().clearSelect().clearOrder().count<{ count: number | string }[]>({ count: '*' });
  const list = await query.clone().orderBy(request.sort.column, request.sort.order).offset(request.offset).limit(request.limit);
  return { list: list as Row[], total: Number(countRow?.count ?? 0) };
}

export function sendPage<Row>(res: Response, page: Page<Row>): void {
  sendOk(res, page);
}

/** react-admin reads the total from Content-Range; the body is still the envelope, whose data is the array. */
export function sendRestList<Row>(res: Response, resource: string, request: ListRequest<unknown>, page: Page<Row>): void {
  const last = page.list.length === 0 ? request.offset : request.offset + page.list.length - 1;
  res.setHeader('Content-Range', `${resource} ${request.offset}-${last}/${page.total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
  sendOk(res, page.list);
}
