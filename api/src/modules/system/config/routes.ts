import { configForm, systemPermissions } from '@jobmarket/contracts';
import { AppError } from '../../../http/appError';
import { entityReadRoutes } from '../../../http/entityReadRoutes';
import { fetchPage, parsePageQuery, parseRestQuery, sendRestList } from '../../../http/listQuery';
import { deletedIds, idParams, idsParams } from '../../../http/params';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import type { AppSettings } from './appSettings';
import { configDecider, configStream } from './decider';
import { configHandlers } from './handlers';
import { configListSpec, configQueries, toConfigView, type ConfigRow } from './queries';

/** System config (`/api/v1/config`): page and react-admin list, form, CRUD, history, and reloading the typed settings. */
export function configRoutes(context: ModuleContext, settings: AppSettings): RouteDefinition[] {
  const queries = configQueries(context.db);
  const handlers = configHandlers(context);
  const perms = systemPermissions.config;

  async function formOf(id: number) {
    const row = await queries.byId(id);
    if (!row) throw new AppError('A0606');
    return toConfigView(row);
  }

  return [
    defineRoute({
      method: 'get',
      path: '/config/page',
      permission: perms.query,
      tag: 'config',
      summary: 'Page of config entries (keywords on name and key)',
      handler: async ({ query }) => {
        const request = parsePageQuery(configListSpec, query as Record<string, unknown>);
        const page = await fetchPage<ConfigRow>(queries.list(request.filters), request);
        return { list: page.list.map(toConfigView), total: page.total };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/config',
      permission: perms.query,
      tag: 'config',
      summary: "Config entries in react-admin's dialect (sort, range, filter): an array and Content-Range",
      raw: true,
      handler: async ({ query, res }) => {
        const request = parseRestQuery(configListSpec, query as Record<string, unknown>);
        const page = await fetchPage<ConfigRow>(queries.list(request.filters), request);
        sendRestList(res, configListSpec.resource, request, { list: page.list.map(toConfigView), total: page.total });
      },
    }),
    defineRoute({
      method: 'put',
      path: '/config/refresh',
      permission: perms.refresh,
      tag: 'config',
      summary: "Reload this api instance's cached settings from the config (others reload within a minute)",
      handler: async () => {
        await settings.refresh();
        return null;
      },
    }),
    ...entityReadRoutes({
      path: '/config',
      tag: 'config',
      permission: perms.query,
      entity: 'config entry',
      summaries: { form: 'Config form {id, configName, configKey, configValue, remark}' },
      formOf,
      history: { store: context.store, db: context.db, streamOf: configStream, decider: configDecider },
    }),
    defineRoute({
      method: 'post',
      path: '/config',
      permission: perms.add,
      tag: 'config',
      summary: 'Create a config entry (its key is unique)',
      body: configForm,
      handler: async (route) => {
        const id = await handlers.create(route.body, commandContextOf(route));
        await settings.refresh();
        return formOf(id);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/config/:id',
      permission: perms.update,
      tag: 'config',
      summary: 'Edit a config entry',
      params: idParams,
      body: configForm,
      handler: async (route) => {
        await handlers.update(route.params.id, route.body, commandContextOf(route));
        await settings.refresh();
        return formOf(route.params.id);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/config/:ids',
      permission: perms.delete,
      tag: 'config',
      summary: 'Delete a config entry (react-admin deleteMany may pass several ids)',
      params: idsParams,
      handler: async (route) => {
        await handlers.remove(route.params.ids, commandContextOf(route));
        await settings.refresh();
        return deletedIds(route.params.ids);
      },
    }),
  ];
}
