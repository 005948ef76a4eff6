import type { NamedMigration } from './index';

/**
 * pg_trgm, so that lists' keyword filters (`ilike '%text%'`) can use trigram indexes (created by each projection's
 * setup, see trigramIndex.ts) instead of scanning the table. It is a trusted extension: a database owner may create it.
 * Where it cannot be created the lists still work, scanning; a warning says so.
 */
export const listIndexes007: NamedMigration = {
  name: '007_list_indexes',
  async up(db) {
    try {
      // a savepoint: a refusal must not abort the migration's transaction
      await db.transaction((savepoint) => savepoint.raw('create extension if not exists pg_trgm'));
    } catch (error) {
      process.emitWarning(`pg_trgm could not be created (${(error as Error).message}): keyword filters will scan their tables`, { code: 'JM_NO_PG_TRGM' });
    }
  },
  // the extension stays: dropping it would take every trigram index with it, and other databases' objects may use it
  async down() {},
};
