import { membershipPermissions, vipLevelForm, type VipLevelView } from '@jobmarket/contracts';
import { projections, VIP_LEVELS_TABLE } from '@jobmarket/projections';
import { AppError } from '../../../http/appError';
import { crudRoutes } from '../../../http/crudRoutes';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import { appSettingsOf } from '../../system/config/appSettings';
import { vipLevelDecider, vipLevelStream } from './decider';
import { vipLevelHandlers } from './handlers';
import { vipLevelListSpec, vipLevelQueries, vipLevelViewOf, type VipLevelRow } from './queries';

/** The projections a level's next read comes from (whichever owns `vip_levels_v1`). */
const levelReadModels = () => projections.filter((projection) => projection.tables.includes(VIP_LEVELS_TABLE)).map((projection) => projection.name);

/**
 * Membership levels (`/api/v1/vip-levels`, biz:vip:*): page and react-admin list, form, CRUD, history; and the
 * public options the portal's VIP page shows side by side (enabled levels, names in the reader's language).
 */
export function vipLevelRoutes(context: ModuleContext): RouteDefinition[] {
  const queries = vipLevelQueries(context.db);
  const handlers = vipLevelHandlers(context);
  const settings = appSettingsOf(context);
  const zone = context.config.TIME_ZONE;

  // crudRoutes' entity reads know no locale: the form's `name` is English, its `names` hold all four
  async function viewOf(id: number): Promise<VipLevelView> {
    const row = await queries.byId(id);
    if (!row) throw new AppError('A0606');
    return vipLevelViewOf(row, 'en', (await settings.current())['currency.code'], zone);
  }

  return crudRoutes({
    path: '/vip-levels',
    tag: 'membership',
    entity: 'membership level',
    entities: 'membership levels',
    permissions: { query: membershipPermissions.query, create: membershipPermissions.add, update: membershipPermissions.edit, remove: membershipPermissions.delete },
    list: {
      spec: vipLevelListSpec,
      rows: (filters) => queries.list(filters),
      view: (row: VipLevelRow, { locale }) => vipLevelViewOf(row, locale, settings.get('currency.code'), zone),
      summaries: { page: 'Page of membership levels (keywords in any language’s name, enabled; sorted by sort unless sortField)' },
    },
    reads: {
      summaries: { form: 'Membership level {id, names {en, zh-cn, lo, th}, name, price, currency, validDays, jobCount, viewableResumes, downloadableResumes, adCount, sort, enabled, createTime, updateTime}' },
      // the form is the record: react-admin edits what it shows
      formOf: (id) => viewOf(id),
    },
    history: { store: context.store, db: context.db, streamOf: vipLevelStream, decider: vipLevelDecider },
    projectionWaiter: context.projectionWaiter,
    writes: {
      settles: levelReadModels(),
      savedOf: (id) => viewOf(id),
      // before the read model caught up: the level as decided (times and the reader's name are the read model's)
      decidedOf: ({ state }) => {
        if (!state.exists) return null;
        const { exists: _exists, ...level } = state;
        return { ...level, name: level.names.en, currency: settings.get('currency.code') };
      },
      create: { summary: 'Create a membership level (names in four languages, price in the configured currency, validity, quotas)', body: vipLevelForm, run: (route) => handlers.create(route.body, commandContextOf(route)) },
      update: {
        summary: 'Edit a membership level (orders already submitted keep what they bought)',
        body: vipLevelForm,
        run: (route) => handlers.update(route.params.id, route.body, commandContextOf(route)),
      },
      remove: { summary: 'Delete membership levels (orders and memberships keep the names they bought)', run: (route) => handlers.remove(route.params.ids, commandContextOf(route)) },
    },
    routes: [
      defineRoute({
        method: 'get',
        path: '/vip-levels/options',
        // public: the portal shows the levels to anyone deciding whether to join; prices are no secret
        permission: 'public',
        tag: 'membership',
        summary: "The enabled membership levels in sort order, names in the caller's language, prices in the configured currency",
        handler: async ({ locale }) => queries.options(locale, (await settings.current())['currency.code']),
      }),
    ],
  });
}
