import type { JobEvent } from '@jobmarket/contracts';
import { defineReactor } from '../reactors/reactor';
import { jobIdFor } from '../reactors/queues';

type Told = Extract<JobEvent, { type: 'JobApproved' | 'JobRejected' | 'JobExpired' }>;

/**
 * Tells publishers what happened to their jobs: each audit decision and each expiry that reserved a notice id becomes
 * one job, and a worker creates and publishes that notice to the publisher alone, in their language (api jobs/jobNotices).
 * The demo seed's decisions reserve none.
 */
export const jobNoticesReactor = defineReactor({
  name: 'job_notices_v1',
  handles: ['JobApproved', 'JobRejected', 'JobExpired'],
  jobsFor(event) {
    const { jobId, noticeId } = (event as unknown as Told).data;
    if (noticeId === undefined) return [];
    return [{ queue: 'notices', name: 'jobNotice', id: jobIdFor('job-notice', event.id), data: { jobId, noticeId } }];
  },
});
