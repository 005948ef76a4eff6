import { jobAuditStatuses, jobStatuses } from '@jobmarket/contracts/jobs/jobMachine';

/** The status filter's choices (a job's place in its life), named by the domain texts. */
export const jobStatusChoices = jobStatuses.map((status) => ({ id: status, name: `jobs.status.${status}` }));

/** The audit-status filter's choices (spec §4: 0 pending, 1 approved, 2 rejected). */
export const jobAuditStatusChoices = Object.values(jobAuditStatuses).map((code) => ({ id: code, name: `jobs.auditStatus.${code}` }));
