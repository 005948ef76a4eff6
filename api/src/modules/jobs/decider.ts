import {
  commissionTotalOf,
  COMMISSION_TOTAL,
  jobRefusalOf,
  type CommissionSplit,
  type JobAction,
  type JobEvent,
  type JobFields,
  type JobStatus,
} from '@jobmarket/contracts';
import type { Decider } from '../../eventSourcing/decider';
import { DomainError } from '../../http/appError';

export const jobStream = (jobId: number) => `job-${jobId}`;

const DAY_MS = 24 * 3600_000;

/** Where a caller stands as a poster of jobs: only an approved publisher may post. */
export type PosterStanding = 'approved' | 'pending' | 'rejected' | 'notPublisher';

/** Who asks for a change to a job: their user id and what they may do beyond their own jobs. */
export interface JobActor {
  userId: number;
  /** Staff holding biz:job:close: may take down any job. */
  mayCloseAny: boolean;
  /** Staff holding biz:job:query: see every job, so another's job is not hidden from them (A0301, not A0606). */
  maySeeAny: boolean;
}

export type JobState =
  | { exists: false }
  | {
      exists: true;
      jobId: number;
      publisherId: number;
      /** The publisher's language when they posted: what the notices telling them are written in. */
      locale: string;
      status: JobStatus;
      fields: JobFields;
      /** True from an approval until the next edit: a repost may then publish at once, nothing unreviewed goes public. */
      isApprovedAsItStands: boolean;
      validThrough: string | null;
    };

export type AuditDecision =
  | { approved: true; commission: CommissionSplit; resumeAuditor: { id: number; isStaffAuditor: boolean }; sort: number }
  | { approved: false; rejectReason: string };

/** Where an extended job may close: after `after` (the end of today), no later than `notAfter` (today + `maxDays`). */
export interface ExtensionBounds {
  after: string;
  notAfter: string;
  maxDays: number;
}

export type JobCommand =
  | { type: 'PostJob'; jobId: number; publisherId: number; standing: PosterStanding; fields: JobFields; locale: string }
  | { type: 'EditJob'; actor: JobActor; fields: JobFields }
  | {
      type: 'AuditJob';
      decision: AuditDecision;
      auditorId: string | null;
      /** The id reserved for the notice that tells the publisher (the seed's demo decisions have none). */
      noticeId?: number;
      now: Date;
      /** `job.validDays`: how long an approved job stays open. */
      validDays: number;
    }
  | { type: 'CloseJob'; actor: JobActor }
  | { type: 'ExtendJob'; actor: JobActor; validThrough: string; bounds: ExtensionBounds }
  | { type: 'RepostJob'; actor: JobActor; now: Date; validDays: number }
  /** The timer at validThrough; `noticeId` is reserved for telling the publisher the job closed. */
  | { type: 'ExpireJob'; now: Date; noticeId?: number };

type ExistingJob = Extract<JobState, { exists: true }>;

/** Refuses whoever may not post: other roles (A0301), publishers whose registration is not approved (A0440, saying why). */
export function refuseUnlessMayPost(standing: PosterStanding): void {
  if (standing === 'notPublisher') throw new DomainError('A0301', 'jobs.refusals.notPublisher');
  if (standing === 'pending') throw new DomainError('A0440', 'jobs.refusals.publisherNotApproved');
  if (standing === 'rejected') throw new DomainError('A0440', 'jobs.refusals.publisherRejected');
}

function refuseUnless(status: JobStatus, action: JobAction): void {
  const refusal = jobRefusalOf(status, action);
  if (refusal) throw new DomainError('A0440', refusal);
}

function existing(state: JobState): ExistingJob {
  if (!state.exists) throw new DomainError('A0606');
  return state;
}

/** Only the job's own publisher changes it; another publisher learns nothing about it (A0606), staff are refused (A0301). */
function ownedBy(state: JobState, actor: JobActor): ExistingJob {
  const job = existing(state);
  if (job.publisherId === actor.userId) return job;
  throw new DomainError(actor.maySeeAny ? 'A0301' : 'A0606');
}

/** The job, when the actor may edit it now: their own, in a state that takes edits. */
export function editableBy(state: JobState, actor: JobActor): ExistingJob {
  const job = ownedBy(state, actor);
  refuseUnless(job.status, 'edit');
  return job;
}

const sameFields = (a: JobFields, b: JobFields) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

const publication = (jobId: number, now: Date, validDays: number): JobEvent => ({
  type: 'JobPublished',
  data: { jobId, publishTime: now.toISOString(), validThrough: new Date(now.getTime() + validDays * DAY_MS).toISOString() },
});

function fieldError(field: string, key: string, vars: Record<string, string | number> = {}): DomainError {
  return new DomainError('A0402', key, vars, { errors: { [field]: key } });
}

function decideAudit(job: ExistingJob, command: Extract<JobCommand, { type: 'AuditJob' }>): JobEvent[] {
  const { decision, auditorId, noticeId } = command;
  refuseUnless(job.status, decision.approved ? 'approve' : 'reject');
  const told = noticeId === undefined ? {} : { noticeId };
  if (!decision.approved) {
    if (!decision.rejectReason.trim()) throw fieldError('rejectReason', 'validation.rejectReasonRequired');
    return [{ type: 'JobRejected', data: { jobId: job.jobId, auditorId, rejectReason: decision.rejectReason, ...told } }];
  }
  if (commissionTotalOf(decision.commission) !== COMMISSION_TOTAL) throw fieldError('commission', 'validation.commissionMustTotal100');
  if (!decision.resumeAuditor.isStaffAuditor) throw fieldError('resumeAuditorId', 'validation.notStaffAuditor');
  return [
    {
      type: 'JobApproved',
      data: { jobId: job.jobId, auditorId, commission: decision.commission, resumeAuditorId: decision.resumeAuditor.id, sort: decision.sort, ...told },
    },
    publication(job.jobId, command.now, command.validDays),
  ];
}

/**
 * A job (stream `job-<id>`), by contracts' jobMachine: posted pending review; approved (and published until
 * validThrough) or rejected; edited by its publisher (back to review unless still pending); closed by its publisher or
 * staff; extended while open; reposted after it closed; expired by its timer.
 */
export const jobDecider: Decider<JobState, JobCommand, JobEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    if (event.type === 'JobPosted') {
      const { jobId, publisherId, locale, ...fields } = event.data;
      return { exists: true, jobId, publisherId, locale, status: 'pending', fields, isApprovedAsItStands: false, validThrough: null };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'JobEdited': {
        const { jobId: _jobId, ...fields } = event.data;
        return { ...state, fields, isApprovedAsItStands: false };
      }
      case 'JobSubmittedForReview':
      case 'JobReposted':
        // a repost is followed at once by its publication or its resubmission
        return { ...state, status: 'pending' };
      case 'JobApproved':
        return { ...state, isApprovedAsItStands: true };
      case 'JobRejected':
        return { ...state, status: 'rejected', isApprovedAsItStands: false };
      case 'JobPublished':
        return { ...state, status: 'published', validThrough: event.data.validThrough };
      case 'JobExtended':
        return { ...state, validThrough: event.data.validThrough };
      case 'JobClosed':
        return { ...state, status: 'closed' };
      case 'JobExpired':
        return { ...state, status: 'expired' };
    }
    return state;
  },
  decide(command, state) {
    switch (command.type) {
      case 'PostJob': {
        refuseUnlessMayPost(command.standing);
        if (state.exists) throw new DomainError('A0440');
        const { jobId, publisherId, locale, fields } = command;
        return [{ type: 'JobPosted', data: { ...fields, jobId, publisherId, locale } }];
      }
      case 'EditJob': {
        const job = editableBy(state, command.actor);
        if (sameFields(job.fields, command.fields)) return [];
        const edited: JobEvent = { type: 'JobEdited', data: { ...command.fields, jobId: job.jobId } };
        // a pending job is under review already; anything else goes back to it, so nothing unreviewed is public
        return job.status === 'pending' ? [edited] : [edited, { type: 'JobSubmittedForReview', data: { jobId: job.jobId } }];
      }
      case 'AuditJob':
        return decideAudit(existing(state), command);
      case 'CloseJob': {
        const job = existing(state);
        const isOwn = job.publisherId === command.actor.userId;
        if (!isOwn && !command.actor.mayCloseAny) throw new DomainError(command.actor.maySeeAny ? 'A0301' : 'A0606');
        refuseUnless(job.status, 'close');
        return [{ type: 'JobClosed', data: { jobId: job.jobId, closedBy: isOwn ? 'publisher' : 'staff', actorId: String(command.actor.userId) } }];
      }
      case 'ExtendJob': {
        const job = ownedBy(state, command.actor);
        refuseUnless(job.status, 'extend');
        const until = new Date(command.validThrough).getTime();
        const { after, notAfter, maxDays } = command.bounds;
        if (until <= new Date(after).getTime()) throw fieldError('validThrough', 'validation.validThroughInPast');
        if (until > new Date(notAfter).getTime()) throw fieldError('validThrough', 'validation.validThroughTooFar', { days: maxDays });
        if (job.validThrough === command.validThrough) return [];
        return [{ type: 'JobExtended', data: { jobId: job.jobId, validThrough: command.validThrough } }];
      }
      case 'RepostJob': {
        const job = ownedBy(state, command.actor);
        refuseUnless(job.status, 'repost');
        const reposted: JobEvent = { type: 'JobReposted', data: { jobId: job.jobId } };
        // content approved as it stands goes public again; anything else is reviewed first
        return job.isApprovedAsItStands
          ? [reposted, publication(job.jobId, command.now, command.validDays)]
          : [reposted, { type: 'JobSubmittedForReview', data: { jobId: job.jobId } }];
      }
      case 'ExpireJob': {
        const job = existing(state);
        // a timer set before an extension, a close or an edit finds nothing to do
        if (job.status !== 'published' || job.validThrough === null || new Date(job.validThrough).getTime() > command.now.getTime()) return [];
        const told = command.noticeId === undefined ? {} : { noticeId: command.noticeId };
        return [{ type: 'JobExpired', data: { jobId: job.jobId, validThrough: job.validThrough, ...told } }];
      }
    }
  },
};
