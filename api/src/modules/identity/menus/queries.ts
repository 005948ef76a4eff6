import type { MenuTreeNode, MenuType } from '@jobmarket/contracts';
import { MENUS_TABLE, ROLE_MENUS_TABLE, ROLES_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { z } from 'zod';
import { ROOT_ROLE, type Actor } from '../../../http/actor';
import { containsPattern, type ListSpec } from '../../../http/listQuery';

export interface MenuRow {
  id: number;
  parent_id: number;
  name: string;
  type: MenuType;
  route_name: string | null;
  route_path: string | null;
  component: string | null;
  perm: string | null;
  visible: number;
  sort: number;
  icon: string | null;
  redirect: string | null;
  keep_alive: number;
  always_show: number;
  params: { key: string; value: string }[];
}

/** A node of `GET /menus`. */
export type MenuNode = MenuTreeNode;

export const menuListSpec = {
  resource: 'menus',
  sortable: { id: 'id', name: 'name', type: 'type', sort: 'sort', parentId: 'parent_id' },
  defaultSort: { field: 'sort', order: 'asc' },
  tieBreaker: 'id',
  filters: {
    keywords: z.string().trim().max(50).optional(),
    type: z.enum(['CATALOG', 'MENU', 'BUTTON', 'EXTLINK']).optional(),
    parentId: z.coerce.number().int().min(0).optional(),
    // react-admin's getMany asks for `filter={"id":[…]}`
    id: z.array(z.coerce.number().int().min(1)).max(1000).optional(),
  },
} satisfies ListSpec;

export type MenuListFilters = { keywords?: string; type?: MenuType; parentId?: number; id?: number[] };

export function toMenuNode(row: MenuRow): MenuNode {
  return {
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    type: row.type,
    routeName: row.route_name,
    routePath: row.route_path,
    component: row.component,
    sort: row.sort,
    visible: row.visible,
    icon: row.icon,
    redirect: row.redirect,
    perm: row.perm,
  };
}

/** The node's fields plus the ones only the form edits. */
export function toMenuForm(row: MenuRow) {
  return { ...toMenuNode(row), keepAlive: row.keep_alive, alwaysShow: row.always_show, params: row.params ?? [] };
}

/** The rows and every ancestor of them, so a filtered tree stays connected to its roots. */
export function withAncestors(selected: MenuRow[], all: MenuRow[]): MenuRow[] {
  const byId = new Map(all.map((row) => [row.id, row]));
  const kept = new Set<number>();
  for (const row of selected) {
    for (let current: MenuRow | undefined = row; current && !kept.has(current.id); current = byId.get(current.parent_id)) kept.add(current.id);
  }
  return all.filter((row) => kept.has(row.id));
}

export function menuQueries(db: Knex) {
  const ordered = () => db<MenuRow>(MENUS_TABLE).select('*').orderBy([{ column: 'sort' }, { column: 'id' }]);

  return {
    byId: (id: number) => db<MenuRow>(MENUS_TABLE).where({ id }).first(),
    /** Every menu in display order (sort, then id); the table is small, trees are built in memory. */
    all: (): Promise<MenuRow[]> => ordered(),
    /** Flat, filtered rows for react-admin's list. */
    list(filters: MenuListFilters) {
      const query = db<MenuRow>(MENUS_TABLE).select('*');
      if (filters.keywords) query.whereILike('name', containsPattern(filters.keywords));
      if (filters.type) query.where({ type: filters.type });
      if (filters.parentId !== undefined) query.where({ parent_id: filters.parentId });
      if (filters.id) query.whereIn('id', filters.id);
      return query;
    },
    /** Menus matching the keywords (by name) and their ancestors, in display order. */
    async matching(keywords: string | undefined): Promise<MenuRow[]> {
      const all = await ordered();
      if (!keywords) return all;
      const needle = keywords.toLowerCase();
      return withAncestors(
        all.filter((row) => row.name.toLowerCase().includes(needle)),
        all,
      );
    },
    /**
     * The routable menus (catalogs, menus, external links) the actor's enabled roles grant, with their ancestors:
     * whoever may open a menu sees the catalogs above it. ROOT sees everything.
     */
    async routableFor(actor: Actor): Promise<MenuRow[]> {
      const routable = (await ordered()).filter((row) => row.type !== 'BUTTON');
      if (actor.roles.includes(ROOT_ROLE)) return routable;
      const granted = await db(ROLE_MENUS_TABLE)
        .join(ROLES_TABLE, `${ROLES_TABLE}.id`, `${ROLE_MENUS_TABLE}.role_id`)
        .whereIn(`${ROLES_TABLE}.code`, [...actor.roles])
        .where(`${ROLES_TABLE}.status`, 1)
        .distinct<{ menu_id: number }[]>('menu_id');
      const grantedIds = new Set(granted.map((row) => row.menu_id));
      return withAncestors(
        routable.filter((row) => grantedIds.has(row.id)),
        routable,
      );
    },
  };
}

/** A node of `GET /menus/routes`: what the admin's router adds after sign-in (API-CONTRACT §3 Menus). */
export interface RouteNode {
  path: string;
  component?: string;
  redirect?: string;
  name: string;
  meta: { title: string; icon?: string; hidden: boolean; keepAlive?: boolean; alwaysShow: boolean; params?: Record<string, string> };
  children?: RouteNode[];
}

const isExternal = (path: string) => /^[a-z][a-z0-9+.-]*:/i.test(path);

/** Top-level paths are absolute, children relative to their parent; external URLs stay as they are. */
function routePathOf(row: MenuRow, isTopLevel: boolean): string {
  const path = (row.route_path ?? '').trim();
  if (isExternal(path)) return path;
  const relative = path.replace(/^\/+/, '');
  return isTopLevel ? `/${relative}` : relative;
}

/** Catalogs often have no route name; the router still needs one, so it is derived from the path: `/multi-level` → `MultiLevel`. */
function pascalCaseOf(path: string): string {
  return path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

function toRouteNode(row: MenuRow, isTopLevel: boolean): RouteNode {
  const path = routePathOf(row, isTopLevel);
  const component = row.type === 'CATALOG' ? 'Layout' : row.type === 'MENU' ? row.component : null;
  const params = row.params ?? [];
  return {
    path,
    ...(component ? { component } : {}),
    ...(row.redirect ? { redirect: row.redirect } : {}),
    name: row.route_name || pascalCaseOf(path) || `Menu${row.id}`,
    meta: {
      title: row.name,
      ...(row.icon ? { icon: row.icon } : {}),
      hidden: row.visible === 0,
      ...(row.type === 'MENU' ? { keepAlive: row.keep_alive === 1 } : {}),
      alwaysShow: row.always_show === 1,
      ...(params.length > 0 ? { params: Object.fromEntries(params.map((param) => [param.key, param.value])) } : {}),
    },
  };
}

/** Nests ordered routable rows into route nodes; children keep the rows' order (sort, then id). */
export function buildRouteTree(rows: MenuRow[]): RouteNode[] {
  const present = new Set(rows.map((row) => row.id));
  const childrenOf = new Map<number, MenuRow[]>();
  for (const row of rows) {
    const parent = present.has(row.parent_id) ? row.parent_id : 0;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const nodesUnder = (parentId: number, isTopLevel: boolean): RouteNode[] =>
    (childrenOf.get(parentId) ?? []).map((row) => {
      const node = toRouteNode(row, isTopLevel);
      const children = nodesUnder(row.id, false);
      return children.length > 0 ? { ...node, children } : node;
    });
  return nodesUnder(0, true);
}
