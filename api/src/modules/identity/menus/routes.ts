import { menuForm, permissions, type Locale } from '@jobmarket/contracts';
import { menusProjection } from '@jobmarket/projections';
import { z } from 'zod';
import { AppError } from '../../../http/appError';
import { crudRoutes } from '../../../http/crudRoutes';
import { sendOk } from '../../../http/envelope';
import { fetchPage, parseRestQuery, sendRestList } from '../../../http/listQuery';
import { isRestDialect } from '../../../http/params';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { commandContextOf, type ModuleContext } from '../../moduleContext';
import { rightsOfActor } from '../authority';
import { seededName } from '../seededNames';
import { buildTree } from '../departments/queries';
import { menuDecider, menuStream, type MenuState } from './decider';
import { menuHandlers, toMenuFields } from './handlers';
import { buildRouteTree, menuListSpec, menuQueries, toMenuForm, toMenuNode, type MenuRow } from './queries';

const treeFilters = z.object({ keywords: z.string().trim().max(50).optional() });
const optionFilters = z.object({
  onlyParent: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

interface MenuOption {
  value: number;
  label: string;
  children?: MenuOption[];
}

function toOptions(rows: MenuRow[]): MenuOption[] {
  const nodes = rows.map((row) => ({ id: row.id, parentId: row.parent_id, value: row.id, label: row.name, children: undefined as never }));
  const strip = (list: typeof nodes): MenuOption[] =>
    list.map(({ value, label, children }) => ({ value, label, ...(children ? { children: strip(children) } : {}) }));
  return strip(buildTree(nodes));
}

/** Rows with their names in the caller's language (seeded names are catalog keys). */
const inLanguage = (rows: MenuRow[], locale: Locale): MenuRow[] => rows.map((row) => ({ ...row, name: seededName(row.name, locale) }));

/** The form as the write side decided it (normalised as stored), for an answer given before the read model caught up. */
function decidedForm(state: MenuState) {
  if (!state.exists) return null;
  const { id, parentId, name, type, routeName, routePath, component, sort, visible, icon, redirect, perm, keepAlive, alwaysShow, params } = state;
  return { id, parentId, name, type, routeName, routePath, component, sort, visible, icon, redirect, perm, keepAlive, alwaysShow, params };
}

/** Menus (`/api/v1/menus`): the signed-in user's routes, the menu tree, its options and form, CRUD and history. */
export function menuRoutes(context: ModuleContext): RouteDefinition[] {
  const queries = menuQueries(context.db);
  const handlers = menuHandlers(context);
  const perms = permissions.menu;

  async function formOf(id: number) {
    const row = await queries.byId(id);
    if (!row) throw new AppError('A0606');
    return toMenuForm(row);
  }

  return crudRoutes({
    path: '/menus',
    tag: 'menus',
    entity: 'menu',
    entities: 'menus',
    permissions: { query: perms.query, create: perms.add, update: perms.edit, remove: perms.delete },
    reads: { summaries: { form: 'Menu form, params as [{key, value}]' }, formOf },
    history: { store: context.store, db: context.db, streamOf: menuStream, decider: menuDecider },
    projectionWaiter: context.projectionWaiter,
    writes: {
      settles: [menusProjection.name],
      decidedOf: ({ state }) => decidedForm(state),
      create: {
        summary: 'Create a menu (catalogs get component Layout; route names are unique)',
        body: menuForm,
        run: (route) => handlers.create(toMenuFields(route.body), commandContextOf(route)),
      },
      update: {
        summary: 'Edit a menu (never under itself or its own descendants)',
        body: menuForm,
        run: (route) => handlers.update(route.params.id, route.body, commandContextOf(route), rightsOfActor(route.actor!)),
      },
      remove: {
        summary: 'Delete a menu (refused while it has sub-menus)',
        isOneAtATime: true,
        run: (route) => handlers.remove(route.params.ids[0]!, commandContextOf(route)),
      },
    },
    // the tree is the spec's list and a flat page react-admin's, so this entity declares its lists itself
    routes: [
      defineRoute({
        method: 'get',
        path: '/menus/routes',
        permission: 'authenticated',
        tag: 'menus',
        summary: "The signed-in user's route tree (catalogs, menus, external links their roles grant)",
        // 'authenticated' guarantees an actor
        handler: async ({ actor, locale }) => buildRouteTree(inLanguage(await queries.routableFor(actor!), locale)),
      }),
      defineRoute({
        method: 'get',
        path: '/menus/options',
        // assigning permissions to a role works on the menu tree
        permission: { anyOf: [perms.query, permissions.role.edit] },
        tag: 'menus',
        summary: 'Menu tree as options {value, label, children}; onlyParent=true keeps catalogs and menus',
        query: optionFilters,
        handler: async ({ query, locale }) => {
          const rows = inLanguage(await queries.all(), locale);
          return toOptions(query.onlyParent ? rows.filter((row) => row.type === 'CATALOG' || row.type === 'MENU') : rows);
        },
      }),
      defineRoute({
        method: 'get',
        path: '/menus',
        permission: perms.query,
        tag: 'menus',
        summary: "Menu tree (keywords keep matches and their ancestors); with react-admin's sort/range/filter: a flat list",
        raw: true,
        handler: async ({ query, res, locale }) => {
          const raw = query as Record<string, unknown>;
          if (isRestDialect(raw)) {
            const request = parseRestQuery(menuListSpec, raw);
            const page = await fetchPage<MenuRow>(queries.list(request.filters), request);
            return sendRestList(res, menuListSpec.resource, request, { list: inLanguage(page.list, locale).map(toMenuNode), total: page.total });
          }
          const { keywords } = treeFilters.parse(raw);
          sendOk(res, buildTree(inLanguage(await queries.matching(keywords), locale).map(toMenuNode)));
        },
      }),
    ],
  });
}
