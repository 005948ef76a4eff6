import { dataScopes } from '@jobmarket/contracts';
import { DEPARTMENTS_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { ROOT_ROLE, type Actor } from '../../http/actor';

/** Columns of the row being listed that data scope filters on; a list names the ones it has. */
export interface ScopeColumns {
  /** The department the row belongs to (scopes 1 and 2). */
  deptColumn?: string;
  /** The user who owns the row (scope 3), compared with the caller's user id (pg coerces it to the column's type). */
  ownerColumn?: string;
}

/**
 * Restricts a read-model query to the rows the caller's roles may see (spec §6 data scope): ROOT and scope 0 see
 * everything, 1 their department and its sub-departments, 2 their department only, 3 only their own rows.
 * A caller whose scope names a department but who has none falls back to their own rows.
 * A list without the needed column shows nothing rather than everything.
 */
export function applyDataScope<Query extends Knex.QueryBuilder>(query: Query, actor: Actor, columns: ScopeColumns): Query {
  if (actor.roles.includes(ROOT_ROLE)) return query;
  // a verified actor always has a scope; a missing one is treated as the narrowest
  const scope = actor.dataScope ?? dataScopes.ownData;
  if (scope === dataScopes.all) return query;

  const deptId = actor.deptId === undefined ? undefined : Number(actor.deptId);
  const byDepartment = scope === dataScopes.departmentAndChildren || scope === dataScopes.ownDepartment;
  if (byDepartment && deptId !== undefined && columns.deptColumn) {
    if (scope === dataScopes.ownDepartment) return query.where(columns.deptColumn, deptId) as Query;
    // tree_path ("/1/4/") prefix: the department and everything below it, resolved in the same statement
    return query.whereRaw(
      `?? in (select sub.id from ${DEPARTMENTS_TABLE} sub where sub.tree_path like (select top.tree_path from ${DEPARTMENTS_TABLE} top where top.id = ?) || '%')`,
      [columns.deptColumn, deptId],
    ) as Query;
  }
  if (columns.ownerColumn) return query.where(columns.ownerColumn, actor.userId) as Query;
  return query.whereRaw('false') as Query;
}
