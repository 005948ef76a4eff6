import type { CommissionSplit, JobTextField } from './forms';
import type { JobAction, JobAuditStatus, JobStatus } from './jobMachine';
import type { JobLocationView } from './regions';

/** A dictionary value with its label in the reader's language. */
export interface LabelledValue {
  value: string;
  label: string;
}

/**
 * A row of `GET /jobs/page` (staff: every job; publisher: `GET /jobs/mine/page`, their own) and react-admin's list.
 * Money is in `currency`; times `YYYY-MM-DD HH:mm:ss` in the server's zone; `validThrough` is the last open instant.
 */
export interface JobRow {
  id: number;
  position: string;
  company: string;
  publisherId: number;
  industry: LabelledValue;
  education: LabelledValue;
  totalCommission: number;
  guaranteeMonth: number;
  minSalary: number;
  maxSalary: number;
  currency: string;
  location: JobLocationView;
  status: JobStatus;
  auditStatus: JobAuditStatus;
  rejectReason: string | null;
  sort: number | null;
  resumeAuditorId: number | null;
  resumeAuditorName: string | null;
  createBy: string;
  createTime: string;
  publishTime: string | null;
  validThrough: string | null;
  /** Distinct visitors per day, summed (telemetry, not events). */
  viewCount: number;
  applicantCount: number;
  /** What the caller may do to it now (the state machine and who they are). */
  allowedActions: JobAction[];
}

/** `GET /jobs/{id}/form` and react-admin's `GET /jobs/{id}`: the row, every text section and the audit's outcome. */
export type JobDetail = JobRow &
  Record<JobTextField, string> & {
    provinceCode: string;
    districtCode: string;
    detailAddress: string;
    /** Percentages, and the amounts of money they are of `totalCommission`. */
    commission: CommissionSplit | null;
    commissionAmounts: CommissionSplit | null;
    auditTime: string | null;
  };

/** A job as the public sees it (`GET /api/v1/jobs/{id}/public` and the server-rendered `/jobs/{id}`): no commission, no audit. */
export type PublicJobView = Record<JobTextField, string> & {
  id: number;
  position: string;
  company: CompanyCardView;
  industry: LabelledValue;
  education: LabelledValue;
  guaranteeMonth: number;
  minSalary: number;
  maxSalary: number;
  currency: string;
  location: JobLocationView;
  detailAddress: string;
  /** ISO 8601 instants (structured data and the reader's locale format them). */
  publishTime: string | null;
  validThrough: string | null;
  /** False once closed or expired: the page stays, marked expired. */
  isOpen: boolean;
};

/** A search result (`GET /jobs/search`) and a hot job. */
export interface JobCardView {
  id: number;
  position: string;
  company: string;
  publisherId: number;
  industry: LabelledValue;
  education: LabelledValue;
  minSalary: number;
  maxSalary: number;
  currency: string;
  location: JobLocationView;
  /** `YYYY-MM-DD HH:mm:ss` in the zone of the job's country (searches, hot lists); ISO 8601 in the public views. */
  publishTime: string;
  /** A featured ("VIP") ad until this ISO 8601 instant (pinned on top of searches and the hot list); null otherwise. */
  featuredUntil: string | null;
}

/** `GET /jobs/search`: a page of results, the total and how the words were read. */
export interface JobSearchPage {
  list: JobCardView[];
  /** Matching jobs, counted up to 1,000 (`isTotalCapped` says when more match: show "1,000+"). */
  total: number;
  /** More jobs match than were counted; pages go no further than the count. */
  isTotalCapped?: boolean;
  /** `total` is an estimate: a common search is counted exactly only so far (show "about 640"). */
  isTotalEstimated?: boolean;
}

/** A company as a card (`GET /companies/search`, the home's hot companies, the job page's company card). */
export interface CompanyCardView {
  id: number;
  name: string;
  /** The industry most of its open jobs are in, if it has any. */
  industry: LabelledValue | null;
  location: JobLocationView | null;
  openJobCount: number;
  /** Only when the publisher allowed it (`PUT /companies/mine`); never any other document. */
  officePhotoUrl: string | null;
}

/** `GET /companies/{id}/public` and the server-rendered `/companies/{id}`. */
export interface CompanyPageView extends CompanyCardView {
  introduction: string;
  jobs: JobCardView[];
}

/** The job-seeker sub-view of a job (`GET /jobs/{id}/applicants`): filled by delivery orders when they arrive. */
export interface JobApplicantRow {
  deliveryOrderId: number;
  seekerId: number;
  seekerName: string;
  resumeId: number | null;
  appliedTime: string;
  status: string;
}

/** `GET /jobs/stats`: the dashboard's jobs card. */
export interface JobStatsView {
  openJobs: number;
  pendingAudits: number;
}

/** `GET|PUT /companies/mine`: the publisher's own company page settings, and what the public page will show. */
export interface MyCompanyView {
  publisherId: number;
  /** The company's name from the registration application. */
  name: string;
  introduction: string;
  showOfficePhoto: boolean;
  /** Whether the application holds an office photo that could be shown. */
  hasOfficePhoto: boolean;
  /** Whether the application is approved, i.e. the public company page exists. */
  isApproved: boolean;
  openJobCount: number;
}
