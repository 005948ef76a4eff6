import type { Knex } from 'knex';
import { createTrigramIndex } from '../trigramIndex';
import { createSearchIndex } from './searchIndex';
import { COMPANIES_TABLE, COMPANY_OPEN_JOBS_TABLE, JOB_APPLICANTS_TABLE, JOB_SEARCH_TABLE, JOBS_TABLE } from './tables';

const JOB_TEXT_COLUMNS = [
  'responsibility',
  'requirement',
  'interview_process',
  'strict_requirements',
  'preferred_profile',
  'general_profile',
  'rejected_profile',
  'soft_skills',
  'management_experience',
] as const;

/** The jobs context's read-model tables (jobs-seams.md), created when missing; rebuilt from events, never migrated. */
export async function setupJobTables(db: Knex | Knex.Transaction): Promise<void> {
  if (!(await db.schema.hasTable(JOBS_TABLE))) {
    await db.schema.createTable(JOBS_TABLE, (table) => {
      table.integer('id').primary();
      table.integer('publisher_id').notNullable();
      table.text('locale').notNullable();
      table.text('position').notNullable();
      table.text('company').notNullable();
      table.text('industry').notNullable();
      table.text('education').notNullable();
      table.decimal('total_commission', null).notNullable();
      table.integer('guarantee_month').notNullable();
      table.decimal('min_salary', null).notNullable();
      table.decimal('max_salary', null).notNullable();
      table.text('currency').notNullable();
      table.text('country').notNullable();
      table.text('province_code').notNullable();
      table.text('district_code').notNullable();
      table.text('detail_address').notNullable();
      for (const column of JOB_TEXT_COLUMNS) table.text(column).notNullable();
      table.text('status').notNullable();
      table.smallint('audit_status').notNullable();
      table.text('reject_reason');
      table.decimal('commission_company', null);
      table.decimal('commission_auditor', null);
      table.decimal('commission_candidate', null);
      table.integer('resume_auditor_id');
      table.integer('sort');
      table.text('audited_by');
      table.timestamp('audit_time', { useTz: true });
      table.integer('decision_notice_id');
      table.text('created_by').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
      table.timestamp('publish_time', { useTz: true });
      table.timestamp('valid_through', { useTz: true });
      table.timestamp('closed_at', { useTz: true });
      table.integer('applicant_count').notNullable().defaultTo(0);
      table.timestamp('featured_until', { useTz: true });
      table.integer('featured_promotion_id');
    });
  }
  // tables made before featured jobs (issue 13) get their columns; promotions are newer than these tables' events
  await db.raw(`alter table ${JOBS_TABLE} add column if not exists featured_until timestamptz, add column if not exists featured_promotion_id integer`);
  // staff lists newest first, filtered by status; a publisher's own jobs; a company's open jobs
  await db.raw(`create index if not exists ${JOBS_TABLE}_newest on ${JOBS_TABLE} (created_at desc, id desc)`);
  await db.raw(`create index if not exists ${JOBS_TABLE}_status on ${JOBS_TABLE} (status, audit_status, created_at desc)`);
  await db.raw(`create index if not exists ${JOBS_TABLE}_publisher on ${JOBS_TABLE} (publisher_id, status, created_at desc)`);
  await createTrigramIndex(db, { name: `${JOBS_TABLE}_keywords`, table: JOBS_TABLE, columns: ['position', 'company'] });

  if (!(await db.schema.hasTable(JOB_SEARCH_TABLE))) {
    await db.schema.createTable(JOB_SEARCH_TABLE, (table) => {
      table.integer('job_id').primary();
      table.integer('publisher_id').notNullable();
      table.text('position').notNullable();
      table.text('company').notNullable();
      table.text('industry').notNullable();
      table.text('education').notNullable();
      table.decimal('min_salary', null).notNullable();
      table.decimal('max_salary', null).notNullable();
      table.text('currency').notNullable();
      table.text('country').notNullable();
      table.text('province_code').notNullable();
      table.text('district_code').notNullable();
      table.timestamp('publish_time', { useTz: true }).notNullable();
      table.specificType('document', 'tsvector').notNullable();
      table.timestamp('featured_until', { useTz: true });
    });
  }
  await db.raw(`alter table ${JOB_SEARCH_TABLE} add column if not exists featured_until timestamptz`);
  await createSearchIndex(db, { name: `${JOB_SEARCH_TABLE}_document`, table: JOB_SEARCH_TABLE });
  // searches without words walk these in their order: newest, best paid
  await db.raw(`create index if not exists ${JOB_SEARCH_TABLE}_newest on ${JOB_SEARCH_TABLE} (publish_time desc, job_id desc)`);
  await db.raw(`create index if not exists ${JOB_SEARCH_TABLE}_salary on ${JOB_SEARCH_TABLE} (max_salary desc, publish_time desc, job_id desc)`);
  await db.raw(`create index if not exists ${JOB_SEARCH_TABLE}_publisher on ${JOB_SEARCH_TABLE} (publisher_id, publish_time desc)`);
  // the few featured jobs, pinned on top of searches and the hot list: read newest first without touching the rest
  await db.raw(`create index if not exists ${JOB_SEARCH_TABLE}_featured on ${JOB_SEARCH_TABLE} (publish_time desc, job_id desc) where featured_until is not null`);

  if (!(await db.schema.hasTable(COMPANIES_TABLE))) {
    await db.schema.createTable(COMPANIES_TABLE, (table) => {
      table.integer('id').primary(); // the publisher's user id
      table.text('name').notNullable();
      table.text('introduction').notNullable().defaultTo('');
      table.boolean('show_office_photo').notNullable().defaultTo(false);
      table.text('office_photo_file_id');
      table.integer('open_job_count').notNullable().defaultTo(0);
      table.text('industry');
      table.text('province_code');
      table.text('district_code');
      // the newest open job's publish time: the hot companies' tie-breaker and their fallback order
      table.timestamp('last_published_at', { useTz: true });
      table.boolean('approved').notNullable().defaultTo(false);
      table.timestamp('updated_at', { useTz: true }).notNullable();
    });
  }
  await db.raw(`create index if not exists ${COMPANIES_TABLE}_newest on ${COMPANIES_TABLE} (approved, last_published_at desc nulls last, id desc)`);
  await createTrigramIndex(db, { name: `${COMPANIES_TABLE}_name`, table: COMPANIES_TABLE, columns: ['name'] });

  if (!(await db.schema.hasTable(COMPANY_OPEN_JOBS_TABLE))) {
    await db.schema.createTable(COMPANY_OPEN_JOBS_TABLE, (table) => {
      table.integer('publisher_id').notNullable();
      table.text('industry').notNullable();
      table.integer('open_count').notNullable();
      table.primary(['publisher_id', 'industry']);
    });
  }

  if (!(await db.schema.hasTable(JOB_APPLICANTS_TABLE))) {
    // the job-seeker sub-view of a job: filled by delivery-order events when that context arrives
    await db.schema.createTable(JOB_APPLICANTS_TABLE, (table) => {
      table.integer('delivery_order_id').primary();
      table.integer('job_id').notNullable();
      table.integer('seeker_id').notNullable();
      table.text('seeker_name').notNullable();
      table.integer('resume_id');
      table.timestamp('applied_at', { useTz: true }).notNullable();
      table.text('status').notNullable();
    });
  }
  await db.raw(`create index if not exists ${JOB_APPLICANTS_TABLE}_job on ${JOB_APPLICANTS_TABLE} (job_id, applied_at desc)`);
  await db.raw(`create index if not exists ${JOB_APPLICANTS_TABLE}_recent on ${JOB_APPLICANTS_TABLE} (applied_at, job_id)`);
}
