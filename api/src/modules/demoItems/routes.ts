import { demoItemForm, demoItemPermissions, type DemoItemView } from '@jobmarket/contracts';
import { demoItemsProjection } from '@jobmarket/projections/demoItems/demoItems.projection';
import { AppError } from '../../http/appError';
import { crudRoutes } from '../../http/crudRoutes';
import type { RouteDefinition } from '../../http/route';
import { commandContextOf, type ModuleContext } from '../moduleContext';
import { demoItemDecider, demoItemStream } from './decider';
import { demoItemHandlers } from './handlers';
import { demoItemListSpec, demoItemQueries, demoItemViewOf, type DemoItemRow } from './queries';

/** demoItems (`/api/v1/demo-items`, `sys:demo-item:*`): page and react-admin list, form, CRUD, history. */
export function demoItemRoutes(context: ModuleContext): RouteDefinition[] {
  const zone = context.config.TIME_ZONE;
  const queries = demoItemQueries(context.db, zone);
  const handlers = demoItemHandlers(context);

  async function viewOf(id: number): Promise<DemoItemView> {
    const row = await queries.byId(id);
    if (!row) throw new AppError('A0606');
    return demoItemViewOf(row, zone);
  }

  return crudRoutes({
    path: '/demo-items',
    tag: 'demoItems',
    entity: 'demoItem',
    entities: 'demoItems',
    permissions: { query: demoItemPermissions.query, create: demoItemPermissions.add, update: demoItemPermissions.edit, remove: demoItemPermissions.delete },
    list: {
      spec: demoItemListSpec,
      rows: (filters) => queries.list(filters),
      view: (row: DemoItemRow) => demoItemViewOf(row, zone),
      summaries: { page: 'Page of demoItems (filters: name, category, releaseDate)' },
    },
    reads: {
      summaries: { form: 'DemoItem {id, name, category, price, releaseDate, active, cover, description, createTime, updateTime}' },
      formOf: (id) => viewOf(id),
    },
    history: { store: context.store, db: context.db, streamOf: demoItemStream, decider: demoItemDecider },
    projectionWaiter: context.projectionWaiter,
    writes: {
      settles: [demoItemsProjection.name],
      savedOf: (id) => viewOf(id),
      // before the read model caught up: the demoItem as decided (its times are the read model's)
      decidedOf: ({ state }) => {
        if (!state.exists) return null;
        return { ...state.fields, id: state.id };
      },
      create: { summary: 'Create a demoItem', body: demoItemForm, run: (route) => handlers.create(route.body, commandContextOf(route)) },
      update: { summary: 'Edit a demoItem', body: demoItemForm, run: (route) => handlers.update(route.params.id, route.body, commandContextOf(route)) },
      remove: { summary: 'Delete demoItems', run: (route) => handlers.remove(route.params.ids, commandContextOf(route)) },
    },
  });
}
