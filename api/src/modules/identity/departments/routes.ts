import { deptForm, permissions } from '@jobmarket/contracts';
import { z } from 'zod';
import { AppError } from '../../../http/appError';
import { sendOk } from '../../../http/envelope';
import { entityReadRoutes } from '../../../http/entityReadRoutes';
import { parseJsonParam, sendRestList } from '../../../http/listQuery';
import { deletedIds, idParams, idsParams, isRestDialect } from '../../../http/params';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import { departmentDecider } from './decider';
import { departmentHandlers, departmentStream } from './handlers';
import { buildTree, departmentQueries, toDepartmentView, type DepartmentRow } from './queries';

const listFilters = z.object({
  keywords: z.string().trim().max(50).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
});

const toForm = (row: DepartmentRow) => ({ id: row.id, parentId: row.parent_id, name: row.name, code: row.code, sort: row.sort, status: row.status });

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

  return [
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
    ...entityReadRoutes({
      path: '/dept',
      tag: 'departments',
      permission: perms.query,
      entity: 'department',
      summaries: { form: 'Department form' },
      formOf,
      history: { store: context.store, db: context.db, streamOf: departmentStream, decider: departmentDecider },
    }),
    defineRoute({
      method: 'post',
      path: '/dept',
      permission: perms.add,
      tag: 'departments',
      summary: 'Create a department',
      body: deptForm,
      handler: async (route) => formOf(await handlers.create(route.body, commandContextOf(route))),
    }),
    defineRoute({
      method: 'put',
      path: '/dept/:id',
      permission: perms.edit,
      tag: 'departments',
      summary: 'Edit a department',
      params: idParams,
      body: deptForm,
      handler: async (route) => {
        await handlers.update(route.params.id, route.body, commandContextOf(route));
        return formOf(route.params.id);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/dept/:ids',
      permission: perms.delete,
      tag: 'departments',
      summary: 'Delete departments (refused while they have children or users)',
      params: idsParams,
      handler: async (route) => {
        await handlers.remove(route.params.ids, commandContextOf(route));
        return deletedIds(route.params.ids);
      },
    }),
  ];
}
