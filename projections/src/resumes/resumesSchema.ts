import type { Knex } from 'knex';
import { createSearchIndex } from '../jobs/searchIndex';
import { createTrigramIndex } from '../trigramIndex';
import { RESUME_UNLOCKS_TABLE, RESUMES_TABLE, SEEKERS_TABLE } from './tables';

/** The resumes context's read-model tables (resumes-seams.md), created when missing; rebuilt from events, never migrated. */
export async function setupResumeTables(db: Knex | Knex.Transaction): Promise<void> {
  if (!(await db.schema.hasTable(RESUMES_TABLE))) {
    await db.schema.createTable(RESUMES_TABLE, (table) => {
      table.integer('id').primary();
      table.integer('seeker_id').notNullable();
      table.text('name').notNullable();
      table.smallint('gender').notNullable();
      table.smallint('age').notNullable();
      table.text('university');
      table.text('education').notNullable();
      table.text('industry').notNullable();
      table.text('phone').notNullable();
      table.text('email').notNullable();
      table.text('specialties');
      table.jsonb('experience').notNullable(); // ExperienceEntry[]
      table.smallint('experience_years').notNullable();
      table.text('latest_title');
      table.text('province_code').notNullable();
      table.text('district_code').notNullable();
      table.jsonb('avatar'); // ResumeFile | null
      table.jsonb('attachments').notNullable(); // ResumeFile[]
      table.jsonb('original_resume'); // ResumeFile | null
      table.jsonb('pdf'); // ResumeFile | null: the latest templated PDF
      table.text('template_id');
      table.text('recommendation_report');
      table.boolean('searchable').notNullable();
      table.text('locale').notNullable();
      table.text('create_by').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true });
      table.specificType('search_document', 'tsvector');
    });
  }
  // the talent search: words and tags of searchable resumes, newest first off RUM (NULL documents are not indexed)
  await createSearchIndex(db, { name: `${RESUMES_TABLE}_search`, table: RESUMES_TABLE, column: 'search_document', orderColumn: 'created_at' });
  // the staff list newest first; a seeker's own resumes; the staff keywords (`ilike` on each of these columns, or'ed)
  await db.raw(`create index if not exists ${RESUMES_TABLE}_newest on ${RESUMES_TABLE} (created_at desc, id desc)`);
  await db.raw(`create index if not exists ${RESUMES_TABLE}_seeker on ${RESUMES_TABLE} (seeker_id, created_at)`);
  await createTrigramIndex(db, { name: `${RESUMES_TABLE}_keywords`, table: RESUMES_TABLE, columns: ['name', 'phone', 'email', 'university', 'latest_title', 'specialties'] });

  if (!(await db.schema.hasTable(SEEKERS_TABLE))) {
    await db.schema.createTable(SEEKERS_TABLE, (table) => {
      table.integer('seeker_id').primary();
      table.text('username');
      table.integer('default_resume_id');
    });
  }

  if (!(await db.schema.hasTable(RESUME_UNLOCKS_TABLE))) {
    await db.schema.createTable(RESUME_UNLOCKS_TABLE, (table) => {
      table.integer('publisher_id').notNullable();
      table.integer('resume_id').notNullable();
      table.timestamp('unlocked_at', { useTz: true }).notNullable();
      table.primary(['publisher_id', 'resume_id']);
    });
  }
  // a deleted resume's unlocks are removed by resume
  await db.raw(`create index if not exists ${RESUME_UNLOCKS_TABLE}_resume on ${RESUME_UNLOCKS_TABLE} (resume_id)`);
}
