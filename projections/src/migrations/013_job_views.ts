import type { NamedMigration } from './index';

/**
 * Job views (issue 12): telemetry, not events and not a read model (ARCHITECTURE §2 exceptions) — one row per visitor
 * per job per day, written by the api when a job page is read, counted for lists' viewCount and the hot lists.
 * Nobody's history, never rebuilt; the visitor key is the keyed hash the visits telemetry uses, no personal data.
 *
 * Also the rum extension for the job search index (projections/src/jobs/searchIndex.ts), where the server has it
 * (Debian's postgresql-15-rum; `npm start` and .ci/run check for it). It is not a trusted extension: creating it needs
 * a superuser. Where it cannot be created, search runs on a GIN index and a warning says so.
 */
export const jobViews013: NamedMigration = {
  name: '013_job_views',
  async up(db) {
    await db.schema.createTable('job_views', (table) => {
      table.integer('job_id').notNullable();
      table.text('visitor_key').notNullable();
      table.date('day').notNullable();
      table.primary(['job_id', 'visitor_key', 'day']);
    });
    // the hot lists read the last days' views of every job: by day first
    await db.raw('create index job_views_day on job_views (day, job_id)');
    try {
      // a savepoint: a refusal must not abort the migration's transaction
      await db.transaction((savepoint) => savepoint.raw('create extension if not exists rum'));
    } catch (error) {
      process.emitWarning(`rum could not be created (${(error as Error).message}): job search will use a GIN index`, { code: 'JM_NO_RUM' });
    }
  },
  async down(db) {
    // the extension stays, as pg_trgm does (migration 007): other objects may use it
    await db.schema.dropTable('job_views');
  },
};
