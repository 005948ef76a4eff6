import { dictDataForm, systemPermissions, type DictDataForm } from '@jobmarket/contracts';
import { dictionariesProjection } from '@jobmarket/projections';
import { z } from 'zod';
import { AppError } from '../../../http/appError';
import { crudRoutes } from '../../../http/crudRoutes';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import { dictDataDecider, dictDataStream, type DictDataState } from './decider';
import { dictDataHandlers } from './handlers';
import { dictDataListSpec, dictDataQueries, toDictDataForm, toDictDataView, type DictDataFormView, type DictDataRow } from './queries';

const dictCodeParams = z.object({ dictCode: z.string().trim().min(1).max(50) });

/** The form as the write side decided it (the dictionary named by the code sent), for an answer before the read model caught up. */
function decidedForm(state: DictDataState, form: DictDataForm): DictDataFormView | null {
  if (!state.exists) return null;
  const { id, value, label, sort, status, tagType, labelI18n } = state;
  return { id, dictCode: form.dictCode, value, label, sort, status, tagType, labelI18n };
}

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

  return crudRoutes({
    path: '/dict-data',
    tag: 'dictionaries',
    entity: 'dictionary item',
    entities: 'dictionary items',
    permissions: { query: perms.query, create: perms.add, update: perms.edit, remove: perms.delete },
    list: {
      spec: dictDataListSpec,
      rows: (filters) => queries.list(filters),
      view: (row: DictDataRow, { locale }) => toDictDataView(row, locale),
      summaries: { page: 'Page of dictionary items (dictCode, keywords on label and value, status)' },
    },
    reads: { summaries: { form: 'Dictionary item form {id, dictCode, value, label, sort, status, tagType, labelI18n}' }, formOf },
    history: { store: context.store, db: context.db, streamOf: dictDataStream, decider: dictDataDecider },
    projectionWaiter: context.projectionWaiter,
    writes: {
      settles: [dictionariesProjection.name],
      decidedOf: ({ state }, { body }) => decidedForm(state, body),
      create: {
        summary: 'Add an item to a dictionary (its value is unique within the dictionary)',
        body: dictDataForm,
        run: (route) => handlers.create(route.body, commandContextOf(route)),
      },
      update: { summary: 'Edit a dictionary item', body: dictDataForm, run: (route) => handlers.update(route.params.id, route.body, commandContextOf(route)) },
      remove: { summary: 'Delete dictionary items', run: (route) => handlers.remove(route.params.ids, commandContextOf(route)) },
    },
    routes: [
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
    ],
  });
}
