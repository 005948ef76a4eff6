import type { CodegenConfig } from '@jobmarket/contracts';
import { projections } from '@jobmarket/projections';
import { CODEGEN_CONFIGS_TABLE } from '@jobmarket/projections/codegen/tables';
import type { Knex } from 'knex';
import { z } from 'zod';
import { containsPattern, type ListSpec } from '../../http/listQuery';

/**
 * The tables the code generator offers: the read models, i.e. the tables a registered projection owns (each declares
 * its `tables`). The event store, checkpoints, outboxes and every other infrastructure table belong to no projection,
 * so they never appear.
 */
export function readModelTables(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const projection of projections) for (const table of projection.tables) owners.set(table, projection.name);
  return owners;
}

/** The projection a configuration's generated code will define (`demo_items_v1`: the table's own name). */
export const plannedProjectionOf = (tableName: string) => (/_v\d+$/.test(tableName) ? tableName : `${tableName}_v1`);

/** A row of the table list before it is shaped for the wire. */
export interface CodegenTableRow {
  table_name: string;
  projection: string;
  table_comment: string | null;
  row_count: number | string;
  collation: string;
  charset: string;
  is_configured: boolean;
}

/** `/codegen/table/page`: keywords in the table's name, its comment or its projection's name (literally). */
export const codegenTableListSpec = {
  resource: 'codegen-tables',
  sortable: { tableName: 'table_name', projection: 'projection', rowCount: 'row_count' },
  defaultSort: { field: 'tableName', order: 'asc' },
  tieBreaker: 'table_name',
  filters: {
    keywords: z.string().trim().max(50).optional(),
  },
} satisfies ListSpec;

export type CodegenTableFilters = z.infer<z.ZodObject<typeof codegenTableListSpec.filters>>;

/** A column as `information_schema.columns` describes it. */
export interface ColumnRow {
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  character_maximum_length: number | null;
  column_comment: string | null;
}

export function codegenTableQueries(db: Knex) {
  /** Whether a table of that name exists in the current schema, and whether a projection owns it. */
  async function kindOf(tableName: string): Promise<'readModel' | 'other' | 'none'> {
    const { rows } = await db.raw<{ rows: unknown[] }>(
      `select 1 from information_schema.tables where table_schema = current_schema() and table_name = ?`,
      [tableName],
    );
    if (rows.length === 0) return 'none';
    return readModelTables().has(tableName) ? 'readModel' : 'other';
  }

  return {
    kindOf,

    /**
     * The read-model tables of the current schema with their owner, row estimate, comment and whether a
     * configuration is saved; plus the tables saved configurations start from scratch (not created yet, no rows).
     * Neither ordered nor paged: fetchPage does both.
     */
    list(filters: CodegenTableFilters): Knex.QueryBuilder {
      const owners = readModelTables();
      const database = `(select datcollate::text as collation, pg_encoding_to_char(encoding)::text as charset from pg_database where datname = current_database())`;
      const tables = db.raw(
        `(select t.table_name::text as table_name, owned.projection, obj_description(c.oid, 'pg_class') as table_comment,
                (case when c.reltuples >= 0 then c.reltuples::bigint else coalesce(s.n_live_tup, 0) end) as row_count
           from unnest(?::text[], ?::text[]) as owned (table_name, projection)
           join information_schema.tables t on t.table_schema = current_schema() and t.table_name = owned.table_name and t.table_type = 'BASE TABLE'
           join pg_namespace n on n.nspname = t.table_schema
           join pg_class c on c.relnamespace = n.oid and c.relname = t.table_name
           left join pg_stat_user_tables s on s.relid = c.oid
         union all
         select g.table_name, case when g.table_name ~ '_v[0-9]+$' then g.table_name else g.table_name || '_v1' end, g.config ->> 'businessName', 0
           from ?? g
          where not exists (select 1 from information_schema.tables t where t.table_schema = current_schema() and t.table_name = g.table_name)) as tables`,
        [[...owners.keys()], [...owners.values()], CODEGEN_CONFIGS_TABLE],
      );
      const query = db
        .select('tables.table_name', 'tables.projection', 'tables.table_comment', 'tables.row_count', 'db.collation', 'db.charset')
        .select(db.raw(`exists (select 1 from ?? g where g.table_name = tables.table_name) as is_configured`, [CODEGEN_CONFIGS_TABLE]))
        .from(tables)
        .crossJoin(db.raw(`${database} as db`));
      if (filters.keywords) {
        const pattern = containsPattern(filters.keywords);
        query.where((where) => where.whereILike('tables.table_name', pattern).orWhereILike('tables.projection', pattern).orWhereILike('tables.table_comment', pattern));
      }
      return query;
    },

    /** A table's columns in their order, with their comments. */
    async columnsOf(tableName: string): Promise<ColumnRow[]> {
      const { rows } = await db.raw<{ rows: ColumnRow[] }>(
        `select c.column_name::text as column_name, c.data_type::text as data_type, c.udt_name::text as udt_name, c.is_nullable::text as is_nullable,
                c.column_default::text as column_default, c.character_maximum_length::int as character_maximum_length,
                col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position::int) as column_comment
           from information_schema.columns c
          where c.table_schema = current_schema() and c.table_name = ?
          order by c.ordinal_position`,
        [tableName],
      );
      return rows;
    },

    /** The configuration saved for a table, if any. */
    async savedConfig(tableName: string): Promise<{ config: CodegenConfig; revision: number; update_time: Date } | undefined> {
      return db(CODEGEN_CONFIGS_TABLE).where({ table_name: tableName }).first('config', 'revision', 'update_time');
    },
  };
}

export type CodegenTableQueries = ReturnType<typeof codegenTableQueries>;
