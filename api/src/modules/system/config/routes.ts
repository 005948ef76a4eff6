import { configForm, systemPermissions } from '@jobmarket/contracts';
import { configsProjection } from '@jobmarket/projections';
import { AppError } from '../../../http/appError';
import { crudRoutes } from '../../../http/crudRoutes';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import type { AppSettings } from './appSettings';
import { configDecider, configStream, type ConfigState } from './decider';
import { configHandlers } from './handlers';
import { configListSpec, configQueries, toConfigView, type ConfigRow, type ConfigView } from './queries';

/** The form as the write side decided it, for an answer given before the read model caught up. */
function decidedForm(state: ConfigState): ConfigView | null {
  if (!state.exists) return null;
  const { id, configName, configKey, configValue, remark } = state;
  return { id, configName, configKey, configValue, remark };
}

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

  return crudRoutes({
    path: '/config',
    tag: 'config',
    entity: 'config entry',
    entities: 'config entries',
    permissions: { query: perms.query, create: perms.add, update: perms.update, remove: perms.delete },
    list: {
      spec: configListSpec,
      rows: (filters) => queries.list(filters),
      view: (row: ConfigRow) => toConfigView(row),
      summaries: { page: 'Page of config entries (keywords on name and key)' },
    },
    reads: { summaries: { form: 'Config form {id, configName, configKey, configValue, remark}' }, formOf },
    history: { store: context.store, db: context.db, streamOf: configStream, decider: configDecider },
    projectionWaiter: context.projectionWaiter,
    writes: {
      settles: [configsProjection.name],
      // the settings this instance serves are read from the projected config, so they reload once it has caught up
      onSettled: () => settings.refresh(),
      decidedOf: ({ state }) => decidedForm(state),
      isDecidedAsSaved: true, // the entry's own fields, stored as decided
      create: { summary: 'Create a config entry (its key is unique)', body: configForm, run: (route) => handlers.create(route.body, commandContextOf(route)) },
      update: { summary: 'Edit a config entry', body: configForm, run: (route) => handlers.update(route.params.id, route.body, commandContextOf(route)) },
      remove: {
        summary: 'Delete a config entry (react-admin deleteMany may pass several ids)',
        run: (route) => handlers.remove(route.params.ids, commandContextOf(route)),
      },
    },
    routes: [
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
    ],
  });
}
