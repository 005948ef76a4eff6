/**
 * A job's life as a transition table (ARCHITECTURE §2.2): the api enforces it, the admin and the portal offer only the
 * actions it allows. `auditStatus` (spec §4: 0 pending, 1 approved, 2 rejected) is the audit's outcome; `status` is
 * where the job is in its life, which is what decides the actions.
 */
export const jobAuditStatuses = { pending: 0, approved: 1, rejected: 2 } as const;
export type JobAuditStatus = (typeof jobAuditStatuses)[keyof typeof jobAuditStatuses];

export const jobStatuses = ['pending', 'published', 'rejected', 'closed', 'expired'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * edit/close/extend/repost are the publisher's (close also staff's with biz:job:close); approve/reject are the
 * auditor's; expire is the timer's (a worker at validThrough).
 */
export type JobAction = 'edit' | 'approve' | 'reject' | 'close' | 'extend' | 'expire' | 'repost';

/** Where each allowed action leads; an action missing from a state's row is refused with A0440. */
export const jobTransitions = {
  // an edit while pending stays pending; closing a pending job withdraws it
  pending: { edit: 'pending', approve: 'published', reject: 'rejected', close: 'closed' },
  // an edit of a published job sends it back to review, so nothing unreviewed goes public
  published: { edit: 'pending', close: 'closed', extend: 'published', expire: 'expired' },
  // correcting a rejected job resubmits it
  rejected: { edit: 'pending', close: 'closed' },
  // a repost publishes again content that was approved as it stands; anything else goes to review (the decider decides)
  closed: { repost: 'published' },
  expired: { repost: 'published' },
} as const satisfies Record<JobStatus, Partial<Record<JobAction, JobStatus>>>;

/** Why an action is refused in a state (an i18n key). */
const refusals: Partial<Record<JobAction, string>> = {
  edit: 'jobs.refusals.notEditable',
  approve: 'jobs.refusals.notPending',
  reject: 'jobs.refusals.notPending',
  close: 'jobs.refusals.notOpen',
  extend: 'jobs.refusals.notPublished',
  expire: 'jobs.refusals.notPublished',
  repost: 'jobs.refusals.notClosed',
};

export function canJob(status: JobStatus, action: JobAction): boolean {
  return action in jobTransitions[status];
}

/** Actions a UI may offer for a job in this state (before checking who is asking). */
export function allowedJobActions(status: JobStatus): JobAction[] {
  return Object.keys(jobTransitions[status]) as JobAction[];
}

/** Why the action is refused (an i18n key), or undefined when the table allows it. */
export function jobRefusalOf(status: JobStatus, action: JobAction): string | undefined {
  if (canJob(status, action)) return undefined;
  return refusals[action] ?? 'errors.A0440';
}

/** A job a visitor may see and apply to. */
export const isOpenJob = (status: JobStatus): boolean => status === 'published';
