import { jobAuditStatuses, type JobEvent, type JobFields, type JobStatus } from '@jobmarket/contracts';

/** A row of JOBS_TABLE as the projection writes it (column names as in the table; jobs-seams.md). */
export interface JobRowColumns {
  id: number;
  publisher_id: number;
  locale: string;
  position: string;
  company: string;
  industry: string;
  education: string;
  total_commission: number;
  guarantee_month: number;
  min_salary: number;
  max_salary: number;
  currency: string;
  country: string;
  province_code: string;
  district_code: string;
  detail_address: string;
  responsibility: string;
  requirement: string;
  interview_process: string;
  strict_requirements: string;
  preferred_profile: string;
  general_profile: string;
  rejected_profile: string;
  soft_skills: string;
  management_experience: string;
  status: JobStatus;
  audit_status: number;
  reject_reason: string | null;
  commission_company: number | null;
  commission_auditor: number | null;
  commission_candidate: number | null;
  resume_auditor_id: number | null;
  sort: number | null;
  audited_by: string | null;
  audit_time: Date | null;
  decision_notice_id: number | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  publish_time: Date | null;
  valid_through: Date | null;
  closed_at: Date | null;
  applicant_count: number;
  /** While a promotion runs (featuredJobs.ts): its end, and which promotion it is; null when not featured. */
  featured_until: Date | null;
  featured_promotion_id: number | null;
}

/** The columns a job's form fields fill (JobPosted and JobEdited carry them all). */
function fieldColumns(fields: JobFields) {
  return {
    position: fields.position,
    company: fields.company,
    industry: fields.industry,
    education: fields.education,
    total_commission: fields.totalCommission,
    guarantee_month: fields.guaranteeMonth,
    min_salary: fields.minSalary,
    max_salary: fields.maxSalary,
    currency: fields.currency,
    // every region code starts with its country's (jobs-seams.md)
    country: fields.provinceCode.slice(0, 2),
    province_code: fields.provinceCode,
    district_code: fields.districtCode,
    detail_address: fields.detailAddress,
    responsibility: fields.responsibility,
    requirement: fields.requirement,
    interview_process: fields.interviewProcess,
    strict_requirements: fields.strictRequirements,
    preferred_profile: fields.preferredProfile,
    general_profile: fields.generalProfile,
    rejected_profile: fields.rejectedProfile,
    soft_skills: fields.softSkills,
    management_experience: fields.managementExperience,
  };
}

/**
 * The row after one event, or the row unchanged when the event finds no job (a history that starts mid-way). Every
 * column an event touches is set to a value the event alone decides, so applying a batch twice gives the same row.
 */
export function evolveJobRow(row: JobRowColumns | undefined, event: JobEvent, at: Date): JobRowColumns | undefined {
  if (event.type === 'JobPosted') {
    const { jobId, publisherId, locale, ...fields } = event.data;
    return {
      id: jobId,
      publisher_id: publisherId,
      locale,
      ...fieldColumns(fields),
      status: 'pending',
      audit_status: jobAuditStatuses.pending,
      reject_reason: null,
      commission_company: null,
      commission_auditor: null,
      commission_candidate: null,
      resume_auditor_id: null,
      sort: null,
      audited_by: null,
      audit_time: null,
      decision_notice_id: null,
      created_by: String(publisherId),
      created_at: at,
      updated_at: at,
      publish_time: null,
      valid_through: null,
      closed_at: null,
      // delivery orders count applicants and promotions feature the job; a repeated JobPosted must not reset either
      applicant_count: row?.applicant_count ?? 0,
      featured_until: row?.featured_until ?? null,
      featured_promotion_id: row?.featured_promotion_id ?? null,
    };
  }
  if (!row) return undefined;
  const next = { ...row, updated_at: at };
  switch (event.type) {
    case 'JobEdited': {
      const { jobId: _jobId, ...fields } = event.data;
      return { ...next, ...fieldColumns(fields) };
    }
    case 'JobSubmittedForReview':
    case 'JobReposted':
      // a repost is followed at once by its publication or its resubmission; the last rejection's reason stays
      // readable while the corrected job waits (as a resubmitted application's does)
      return { ...next, status: 'pending', audit_status: jobAuditStatuses.pending, decision_notice_id: null };
    case 'JobApproved': {
      const { commission, resumeAuditorId, sort, auditorId, noticeId } = event.data;
      return {
        ...next,
        audit_status: jobAuditStatuses.approved,
        reject_reason: null,
        commission_company: commission.company,
        commission_auditor: commission.auditor,
        commission_candidate: commission.candidate,
        resume_auditor_id: resumeAuditorId,
        sort,
        audited_by: auditorId,
        audit_time: at,
        decision_notice_id: noticeId ?? null,
      };
    }
    case 'JobRejected': {
      const { rejectReason, auditorId, noticeId } = event.data;
      return {
        ...next,
        status: 'rejected',
        audit_status: jobAuditStatuses.rejected,
        reject_reason: rejectReason,
        audited_by: auditorId,
        audit_time: at,
        decision_notice_id: noticeId ?? null,
      };
    }
    case 'JobPublished':
      // only approved content is published (an approval, or a repost of what was approved as it stands)
      return {
        ...next,
        status: 'published',
        audit_status: jobAuditStatuses.approved,
        publish_time: new Date(event.data.publishTime),
        valid_through: new Date(event.data.validThrough),
        closed_at: null,
      };
    case 'JobExtended':
      return { ...next, valid_through: new Date(event.data.validThrough) };
    case 'JobClosed':
      return { ...next, status: 'closed', closed_at: at };
    case 'JobExpired':
      return { ...next, status: 'expired', closed_at: at };
  }
}
