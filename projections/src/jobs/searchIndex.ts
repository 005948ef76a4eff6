import type { Knex } from 'knex';

/**
 * The index over the search table's words. RUM (Debian's postgresql-<major>-rum, created by migration 013 where it is
 * installed) keeps each posting's publish time beside its words, so "the newest 20 matching" is read in order off the
 * index instead of fetching and sorting every match (issue 12's measurement on 1M jobs: p99 182 ms with GIN, 11 ms
 * with RUM). Without the extension a GIN index serves the same queries, slower on common words, and a warning says so.
 */
export type SearchIndexKind = 'rum' | 'gin';

export interface SearchIndexPlan {
  kind: SearchIndexKind;
  /** `create index` statement for the table's document column (names quoted by the caller's bindings). */
  sql: string;
  /** Said once when the index falls back to GIN. */
  warning?: string;
}

export const SEARCH_INDEX_WARNING_CODE = 'JM_NO_RUM';

/** Which index: its name, its table, the tsvector column (`document`) and the not-null time RUM keeps beside it (`publish_time`). */
export interface SearchIndexTarget {
  name: string;
  table: string;
  /** Plain lower-case column names (ours, written as they are into the statement). */
  column?: string;
  orderColumn?: string;
}

/**
 * What index to build, given the schema the rum extension lives in (undefined when it is not installed in this
 * database). Its operator class is named with that schema, so a rebuild's scratch search_path still finds it.
 */
export function planSearchIndex(rumSchema: string | undefined, index: SearchIndexTarget): SearchIndexPlan {
  const name = quoteIdentifier(index.name);
  const table = quoteIdentifier(index.table);
  const column = index.column ?? 'document';
  const orderColumn = index.orderColumn ?? 'publish_time';
  if (rumSchema) {
    return {
      kind: 'rum',
      sql: `create index if not exists ${name} on ${table} using rum (${column} ${quoteIdentifier(rumSchema)}.rum_tsvector_addon_ops, ${orderColumn}) with (attach = '${orderColumn}', to = '${column}')`,
    };
  }
  return {
    kind: 'gin',
    sql: `create index if not exists ${name} on ${table} using gin (${column})`,
    warning:
      'The rum extension is not installed in this database (apt-get install postgresql-15-rum, then restart the projections): ' +
      'job search uses a GIN index, and the newest matches of a common word are sorted instead of read in order',
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The schema of the rum extension in this database, or undefined. */
export async function rumSchemaOf(db: Knex | Knex.Transaction): Promise<string | undefined> {
  const { rows } = await db.raw<{ rows: { schema: string }[] }>(`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'rum'`);
  return rows[0]?.schema;
}

let warned = false;

/**
 * Builds the search index, RUM when the extension is there, else GIN with a warning (once per process). A GIN index
 * left from before the extension was installed is replaced by a RUM one (the projections process sets its tables up
 * when it starts, so installing RUM and restarting is enough).
 */
export async function createSearchIndex(db: Knex | Knex.Transaction, index: SearchIndexTarget): Promise<SearchIndexKind> {
  const plan = planSearchIndex(await rumSchemaOf(db), index);
  if (plan.warning && !warned) {
    warned = true;
    process.emitWarning(plan.warning, { code: SEARCH_INDEX_WARNING_CODE });
  }
  const { rows } = await db.raw<{ rows: { method: string }[] }>(
    `select am.amname as method from pg_class c join pg_am am on am.oid = c.relam
      where c.relname = ? and c.relkind = 'i' and c.relnamespace = current_schema()::regnamespace`,
    [index.name],
  );
  if (rows[0] && rows[0].method !== plan.kind) await db.raw(`drop index ${quoteIdentifier(index.name)}`);
  await db.raw(plan.sql);
  return plan.kind;
}

/** Which kind of index the table's document column has now (the search adapter orders by it). */
export async function searchIndexKindOf(db: Knex, table: string): Promise<SearchIndexKind> {
  const { rows } = await db.raw<{ rows: { method: string }[] }>(
    `select am.amname as method
       from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
      where i.indrelid = to_regclass(?) and am.amname in ('rum', 'gin')
      limit 1`,
    [table],
  );
  return rows[0]?.method === 'rum' ? 'rum' : 'gin';
}
