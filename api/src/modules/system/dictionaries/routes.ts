import { dictForm, systemPermissions } from '@jobmarket/contracts';
import { dictionariesProjection } from '@jobmarket/projections';
import { AppError } from '../../../http/appError';
import { crudRoutes } from '../../../http/crudRoutes';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import { dictDecider, dictStream, type DictState } from './decider';
import { dictHandlers } from './handlers';
import { dictListSpec, dictQueries, toDictForm, toDictView, type DictFormView, type DictRow } from './queries';

/** The form as the write side decided it, for an answer given before the read model caught up. */
function decidedForm(state: DictState): DictFormView | null {
  return state.exists ? { id: state.id, name: state.name, dictCode: state.dictCode, status: state.status, remark: state.remark ?? null } : null;
}

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

  return crudRoutes({
    path: '/dict',
    tag: 'dictionaries',
    entity: 'dictionary',
    entities: 'dictionaries',
    permissions: { query: perms.query, create: perms.add, update: perms.edit, remove: perms.delete },
    list: {
      spec: dictListSpec,
      rows: (filters) => queries.list(filters),
      view: (row: DictRow) => toDictView(row),
      summaries: { page: 'Page of dictionaries (keywords on name and code, status)' },
    },
    reads: { summaries: { form: 'Dictionary form {id, name, dictCode, status, remark}' }, formOf },
    history: { store: context.store, db: context.db, streamOf: dictStream, decider: dictDecider },
    projectionWaiter: context.projectionWaiter,
    writes: {
      settles: [dictionariesProjection.name],
      decidedOf: ({ state }) => decidedForm(state),
      isDecidedAsSaved: true, // the form is the dictionary's own fields, stored as decided
      create: { summary: 'Create a dictionary (its code is unique)', body: dictForm, run: (route) => handlers.create(route.body, commandContextOf(route)) },
      update: {
        summary: 'Edit a dictionary (its items follow a change of code)',
        body: dictForm,
        run: (route) => handlers.update(route.params.id, route.body, commandContextOf(route)),
      },
      remove: { summary: 'Delete dictionaries and their items', run: (route) => handlers.remove(route.params.ids, commandContextOf(route)) },
    },
    routes: [
      defineRoute({
        method: 'get',
        path: '/dict/list',
        // public: the portal's signed-out pages (job search by education, industry) need it; read-only reference data, nothing personal
        permission: 'public',
        tag: 'dictionaries',
        summary: "Every enabled dictionary with its enabled items in sort order, labels in the caller's language",
        handler: async ({ locale }) => queries.withEnabledItems(locale),
      }),
    ],
  });
}
