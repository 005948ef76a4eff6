import knex, { type Knex } from 'knex';
import pg from 'pg';

// bigint counts arrive as strings by default; our counts fit in a JS number
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Database = Knex;

export function createDatabase(connectionString: string, pool: { min?: number; max?: number } = {}): Database {
  return knex({ client: 'pg', connection: connectionString, pool: { min: pool.min ?? 0, max: pool.max ?? 10 } });
}
