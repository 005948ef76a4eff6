import type { ApplicationEvent } from '@jobmarket/contracts';
import { defineReactor } from '../reactors/reactor';
import { jobIdFor } from '../reactors/queues';

type Decision = Extract<ApplicationEvent, { type: 'ApplicationApproved' | 'ApplicationRejected' }>;

/**
 * Tells applicants an audit decision: each decision that reserved a notice id becomes one job, and a worker creates
 * and publishes that notice (api registration/decisionNotices). Decisions from before notices existed have none.
 */
export const decisionNoticesReactor = defineReactor({
  name: 'registration_decision_notices_v1',
  handles: ['ApplicationApproved', 'ApplicationRejected'],
  jobsFor(event) {
    const { userId, noticeId } = (event as unknown as Decision).data;
    if (noticeId === undefined) return [];
    return [{ queue: 'notices', name: 'registrationDecision', id: jobIdFor('decision-notice', event.id), data: { applicationId: userId, noticeId } }];
  },
});
