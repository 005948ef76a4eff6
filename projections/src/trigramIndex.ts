import type { Knex } from 'knex';

export interface TrigramIndex {
  name: string;
  table: string;
  columns: readonly string[];
  /** Partial index condition, e.g. `deleted_at is null`, matching the lists' own. */
  where?: string;
}

/**
 * A GIN trigram index serving `ilike '%keyword%'` on the columns, when pg_trgm is installed (migration 007); without it,
 * nothing (the filter scans). The operator class is named with the extension's schema, so a rebuild's scratch
 * search_path still finds it.
 */
export async function createTrigramIndex(db: Knex | Knex.Transaction, index: TrigramIndex): Promise<void> {
  const { rows } = await db.raw<{ rows: { schema: string }[] }>(`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`);
  const schema = rows[0]?.schema;
  if (!schema) return;
  const columns = index.columns.map((column) => `?? ${schema}.gin_trgm_ops`).join(', ');
  const where = index.where ? ` where ${index.where}` : '';
  await db.raw(`create index if not exists ?? on ?? using gin (${columns})${where}`, [index.name, index.table, ...index.columns]);
}
