import { dictForm, systemPermissions } from '@jobmarket/contracts';
import { AppError } from '../../../http/appError';
import { entityReadRoutes } from '../../../http/entityReadRoutes';
import { fetchPage, parsePageQuery, parseRestQuery, sendRestList } from '../../../http/listQuery';
import { deletedIds, idParams, idsParams } from '../../../http/params';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import { dictDecider, dictStream } from './decider';
import { dictHandlers } from './handlers';
import { dictListSpec, dictQueries, toDictForm, toDictView, type DictRow } from './queries';

/** Dictionaries (`/api/v1/dict`): page and react-admin list, form, CRUD, history, and every dictionary for clients' caches. */
export function dictRoutes(context: ModuleContext): RouteDefinition[] {
  const queries = dictQueries(context.db);
  const handlers = dictHandlers(context);
  const perms = systemPermissions.dict;

  async function formOf(id: number) {
    const row = await queries.byId(id);
    if (!row) throw new AppError('A0606');
    return toDictForm(row);
  }

  return [
    defineRoute({
      method: 'get',
      path: '/dict/list',
      // public: the portal's signed-out pages (job search by education, industry) need it; read-only reference data, nothing personal
      permission: 'public',
      tag: 'dictionaries',
      summary: "Every enabled dictionary with its enabled items in sort order, labels in the caller's language",
      handler: async ({ locale }) => queries.withEnabledItems(locale),
    }),
    defineRoute({
      method: 'get',
      path: '/dict/page',
      permission: perms.query,
      tag: 'dictionaries',
      summary: 'Page of dictionaries (keywords on name and code, status)',
      handler: async ({ query }) => {
        const request = parsePageQuery(dictListSpec, query as Record<string, unknown>);
        const page = await fetchPage<DictRow>(queries.list(request.filters), request);
        return { list: page.list.map(toDictView), total: page.total };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/dict',
      permission: perms.query,
      tag: 'dictionaries',
      summary: "Dictionaries in react-admin's dialect (sort, range, filter): an array and Content-Range",
      raw: true,
      handler: async ({ query, res }) => {
        const request = parseRestQuery(dictListSpec, query as Record<string, unknown>);
        const page = await fetchPage<DictRow>(queries.list(request.filters), request);
        sendRestList(res, dictListSpec.resource, request, { list: page.list.map(toDictView), total: page.total });
      },
    }),
    ...entityReadRoutes({
      path: '/dict',
      tag: 'dictionaries',
      permission: perms.query,
      entity: 'dictionary',
      summaries: { form: 'Dictionary form {id, name, dictCode, status, remark}' },
      formOf,
      history: { store: context.store, db: context.db, streamOf: dictStream, decider: dictDecider },
    }),
    defineRoute({
      method: 'post',
      path: '/dict',
      permission: perms.add,
      tag: 'dictionaries',
      summary: 'Create a dictionary (its code is unique)',
      body: dictForm,
      handler: async (route) => formOf(await handlers.create(route.body, commandContextOf(route))),
    }),
    defineRoute({
      method: 'put',
      path: '/dict/:id',
      permission: perms.edit,
      tag: 'dictionaries',
      summary: 'Edit a dictionary (its items follow a change of code)',
      params: idParams,
      body: dictForm,
      handler: async (route) => {
        await handlers.update(route.params.id, route.body, commandContextOf(route));
        return formOf(route.params.id);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/dict/:ids',
      permission: perms.delete,
      tag: 'dictionaries',
      summary: 'Delete dictionaries and their items',
      params: idsParams,
      handler: async (route) => {
        await handlers.remove(route.params.ids, commandContextOf(route));
        return deletedIds(route.params.ids);
      },
    }),
  ];
}
