import type { JobEvent } from '@jobmarket/contracts';
import { defineReactor } from '../reactors/reactor';
import { jobIdFor } from '../reactors/queues';

type Timed = Extract<JobEvent, { type: 'JobPublished' | 'JobExtended' }>;

/**
 * A published job closes when it lapses: each publication and each extension sets a timer (a delayed BullMQ job whose
 * id derives from the event) for its validThrough, and a worker runs the ExpireJob command then. The command finds
 * nothing to do for a timer an extension, a close or an edit has overtaken, so old timers need no cancelling.
 */
export const jobExpiryReactor = defineReactor({
  name: 'job_expiry_v1',
  handles: ['JobPublished', 'JobExtended'],
  jobsFor(event) {
    const { jobId, validThrough } = (event as unknown as Timed).data;
    return [{ queue: 'jobs', name: 'expire', id: jobIdFor('job-expiry', event.id), delayUntil: validThrough, data: { jobId } }];
  },
});
