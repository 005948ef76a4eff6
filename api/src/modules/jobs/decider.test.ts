import type { JobEvent, JobFields } from '@jobmarket/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../eventSourcing/deciderSpecification';
import { jobDecider, type AuditDecision, type JobActor, type JobCommand } from './decider';

const given = DeciderSpecification.for(jobDecider);

const DAY = 24 * 3600_000;
const now = new Date('2025-03-01T08:00:00.000Z');
const later = (days: number, from = now) => new Date(from.getTime() + days * DAY);

const fields: JobFields = {
  position: 'วิศวกรซอฟต์แวร์อาวุโส',
  company: 'Siam Digital Co., Ltd.',
  industry: 'internet',
  education: '3',
  totalCommission: 30000,
  guaranteeMonth: 3,
  minSalary: 60000,
  maxSalary: 90000,
  provinceCode: 'TH-10',
  districtCode: 'TH-1001',
  detailAddress: 'ถนนสุขุมวิท',
  responsibility: 'ออกแบบระบบ',
  requirement: 'ประสบการณ์ 5 ปี',
  interviewProcess: 'สัมภาษณ์สองรอบ',
  strictRequirements: 'TypeScript',
  preferredProfile: 'เคยทำงานกับ PostgreSQL',
  generalProfile: 'วิศวกรซอฟต์แวร์',
  rejectedProfile: 'ไม่มีประสบการณ์',
  softSkills: 'สื่อสารดี',
  managementExperience: 'ไม่จำเป็น',
  currency: 'THB',
};

const publisher: JobActor = { userId: 7, mayCloseAny: false, maySeeAny: false };
const otherPublisher: JobActor = { userId: 8, mayCloseAny: false, maySeeAny: false };
const staffCloser: JobActor = { userId: 2, mayCloseAny: true, maySeeAny: true };
const staffReader: JobActor = { userId: 3, mayCloseAny: false, maySeeAny: true };

const posted: JobEvent = { type: 'JobPosted', data: { ...fields, jobId: 1, publisherId: 7, locale: 'th' } };
const commission = { company: 50, auditor: 30, candidate: 20 };
const approved: JobEvent = { type: 'JobApproved', data: { jobId: 1, auditorId: '2', commission, resumeAuditorId: 4, sort: 10, noticeId: 41 } };
const published: JobEvent = { type: 'JobPublished', data: { jobId: 1, publishTime: now.toISOString(), validThrough: later(30).toISOString() } };
const rejected: JobEvent = { type: 'JobRejected', data: { jobId: 1, auditorId: '2', rejectReason: 'Salary missing', noticeId: 42 } };
const closed: JobEvent = { type: 'JobClosed', data: { jobId: 1, closedBy: 'publisher', actorId: '7' } };
const expired: JobEvent = { type: 'JobExpired', data: { jobId: 1, validThrough: later(30).toISOString() } };
const edited = (changes: Partial<JobFields>): JobEvent => ({ type: 'JobEdited', data: { ...fields, ...changes, jobId: 1 } });
const submitted: JobEvent = { type: 'JobSubmittedForReview', data: { jobId: 1 } };
const reposted: JobEvent = { type: 'JobReposted', data: { jobId: 1 } };

const post = (standing: 'approved' | 'pending' | 'rejected' | 'notPublisher' = 'approved'): JobCommand => ({
  type: 'PostJob',
  jobId: 1,
  publisherId: 7,
  standing,
  fields,
  locale: 'th',
});
const approve = (changes: Partial<Extract<AuditDecision, { approved: true }>> = {}): JobCommand => ({
  type: 'AuditJob',
  decision: { approved: true, commission, resumeAuditor: { id: 4, isStaffAuditor: true }, sort: 10, ...changes },
  auditorId: '2',
  noticeId: 41,
  now,
  validDays: 30,
});
const reject = (rejectReason = 'Salary missing'): JobCommand => ({ type: 'AuditJob', decision: { approved: false, rejectReason }, auditorId: '2', noticeId: 42, now, validDays: 30 });
const edit = (actor: JobActor, changes: Partial<JobFields> = { position: 'Senior software engineer' }): JobCommand => ({ type: 'EditJob', actor, fields: { ...fields, ...changes } });
const close = (actor: JobActor): JobCommand => ({ type: 'CloseJob', actor });
const extend = (actor: JobActor, validThrough: Date): JobCommand => ({
  type: 'ExtendJob',
  actor,
  validThrough: validThrough.toISOString(),
  bounds: { after: later(1).toISOString(), notAfter: later(90).toISOString(), maxDays: 90 },
});
const repost = (actor: JobActor = publisher, at = later(40)): JobCommand => ({ type: 'RepostJob', actor, now: at, validDays: 30 });
const expire = (at: Date, noticeId?: number): JobCommand => ({ type: 'ExpireJob', now: at, ...(noticeId === undefined ? {} : { noticeId }) });

describe('job decider', () => {
  describe('who may post', () => {
    it('takes a job from an approved publisher, pending review, in the language they posted in', () => given([]).when(post()).then([posted]));

    it('tells a publisher whose registration is pending or was rejected why they cannot post', () => {
      given([]).when(post('pending')).thenThrows('A0440', 'jobs.refusals.publisherNotApproved');
      given([]).when(post('rejected')).thenThrows('A0440', 'jobs.refusals.publisherRejected');
    });

    it('refuses everyone who is not a publisher', () => given([]).when(post('notPublisher')).thenThrows('A0301', 'jobs.refusals.notPublisher'));
  });

  describe('audit', () => {
    it('publishes an approved job at once, open for the configured number of days', () =>
      given([posted]).when(approve()).then([approved, published]));

    it('refuses a commission split that does not total 100%, under the commission field', () =>
      given([posted])
        .when(approve({ commission: { company: 50, auditor: 30, candidate: 10 } }))
        .thenThrows('A0402', 'validation.commissionMustTotal100', { fieldErrors: { commission: 'validation.commissionMustTotal100' } }));

    it('takes a split of thirds that rounds to exactly 100%', () =>
      given([posted])
        .when(approve({ commission: { company: 33.33, auditor: 33.33, candidate: 33.34 } }))
        .then([{ ...approved, data: { ...approved.data, commission: { company: 33.33, auditor: 33.33, candidate: 33.34 } } } as JobEvent, published]));

    it('refuses a resume auditor who is not a staff member holding the auditor role', () =>
      given([posted])
        .when(approve({ resumeAuditor: { id: 9, isStaffAuditor: false } }))
        .thenThrows('A0402', 'validation.notStaffAuditor', { fieldErrors: { resumeAuditorId: 'validation.notStaffAuditor' } }));

    it('rejects with a reason, and not without one', () => {
      given([posted]).when(reject()).then([rejected]);
      given([posted]).when(reject('  ')).thenThrows('A0402', 'validation.rejectReasonRequired', { fieldErrors: { rejectReason: 'validation.rejectReasonRequired' } });
    });

    it('audits only a job waiting for review', () => {
      given([posted, approved, published]).when(approve()).thenThrows('A0440', 'jobs.refusals.notPending');
      given([posted, rejected]).when(reject()).thenThrows('A0440', 'jobs.refusals.notPending');
      given([posted, closed]).when(approve()).thenThrows('A0440', 'jobs.refusals.notPending');
    });

    it('does not find a job that was never posted', () => given([]).when(approve()).thenThrows('A0606'));
  });

  describe('edit', () => {
    it('keeps a pending job pending', () => given([posted]).when(edit(publisher)).then([edited({ position: 'Senior software engineer' })]));

    it('sends an edited published job back to review, so nothing unreviewed goes public', () =>
      given([posted, approved, published]).when(edit(publisher)).then([edited({ position: 'Senior software engineer' }), submitted]));

    it('resubmits a corrected rejected job', () =>
      given([posted, rejected]).when(edit(publisher, { maxSalary: 95000 })).then([edited({ maxSalary: 95000 }), submitted]));

    it('changes nothing when nothing was changed', () => given([posted, approved, published]).when(edit(publisher, {})).thenNothingHappened());

    it('does not edit a closed or expired job', () => {
      given([posted, closed]).when(edit(publisher)).thenThrows('A0440', 'jobs.refusals.notEditable');
      given([posted, approved, published, expired]).when(edit(publisher)).thenThrows('A0440', 'jobs.refusals.notEditable');
    });

    it("hides another publisher's job from them, and lets no staff member edit it", () => {
      given([posted]).when(edit(otherPublisher)).thenThrows('A0606');
      given([posted]).when(edit(staffCloser)).thenThrows('A0301');
    });
  });

  describe('close', () => {
    it('lets the publisher withdraw a pending job, close a published or rejected one', () => {
      given([posted]).when(close(publisher)).then([closed]);
      given([posted, approved, published]).when(close(publisher)).then([closed]);
      given([posted, rejected]).when(close(publisher)).then([closed]);
    });

    it('lets staff holding biz:job:close take any job down', () =>
      given([posted, approved, published]).when(close(staffCloser)).then([{ type: 'JobClosed', data: { jobId: 1, closedBy: 'staff', actorId: '2' } }]));

    it('refuses staff without biz:job:close, and hides the job from another publisher', () => {
      given([posted, approved, published]).when(close(staffReader)).thenThrows('A0301');
      given([posted, approved, published]).when(close(otherPublisher)).thenThrows('A0606');
    });

    it('closes only once', () => {
      given([posted, closed]).when(close(publisher)).thenThrows('A0440', 'jobs.refusals.notOpen');
      given([posted, approved, published, expired]).when(close(publisher)).thenThrows('A0440', 'jobs.refusals.notOpen');
    });
  });

  describe('extend', () => {
    it('moves a published job’s closing date', () =>
      given([posted, approved, published])
        .when(extend(publisher, later(60)))
        .then([{ type: 'JobExtended', data: { jobId: 1, validThrough: later(60).toISOString() } }]));

    it('refuses a day not after today, or beyond the longest time a job may stay open', () => {
      given([posted, approved, published])
        .when(extend(publisher, later(1)))
        .thenThrows('A0402', 'validation.validThroughInPast', { fieldErrors: { validThrough: 'validation.validThroughInPast' } });
      given([posted, approved, published])
        .when(extend(publisher, later(91)))
        .thenThrows('A0402', 'validation.validThroughTooFar', { vars: { days: 90 }, fieldErrors: { validThrough: 'validation.validThroughTooFar' } });
    });

    it('extends only a published job, and only its own publisher may', () => {
      given([posted]).when(extend(publisher, later(10))).thenThrows('A0440', 'jobs.refusals.notPublished');
      given([posted, closed]).when(extend(publisher, later(10))).thenThrows('A0440', 'jobs.refusals.notPublished');
      given([posted, approved, published]).when(extend(otherPublisher, later(10))).thenThrows('A0606');
    });
  });

  describe('repost', () => {
    it('publishes again at once a closed job whose content was approved as it stands', () =>
      given([posted, approved, published, closed])
        .when(repost())
        .then([reposted, { type: 'JobPublished', data: { jobId: 1, publishTime: later(40).toISOString(), validThrough: later(70).toISOString() } }]));

    it('publishes again an expired job', () =>
      given([posted, approved, published, expired])
        .when(repost())
        .then([reposted, { type: 'JobPublished', data: { jobId: 1, publishTime: later(40).toISOString(), validThrough: later(70).toISOString() } }]));

    it('sends to review a job edited since its approval, or never approved', () => {
      given([posted, approved, published, edited({ minSalary: 1 }), submitted, closed]).when(repost()).then([reposted, submitted]);
      given([posted, closed]).when(repost()).then([reposted, submitted]);
      given([posted, rejected, closed]).when(repost()).then([reposted, submitted]);
    });

    it('reposts only a closed job of its own', () => {
      given([posted, approved, published]).when(repost()).thenThrows('A0440', 'jobs.refusals.notClosed');
      given([posted, closed]).when(repost(otherPublisher)).thenThrows('A0606');
    });

    it('publishes a job reposted and approved again', () =>
      given([posted, closed, reposted, submitted]).when(approve()).then([approved, published]));
  });

  describe('expire', () => {
    it('closes a published job whose closing date has passed, reserving the notice that tells the publisher', () =>
      given([posted, approved, published])
        .when(expire(later(30, later(0.001)), 43))
        .then([{ type: 'JobExpired', data: { jobId: 1, validThrough: later(30).toISOString(), noticeId: 43 } }]));

    it('does nothing before the closing date', () => given([posted, approved, published]).when(expire(later(29))).thenNothingHappened());

    it('ignores the old timer of an extended job', () =>
      given([posted, approved, published, { type: 'JobExtended', data: { jobId: 1, validThrough: later(60).toISOString() } }])
        .when(expire(later(31)))
        .thenNothingHappened());

    it('ignores a job closed, sent back to review or expired already', () => {
      given([posted, approved, published, closed]).when(expire(later(31))).thenNothingHappened();
      given([posted, approved, published, edited({ minSalary: 1 }), submitted]).when(expire(later(31))).thenNothingHappened();
      given([posted, approved, published, expired]).when(expire(later(31))).thenNothingHappened();
    });
  });
});
