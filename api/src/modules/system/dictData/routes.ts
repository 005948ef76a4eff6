import { dictDataForm, systemPermissions } from '@jobmarket/contracts';
import { z } from 'zod';
import { AppError } from '../../../http/appError';
import { entityReadRoutes } from '../../../http/entityReadRoutes';
import { fetchPage, parsePageQuery, parseRestQuery, sendRestList } from '../../../http/listQuery';
import { deletedIds, idParams, idsParams } from '../../../http/params';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import { dictDataDecider, dictDataStream } from './decider';
import { dictDataHandlers } from './handlers';
import { dictDataListSpec, dictDataQueries, toDictDataForm, toDictDataView, type DictDataRow } from './queries';

const dictCodeParams = z.object({ dictCode: z.string().trim().min(1).max(50) });

/** Dictionary items (`/api/v1/dict-data`): page and react-admin list by dictionary, form, CRUD, history, options. */
export function dictDataRoutes(context: ModuleContext): RouteDefinition[] {
  const queries = dictDataQueries(context.db);
  const handlers = dictDataHandlers(context);
  const perms = systemPermissions.dictData;

  async function formOf(id: number) {
    const row = await queries.byId(id);
    if (!row) throw new AppError('A0606');
    return toDictDataForm(row);
  }

  return [
    defineRoute({
      method: 'get',
      path: '/dict-data/:dictCode/options',
      // public like /dict/list: signed-out portal pages fill their selects from it; read-only reference data, nothing personal
      permission: 'public',
      tag: 'dictionaries',
      summary: "A dictionary's enabled items as options {value, label}, labels in the caller's language",
      params: dictCodeParams,
      handler: async ({ params, locale }) => queries.options(params.dictCode, locale),
    }),
    defineRoute({
      method: 'get',
      path: '/dict-data/page',
      permission: perms.query,
      tag: 'dictionaries',
      summary: 'Page of dictionary items (dictCode, keywords on label and value, status)',
      handler: async ({ query, locale }) => {
        const request = parsePageQuery(dictDataListSpec, query as Record<string, unknown>);
        const page = await fetchPage<DictDataRow>(queries.list(request.filters), request);
        return { list: page.list.map((row) => toDictDataView(row, locale)), total: page.total };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/dict-data',
      permission: perms.query,
      tag: 'dictionaries',
      summary: "Dictionary items in react-admin's dialect (sort, range, filter): an array and Content-Range",
      raw: true,
      handler: async ({ query, res, locale }) => {
        const request = parseRestQuery(dictDataListSpec, query as Record<string, unknown>);
        const page = await fetchPage<DictDataRow>(queries.list(request.filters), request);
        sendRestList(res, dictDataListSpec.resource, request, { list: page.list.map((row) => toDictDataView(row, locale)), total: page.total });
      },
    }),
    ...entityReadRoutes({
      path: '/dict-data',
      tag: 'dictionaries',
      permission: perms.query,
      entity: 'dictionary item',
      summaries: { form: 'Dictionary item form {id, dictCode, value, label, sort, status, tagType, labelI18n}' },
      formOf,
      history: { store: context.store, db: context.db, streamOf: dictDataStream, decider: dictDataDecider },
    }),
    defineRoute({
      method: 'post',
      path: '/dict-data',
      permission: perms.add,
      tag: 'dictionaries',
      summary: 'Add an item to a dictionary (its value is unique within the dictionary)',
      body: dictDataForm,
      handler: async (route) => formOf(await handlers.create(route.body, commandContextOf(route))),
    }),
    defineRoute({
      method: 'put',
      path: '/dict-data/:id',
      permission: perms.edit,
      tag: 'dictionaries',
      summary: 'Edit a dictionary item',
      params: idParams,
      body: dictDataForm,
      handler: async (route) => {
        await handlers.update(route.params.id, route.body, commandContextOf(route));
        return formOf(route.params.id);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/dict-data/:ids',
      permission: perms.delete,
      tag: 'dictionaries',
      summary: 'Delete dictionary items',
      params: idsParams,
      handler: async (route) => {
        await handlers.remove(route.params.ids, commandContextOf(route));
        return deletedIds(route.params.ids);
      },
    }),
  ];
}
