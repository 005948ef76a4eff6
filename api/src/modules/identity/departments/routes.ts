import { deptForm, permissions } from '@jobmarket/contracts';
import { departmentsProjection } from '@jobmarket/projections';
import { z } from 'zod';
import { AppError } from '../../../http/appError';
import { crudRoutes } from '../../../http/crudRoutes';
import { sendOk } from '../../../http/envelope';
import { parseJsonParam, sendRestList } from '../../../http/listQuery';
import { isRestDialect } from '../../../http/params';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import { departmentDecider, type DepartmentState } from './decider';
import { departmentHandlers, departmentStream } from './handlers';
import { buildTree, departmentQueries, toDepartmentView, type DepartmentRow } from './queries';

const listFilters = z.object({
  keywords: z.string().trim().max(50).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
});

const toForm = (row: DepartmentRow) => ({ id: row.id, parentId: row.parent_id, name: row.name, code: row.code, sort: row.sort, status: row.status });

/** The form as the write side decided it, for an answer given before the read model caught up. */
const decidedForm = (state: DepartmentState) =>
  state.exists ? { id: state.id, parentId: state.parentId, name: state.name, code: state.code, sort: state.sort, status: state.status } : null;

/** Departments (`/api/v1/dept`, singular per the contract): a tree in the spec's dialect, flat for react-admin. */
export function departmentRoutes(context: ModuleContext): RouteDefinition[] {
  const queries = departmentQueries(context.db);
  const handlers = departmentHandlers(context);
  const zone = context.config.TIME_ZONE;
  const perms = permissions.dept;

  async function formOf(id: number) {
    const row = await queries.byId(id);
    if (!row) throw new AppError('A0606');
    return toForm(row);
  }

  return crudRoutes({
    path: '/dept',
    tag: 'departments',
    entity: 'department',
    entities: 'departments',
    permissions: { query: perms.query, create: perms.add, update: perms.edit, remove: perms.delete },
    reads: { summaries: { form: 'Department form' }, formOf },
    history: { store: context.store, db: context.db, streamOf: departmentStream, decider: departmentDecider },
    projectionWaiter: context.projectionWaiter,
    writes: {
      settles: [departmentsProjection.name],
      decidedOf: ({ state }) => decidedForm(state),
      create: { summary: 'Create a department', body: deptForm, run: (route) => handlers.create(route.body, commandContextOf(route)) },
      update: { summary: 'Edit a department', body: deptForm, run: (route) => handlers.update(route.params.id, route.body, commandContextOf(route)) },
      remove: {
        summary: 'Delete departments (refused while they have children or users)',
        run: (route) => handlers.remove(route.params.ids, commandContextOf(route)),
      },
    },
    // the tree is the spec's list and a flat array react-admin's, so this entity declares its lists itself
    routes: [
      defineRoute({
        method: 'get',
        path: '/dept/options',
        permission: { anyOf: [perms.query, permissions.user.query, permissions.user.add, permissions.user.edit] },
        tag: 'departments',
        summary: 'Department tree as options {value, label, children}',
        handler: async () => {
          const rows = await queries.list({ status: 1 });
          const nodes = rows.map((row) => ({ id: row.id, parentId: row.parent_id, value: row.id, label: row.name, children: undefined as never }));
          const strip = (list: typeof nodes): unknown[] =>
            list.map(({ value, label, children }) => ({ value, label, ...(children ? { children: strip(children) } : {}) }));
          return strip(buildTree(nodes));
        },
      }),
      defineRoute({
        method: 'get',
        path: '/dept',
        permission: perms.query,
        tag: 'departments',
        summary: "Department tree (keywords, status); with react-admin's sort/range/filter: a flat list",
        raw: true,
        handler: async ({ query, res }) => {
          const raw = query as Record<string, unknown>;
          if (isRestDialect(raw)) {
            const filter = listFilters.parse(parseJsonParam('filter', raw.filter) ?? {});
            const rows = await queries.list(filter);
            const views = rows.map((row) => toDepartmentView(row, zone));
            return sendRestList(res, 'dept', { offset: 0, limit: views.length, sort: { column: 'sort', order: 'asc' }, filters: {} }, { list: views, total: views.length });
          }
          const rows = await queries.list(listFilters.parse(raw));
          sendOk(res, buildTree(rows.map((row) => toDepartmentView(row, zone))));
        },
      }),
    ],
  });
}
