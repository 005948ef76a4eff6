import type { Knex } from 'knex';
import type { Projection } from './projection';

/** Where a rebuild keeps a projection's tables: the live ones, the next version's, and the ones it replaced. */
export interface RebuildSchemas {
  live: string;
  scratch: string;
  retired: string;
}

export async function rebuildSchemasOf(db: Knex, projection: Projection): Promise<RebuildSchemas> {
  const { rows } = await db.raw<{ rows: { schema: string }[] }>('select current_schema() as schema');
  const live = rows[0]?.schema;
  if (!live) throw new Error('No current schema: the database search_path names no existing schema');
  return { live, scratch: `rebuild_${projection.name}`, retired: `retired_${projection.name}` };
}

/** Drops what an earlier rebuild left behind (a crash before or after its switch) and creates an empty scratch schema. */
export async function resetScratchSchema(db: Knex, projection: Projection, schemas: RebuildSchemas): Promise<void> {
  await dropRebuildSchemas(db, schemas);
  await db.transaction(async (tx) => {
    await tx.raw('create schema ??', [schemas.scratch]);
    await tx.raw('set local search_path = ??, ??', [schemas.scratch, schemas.live]);
    await projection.setup(tx);
    await copyMissingIndexes(tx, projection, schemas);
  });
  const { rows } = await db.raw<{ rows: { missing: string[] | null; unlisted: string[] | null }[] }>(
    `select (select array_agg(t) from unnest(?::text[]) t where to_regclass(format('%I.%I', ?::text, t)) is null) as missing,
            (select array_agg(c.relname::text) from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where n.nspname = ? and c.relkind in ('r', 'p') and c.relname <> all(?::text[])) as unlisted`,
    [[...projection.tables], schemas.scratch, schemas.scratch, [...projection.tables]],
  );
  const { missing, unlisted } = rows[0] ?? { missing: null, unlisted: null };
  // a table built elsewhere would stay live and stale; one missing from `tables` would be dropped with the scratch schema
  if (missing) throw new Error(`${projection.name}: setup() did not create ${missing.join(', ')} in the rebuild schema (schema-qualified names?)`);
  if (unlisted) throw new Error(`${projection.name}: setup() creates ${unlisted.join(', ')}, which its \`tables\` does not list`);
}

export async function dropRebuildSchemas(db: Knex, schemas: RebuildSchemas): Promise<void> {
  await db.raw('drop schema if exists ?? cascade', [schemas.scratch]);
  await db.raw('drop schema if exists ?? cascade', [schemas.retired]);
}

/**
 * Refuses to rebuild tables that other objects point at: `alter table … set schema` would leave a foreign key or a view
 * on the replaced version, and dropping that version would take them with it.
 */
export async function assertNothingDependsOn(db: Knex, projection: Projection, schemas: RebuildSchemas): Promise<void> {
  const { rows } = await db.raw<{ rows: { dependent: string }[] }>(
    `with owned as (select to_regclass(format('%I.%I', ?::text, t)) as oid from unnest(?::text[]) t)
     select format('foreign key %s on %s', c.conname, c.conrelid::regclass) as dependent
       from pg_constraint c where c.contype = 'f' and c.confrelid in (select oid from owned) and c.conrelid not in (select oid from owned)
     union
     select format('view %s', r.ev_class::regclass) from pg_depend d join pg_rewrite r on r.oid = d.objid
      where d.classid = 'pg_rewrite'::regclass and d.refobjid in (select oid from owned) and r.ev_class not in (select oid from owned)`,
    [schemas.live, [...projection.tables]],
  );
  if (rows.length > 0) {
    throw new Error(`${projection.name} cannot be rebuilt beside its live tables: ${rows.map((row) => row.dependent).join(', ')} refer to them`);
  }
}

/** Indexes added to the live tables outside setup() (by a migration, by hand) are built on the next version too. */
async function copyMissingIndexes(tx: Knex.Transaction, projection: Projection, schemas: RebuildSchemas): Promise<void> {
  const { rows } = await tx.raw<{ rows: { ddl: string }[] }>(
    `select replace(i.indexdef, format(' ON %I.%I ', i.schemaname, i.tablename), format(' ON %I.%I ', ?::text, i.tablename)) as ddl
       from pg_indexes i
      where i.schemaname = ? and i.tablename = any(?::text[])
        and not exists (select 1 from pg_indexes n where n.schemaname = ? and n.indexname = i.indexname)`,
    [schemas.scratch, schemas.live, [...projection.tables], schemas.scratch],
  );
  for (const { ddl } of rows) await tx.raw(ddl);
}

/** Every owned table in one schema, quoted: `"public"."users_v1", …`. */
export function qualifiedTables(tx: Knex | Knex.Transaction, projection: Projection, schema: string): string {
  return projection.tables.map((table) => tx.raw('??.??', [schema, table]).toQuery()).join(', ');
}

/**
 * Moves the live tables out to the retired schema and the scratch tables in, inside the caller's transaction, which
 * must hold the tables in ACCESS EXCLUSIVE mode. Indexes, constraints and owned sequences move with their tables.
 */
export async function swapTables(tx: Knex.Transaction, projection: Projection, schemas: RebuildSchemas): Promise<void> {
  await tx.raw('create schema ??', [schemas.retired]);
  for (const table of projection.tables) await tx.raw('alter table ??.?? set schema ??', [schemas.live, table, schemas.retired]);
  for (const table of projection.tables) await tx.raw('alter table ??.?? set schema ??', [schemas.scratch, table, schemas.live]);
}
