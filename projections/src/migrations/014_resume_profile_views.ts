import type { NamedMigration } from './index';

/**
 * Resume profile views (issue 14): telemetry, not events and not a read model (ARCHITECTURE §2 exceptions) — one row
 * per publisher per resume per day (the server zone's day), written by the api (`on conflict do nothing`) when a
 * publisher opens a resume, counted for the seeker's "profile views". Nobody's history, never rebuilt.
 */
export const resumeProfileViews014: NamedMigration = {
  name: '014_resume_profile_views',
  async up(db) {
    await db.schema.createTable('resume_profile_views', (table) => {
      table.integer('resume_id').notNullable();
      table.integer('publisher_id').notNullable();
      table.date('day').notNullable();
      table.primary(['resume_id', 'publisher_id', 'day']);
    });
    // a seeker's count reads by resume (the primary key leads with it too; named for the seams' contract)
    await db.raw('create index resume_profile_views_resume on resume_profile_views (resume_id)');
  },
  async down(db) {
    await db.schema.dropTable('resume_profile_views');
  },
};
