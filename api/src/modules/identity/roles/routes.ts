import { permissions, roleForm } from '@jobmarket/contracts';
import { z } from 'zod';
import { AppError } from '../../../http/appError';
import { entityReadRoutes } from '../../../http/entityReadRoutes';
import { fetchPage, parsePageQuery, parseRestQuery, sendRestList } from '../../../http/listQuery';
import { deletedIds, idParams, idsParams } from '../../../http/params';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import { roleDecider, roleStream } from './decider';
import { roleHandlers } from './handlers';
import { roleListSpec, roleQueries, toRoleForm, toRoleView, type RoleRow } from './queries';

const menuId = z.coerce.number().int().min(1);
/** The contract's body is a bare JSON array of menu ids; `{menuIds: […]}` is accepted too for clients that wrap it. */
const assignedMenus = z.union([z.array(menuId).max(1000), z.object({ menuIds: z.array(menuId).max(1000) }).transform((body) => body.menuIds)]);

/** Roles (`/api/v1/roles`): the page and options, the form, CRUD, and the menus (hence permissions) each role grants. */
export function roleRoutes(context: ModuleContext): RouteDefinition[] {
  const queries = roleQueries(context.db);
  const handlers = roleHandlers(context);
  const zone = context.config.TIME_ZONE;
  const perms = permissions.role;

  async function formOf(id: number) {
    const row = await queries.byId(id);
    if (!row) throw new AppError('A0606');
    return toRoleForm(row);
  }

  return [
    defineRoute({
      method: 'get',
      path: '/roles/page',
      permission: perms.query,
      tag: 'roles',
      summary: 'Page of roles (keywords on name and code)',
      handler: async ({ query, actor }) => {
        const request = parsePageQuery(roleListSpec, query as Record<string, unknown>);
        const page = await fetchPage<RoleRow>(queries.list(request.filters, actor), request);
        return { list: page.list.map((row) => toRoleView(row, zone)), total: page.total };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/roles/options',
      // the user form lists roles to pick from
      permission: { anyOf: [perms.query, permissions.user.query, permissions.user.add, permissions.user.edit] },
      tag: 'roles',
      summary: 'Enabled roles as options {value, label}',
      handler: async ({ actor }) => queries.options(actor),
    }),
    defineRoute({
      method: 'get',
      path: '/roles',
      permission: perms.query,
      tag: 'roles',
      summary: "Roles in react-admin's dialect (sort, range, filter): an array and Content-Range",
      raw: true,
      handler: async ({ query, res, actor }) => {
        const request = parseRestQuery(roleListSpec, query as Record<string, unknown>);
        const page = await fetchPage<RoleRow>(queries.list(request.filters, actor), request);
        sendRestList(res, roleListSpec.resource, request, { list: page.list.map((row) => toRoleView(row, zone)), total: page.total });
      },
    }),
    ...entityReadRoutes({
      path: '/roles',
      tag: 'roles',
      permission: perms.query,
      entity: 'role',
      summaries: { form: 'Role form {id, name, code, sort, status, dataScope}' },
      formOf,
      history: { store: context.store, db: context.db, streamOf: roleStream, decider: roleDecider },
    }),
    defineRoute({
      method: 'get',
      path: '/roles/:id/menuIds',
      permission: perms.query,
      tag: 'roles',
      summary: "Ids of the menus, buttons included, the role grants",
      params: idParams,
      handler: async ({ params }) => {
        await formOf(params.id);
        return queries.menuIds(params.id);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/roles',
      permission: perms.add,
      tag: 'roles',
      summary: 'Create a role (its code is unique)',
      body: roleForm,
      handler: async (route) => formOf(await handlers.create(route.body, commandContextOf(route))),
    }),
    defineRoute({
      method: 'put',
      path: '/roles/:id/menus',
      permission: perms.edit,
      tag: 'roles',
      summary: 'Replace the menus the role grants; body: JSON array of menu ids',
      params: idParams,
      body: assignedMenus,
      handler: async (route) => {
        await handlers.assignMenus(route.params.id, route.body, commandContextOf(route));
        return queries.menuIds(route.params.id);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/roles/:id',
      permission: perms.edit,
      tag: 'roles',
      summary: 'Edit a role (ROOT keeps its code and stays enabled)',
      params: idParams,
      body: roleForm,
      handler: async (route) => {
        await handlers.update(route.params.id, route.body, commandContextOf(route));
        return formOf(route.params.id);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/roles/:ids',
      permission: perms.delete,
      tag: 'roles',
      summary: 'Delete roles (refused for ROOT and for roles users still hold)',
      params: idsParams,
      handler: async (route) => {
        await handlers.remove(route.params.ids, commandContextOf(route));
        return deletedIds(route.params.ids);
      },
    }),
  ];
}
