import { roleCodes } from '@jobmarket/contracts';
import { MENUS_TABLE, ROLE_MENUS_TABLE, ROLES_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { z } from 'zod';
import { ROOT_ROLE, type Actor } from '../../../http/actor';
import { containsPattern, type ListSpec } from '../../../http/listQuery';
import { formatDateTime } from '../../../http/time';

export interface RoleRow {
  id: number;
  name: string;
  code: string;
  sort: number;
  status: number;
  data_scope: number;
  created_at: Date;
  updated_at: Date;
}

/** A row of `GET /roles/page` and of react-admin's list (API-CONTRACT §3 Roles). */
export interface RoleView {
  id: number;
  name: string;
  code: string;
  status: number;
  sort: number;
  createTime: string | null;
  updateTime: string | null;
}

export interface RoleFormView {
  id: number;
  name: string;
  code: string;
  sort: number;
  status: number;
  dataScope: number;
}

export const roleListSpec = {
  resource: 'roles',
  sortable: { id: 'id', name: 'name', code: 'code', sort: 'sort', status: 'status', createTime: 'created_at', updateTime: 'updated_at' },
  defaultSort: { field: 'sort', order: 'asc' },
  tieBreaker: 'id',
  filters: {
    keywords: z.string().trim().max(50).optional(),
    status: z.coerce.number().int().min(0).max(1).optional(),
    // react-admin's getMany asks for `filter={"id":[…]}`
    id: z.array(z.coerce.number().int().min(1)).max(500).optional(),
  },
} satisfies ListSpec;

export type RoleListFilters = { keywords?: string; status?: number; id?: number[] };

export function toRoleView(row: RoleRow, timeZone: string): RoleView {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    status: row.status,
    sort: row.sort,
    createTime: formatDateTime(row.created_at, timeZone),
    updateTime: formatDateTime(row.updated_at, timeZone),
  };
}

export const toRoleForm = (row: RoleRow): RoleFormView => ({
  id: row.id,
  name: row.name,
  code: row.code,
  sort: row.sort,
  status: row.status,
  dataScope: row.data_scope,
});

const isRoot = (actor: Actor | undefined) => !!actor?.roles.includes(ROOT_ROLE);

export function roleQueries(db: Knex) {
  /** Roles the caller may see in lists: only ROOT sees ROOT, so nobody else can hand it out through the user form. */
  function visibleRoles(actor: Actor | undefined) {
    const query = db<RoleRow>(ROLES_TABLE);
    if (!isRoot(actor)) query.whereNot({ code: roleCodes.root });
    return query;
  }

  return {
    byId: (id: number) => db<RoleRow>(ROLES_TABLE).where({ id }).first(),
    list(filters: RoleListFilters, actor: Actor | undefined) {
      const query = visibleRoles(actor).select('*');
      if (filters.keywords) {
        const pattern = containsPattern(filters.keywords);
        query.where((where) => where.whereILike('name', pattern).orWhereILike('code', pattern));
      }
      if (filters.status !== undefined) query.where({ status: filters.status });
      if (filters.id) query.whereIn('id', filters.id);
      return query;
    },
    /** Enabled roles as `{value, label}` for the user form. */
    async options(actor: Actor | undefined) {
      const rows = await visibleRoles(actor).where({ status: 1 }).orderBy([{ column: 'sort' }, { column: 'id' }]).select('id', 'name');
      return rows.map((row) => ({ value: row.id, label: row.name }));
    },
    /** The role's menu ids; ids of menus deleted since the assignment are left out. */
    async menuIds(roleId: number): Promise<number[]> {
      const rows = await db(ROLE_MENUS_TABLE)
        .join(MENUS_TABLE, `${MENUS_TABLE}.id`, `${ROLE_MENUS_TABLE}.menu_id`)
        .where({ role_id: roleId })
        .orderBy('menu_id')
        .select<{ menu_id: number }[]>('menu_id');
      return rows.map((row) => row.menu_id);
    },
  };
}
