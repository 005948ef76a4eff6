import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type Page } from '@jobmarket/contracts';
import type { Response } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { AppError } from './appError';
import { sendOk } from './envelope';
import { estimatedRows } from './rowEstimate';
import { localDayRange } from './time';

export type SortOrder = 'asc' | 'desc';

/** What a resource allows in its lists: the same spec serves the spec's `/page` dialect and react-admin's. */
export interface ListSpec<Filters extends z.ZodRawShape = z.ZodRawShape> {
  /** Name used in Content-Range, e.g. `users`. */
  resource: string;
  /** Allowed sort fields: API field → SQL column. */
  sortable: Record<string, string>;
  defaultSort: { field: string; order: SortOrder };
  /** Column ordering rows whose sort values are equal (the primary key), so consecutive pages never overlap. */
  tieBreaker?: string;
  /** Allowed filters and their types; anything else is refused. */
  filters: Filters;
}

export interface ListRequest<Filters = Record<string, unknown>> {
  offset: number;
  limit: number;
  sort: { column: string; order: SortOrder; tieBreaker?: string };
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
  const sort = { column, order: normaliseOrder(order, spec.defaultSort.order) };
  return spec.tieBreaker && spec.tieBreaker !== column ? { ...sort, tieBreaker: spec.tieBreaker } : sort;
}

// zod builds (and compiles) an object schema on its first parse: one per spec, not one per request
const filterSchemas = new WeakMap<z.ZodRawShape, z.ZodObject>();

function parseFilters<F extends z.ZodRawShape>(spec: ListSpec<F>, raw: Record<string, unknown>) {
  const unknown = Object.keys(raw).filter((key) => !(key in spec.filters));
  if (unknown.length > 0) throw new AppError('A0400', 'validation.filterNotAllowed', { field: unknown.join(', ') });
  let schema = filterSchemas.get(spec.filters) as z.ZodObject<F> | undefined;
  if (!schema) filterSchemas.set(spec.filters, (schema = z.object(spec.filters)));
  return schema.parse(raw); // ZodError → A0402 with field messages
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

/** Rows a list counts exactly; above it the total is the planner's estimate (see fetchListPage). */
export const EXACT_COUNT_BOUND = 1000;

/** A page whose total may be an estimate: exact up to the bound, and whenever the page shows where the list ends. */
export interface ListPage<Row> extends Page<Row> {
  isTotalEstimated: boolean;
}

export interface FetchPageOptions {
  /** Rows counted exactly (default EXACT_COUNT_BOUND). */
  exactCountUpTo?: number;
  /** Overrides the request's tie-breaker column (e.g. the log's position). */
  tieBreaker?: string;
}

interface PageStatementRow {
  _page_row: number | null;
  _page_total: number;
  [column: string]: unknown;
}

/**
 * Runs a filtered query as one page in one statement (one transaction, one snapshot): the rows in order plus a count
 * that stops at `exactCountUpTo + 1`, so a large table is never rescanned for every page. Above the bound the total
 * is the planner's estimate, kept between what the page proves (more rows follow, or this is the end) and cached per
 * filter. The query must name its columns, not be distinct, and not be ordered or paged yet.
 */
export async function fetchListPage<Row>(query: Knex.QueryBuilder, request: ListRequest<unknown>, options: FetchPageOptions = {}): Promise<ListPage<Row>> {
  const bound = options.exactCountUpTo ?? EXACT_COUNT_BOUND;
  const { column, order } = request.sort;
  const tieBreaker = options.tieBreaker ?? request.sort.tieBreaker;
  const orderBy = [{ column, order }, ...(tieBreaker && tieBreaker !== column ? [{ column: tieBreaker, order }] : [])];
  const client = query.client;
  const counted = query.clone().clearSelect().clearOrder().select(client.raw('1')).limit(bound + 1);
  const windowOrder = orderBy.map((sort) => `?? ${sort.order === 'desc' ? 'desc' : 'asc'}`).join(', ');
  // one row past the page tells whether more follow; the row number carries the order through the join below
  const page = query
    .clone()
    .clearOrder()
    .select(client.raw(`row_number() over (order by ${windowOrder}) as _page_row`, orderBy.map((sort) => sort.column)))
    .orderBy(orderBy)
    .offset(request.offset)
    .limit(request.limit + 1);
  // the count's single row keeps the answer non-empty when the page is (past the end, or nothing matches)
  const result: { rows: PageStatementRow[] } = await client.raw(
    'select _page.*, _counted._page_total from (select count(*)::int as _page_total from ? as _bounded) as _counted left join lateral ? as _page on true order by _page._page_row',
    [counted, page],
  );
  const rows = result.rows.filter((row) => row._page_row !== null).map(({ _page_row, _page_total, ...row }) => row as Row);
  const list = rows.slice(0, request.limit);
  const boundedCount = result.rows[0]?._page_total ?? 0;
  if (boundedCount <= bound) return { list, total: boundedCount, isTotalEstimated: false };

  const hasMore = rows.length > request.limit;
  const seen = request.offset + list.length;
  if (!hasMore && list.length > 0) return { list, total: seen, isTotalEstimated: false };
  const estimate = await estimatedRows(query.clone().clearSelect().clearOrder().select(client.raw('1')));
  const atLeast = Math.max(bound + 1, seen + (hasMore ? 1 : 0));
  // an empty page past the end proves the list is no longer than the offset
  const atMost = list.length === 0 ? Math.max(request.offset, atLeast) : Number.POSITIVE_INFINITY;
  return { list, total: Math.min(Math.max(estimate, atLeast), atMost), isTotalEstimated: true };
}

/** fetchListPage answered as the spec's `{list, total}` exactly, ready to send. */
export async function fetchPage<Row>(query: Knex.QueryBuilder, request: ListRequest<unknown>, options: FetchPageOptions = {}): Promise<Page<Row>> {
  const { list, total } = await fetchListPage<Row>(query, request, options);
  return { list, total };
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

/**
 * A keyword as an ILIKE pattern matching its text anywhere, literally (API-CONTRACT §1): `%`, `_` and the escape
 * character `\` (PostgreSQL's default for LIKE) are escaped. Every keyword filter goes through it.
 */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
}

/** A day range `[from, to]` (YYYY-MM-DD, inclusive); an undefined end leaves that side open. */
export type DayRange = readonly [from?: string, to?: string];

const isEmptyDay = (day: unknown) => day === '' || day === null || day === undefined;

/**
 * The `createTime[]` filter: two days, bracket-style or comma-joined. An empty element leaves its side open and two
 * empty ones are no filter (the spec's pages send `createTime[0]=&createTime[1]=` on first load); an impossible date
 * is a format error (A0421), never a server error.
 */
export const dayRangeFilter = z.preprocess(
  (value) => {
    const days = typeof value === 'string' ? value.split(',') : value;
    if (!Array.isArray(days)) return days;
    return days.every(isEmptyDay) ? undefined : days.map((day) => (isEmptyDay(day) ? undefined : day));
  },
  z.tuple([z.iso.date('validation.invalidFormat').optional(), z.iso.date('validation.invalidFormat').optional()]).optional(),
);

/** Keeps the rows whose `column` falls on the range's days, counted in `timeZone`. */
export function whereWithinDays(query: Knex.QueryBuilder, column: string, range: DayRange | undefined, timeZone: string): void {
  const [from, to] = range ?? [];
  if (from) query.where(column, '>=', localDayRange(from, from, timeZone)[0]);
  if (to) query.where(column, '<', localDayRange(to, to, timeZone)[1]);
}
