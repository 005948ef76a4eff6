import { jobAuditStatuses, jobTextFields, type JobAuditStatus, type JobDetail } from '@jobmarket/contracts';
import type { Actor } from '../../http/actor';
import { formatDateTime } from '../../http/time';
import type { JobState } from './decider';
import { actionsFor } from './queries';
import type { JobLabels } from './regions/jobLabels';

function auditStatusOf(state: Extract<JobState, { exists: true }>): JobAuditStatus {
  if (state.status === 'pending') return jobAuditStatuses.pending;
  if (state.status === 'rejected') return jobAuditStatuses.rejected;
  if (state.status === 'published') return jobAuditStatuses.approved;
  return state.isApprovedAsItStands ? jobAuditStatuses.approved : jobAuditStatuses.pending;
}

/**
 * A job as the write side decided it, for a write whose read model has not caught up in time (answered marked
 * pending): what only the read model knows (audit outcome details, counts, times before this command) stays empty.
 */
export function decidedJobDetail(state: JobState, labels: JobLabels, actor: Actor, now: Date, timeZone: string): JobDetail | null {
  if (!state.exists) return null;
  const { fields } = state;
  return {
    id: state.jobId,
    position: fields.position,
    company: fields.company,
    publisherId: state.publisherId,
    industry: labels.industry(fields.industry),
    education: labels.education(fields.education),
    totalCommission: fields.totalCommission,
    guaranteeMonth: fields.guaranteeMonth,
    minSalary: fields.minSalary,
    maxSalary: fields.maxSalary,
    currency: fields.currency,
    location: labels.location(fields.provinceCode, fields.districtCode),
    status: state.status,
    auditStatus: auditStatusOf(state),
    rejectReason: null,
    sort: null,
    resumeAuditorId: null,
    resumeAuditorName: null,
    createBy: String(state.publisherId),
    createTime: formatDateTime(now, timeZone),
    publishTime: null,
    validThrough: state.validThrough ? formatDateTime(new Date(state.validThrough), timeZone) : null,
    viewCount: 0,
    applicantCount: 0,
    allowedActions: actionsFor({ publisher_id: state.publisherId, status: state.status }, actor),
    ...(Object.fromEntries(jobTextFields.map((field) => [field, fields[field]])) as Pick<JobDetail, (typeof jobTextFields)[number]>),
    provinceCode: fields.provinceCode,
    districtCode: fields.districtCode,
    detailAddress: fields.detailAddress,
    commission: null,
    commissionAmounts: null,
    auditTime: null,
  };
}
