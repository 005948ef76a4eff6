import type { CommissionSplit, JobForm } from './forms';

/** A job's fields as the events carry them: the form, plus the currency its country states money in. */
export type JobFields = JobForm & { currency: string };

/**
 * Events of the job aggregate (stream `job-<jobId>`). A job is posted pending review; an audit approves it (with the
 * commission split, resume auditor and sort) and publishes it until `validThrough`, or rejects it with a reason; the
 * publisher edits (back to review), closes, extends and reposts; the timer expires it. An audit decision names the id
 * of the notice that tells the publisher (`noticeId`), so the notice can be sent again if sending it was cut off.
 * Times are ISO 8601 instants.
 */
export type JobEvent =
  | { type: 'JobPosted'; data: JobFields & { jobId: number; publisherId: number; locale: string } }
  | { type: 'JobEdited'; data: JobFields & { jobId: number } }
  | { type: 'JobSubmittedForReview'; data: { jobId: number } }
  | {
      type: 'JobApproved';
      data: { jobId: number; auditorId: string | null; commission: CommissionSplit; resumeAuditorId: number; sort: number; noticeId?: number };
    }
  | { type: 'JobRejected'; data: { jobId: number; auditorId: string | null; rejectReason: string; noticeId?: number } }
  | { type: 'JobPublished'; data: { jobId: number; publishTime: string; validThrough: string } }
  | { type: 'JobExtended'; data: { jobId: number; validThrough: string } }
  | { type: 'JobClosed'; data: { jobId: number; closedBy: 'publisher' | 'staff'; actorId: string | null } }
  /** `noticeId`: the notice that tells the publisher their job closed (reserved by the timer's command). */
  | { type: 'JobExpired'; data: { jobId: number; validThrough: string; noticeId?: number } }
  | { type: 'JobReposted'; data: { jobId: number } };

export const jobEventTypes = [
  'JobPosted',
  'JobEdited',
  'JobSubmittedForReview',
  'JobApproved',
  'JobRejected',
  'JobPublished',
  'JobExtended',
  'JobClosed',
  'JobExpired',
  'JobReposted',
] as const satisfies readonly JobEvent['type'][];

/**
 * Events of a company profile (stream `company-<publisherId>`): what the publisher shows on the public company page.
 * The company's name comes from their approved application; its jobs from the job events.
 */
export type CompanyEvent = { type: 'CompanyProfileUpdated'; data: { publisherId: number; introduction: string; showOfficePhoto: boolean } };
export const companyEventTypes = ['CompanyProfileUpdated'] as const satisfies readonly CompanyEvent['type'][];
