import type { EventStore } from '@jobmarket/eventstore';
import { Redis } from 'ioredis';
import knex from 'knex';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authService } from '../modules/identity/auth/authService';
import { departmentRoutes } from '../modules/identity/departments/routes';
import { menuRoutes } from '../modules/identity/menus/routes';
import { roleRoutes } from '../modules/identity/roles/routes';
import { userRoutes } from '../modules/identity/users/routes';
import type { ModuleContext } from '../modules/moduleContext';
import { appSettingsOf } from '../modules/system/config/appSettings';
import { configRoutes } from '../modules/system/config/routes';
import { dictDataRoutes } from '../modules/system/dictData/routes';
import { dictRoutes } from '../modules/system/dictionaries/routes';
import { noticeRoutes } from '../modules/system/notices/routes';
import { loadApiConfig } from '../platform/config';
import { crudRoutes } from './crudRoutes';
import type { ProjectionWaiter } from './readYourWrites';
import { defineRoute, type RouteDefinition } from './route';

// building route tables touches no service: the clients below never connect, and nothing here is called
const config = loadApiConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/never_connected', JWT_SECRET: 'x'.repeat(64), LOG_LEVEL: 'silent' });
const db = knex({ client: 'pg', connection: config.DATABASE_URL });
const redis = new Redis({ lazyConnect: true });
const unusedStore = {} as EventStore;
const unusedWaiter = { onCheckpoint: () => () => undefined } as unknown as ProjectionWaiter;
const context: ModuleContext = { config, logger: pino({ level: 'silent' }), db, redis, store: unusedStore, projectionWaiter: unusedWaiter };

afterAll(async () => {
  redis.disconnect();
  await db.destroy();
});

const tableOf = (routes: RouteDefinition[]) => routes.map((route) => `${route.method.toUpperCase()} ${route.path} ${JSON.stringify(route.permission)}`);

/** A parametrised path mounted before a fixed one it matches would take every request meant for the fixed one. */
function swallowedPaths(routes: RouteDefinition[]): string[] {
  const found: string[] = [];
  routes.forEach((earlier, index) => {
    const earlierParts = earlier.path.split('/');
    for (const later of routes.slice(index + 1)) {
      const laterParts = later.path.split('/');
      if (later.method !== earlier.method || laterParts.length !== earlierParts.length) continue;
      const matches = earlierParts.every((part, at) => part.startsWith(':') || part === laterParts[at]);
      if (matches && earlier.path !== later.path) found.push(`${later.method.toUpperCase()} ${later.path} after ${earlier.path}`);
    }
  });
  return found;
}

const noop = async () => undefined as never;
const things = {
  path: '/things',
  tag: 'things',
  entity: 'thing',
  entities: 'things',
  permissions: { query: 'sys:thing:query', create: 'sys:thing:add', update: 'sys:thing:edit', remove: 'sys:thing:delete' },
  reads: { summaries: { form: 'Thing form' }, formOf: noop },
  history: { store: unusedStore, db, streamOf: (id: number) => `thing-${id}`, decider: { initialState: {}, evolve: () => ({}), decide: () => [] } },
  projectionWaiter: unusedWaiter,
} as const;
const thingWrites = {
  settles: ['things_v1'],
  decidedOf: () => null,
  create: { summary: 'Create a thing', body: z.object({}), run: noop },
  update: { summary: 'Edit a thing', body: z.object({}), run: noop },
  remove: { summary: 'Delete things', run: noop },
};
const thingList = {
  spec: { resource: 'things', sortable: { id: 'id' }, defaultSort: { field: 'id', order: 'asc' as const }, filters: {} },
  rows: () => db('things'),
  view: (row: unknown) => row,
  summaries: { page: 'Page of things' },
};

describe('crudRoutes', () => {
  it('serves both list dialects, the three entity reads and the three writes from one declaration, each behind its permission', () => {
    const extra = defineRoute({ method: 'get', path: '/things/options', permission: 'authenticated', tag: 'things', summary: 'Options', handler: noop });
    expect(tableOf(crudRoutes({ ...things, list: thingList, writes: thingWrites, routes: [extra] }))).toEqual([
      'GET /things/options "authenticated"',
      'GET /things/page "sys:thing:query"',
      'GET /things "sys:thing:query"',
      'GET /things/:id/form "sys:thing:query"',
      'GET /things/:id/history "sys:thing:query"',
      'GET /things/:id "sys:thing:query"',
      'POST /things "sys:thing:add"',
      'PUT /things/:id "sys:thing:edit"',
      'DELETE /things/:ids "sys:thing:delete"',
    ]);
  });

  it('leaves the lists to an entity that serves its own (trees) and deletes one at a time when told so', () => {
    const table = tableOf(crudRoutes({ ...things, writes: { ...thingWrites, remove: { ...thingWrites.remove, isOneAtATime: true } } }));
    expect(table).not.toContain('GET /things/page "sys:thing:query"');
    expect(table).toContain('DELETE /things/:id "sys:thing:delete"');
  });

  it('describes react-admin\'s list from the entity\'s plural and keeps every summary it is given', () => {
    const routes = crudRoutes({ ...things, list: thingList, writes: thingWrites });
    expect(routes.find((route) => route.path === '/things' && route.method === 'get')?.summary).toBe(
      "Things in react-admin's dialect (sort, range, filter): an array and Content-Range",
    );
    expect(routes.map((route) => route.summary)).toEqual(expect.arrayContaining(['Page of things', 'Thing form', 'Create a thing', 'Edit a thing', 'Delete things']));
  });
});

describe('the route tables of the entities declared through crudRoutes', () => {
  const settings = appSettingsOf(context);
  const modules: Record<string, RouteDefinition[]> = {
    users: userRoutes(context, authService(context)),
    roles: roleRoutes(context),
    menus: menuRoutes(context),
    departments: departmentRoutes(context),
    dictionaries: dictRoutes(context),
    dictData: dictDataRoutes(context),
    config: configRoutes(context, settings),
    notices: noticeRoutes(context),
  };

  it('keeps every route, path and permission of the eight modules', () => {
    expect(Object.fromEntries(Object.entries(modules).map(([name, routes]) => [name, tableOf(routes).sort()]))).toEqual({
      users: [
        'DELETE /users/:ids "sys:user:delete"',
        'GET /users "sys:user:query"',
        'GET /users/:id "sys:user:query"',
        'GET /users/:id/form "sys:user:query"',
        'GET /users/:id/history "sys:user:query"',
        'GET /users/export "sys:user:export"',
        'GET /users/me "authenticated"',
        'GET /users/options {"anyOf":["sys:user:query","sys:notice:add","sys:notice:edit"]}',
        'GET /users/page "sys:user:query"',
        'GET /users/template {"anyOf":["sys:user:import","sys:user:query"]}',
        'PATCH /users/:id/status "sys:user:edit"',
        'POST /users "sys:user:add"',
        'POST /users/import "sys:user:import"',
        'PUT /users/:id "sys:user:edit"',
        'PUT /users/:id/password/reset "sys:user:password:reset"',
      ],
      roles: [
        'DELETE /roles/:ids "sys:role:delete"',
        'GET /roles "sys:role:query"',
        'GET /roles/:id "sys:role:query"',
        'GET /roles/:id/form "sys:role:query"',
        'GET /roles/:id/history "sys:role:query"',
        'GET /roles/:id/menuIds "sys:role:query"',
        'GET /roles/options {"anyOf":["sys:role:query","sys:user:query","sys:user:add","sys:user:edit"]}',
        'GET /roles/page "sys:role:query"',
        'POST /roles "sys:role:add"',
        'PUT /roles/:id "sys:role:edit"',
        'PUT /roles/:id/menus "sys:role:edit"',
      ],
      menus: [
        'DELETE /menus/:id "sys:menu:delete"',
        'GET /menus "sys:menu:query"',
        'GET /menus/:id "sys:menu:query"',
        'GET /menus/:id/form "sys:menu:query"',
        'GET /menus/:id/history "sys:menu:query"',
        'GET /menus/options {"anyOf":["sys:menu:query","sys:role:edit"]}',
        'GET /menus/routes "authenticated"',
        'POST /menus "sys:menu:add"',
        'PUT /menus/:id "sys:menu:edit"',
      ],
      departments: [
        'DELETE /dept/:ids "sys:dept:delete"',
        'GET /dept "sys:dept:query"',
        'GET /dept/:id "sys:dept:query"',
        'GET /dept/:id/form "sys:dept:query"',
        'GET /dept/:id/history "sys:dept:query"',
        'GET /dept/options {"anyOf":["sys:dept:query","sys:user:query","sys:user:add","sys:user:edit"]}',
        'POST /dept "sys:dept:add"',
        'PUT /dept/:id "sys:dept:edit"',
      ],
      dictionaries: [
        'DELETE /dict/:ids "sys:dict:delete"',
        'GET /dict "sys:dict:query"',
        'GET /dict/:id "sys:dict:query"',
        'GET /dict/:id/form "sys:dict:query"',
        'GET /dict/:id/history "sys:dict:query"',
        'GET /dict/list "public"',
        'GET /dict/page "sys:dict:query"',
        'POST /dict "sys:dict:add"',
        'PUT /dict/:id "sys:dict:edit"',
      ],
      dictData: [
        'DELETE /dict-data/:ids "sys:dict-data:delete"',
        'GET /dict-data "sys:dict-data:query"',
        'GET /dict-data/:dictCode/options "public"',
        'GET /dict-data/:id "sys:dict-data:query"',
        'GET /dict-data/:id/form "sys:dict-data:query"',
        'GET /dict-data/:id/history "sys:dict-data:query"',
        'GET /dict-data/page "sys:dict-data:query"',
        'POST /dict-data "sys:dict-data:add"',
        'PUT /dict-data/:id "sys:dict-data:edit"',
      ],
      config: [
        'DELETE /config/:ids "sys:config:delete"',
        'GET /config "sys:config:query"',
        'GET /config/:id "sys:config:query"',
        'GET /config/:id/form "sys:config:query"',
        'GET /config/:id/history "sys:config:query"',
        'GET /config/page "sys:config:query"',
        'POST /config "sys:config:add"',
        'PUT /config/:id "sys:config:update"',
        'PUT /config/refresh "sys:config:refresh"',
      ],
      notices: [
        'DELETE /notices/:ids "sys:notice:delete"',
        'GET /notices "sys:notice:query"',
        'GET /notices/:id "sys:notice:query"',
        'GET /notices/:id/detail "authenticated"',
        'GET /notices/:id/form "sys:notice:query"',
        'GET /notices/:id/history "sys:notice:query"',
        'GET /notices/my-page "authenticated"',
        'GET /notices/page "sys:notice:query"',
        'POST /notices "sys:notice:add"',
        'PUT /notices/:id "sys:notice:edit"',
        'PUT /notices/:id/publish "sys:notice:publish"',
        'PUT /notices/:id/revoke "sys:notice:revoke"',
        'PUT /notices/read-all "authenticated"',
      ],
    });
  });

  it('mounts no parametrised path before a fixed one it would swallow', () => {
    expect(Object.values(modules).flatMap(swallowedPaths)).toEqual([]);
  });
});
