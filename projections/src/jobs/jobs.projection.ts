import { applicationEventTypes, companyEventTypes, jobEventTypes, type ApplicationEvent, type CompanyEvent, type JobEvent } from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import type { Knex } from 'knex';
import { defineProjection } from '../runner/projection';
import { applyCompanyEvent, refreshCompanyFigures } from './companyRows';
import { applicantEventTypes, applyApplicantEvents } from './jobApplicants';
import { isJobPromotionEvent, jobPromotionEventTypes, promoteJobRow, type JobPromotionEvent } from './featuredJobs';
import { evolveJobRow, type JobRowColumns } from './jobRow';
import { setupJobTables } from './jobsSchema';
import { searchRowOf } from './searchRow';
import { COMPANIES_TABLE, COMPANY_OPEN_JOBS_TABLE, JOB_APPLICANTS_TABLE, JOB_SEARCH_TABLE, JOBS_TABLE } from './tables';

// a job's own events and its promotions (on the publisher's membership stream) fold into its row, in order
const jobEvents: ReadonlySet<string> = new Set([...jobEventTypes, ...jobPromotionEventTypes]);
// delivery orders fill the job-seeker sub-view and the applicant count
const applicantEvents: ReadonlySet<string> = new Set(applicantEventTypes);

// rows per multi-row insert: 45 columns each stays far below PostgreSQL's 65,535 bindings
const UPSERT_CHUNK = 500;

const SEARCH_COLUMNS = [
  'job_id',
  'publisher_id',
  'position',
  'company',
  'industry',
  'education',
  'min_salary',
  'max_salary',
  'currency',
  'country',
  'province_code',
  'district_code',
  'publish_time',
  'document',
  'featured_until',
] as const;

/**
 * The jobs context's read models in one projection (it may read only its own tables): every job with all its fields
 * (JOBS_TABLE), the open ones with their ICU-segmented words (JOB_SEARCH_TABLE), the companies of approved publishers
 * with their open-job figures (COMPANIES_TABLE: name and office photo from the publisher's application, introduction
 * from their profile) and the job-seeker sub-view (JOB_APPLICANTS_TABLE: one row per delivery order to the job, with
 * its state; jobApplicants.ts) with each job's applicant count.
 *
 * Set-based per batch: the batch's jobs are read once, their events folded in memory, and written back with one
 * upsert; their search rows are replaced in one statement, and their companies' figures moved by what opened and
 * closed (COMPANY_OPEN_JOBS_TABLE counts open jobs per company and industry), never recounted from all their jobs.
 */
export const jobsProjection = defineProjection({
  name: 'jobs_v1',
  handles: [...jobEventTypes, ...jobPromotionEventTypes, ...companyEventTypes, ...applicationEventTypes, ...applicantEventTypes],
  tables: [JOBS_TABLE, JOB_SEARCH_TABLE, COMPANIES_TABLE, COMPANY_OPEN_JOBS_TABLE, JOB_APPLICANTS_TABLE],
  setup: setupJobTables,
  async apply(events, { tx }) {
    const jobEventsOf = events.filter((event) => jobEvents.has(event.type));
    for (const recorded of events) {
      if (!jobEvents.has(recorded.type) && !applicantEvents.has(recorded.type)) await applyCompanyEvent(tx, recorded as RecordedEvent & (CompanyEvent | ApplicationEvent));
    }
    if (jobEventsOf.length > 0) {
      const changes = await foldJobs(tx, jobEventsOf);
      const jobs = changes.map((change) => change.after);
      await writeJobs(tx, jobs);
      await writeSearchRows(tx, jobs);
      await refreshCompanyFigures(tx, changes.map(({ before, after }) => ({ before: openJobOf(before), after: openJobOf(after) })));
    }
    // after the job rows: their upsert carries the applicant count as it stood before the batch
    await applyApplicantEvents(tx, events.filter((event) => applicantEvents.has(event.type)));
  },
});

/** A job of the batch: as stored before it (undefined when new) and after its events. */
interface JobChange {
  before: JobRowColumns | undefined;
  after: JobRowColumns;
}

const openJobOf = (row: JobRowColumns | undefined) => (row?.status === 'published' ? { publisherId: row.publisher_id, industry: row.industry } : undefined);

/** The batch's jobs as they stand after it: stored rows with the batch's events applied in order. */
async function foldJobs(tx: Knex.Transaction, events: RecordedEvent[]): Promise<JobChange[]> {
  const ids = [...new Set(events.map((event) => (event.data as { jobId: number }).jobId))];
  const stored: JobRowColumns[] = await tx(JOBS_TABLE).whereIn('id', ids).select();
  const before = new Map(stored.map((row) => [row.id, withNumbers(row)]));
  const rows = new Map<number, JobRowColumns | undefined>(before);
  for (const recorded of events) {
    const event = recorded as unknown as JobEvent | JobPromotionEvent;
    const row = rows.get(event.data.jobId);
    rows.set(event.data.jobId, isJobPromotionEvent(event) ? promoteJobRow(row, event) : evolveJobRow(row, event, recorded.createdAt));
  }
  return [...rows].flatMap(([id, after]) => (after ? [{ before: before.get(id), after }] : []));
}

// node-postgres answers numeric as text: the fold works on numbers
const NUMERIC_COLUMNS = ['total_commission', 'min_salary', 'max_salary', 'commission_company', 'commission_auditor', 'commission_candidate'] as const;

function withNumbers(row: JobRowColumns): JobRowColumns {
  const converted = { ...row };
  for (const column of NUMERIC_COLUMNS) {
    const value = row[column] as number | string | null;
    (converted as Record<string, unknown>)[column] = value === null ? null : Number(value);
  }
  return converted;
}

async function writeJobs(tx: Knex.Transaction, jobs: JobRowColumns[]): Promise<void> {
  for (let start = 0; start < jobs.length; start += UPSERT_CHUNK) {
    await tx(JOBS_TABLE).insert(jobs.slice(start, start + UPSERT_CHUNK)).onConflict('id').merge();
  }
}

/** Open jobs get their search row (words recomputed), every other job of the batch loses it. */
async function writeSearchRows(tx: Knex.Transaction, jobs: JobRowColumns[]): Promise<void> {
  const closed = jobs.filter((job) => job.status !== 'published').map((job) => job.id);
  if (closed.length > 0) await tx(JOB_SEARCH_TABLE).whereIn('job_id', closed).delete();
  const open = jobs.filter((job) => job.status === 'published' && job.publish_time !== null).map(searchRowOf);
  for (let start = 0; start < open.length; start += UPSERT_CHUNK) {
    const chunk = open.slice(start, start + UPSERT_CHUNK);
    // one statement per chunk; the document is tsvector input text, cast here
    const values = chunk.map(() => `(${SEARCH_COLUMNS.map((column) => (column === 'document' ? '?::tsvector' : '?')).join(', ')})`).join(', ');
    const bindings = chunk.flatMap((row) => SEARCH_COLUMNS.map((column) => row[column]));
    const updates = SEARCH_COLUMNS.filter((column) => column !== 'job_id').map((column) => `${column} = excluded.${column}`).join(', ');
    await tx.raw(`insert into ${JOB_SEARCH_TABLE} (${SEARCH_COLUMNS.join(', ')}) values ${values} on conflict (job_id) do update set ${updates}`, bindings);
  }
}
