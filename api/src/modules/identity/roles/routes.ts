import { permissions, roleForm } from '@jobmarket/contracts';
import { rolesProjection } from '@jobmarket/projections';
import { z } from 'zod';
import { AppError } from '../../../http/appError';
import { crudRoutes } from '../../../http/crudRoutes';
import { idParams } from '../../../http/params';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { answerWrite } from '../../../http/writeAnswer';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import { rightsOfActor } from '../authority';
import { seededName } from '../seededNames';
import { roleDecider, roleStream, type RoleState } from './decider';
import { roleHandlers } from './handlers';
import { roleListSpec, roleQueries, toRoleForm, toRoleView, type RoleRow } from './queries';

const menuId = z.coerce.number().int().min(1);
/** The contract's body is a bare JSON array of menu ids; `{menuIds: […]}` is accepted too for clients that wrap it. */
const assignedMenus = z.union([z.array(menuId).max(1000), z.object({ menuIds: z.array(menuId).max(1000) }).transform((body) => body.menuIds)]);

/** The form as the write side decided it, for an answer given before the read model caught up. */
const decidedForm = (state: RoleState) =>
  state.exists ? { id: state.id, name: state.name, code: state.code, sort: state.sort, status: state.status, dataScope: state.dataScope } : null;

/** Roles (`/api/v1/roles`): the page and options, the form, CRUD, and the menus (hence permissions) each role grants. */
export function roleRoutes(context: ModuleContext): RouteDefinition[] {
  const queries = roleQueries(context.db);
  const handlers = roleHandlers(context);
  const zone = context.config.TIME_ZONE;
  const perms = permissions.role;
  const settles = [rolesProjection.name];

  async function formOf(id: number) {
    const row = await queries.byId(id);
    if (!row) throw new AppError('A0606');
    return toRoleForm(row);
  }

  return crudRoutes({
    path: '/roles',
    tag: 'roles',
    entity: 'role',
    entities: 'roles',
    permissions: { query: perms.query, create: perms.add, update: perms.edit, remove: perms.delete },
    list: {
      spec: roleListSpec,
      rows: (filters, { actor }) => queries.list(filters, actor),
      view: (row: RoleRow, { locale }) => toRoleView({ ...row, name: seededName(row.name, locale) }, zone),
      summaries: { page: 'Page of roles (keywords on name and code)' },
    },
    reads: { summaries: { form: 'Role form {id, name, code, sort, status, dataScope}' }, formOf },
    history: { store: context.store, db: context.db, streamOf: roleStream, decider: roleDecider },
    projectionWaiter: context.projectionWaiter,
    writes: {
      settles,
      decidedOf: ({ state }) => decidedForm(state),
      create: { summary: 'Create a role (its code is unique)', body: roleForm, run: (route) => handlers.create(route.body, commandContextOf(route), rightsOfActor(route.actor!)) },
      update: {
        summary: 'Edit a role (ROOT keeps its code and stays enabled)',
        body: roleForm,
        run: (route) => handlers.update(route.params.id, route.body, commandContextOf(route), rightsOfActor(route.actor!)),
      },
      remove: {
        summary: 'Delete roles (refused for ROOT and for roles users still hold)',
        run: (route) => handlers.remove(route.params.ids, commandContextOf(route), rightsOfActor(route.actor!)),
      },
    },
    routes: [
      defineRoute({
        method: 'get',
        path: '/roles/options',
        // the user form lists roles to pick from
        permission: { anyOf: [perms.query, permissions.user.query, permissions.user.add, permissions.user.edit] },
        tag: 'roles',
        summary: 'Enabled roles as options {value, label}',
        handler: async ({ actor, locale }) => (await queries.options(actor)).map((option) => ({ ...option, label: seededName(option.label, locale) })),
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
        method: 'put',
        path: '/roles/:id/menus',
        permission: perms.edit,
        tag: 'roles',
        summary: 'Replace the menus the role grants; body: JSON array of menu ids',
        params: idParams,
        body: assignedMenus,
        handler: async (route) => {
          const written = await handlers.assignMenus(route.params.id, route.body, commandContextOf(route), rightsOfActor(route.actor!));
          return answerWrite(context.projectionWaiter, route.res, { position: written.position, projections: settles }, {
            read: () => queries.menuIds(route.params.id),
            decided: () => (written.state.exists ? written.state.menuIds : []),
          });
        },
      }),
    ],
  });
}
