import { MENUS_TABLE, ROLE_MENUS_TABLE, ROLES_TABLE, USER_ROLES_TABLE, USERS_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import type { AccessTokenVerifier, Actor } from '../../../http/actor';
import { verifyAccessToken } from './accessTokens';
import type { SessionRevocation } from './sessionRevocation';

export interface AccessRow {
  id: number;
  username: string;
  dept_id: number | null;
  roles: string[];
  perms: string[];
  data_scope: number;
}

/** Roles, permissions and data scope come from the read models on every request, so a change applies at once. */
export async function loadAccess(db: Knex, userId: number): Promise<AccessRow | undefined> {
  const { rows } = await db.raw<{ rows: AccessRow[] }>(
    `select u.id, u.username, u.dept_id,
            coalesce(array_agg(distinct r.code) filter (where r.code is not null), '{}') as roles,
            coalesce(array_agg(distinct m.perm) filter (where m.perm is not null and m.perm <> ''), '{}') as perms,
            coalesce(min(r.data_scope), 3) as data_scope
       from ${USERS_TABLE} u
       left join ${USER_ROLES_TABLE} ur on ur.user_id = u.id
       left join ${ROLES_TABLE} r on r.id = ur.role_id and r.status = 1
       left join ${ROLE_MENUS_TABLE} rm on rm.role_id = r.id
       left join ${MENUS_TABLE} m on m.id = rm.menu_id
      where u.id = ? and u.status = 1 and u.deleted_at is null
      group by u.id`,
    [userId],
  );
  return rows[0];
}

/**
 * Access (roles, perms, data scope) per user, kept until one of the projections it is built from commits again —
 * so a role or menu change applies on the very next request, without a query on every request.
 */
export function accessCache(db: Knex, onCheckpoint?: (listener: (projection: string) => void) => unknown) {
  const cache = new Map<number, Promise<AccessRow | undefined>>();
  const sources = new Set(['users_v1', 'roles_v1', 'menus_v1']);
  onCheckpoint?.((projection) => {
    if (sources.has(projection)) cache.clear();
  });
  return (userId: number): Promise<AccessRow | undefined> => {
    let access = cache.get(userId);
    if (!access) {
      access = loadAccess(db, userId);
      if (onCheckpoint) cache.set(userId, access);
      access.catch(() => cache.delete(userId));
    }
    return access;
  };
}

export function actorVerifier(
  db: Knex,
  secret: string,
  revocation: SessionRevocation,
  access: (userId: number) => Promise<AccessRow | undefined> = (userId) => loadAccess(db, userId),
): AccessTokenVerifier {
  return {
    async verify(token: string): Promise<Actor | undefined> {
      const claims = verifyAccessToken(secret, token);
      if (!claims) return undefined;
      if (await revocation.isRevoked(claims.sessionId)) return undefined; // signed out, reused, password changed, disabled
      const grants = await access(Number(claims.userId));
      if (!grants) return undefined; // disabled or deleted since the token was issued
      return {
        userId: String(grants.id),
        username: grants.username,
        roles: grants.roles,
        perms: new Set(grants.perms),
        deptId: grants.dept_id === null ? undefined : String(grants.dept_id),
        dataScope: Number(grants.data_scope),
        tokenId: claims.jti,
        tokenExpiresAt: claims.exp,
        sessionId: claims.sessionId,
      };
    },
  };
}
