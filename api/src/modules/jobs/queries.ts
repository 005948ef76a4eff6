import {
  allowedJobActions,
  commissionAmountsOf,
  jobPermissions,
  jobStatuses,
  roleCodes,
  type CommissionSplit,
  type JobAction,
  type JobApplicantRow,
  type JobAuditStatus,
  type JobDetail,
  type JobRow,
  type JobStatsView,
  type JobStatus,
  type Locale,
} from '@jobmarket/contracts';
import { JOB_APPLICANTS_TABLE, JOBS_TABLE, ROLES_TABLE, USER_ROLES_TABLE, USERS_TABLE, type JobRowColumns } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { z } from 'zod';
import { isAllowed, type Actor } from '../../http/actor';
import { AppError } from '../../http/appError';
import { containsPattern, dayRangeFilter, whereWithinDays, type ListSpec } from '../../http/listQuery';
import { formatDateTime } from '../../http/time';
import { jobLabels } from './regions/jobLabels';
import { viewCountsOf } from './search/jobViews';

/** The numeric columns of `jobs_v1`: PostgreSQL's numeric arrives as a string. */
type NumericColumn = 'total_commission' | 'min_salary' | 'max_salary' | 'commission_company' | 'commission_auditor' | 'commission_candidate';

/** A job as the read model `jobs_v1` holds it (the projection's row), as the driver answers it. */
export type JobRecord = Omit<JobRowColumns, NumericColumn> & { [Column in NumericColumn]: JobRowColumns[Column] | string };

/**
 * `/jobs/page`, react-admin's `/jobs`, `/jobs/mine/page` and the export: keywords (position, company), audit status,
 * life status, industry, location, publisher, created and published day ranges; getMany's ids.
 */
export const jobListSpec = {
  resource: 'jobs',
  sortable: {
    id: 'id',
    position: 'position',
    company: 'company',
    createTime: 'created_at',
    publishTime: 'publish_time',
    validThrough: 'valid_through',
    auditTime: 'audit_time',
    auditStatus: 'audit_status',
    status: 'status',
    sort: 'sort',
    minSalary: 'min_salary',
    maxSalary: 'max_salary',
    totalCommission: 'total_commission',
    applicantCount: 'applicant_count',
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: 'id',
  filters: {
    keywords: z.string().trim().max(100).optional(),
    auditStatus: z.coerce.number().int().min(0).max(2).optional(),
    status: z.enum(jobStatuses).optional(),
    industry: z.string().trim().max(40).optional(),
    country: z.string().trim().max(2).optional(),
    provinceCode: z.string().trim().max(20).optional(),
    districtCode: z.string().trim().max(20).optional(),
    publisherId: z.coerce.number().int().min(1).optional(),
    createTime: dayRangeFilter,
    publishTime: dayRangeFilter,
    id: z.array(z.coerce.number().int().min(1)).max(500).optional(),
  },
} satisfies ListSpec;

export type JobFilters = z.infer<z.ZodObject<typeof jobListSpec.filters>>;

/** Who reads: for what they may do with each job and the language of its labels. */
export interface JobReader {
  actor: Actor;
  locale: Locale;
}

export const isOwnJob = (record: Pick<JobRecord, 'publisher_id'>, actor: Actor) => String(record.publisher_id) === actor.userId;

/** What the caller may do to the job now: what its state allows, narrowed to who they are. */
export function actionsFor(record: Pick<JobRecord, 'publisher_id' | 'status'>, actor: Actor): JobAction[] {
  const isOwn = isOwnJob(record, actor);
  return allowedJobActions(record.status).filter((action) => {
    switch (action) {
      case 'approve':
      case 'reject':
        return isAllowed(actor, jobPermissions.audit);
      case 'close':
        return isOwn || isAllowed(actor, jobPermissions.close);
      case 'edit':
      case 'extend':
      case 'repost':
        return isOwn;
      case 'expire':
        return false; // the timer's, nobody's button
    }
  });
}

function commissionOf(record: JobRecord): CommissionSplit | null {
  if (record.commission_company === null || record.commission_auditor === null || record.commission_candidate === null) return null;
  return { company: Number(record.commission_company), auditor: Number(record.commission_auditor), candidate: Number(record.commission_candidate) };
}

export function jobQueries(db: Knex, timeZone: string) {
  const labels = jobLabels(db);
  const time = (value: Date | null) => (value ? formatDateTime(value, timeZone) : null);

  /** Names of the resume auditors of these jobs, one query for a page. */
  async function auditorNamesOf(records: JobRecord[]): Promise<Map<number, string>> {
    const ids = [...new Set(records.map((record) => record.resume_auditor_id).filter((id): id is number => id !== null))];
    if (ids.length === 0) return new Map();
    const rows = await db(USERS_TABLE).whereIn('id', ids).select<{ id: number; nickname: string }[]>('id', 'nickname');
    return new Map(rows.map((row) => [Number(row.id), row.nickname]));
  }

  /** Rows of a page, with labels, view counts and resume auditors fetched once for all of them. */
  async function rowsOf(records: JobRecord[], reader: JobReader): Promise<JobRow[]> {
    const [labelled, views, auditors] = await Promise.all([
      labels.forLocale(reader.locale),
      viewCountsOf(db, records.map((record) => record.id)),
      auditorNamesOf(records),
    ]);
    return records.map((record) => ({
      id: record.id,
      position: record.position,
      company: record.company,
      publisherId: record.publisher_id,
      industry: labelled.industry(record.industry),
      education: labelled.education(record.education),
      totalCommission: Number(record.total_commission),
      guaranteeMonth: record.guarantee_month,
      minSalary: Number(record.min_salary),
      maxSalary: Number(record.max_salary),
      currency: record.currency,
      location: labelled.location(record.province_code, record.district_code),
      status: record.status,
      auditStatus: record.audit_status as JobAuditStatus,
      rejectReason: record.reject_reason,
      sort: record.sort,
      resumeAuditorId: record.resume_auditor_id,
      resumeAuditorName: record.resume_auditor_id === null ? null : (auditors.get(record.resume_auditor_id) ?? null),
      createBy: record.created_by,
      createTime: time(record.created_at)!,
      publishTime: time(record.publish_time),
      validThrough: time(record.valid_through),
      viewCount: views.get(record.id) ?? 0,
      applicantCount: record.applicant_count ?? 0,
      allowedActions: actionsFor(record, reader.actor),
    }));
  }

  return {
    rowsOf,

    byId: async (id: number): Promise<JobRecord | undefined> => db(JOBS_TABLE).where({ id }).first(),

    /** A job the reader may see: staff with biz:job:query see all, a publisher their own; anyone else learns nothing. */
    async visibleById(id: number, actor: Actor): Promise<JobRecord> {
      const record: JobRecord | undefined = await db(JOBS_TABLE).where({ id }).first();
      if (!record || !(isOwnJob(record, actor) || isAllowed(actor, jobPermissions.query))) throw new AppError('A0606');
      return record;
    },

    /** The filtered jobs, neither ordered nor paged. */
    list(filters: JobFilters): Knex.QueryBuilder {
      const query = db(JOBS_TABLE).select('*');
      if (filters.keywords) {
        const like = containsPattern(filters.keywords);
        query.where((inner) => inner.whereILike('position', like).orWhereILike('company', like));
      }
      if (filters.auditStatus !== undefined) query.where({ audit_status: filters.auditStatus });
      if (filters.status) query.where({ status: filters.status });
      if (filters.industry) query.where({ industry: filters.industry });
      if (filters.country) query.where({ country: filters.country });
      if (filters.provinceCode) query.where({ province_code: filters.provinceCode });
      if (filters.districtCode) query.where({ district_code: filters.districtCode });
      if (filters.publisherId !== undefined) query.where({ publisher_id: filters.publisherId });
      whereWithinDays(query, 'created_at', filters.createTime, timeZone);
      whereWithinDays(query, 'publish_time', filters.publishTime, timeZone);
      if (filters.id) query.whereIn('id', filters.id);
      return query;
    },

    async detailOf(record: JobRecord, reader: JobReader): Promise<JobDetail> {
      const [row] = await rowsOf([record], reader);
      const commission = commissionOf(record);
      return {
        ...row!,
        provinceCode: record.province_code,
        districtCode: record.district_code,
        detailAddress: record.detail_address,
        responsibility: record.responsibility,
        requirement: record.requirement,
        interviewProcess: record.interview_process,
        strictRequirements: record.strict_requirements,
        preferredProfile: record.preferred_profile,
        generalProfile: record.general_profile,
        rejectedProfile: record.rejected_profile,
        softSkills: record.soft_skills,
        managementExperience: record.management_experience,
        commission,
        commissionAmounts: commission ? commissionAmountsOf(commission, Number(record.total_commission)) : null,
        auditTime: time(record.audit_time),
      };
    },

    /** The seekers who applied to a job (delivery orders fill the table), newest first. */
    applicants(jobId: number): Knex.QueryBuilder {
      return db(JOB_APPLICANTS_TABLE).where({ job_id: jobId }).select('*');
    },

    applicantRow: (row: {
      delivery_order_id: number;
      seeker_id: number;
      seeker_name: string;
      resume_id: number | null;
      applied_at: Date;
      status: string;
    }): JobApplicantRow => ({
      deliveryOrderId: Number(row.delivery_order_id),
      seekerId: Number(row.seeker_id),
      seekerName: row.seeker_name,
      resumeId: row.resume_id === null ? null : Number(row.resume_id),
      appliedTime: time(row.applied_at)!,
      status: row.status,
    }),

    async stats(): Promise<JobStatsView> {
      const { rows } = await db.raw<{ rows: { open_jobs: number; pending_audits: number }[] }>(
        `select count(*) filter (where status = 'published')::int as open_jobs, count(*) filter (where status = 'pending')::int as pending_audits from ??`,
        [JOBS_TABLE],
      );
      return { openJobs: rows[0]?.open_jobs ?? 0, pendingAudits: rows[0]?.pending_audits ?? 0 };
    },

    /** Enabled staff accounts holding the auditor role, by name: who may be a job's resume auditor. */
    resumeAuditors(ids?: number[]): Promise<{ id: number; nickname: string; username: string }[]> {
      const query = db(`${USERS_TABLE} as u`)
        .join(`${USER_ROLES_TABLE} as ur`, 'ur.user_id', 'u.id')
        .join(`${ROLES_TABLE} as r`, 'r.id', 'ur.role_id')
        .where({ 'r.code': roleCodes.auditor, 'r.status': 1, 'u.kind': 'platform', 'u.status': 1 })
        .whereNull('u.deleted_at')
        .distinct('u.id', 'u.nickname', 'u.username')
        .orderBy('u.nickname');
      if (ids) query.whereIn('u.id', ids);
      return query;
    },
  };
}

export type JobQueries = ReturnType<typeof jobQueries>;
