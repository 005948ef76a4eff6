import type { EventStore } from '@jobmarket/eventstore';
import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { Decider, DomainEvent } from '../eventSourcing/decider';
import { historyEntry, historyOf } from '../eventSourcing/history';
import type { Actor, Permission } from './actor';
import { AppError } from './appError';
import { idParams } from './params';
import { defineRoute, type RouteDefinition } from './route';

export interface EntityReadRoutesOptions<State, Command, Event extends DomainEvent> {
  /** The collection's path under /api/v1, e.g. `/dept`. */
  path: string;
  tag: string;
  permission: Permission;
  /** The entity as the summaries name it, e.g. `config entry`. */
  entity: string;
  /** `form` says what the form holds; `record` and `history` default to the wording every entity shares. */
  summaries: { form: string; record?: string; history?: string };
  /** The edit form; throws A0606 when there is no such entity (or, where reads are scoped, none the actor may see). */
  formOf(id: number, actor: Actor | undefined): Promise<unknown>;
  /** react-admin's getOne record; the form unless the entity shows more. */
  recordOf?(id: number, actor: Actor | undefined): Promise<unknown>;
  history: {
    store: EventStore;
    /** The read models, to name the actors (users) behind the events. */
    db: Knex;
    streamOf(id: number): string;
    decider: Decider<State, Command, Event>;
    /** Answer history only for an entity whose form the actor may read (users outside the data scope stay unknown). */
    isScopedLikeForm?: boolean;
  };
  /** Runs before the chain, e.g. letting non-numeric ids fall through to other routes. */
  middleware?: RequestHandler[];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The three reads of one event-sourced entity, declared alike in every module: `GET <path>/:id/form`,
 * `GET <path>/:id/history` (its events with the state after each) and react-admin's getOne, `GET <path>/:id`.
 */
export function entityReadRoutes<State, Command, Event extends DomainEvent>(
  options: EntityReadRoutesOptions<State, Command, Event>,
): RouteDefinition[] {
  const { path, tag, permission, entity, summaries, formOf, recordOf = formOf, history } = options;
  const shared = { method: 'get', tag, permission, params: idParams, middleware: options.middleware } as const;
  return [
    defineRoute({
      ...shared,
      path: `${path}/:id/form`,
      summary: summaries.form,
      handler: async ({ params, actor }) => formOf(params.id, actor),
    }),
    defineRoute({
      ...shared,
      path: `${path}/:id/history`,
      summary: summaries.history ?? `The ${entity}'s events with actor, time and state after each`,
      response: z.array(historyEntry),
      handler: async ({ params, actor }) => {
        if (history.isScopedLikeForm) await formOf(params.id, actor);
        const entries = await historyOf(history.store, history.db, history.streamOf(params.id), history.decider);
        // a deleted entity keeps its history; one that never existed is unknown, as its form is
        if (entries.length === 0) throw new AppError('A0606');
        return entries;
      },
    }),
    defineRoute({
      ...shared,
      path: `${path}/:id`,
      summary: summaries.record ?? `${capitalised(entity)} (react-admin getOne)`,
      handler: async ({ params, actor }) => recordOf(params.id, actor),
    }),
  ];
}
