import type { Locale } from '@jobmarket/contracts';
import type { EventStore } from '@jobmarket/eventstore';
import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Decider, DomainEvent } from '../eventSourcing/decider';
import type { Actor, Permission } from './actor';
import { entityReadRoutes, type EntityReadRoutesOptions } from './entityReadRoutes';
import { fetchPage, parsePageQuery, parseRestQuery, sendRestList, type ListSpec } from './listQuery';
import { deletedIds, idParams, idsParams } from './params';
import type { ProjectionWaiter } from './readYourWrites';
import { defineRoute, type RouteContext, type RouteDefinition } from './route';
import { answerWrite, serverTiming, type Written } from './writeAnswer';

/** Who reads a list, for scoping rows and translating labels. */
export interface ListReader {
  actor: Actor | undefined;
  locale: Locale;
}

export interface CrudList<Filters extends z.ZodRawShape, Row> {
  spec: ListSpec<Filters>;
  /** The filtered rows, neither ordered nor paged: `/page` and react-admin's list page them alike. */
  rows(filters: z.infer<z.ZodObject<Filters>>, reader: ListReader): Knex.QueryBuilder;
  view(row: Row, reader: ListReader): unknown;
  /** The `/page` summary; react-admin's list is described from the entity's name unless `rest` says otherwise. */
  summaries: { page: string; rest?: string };
}

type WriteRoute<Body, Params> = RouteContext<Body, unknown, Params>;

export interface CrudWrites<State, CreateBody extends z.ZodType, UpdateBody extends z.ZodType> {
  /** The projections that serve the caller's next read (e.g. `dictionariesProjection.name`): writes wait for these only. */
  settles: readonly string[];
  /** Runs once a write's projections have caught up, before its answer is read (e.g. reloading cached settings). */
  onSettled?(): Promise<void>;
  /** The answer of create and update once settled; the form unless the entity answers more. */
  savedOf?(id: number, actor: Actor | undefined): Promise<unknown>;
  /** The same answer built from the state the command decided (and the form sent), for when the read models lag. */
  decidedOf(written: Written<State>, request: { actor: Actor | undefined; body: z.infer<CreateBody> | z.infer<UpdateBody> }): unknown;
  /**
   * True when `decidedOf` answers field for field what `savedOf` would read (nothing the projection derives, joins or
   * translates): once the projections have caught up, create and update answer it without reading the row back, one
   * query less per write. The wait itself stays, so the caller's next read still sees the write.
   */
  isDecidedAsSaved?: boolean;
  create: { summary: string; body: CreateBody; run(route: WriteRoute<z.infer<CreateBody>, unknown>): Promise<Written<State>> };
  update: { summary: string; body: UpdateBody; run(route: WriteRoute<z.infer<UpdateBody>, { id: number }>): Promise<Written<State>> };
  /** `DELETE <path>/:ids`, or `<path>/:id` where the entity is deleted one at a time; resolves the last position appended. */
  remove: { summary: string; isOneAtATime?: boolean; run(route: WriteRoute<unknown, { ids: number[] }>): Promise<string | undefined> };
}

/** One event-sourced entity's HTTP surface, declared once (API-CONTRACT §4). */
export interface CrudDeclaration<State, Command, Event extends DomainEvent, Filters extends z.ZodRawShape, Row, CreateBody extends z.ZodType, UpdateBody extends z.ZodType> {
  /** The collection's path under /api/v1, e.g. `/dict`. */
  path: string;
  tag: string;
  /** The entity as the summaries name it, e.g. `dictionary`, and its plural, e.g. `dictionaries`. */
  entity: string;
  entities: string;
  permissions: { query: Permission; create: Permission; update: Permission; remove: Permission };
  /** Both list dialects over one spec; absent where the entity serves its own lists (trees). */
  list?: CrudList<Filters, Row>;
  reads: Pick<EntityReadRoutesOptions<State, Command, Event>, 'summaries' | 'formOf' | 'recordOf'> & { isHistoryScopedLikeForm?: boolean };
  history: { store: EventStore; db: Knex; streamOf(id: number): string; decider: Decider<State, Command, Event> };
  projectionWaiter: ProjectionWaiter;
  writes: CrudWrites<State, CreateBody, UpdateBody>;
  /** Run before `:id` and `:ids` routes, e.g. letting non-numeric ids fall through to other modules' paths. */
  middleware?: { id?: RequestHandler[]; ids?: RequestHandler[] };
  /** The entity's other routes; mounted first, so their fixed paths are never taken for ids. */
  routes?: RouteDefinition[];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * From one declaration: the spec's `/page` and react-admin's list, the entity reads (form, history, getOne), and
 * create, update and delete, each answering after read-your-writes on the projections the declaration names.
 */
export function crudRoutes<State, Command, Event extends DomainEvent, Filters extends z.ZodRawShape, Row, CreateBody extends z.ZodType, UpdateBody extends z.ZodType>(
  declaration: CrudDeclaration<State, Command, Event, Filters, Row, CreateBody, UpdateBody>,
): RouteDefinition[] {
  const { path, tag, entity, entities, permissions, list, reads, writes, projectionWaiter } = declaration;
  const savedOf = writes.savedOf ?? reads.formOf;
  const outcomeOf = (position: string | undefined) => ({ position, projections: writes.settles });

  /** Runs a write, its time told as the `command` phase of Server-Timing. */
  async function timed<T>(route: { res: RouteContext<unknown, unknown, unknown>['res'] }, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await run();
    serverTiming(route.res, 'command', started);
    return result;
  }

  function answerSaved(route: RouteContext<z.infer<CreateBody> | z.infer<UpdateBody>, unknown, unknown>, written: Written<State>) {
    if (written.message) route.res.locals.successMessage = written.message;
    const decided = () => writes.decidedOf(written, { actor: route.actor, body: route.body });
    return answerWrite(projectionWaiter, route.res, outcomeOf(written.position), {
      read: async () => {
        await writes.onSettled?.();
        return writes.isDecidedAsSaved ? decided() : savedOf(written.id, route.actor);
      },
      decided,
    });
  }

  function answerDeleted(route: RouteContext<unknown, unknown, unknown>, position: string | undefined, ids: number[]) {
    const answer = deletedIds(ids);
    return answerWrite(projectionWaiter, route.res, outcomeOf(position), {
      read: async () => {
        await writes.onSettled?.();
        return answer;
      },
      decided: () => answer,
    });
  }

  const listRoutes = list
    ? [
        defineRoute({
          method: 'get',
          path: `${path}/page`,
          permission: permissions.query,
          tag,
          summary: list.summaries.page,
          handler: async ({ query, actor, locale }) => {
            const request = parsePageQuery(list.spec, query as Record<string, unknown>);
            const page = await fetchPage<Row>(list.rows(request.filters, { actor, locale }), request);
            return { list: page.list.map((row) => list.view(row, { actor, locale })), total: page.total };
          },
        }),
        defineRoute({
          method: 'get',
          path,
          permission: permissions.query,
          tag,
          summary: list.summaries.rest ?? `${capitalised(entities)} in react-admin's dialect (sort, range, filter): an array and Content-Range`,
          raw: true,
          handler: async ({ query, res, actor, locale }) => {
            const request = parseRestQuery(list.spec, query as Record<string, unknown>);
            const page = await fetchPage<Row>(list.rows(request.filters, { actor, locale }), request);
            sendRestList(res, list.spec.resource, request, { list: page.list.map((row) => list.view(row, { actor, locale })), total: page.total });
          },
        }),
      ]
    : [];

  const removeRoute = writes.remove.isOneAtATime
    ? defineRoute({
        method: 'delete',
        path: `${path}/:id`,
        permission: permissions.remove,
        tag,
        summary: writes.remove.summary,
        middleware: declaration.middleware?.id,
        params: idParams,
        handler: async (route) => {
          const ids = [route.params.id];
          return answerDeleted(route, await timed(route, () => writes.remove.run({ ...route, params: { ids } })), ids);
        },
      })
    : defineRoute({
        method: 'delete',
        path: `${path}/:ids`,
        permission: permissions.remove,
        tag,
        summary: writes.remove.summary,
        middleware: declaration.middleware?.ids,
        params: idsParams,
        handler: async (route) => {
          return answerDeleted(route, await timed(route, () => writes.remove.run(route)), route.params.ids);
        },
      });

  return [
    ...(declaration.routes ?? []),
    ...listRoutes,
    ...entityReadRoutes({
      path,
      tag,
      permission: permissions.query,
      entity,
      summaries: reads.summaries,
      formOf: reads.formOf,
      recordOf: reads.recordOf,
      middleware: declaration.middleware?.id,
      history: { ...declaration.history, isScopedLikeForm: reads.isHistoryScopedLikeForm },
    }),
    defineRoute({
      method: 'post',
      path,
      permission: permissions.create,
      tag,
      summary: writes.create.summary,
      body: writes.create.body,
      handler: async (route) => answerSaved(route, await timed(route, () => writes.create.run(route))),
    }),
    defineRoute({
      method: 'put',
      path: `${path}/:id`,
      permission: permissions.update,
      tag,
      summary: writes.update.summary,
      middleware: declaration.middleware?.id,
      params: idParams,
      body: writes.update.body,
      handler: async (route) => answerSaved(route, await timed(route, () => writes.update.run(route))),
    }),
    removeRoute,
  ];
}
