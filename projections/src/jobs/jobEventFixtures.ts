import type { ApplicationEvent, CommissionSplit, CompanyEvent, JobEvent, JobFields, MembershipEvent } from '@jobmarket/contracts';
import { specEvent, type SpecEvent, type SpecEventOptions } from '../testing/projectionSpec';

/** Jobs-context events for projection specs and api tests: plausible defaults, overridden where a test cares. */

export const jobStreamOf = (jobId: number) => `job-${jobId}`;

export function jobFields(changes: Partial<JobFields> = {}): JobFields {
  return {
    position: 'Senior Software Engineer',
    company: 'Acme Co., Ltd.',
    industry: 'internet',
    education: '3',
    totalCommission: 30000,
    guaranteeMonth: 3,
    minSalary: 40000,
    maxSalary: 60000,
    currency: 'THB',
    provinceCode: 'TH-10',
    districtCode: 'TH-1001',
    detailAddress: '88 Sukhumvit Road',
    responsibility: 'Design and build services',
    requirement: 'Five years of TypeScript',
    interviewProcess: 'Two rounds',
    strictRequirements: 'Work permit',
    preferredProfile: 'Open source work',
    generalProfile: 'Curious people',
    rejectedProfile: 'None',
    softSkills: 'Communication',
    managementExperience: 'Not required',
    ...changes,
  };
}

const inJob = (jobId: number, event: JobEvent, options?: SpecEventOptions) => specEvent(jobStreamOf(jobId), event, options);

export const jobPosted = (jobId: number, publisherId: number, changes: Partial<JobFields> = {}, options: SpecEventOptions & { locale?: string } = {}): SpecEvent =>
  inJob(jobId, { type: 'JobPosted', data: { ...jobFields(changes), jobId, publisherId, locale: options.locale ?? 'en' } }, options);

export const jobEdited = (jobId: number, changes: Partial<JobFields> = {}, options?: SpecEventOptions): SpecEvent =>
  inJob(jobId, { type: 'JobEdited', data: { ...jobFields(changes), jobId } }, options);

export const jobSubmittedForReview = (jobId: number, options?: SpecEventOptions): SpecEvent => inJob(jobId, { type: 'JobSubmittedForReview', data: { jobId } }, options);

const evenSplit: CommissionSplit = { company: 50, auditor: 30, candidate: 20 };

export const jobApproved = (jobId: number, changes: { commission?: CommissionSplit; resumeAuditorId?: number; sort?: number; noticeId?: number } = {}, options?: SpecEventOptions): SpecEvent =>
  inJob(jobId, { type: 'JobApproved', data: { jobId, auditorId: '2', commission: evenSplit, resumeAuditorId: 5, sort: 0, ...changes } }, options);

export const jobRejected = (jobId: number, rejectReason = 'Salary missing', options?: SpecEventOptions): SpecEvent =>
  inJob(jobId, { type: 'JobRejected', data: { jobId, auditorId: '2', rejectReason, noticeId: 77 } }, options);

const DAY_MS = 24 * 3600_000;

export const jobPublished = (jobId: number, publishTime: Date, validDays = 30, options?: SpecEventOptions): SpecEvent =>
  inJob(
    jobId,
    { type: 'JobPublished', data: { jobId, publishTime: publishTime.toISOString(), validThrough: new Date(publishTime.getTime() + validDays * DAY_MS).toISOString() } },
    options,
  );

export const jobExtended = (jobId: number, validThrough: Date, options?: SpecEventOptions): SpecEvent =>
  inJob(jobId, { type: 'JobExtended', data: { jobId, validThrough: validThrough.toISOString() } }, options);

export const jobClosed = (jobId: number, options?: SpecEventOptions): SpecEvent => inJob(jobId, { type: 'JobClosed', data: { jobId, closedBy: 'publisher', actorId: '9' } }, options);

export const jobExpired = (jobId: number, validThrough: Date, options?: SpecEventOptions): SpecEvent =>
  inJob(jobId, { type: 'JobExpired', data: { jobId, validThrough: validThrough.toISOString() } }, options);

export const jobReposted = (jobId: number, options?: SpecEventOptions): SpecEvent => inJob(jobId, { type: 'JobReposted', data: { jobId } }, options);

/** A file id for a publisher's office photo, unique per publisher. */
export const officePhotoIdOf = (userId: number) => `00000000-0000-4000-8000-${String(userId).padStart(12, '0')}`;

/** A publisher's application as the registration context records it; the office photo is its first officePhoto file. */
export const publisherApplied = (userId: number, company: string, officePhotoId = officePhotoIdOf(userId), options?: SpecEventOptions): SpecEvent =>
  specEvent<ApplicationEvent>(
    `application-${userId}`,
    {
      type: 'PublisherApplicationSubmitted',
      data: {
        userId,
        username: `publisher${userId}`,
        email: `publisher${userId}@example.com`,
        mobile: '13800000000',
        locale: 'en',
        company,
        documents: { idCard: [{ id: '11111111-1111-4111-8111-111111111111', name: 'id.png' }], officePhoto: [{ id: officePhotoId, name: 'office.jpg' }] },
      },
    },
    options,
  );

export const publisherApproved = (userId: number, options?: SpecEventOptions): SpecEvent =>
  specEvent<ApplicationEvent>(`application-${userId}`, { type: 'ApplicationApproved', data: { userId, kind: 'publisher', auditorId: '2' } }, options);

export const publisherRejected = (userId: number, options?: SpecEventOptions): SpecEvent =>
  specEvent<ApplicationEvent>(`application-${userId}`, { type: 'ApplicationRejected', data: { userId, kind: 'publisher', auditorId: '2', rejectReason: 'Blurry' } }, options);

export const publisherResubmitted = (userId: number, changes: { company?: string; officePhotoId?: string }, options?: SpecEventOptions): SpecEvent =>
  specEvent<ApplicationEvent>(
    `application-${userId}`,
    {
      type: 'ApplicationResubmitted',
      data: {
        userId,
        kind: 'publisher',
        ...(changes.company === undefined ? {} : { company: changes.company }),
        documents: changes.officePhotoId ? { officePhoto: [{ id: changes.officePhotoId, name: 'office2.jpg' }] } : {},
      },
    },
    options,
  );

export const companyProfileUpdated = (publisherId: number, introduction: string, showOfficePhoto: boolean, options?: SpecEventOptions): SpecEvent =>
  specEvent<CompanyEvent>(`company-${publisherId}`, { type: 'CompanyProfileUpdated', data: { publisherId, introduction, showOfficePhoto } }, options);

/** A promotion (featured job ad, issue 13) as the membership context records it on the publisher's stream. */
export const jobPromotionStarted = (promotionId: number, publisherId: number, jobId: number, endTime: Date, options?: SpecEventOptions): SpecEvent =>
  specEvent<MembershipEvent>(
    `membership-${publisherId}`,
    { type: 'JobPromotionStarted', data: { promotionId, publisherId, jobId, startTime: new Date(endTime.getTime() - 7 * DAY_MS).toISOString(), endTime: endTime.toISOString() } },
    options,
  );

export const jobPromotionEnded = (promotionId: number, publisherId: number, jobId: number, options?: SpecEventOptions): SpecEvent =>
  specEvent<MembershipEvent>(
    `membership-${publisherId}`,
    { type: 'JobPromotionEnded', data: { promotionId, publisherId, jobId, endedBy: 'timer', actorId: null, reason: null } },
    options,
  );
