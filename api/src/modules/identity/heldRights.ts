import { roleCodes } from '@jobmarket/contracts';
import { MENUS_TABLE, ROLE_MENUS_TABLE, ROLES_TABLE, USER_ROLES_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { combinedRights, type Rights } from './authority';

/**
 * The rights roles, menus and accounts hold, read from the read models for the authority rules.
 * Disabled roles count too: enabling one later must not hand anyone rights its granter lacked.
 */
export function heldRights(db: Knex) {
  async function permsOfMenus(menuIds: readonly number[]): Promise<Set<string>> {
    if (menuIds.length === 0) return new Set();
    const rows: { perm: string }[] = await db(MENUS_TABLE).whereIn('id', [...menuIds]).whereNotNull('perm').whereNot('perm', '').select('perm');
    return new Set(rows.map((row) => row.perm));
  }

  /** Rights of each named role that exists, by id. */
  async function ofRoles(roleIds: readonly number[]): Promise<Map<number, Rights>> {
    if (roleIds.length === 0) return new Map();
    const roles: { id: number; code: string; data_scope: number }[] = await db(ROLES_TABLE).whereIn('id', [...roleIds]).select('id', 'code', 'data_scope');
    const grants: { role_id: number; perm: string }[] = await db(`${ROLE_MENUS_TABLE} as rm`)
      .join(`${MENUS_TABLE} as m`, 'm.id', 'rm.menu_id')
      .whereIn('rm.role_id', [...roleIds])
      .whereNotNull('m.perm')
      .whereNot('m.perm', '')
      .select('rm.role_id', 'm.perm');
    return new Map(
      roles.map((role) => [
        role.id,
        {
          isRoot: role.code === roleCodes.root,
          perms: new Set(grants.filter((grant) => grant.role_id === role.id).map((grant) => grant.perm)),
          dataScope: Number(role.data_scope),
        },
      ]),
    );
  }

  return {
    permsOfMenus,
    ofRoles,
    /** Every right an account holds through its roles. */
    async ofUser(userId: number): Promise<Rights> {
      const roleIds = (await db(USER_ROLES_TABLE).where({ user_id: userId }).select<{ role_id: number }[]>('role_id')).map((row) => row.role_id);
      return combinedRights([...(await ofRoles(roleIds)).values()]);
    },
  };
}

export type HeldRights = ReturnType<typeof heldRights>;
