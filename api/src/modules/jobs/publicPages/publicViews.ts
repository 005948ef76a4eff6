import { companyOfficePhotoUrl, jobTextFields, type CompanyCardView, type CompanyPageView, type JobCardView, type JobStatus, type JobTextField, type Locale, type PublicJobView } from '@jobmarket/contracts';
import { COMPANIES_TABLE, JOBS_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { FILES_TABLE } from '../../files/fileStore';
import type { JobLabels, JobLabelSource } from '../regions/jobLabels';

/** A job the public may see: published, or published once and closed or expired since (its page stays, marked expired). */
const VISIBLE_STATUSES: readonly JobStatus[] = ['published', 'closed', 'expired'];
/** A company page lists its open jobs, newest first; more than this is a search, not a page. */
export const COMPANY_PAGE_JOB_LIMIT = 100;
/** Only pictures are shown as the office photo; a PDF among the application's documents never is. */
export const OFFICE_PHOTO_TYPES = ['image/jpeg', 'image/png'];

const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const snake = (field: JobTextField) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

interface CompanyRow {
  id: number;
  name: string;
  introduction: string;
  industry: string | null;
  province_code: string | null;
  district_code: string | null;
  open_job_count: number;
  /** The office photo's id when the publisher shows it and it is a picture (joined in `companyColumns`). */
  shown_photo_id: string | null;
}

// the office photo's id only when the publisher allowed it and the file is a picture
const shownPhoto = (db: Knex, as: string) =>
  db.raw(`case when c.show_office_photo and f.content_type = any(?) then c.office_photo_file_id end as ??`, [OFFICE_PHOTO_TYPES, as]);

function companyColumns(db: Knex) {
  return ['c.id', 'c.name', 'c.introduction', 'c.industry', 'c.province_code', 'c.district_code', 'c.open_job_count', shownPhoto(db, 'shown_photo_id')];
}

// a job's company read with it in one statement, its columns prefixed where the job has the same
const jobCompanyColumns = (db: Knex) => [
  'c.id as company_id',
  'c.name as company_name',
  'c.introduction as company_introduction',
  'c.industry as company_industry',
  'c.province_code as company_province_code',
  'c.district_code as company_district_code',
  'c.open_job_count as company_open_job_count',
  shownPhoto(db, 'company_shown_photo_id'),
];

function companyOfJobRow(row: Record<string, unknown>): CompanyRow | undefined {
  if (row.company_id === null || row.company_id === undefined) return undefined;
  return {
    id: Number(row.company_id),
    name: String(row.company_name),
    introduction: String(row.company_introduction ?? ''),
    industry: (row.company_industry as string | null) ?? null,
    province_code: (row.company_province_code as string | null) ?? null,
    district_code: (row.company_district_code as string | null) ?? null,
    open_job_count: Number(row.company_open_job_count),
    shown_photo_id: (row.company_shown_photo_id as string | null) ?? null,
  };
}

function companyCardOf(row: CompanyRow, labels: JobLabels): CompanyCardView {
  return {
    id: row.id,
    name: row.name,
    industry: row.industry ? labels.industry(row.industry) : null,
    location: row.province_code && row.district_code ? labels.location(row.province_code, row.district_code) : null,
    openJobCount: Number(row.open_job_count),
    officePhotoUrl: row.shown_photo_id ? companyOfficePhotoUrl(row.id) : null,
  };
}

function jobCardOf(row: Record<string, unknown>, labels: JobLabels): JobCardView {
  return {
    id: Number(row.id),
    position: String(row.position),
    company: String(row.company),
    publisherId: Number(row.publisher_id),
    industry: labels.industry(String(row.industry)),
    education: labels.education(String(row.education)),
    minSalary: Number(row.min_salary),
    maxSalary: Number(row.max_salary),
    currency: String(row.currency),
    location: labels.location(String(row.province_code), String(row.district_code)),
    publishTime: iso(row.publish_time as Date)!,
    // featured only while its promotion runs: a late end event must not keep the badge
    featuredUntil: row.featured_until && (row.featured_until as Date) > new Date() ? iso(row.featured_until as Date) : null,
  };
}

/**
 * The public views of jobs and companies (`GET /jobs/{id}/public`, `GET /companies/{id}/public` and the server-rendered
 * pages), read from the jobs projection's tables with labels in the reader's language. Nothing a publisher or staff
 * member alone may see (commission, audit, documents) is read at all.
 */
export function publicViews(db: Knex, labelSource: JobLabelSource) {
  // files are keyed by uuid; an id that is not one names no file (and must not fail the cast)
  const photoFile = () => db.raw(`(case when c.office_photo_file_id ~* ? then c.office_photo_file_id::uuid end)`, [UUID_PATTERN]);
  const companies = () => db({ c: COMPANIES_TABLE }).leftJoin({ f: FILES_TABLE }, 'f.id', photoFile()).where('c.approved', true);

  return {
    /** The job as the public sees it, or undefined when it was never published (or does not exist). */
    async job(id: number, locale: Locale): Promise<PublicJobView | undefined> {
      const [row, labels] = await Promise.all([
        db({ j: JOBS_TABLE })
          .leftJoin({ c: COMPANIES_TABLE }, (join) => join.on('c.id', 'j.publisher_id').andOnVal('c.approved', true))
          .leftJoin({ f: FILES_TABLE }, 'f.id', photoFile())
          .where('j.id', id)
          .whereIn('j.status', VISIBLE_STATUSES)
          .whereNotNull('j.publish_time')
          .first('j.*', ...jobCompanyColumns(db)),
        labelSource.forLocale(locale),
      ]);
      if (!row) return undefined;
      const company = companyOfJobRow(row);
      // open until its last instant even if the expiry timer has not run yet
      const isOpen = row.status === 'published' && (!row.valid_through || row.valid_through > new Date());
      // a job closed before its date ended when it was closed: search engines must read it as expired
      const closedAt: Date | null = row.closed_at;
      const validThrough = !isOpen && closedAt && (!row.valid_through || closedAt < row.valid_through) ? closedAt : row.valid_through;
      const texts = Object.fromEntries(jobTextFields.map((field) => [field, String(row[snake(field)] ?? '')])) as Record<JobTextField, string>;
      return {
        ...texts,
        id: row.id,
        position: row.position,
        // a job of a publisher whose company row is missing still names the company its posting gave
        company: company
          ? companyCardOf(company, labels)
          : { id: row.publisher_id, name: row.company, industry: null, location: null, openJobCount: 0, officePhotoUrl: null },
        industry: labels.industry(row.industry),
        education: labels.education(row.education),
        guaranteeMonth: Number(row.guarantee_month),
        minSalary: Number(row.min_salary),
        maxSalary: Number(row.max_salary),
        currency: row.currency,
        location: labels.location(row.province_code, row.district_code),
        detailAddress: row.detail_address,
        publishTime: iso(row.publish_time),
        validThrough: iso(validThrough),
        isOpen,
      };
    },

    /** An approved publisher's company page with its open jobs, or undefined when there is no such public page. */
    async company(id: number, locale: Locale): Promise<CompanyPageView | undefined> {
      const row = (await companies().where('c.id', id).first(companyColumns(db))) as CompanyRow | undefined;
      if (!row) return undefined;
      const [labels, jobs] = await Promise.all([
        labelSource.forLocale(locale),
        db(JOBS_TABLE)
          .where({ publisher_id: id, status: 'published' })
          .orderBy([{ column: 'publish_time', order: 'desc' }, { column: 'id', order: 'desc' }])
          .limit(COMPANY_PAGE_JOB_LIMIT)
          .select('id', 'position', 'company', 'publisher_id', 'industry', 'education', 'min_salary', 'max_salary', 'currency', 'province_code', 'district_code', 'publish_time', 'featured_until'),
      ]);
      return { ...companyCardOf(row, labels), introduction: row.introduction ?? '', jobs: jobs.map((job) => jobCardOf(job, labels)) };
    },

    /** The id of the office photo a company shows, if it shows one that is a picture. */
    async shownOfficePhotoId(id: number): Promise<string | undefined> {
      const row = (await companies().where('c.id', id).first(companyColumns(db))) as CompanyRow | undefined;
      return row?.shown_photo_id ?? undefined;
    },

    /** Open jobs and approved companies for the sitemap, with when each last changed. */
    async sitemapEntries(limit: number): Promise<{ jobs: { id: number; updatedAt: string }[]; companies: { id: number; updatedAt: string }[] }> {
      const [jobs, companyRows] = await Promise.all([
        db(JOBS_TABLE)
          .where({ status: 'published' })
          .where((open) => open.whereNull('valid_through').orWhere('valid_through', '>', db.fn.now()))
          .orderBy('publish_time', 'desc')
          .limit(limit)
          .select('id', 'updated_at'),
        db(COMPANIES_TABLE).where({ approved: true }).orderBy('id').limit(limit).select('id', 'updated_at'),
      ]);
      return {
        jobs: jobs.map((job) => ({ id: job.id, updatedAt: iso(job.updated_at)! })),
        companies: companyRows.map((company) => ({ id: company.id, updatedAt: iso(company.updated_at)! })),
      };
    },
  };
}
export type PublicViews = ReturnType<typeof publicViews>;
