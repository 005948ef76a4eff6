import { roleCodes, type Locale } from '@jobmarket/contracts';
import { DEPARTMENTS_TABLE, ROLES_TABLE, USER_ROLES_TABLE, USERS_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import type { Actor } from '../../../http/actor';
import { AppError } from '../../../http/appError';
import { containsPattern, whereWithinDays, type DayRange } from '../../../http/listQuery';
import { formatDateTime } from '../../../http/time';
import { applyDataScope } from '../dataScope';
import { seededName } from '../seededNames';

export interface UserListFilters {
  keywords?: string;
  status?: number;
  deptId?: number;
  createTime?: DayRange;
  ids?: number[];
}

/** The columns every view of a user shows as they are stored: the list, the form and the export. */
export interface UserAccount {
  id: number;
  username: string;
  nickname: string;
  mobile: string | null;
  gender: number;
  avatar: string | null;
  email: string | null;
  status: number;
}

export interface UserListRow extends UserAccount {
  dept_name: string | null;
  role_names: string | null;
  created_at: Date;
}

export interface UserListItem extends UserAccount {
  deptName: string | null;
  roleNames: string;
  createTime: string | null;
}

export interface UserFormView extends UserAccount {
  deptId: number | null;
  roleIds: number[];
  /** What the account is (seeker, publisher…): the edit dialog shows a seeker's school only for seekers. */
  kind: string;
}

/** Copies the shared columns one by one: a row read with `u.*` also carries the password hash, which no view shows. */
function accountOf(row: UserAccount): UserAccount {
  return { id: row.id, username: row.username, nickname: row.nickname, mobile: row.mobile, gender: row.gender, avatar: row.avatar, email: row.email, status: row.status };
}

// the user list reads as `u`, so data scope and sorting name columns the same way everywhere
export const USER_SCOPE_COLUMNS = { deptColumn: 'u.dept_id', ownerColumn: 'u.id' } as const;

/** Seeded role names are message keys (`roles.admin`); staff-made ones are plain text, which translate passes through. */
export const roleLabel = (name: string, locale: Locale) => seededName(name, locale);

export function toUserListItem(row: UserListRow, timeZone: string, locale: Locale): UserListItem {
  return {
    ...accountOf(row),
    deptName: row.dept_name,
    roleNames: (row.role_names ? row.role_names.split('\n') : []).map((name) => roleLabel(name, locale)).join(','),
    createTime: formatDateTime(row.created_at, timeZone),
  };
}

interface UserRow extends UserAccount {
  dept_id: number | null;
  kind: string;
}

function formViewOf(row: UserRow, roleIds: number[]): UserFormView {
  return { ...accountOf(row), deptId: row.dept_id, roleIds, kind: row.kind };
}

export function userQueries(db: Knex, timeZone: string) {
  const roleIdsOf = async (id: number): Promise<number[]> =>
    (await db(USER_ROLES_TABLE).where({ user_id: id }).orderBy('role_id').select('role_id')).map((role: { role_id: number }) => role.role_id);

  /** Live users the actor may see, as `u`. */
  const visibleUsers = (actor: Actor) => applyDataScope(db(`${USERS_TABLE} as u`).whereNull('u.deleted_at'), actor, USER_SCOPE_COLUMNS);

  return {
    /** The /page, react-admin and export lists: filtered, scoped, not yet ordered or paged. */
    list(actor: Actor, filters: UserListFilters): Knex.QueryBuilder {
      const query = visibleUsers(actor)
        .leftJoin(`${DEPARTMENTS_TABLE} as d`, 'd.id', 'u.dept_id')
        .select(
          'u.id',
          'u.username',
          'u.nickname',
          'u.mobile',
          'u.gender',
          'u.avatar',
          'u.email',
          'u.status',
          'u.created_at',
          'd.name as dept_name',
          // newline-joined so a comma inside a role name cannot split it; joined with commas after translation
          db.raw(
            `(select string_agg(r.name, E'\\n' order by r.sort, r.id) from ${USER_ROLES_TABLE} ur join ${ROLES_TABLE} r on r.id = ur.role_id where ur.user_id = u.id) as role_names`,
          ),
        );
      if (filters.keywords) {
        const pattern = containsPattern(filters.keywords);
        query.where((where) => where.whereILike('u.username', pattern).orWhereILike('u.nickname', pattern).orWhereILike('u.mobile', pattern));
      }
      if (filters.status !== undefined) query.where('u.status', filters.status);
      if (filters.deptId !== undefined) {
        query.whereRaw(
          `u.dept_id in (select sub.id from ${DEPARTMENTS_TABLE} sub where sub.tree_path like (select top.tree_path from ${DEPARTMENTS_TABLE} top where top.id = ?) || '%')`,
          [filters.deptId],
        );
      }
      whereWithinDays(query, 'u.created_at', filters.createTime, timeZone);
      if (filters.ids) query.whereIn('u.id', filters.ids);
      return query;
    },

    /** The edit form of a user the actor may see; undefined otherwise (answered as not found, never as forbidden). */
    async form(actor: Actor, id: number): Promise<UserFormView | undefined> {
      const row = await visibleUsers(actor).where('u.id', id).first('u.*');
      return row ? formViewOf(row, await roleIdsOf(id)) : undefined;
    },

    /** The form of a user just written: whoever wrote it may read back what they wrote, even if it left their scope. */
    async savedForm(id: number): Promise<UserFormView> {
      const row = await db(USERS_TABLE).where({ id }).first();
      if (!row) throw new AppError('A0606');
      return formViewOf(row, await roleIdsOf(id));
    },

    async isVisible(actor: Actor, id: number): Promise<boolean> {
      return !!(await visibleUsers(actor).where('u.id', id).first('u.id'));
    },

    /** Enabled users as `{value, label}` (pickers, e.g. notice targets). */
    async options(actor: Actor): Promise<{ value: number; label: string }[]> {
      const rows = await visibleUsers(actor).where('u.status', 1).orderBy('u.id').select('u.id', 'u.nickname', 'u.username');
      return rows.map((row: { id: number; nickname: string; username: string }) => ({ value: row.id, label: row.nickname || row.username }));
    },

    async profileOf(id: number): Promise<{ id: number; username: string; nickname: string; avatar: string | null; mustChangePassword: boolean } | undefined> {
      return db(USERS_TABLE).where({ id }).whereNull('deleted_at').first('id', 'username', 'nickname', 'avatar', { mustChangePassword: 'must_change_password' });
    },

    /** Whether the user currently holds the ROOT role. */
    async holdsRoot(id: number): Promise<boolean> {
      return !!(await db(`${USER_ROLES_TABLE} as ur`).join(`${ROLES_TABLE} as r`, 'r.id', 'ur.role_id').where({ 'ur.user_id': id, 'r.code': roleCodes.root }).first('ur.user_id'));
    },

    /** Enabled, live ROOT holders other than the ones named: zero means the named ones include the last ROOT. */
    async otherEnabledRoots(excludingIds: number[]): Promise<number> {
      const [row] = await db(`${USER_ROLES_TABLE} as ur`)
        .join(`${ROLES_TABLE} as r`, 'r.id', 'ur.role_id')
        .join(`${USERS_TABLE} as u`, 'u.id', 'ur.user_id')
        .where({ 'r.code': roleCodes.root, 'u.status': 1 })
        .whereNull('u.deleted_at')
        .whereNotIn('u.id', excludingIds)
        .countDistinct<{ count: string | number }[]>({ count: 'u.id' });
      return Number(row?.count ?? 0);
    },

    async rootRoleId(): Promise<number | undefined> {
      return (await db(ROLES_TABLE).where({ code: roleCodes.root }).first('id'))?.id;
    },

    /** Role id by upper-case code, for resolving an import's role codes. */
    async roleIdsByCode(): Promise<Map<string, number>> {
      const rows: { id: number; code: string }[] = await db(ROLES_TABLE).select('id', 'code');
      return new Map(rows.map((row) => [row.code.toUpperCase(), row.id]));
    },

    async existingRoleIds(ids: number[]): Promise<number[]> {
      return (await db(ROLES_TABLE).whereIn('id', ids).select('id')).map((row: { id: number }) => row.id);
    },

    async departmentExists(id: number): Promise<boolean> {
      return !!(await db(DEPARTMENTS_TABLE).where({ id }).first('id'));
    },

    /** Which of these usernames (lower-cased) live users already hold. */
    async takenUsernames(usernames: string[]): Promise<Set<string>> {
      if (usernames.length === 0) return new Set();
      const taken = new Set<string>();
      // chunks keep the bind-parameter count well under PostgreSQL's limit
      for (let start = 0; start < usernames.length; start += 1000) {
        const rows: { name: string }[] = await db(USERS_TABLE)
          .whereNull('deleted_at')
          .whereRaw('lower(username) in (?)', [usernames.slice(start, start + 1000)])
          .select(db.raw('lower(username) as name'));
        for (const row of rows) taken.add(row.name);
      }
      return taken;
    },
  };
}

export type UserQueries = ReturnType<typeof userQueries>;
