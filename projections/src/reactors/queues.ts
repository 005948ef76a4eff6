import { createHash } from 'node:crypto';
import { Queue, type ConnectionOptions, type JobsOptions } from 'bullmq';
import { vipOrderNo } from '@jobmarket/contracts';
import { z } from 'zod';

/** An IANA zone name (PostgreSQL's `at time zone` takes the same names). */
function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const positiveId = z.number().int().positive();

/**
 * Every queue, its job payload schemas and its retry policy, in one place. Reactors (projections), workers and the
 * api's queue status all read this, so a payload is validated when it is enqueued and again when it is processed.
 * It lives in projections because reactors enqueue and everything else already depends on projections.
 */
export const queueDefinitions = {
  maintenance: {
    jobs: {
      pruneOutbox: z.object({ olderThanDays: z.number().int().min(1).default(7) }),
      // days of the PV/UV roll-up are calendar days in this zone, so the scheduler passes the configured TIME_ZONE
      rollupVisits: z.object({ timeZone: z.string().min(1).refine(isKnownTimeZone, 'unknown time zone') }),
    },
  },
  notices: {
    jobs: {
      // only ids: the worker reads the application's stream, so no personal data waits in Redis
      registrationDecision: z.object({ applicationId: z.number().int().positive(), noticeId: z.number().int().positive() }),
      // a job's audit decision or expiry, told to its publisher (the worker reads the job's stream)
      jobNotice: z.object({ jobId: z.number().int().positive(), noticeId: z.number().int().positive() }),
      // a membership's activation or coming end, or an order cancelled at its time limit, told to its publisher (the
      // worker reads the stream the noticeId was reserved on; a cancellation names no publisher: the order's stream does)
      membershipNotice: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('activated'), publisherId: positiveId, noticeId: positiveId, orderNo: vipOrderNo }),
        z.object({ kind: z.literal('expiring'), publisherId: positiveId, noticeId: positiveId }),
        z.object({ kind: z.literal('cancelled'), publisherId: positiveId.optional(), noticeId: positiveId, orderNo: vipOrderNo }),
      ]),
      // one notice of a delivery order's step to one party (the worker reads the order's stream for who and what)
      deliveryNotice: z.object({ orderId: positiveId, noticeId: positiveId }),
      // a job fair's notice to one seeker (a promotion to a freed seat, or the revoke's): the worker reads the meeting's
      // stream for whom (the event's seeker, or the revoke's recipient at the notice id's index) and what
      meetingNotice: z.object({ meetingId: positiveId, noticeId: positiveId, eventId: z.string().min(1) }),
      // a consult order's notice to one party: the event's `noticeIds[i]` tells the i-th of the api's
      // consultNoticeRecipients (the worker reads the order's stream for who and what)
      consultNotice: z.object({ orderId: positiveId, noticeId: positiveId, eventId: z.string().min(1) }),
    },
  },
  membership: {
    jobs: {
      // the payment time limit of an order: reconciles with the provider, then cancels it if still unpaid
      cancelUnpaidOrder: z.object({ orderNo: vipOrderNo }),
      // a QR about to expire: asks the provider whether it was paid (the webhook may have been lost)
      reconcilePayment: z.object({ orderNo: vipOrderNo, reference: z.string().min(1) }),
      // a membership's end and its reminder; the command does nothing when a renewal or upgrade moved the end
      expireMembership: z.object({ publisherId: positiveId, endTime: z.iso.datetime({ offset: true }) }),
      remindMembershipExpiry: z.object({ publisherId: positiveId, endTime: z.iso.datetime({ offset: true }) }),
      // a featured job's end (staff or the publisher may have ended it first)
      endPromotion: z.object({ publisherId: positiveId, promotionId: positiveId }),
    },
  },
  jobs: {
    jobs: {
      // the timer of a published or extended job: runs the ExpireJob command at validThrough
      expire: z.object({ jobId: z.number().int().positive() }),
    },
  },
  delivery: {
    jobs: {
      // the guarantee period's end: runs the elapse command (nothing once the order left Onboarded); a reopen into
      // Onboarded enqueues it without `guaranteeEndsAt` and the worker defers it to the order's own end
      elapseGuarantee: z.object({ orderId: positiveId, guaranteeEndsAt: z.iso.datetime({ offset: true }).optional() }),
      // an interview invitation (or its cancellation) e-mailed to the candidate with its .ics, built from the event
      interviewInvitation: z.object({ orderId: positiveId, eventId: z.string().min(1) }),
    },
  },
  meetings: {
    jobs: {
      // a job fair's end: runs the end command at endTime (nothing once ended); one that comes early re-delays itself
      endMeeting: z.object({ meetingId: positiveId }),
      // a seat's confirmation (.ics REQUEST) or its cancellation (.ics CANCEL) e-mailed to its seeker, built from the event
      reservationMail: z.object({ meetingId: positiveId, eventId: z.string().min(1) }),
      // a revoke's fan-out: one mail job per seeker who held a place (the apology, a CANCEL .ics for a seat)
      revokeApologies: z.object({ meetingId: positiveId, eventId: z.string().min(1) }),
    },
  },
  counseling: {
    jobs: {
      // the payment time limit: runs the expire command at payBefore (nothing once paid, cancelled or expired)
      expireConsult: z.object({ orderId: positiveId }),
      // the reminder the day before, to both parties: nothing unless the order is still confirmed at `startsAt`; a
      // confirmation names no start (its event has none). Each timer hands over to the one sending job of its order
      // and start (`due`: that job), so two timers of one start remind once. `noticeIds`: the two notices the sending
      // job reserved on its first run, kept with it so a retry tells no more
      remindConsult: z.object({
        orderId: positiveId,
        startsAt: z.iso.datetime({ offset: true }).optional(),
        due: z.boolean().optional(),
        noticeIds: z.array(positiveId).length(2).optional(),
      }),
      // the calendar invitation (REQUEST), its update (a reschedule) or its CANCEL, e-mailed to both parties, built
      // from the event
      consultInvitation: z.object({ orderId: positiveId, eventId: z.string().min(1) }),
      // a cancellation with refund: asks the payment port for the money back and records ConsultRefunded
      refundConsult: z.object({ orderId: positiveId }),
    },
  },
  mail: {
    jobs: {
      send: z.object({
        to: z.email(),
        subject: z.string().min(1),
        text: z.string(),
        html: z.string().optional(),
        // text attachments (an .ics); binary ones would need an encoding first
        attachments: z.array(z.object({ filename: z.string().min(1), contentType: z.string().min(1), content: z.string() })).optional(),
      }),
    },
  },
} as const;

export type QueueName = keyof typeof queueDefinitions;
export const queueNames = Object.keys(queueDefinitions) as QueueName[];
export type JobName<Queue extends QueueName> = keyof (typeof queueDefinitions)[Queue]['jobs'] & string;
export type JobData<Queue extends QueueName, Name extends JobName<Queue>> = z.input<(typeof queueDefinitions)[Queue]['jobs'][Name]>;

/** The payload schema of a queue's job, or undefined for a name the queue does not know. */
export function jobSchemaOf(queue: QueueName, name: string): z.ZodType | undefined {
  const jobs: Record<string, z.ZodType> = queueDefinitions[queue].jobs;
  return Object.hasOwn(jobs, name) ? jobs[name] : undefined;
}

export const defaultJobOptions: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  // a completed job's id is remembered this long, so an event replayed within it enqueues nothing
  removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
  // failed jobs stay visible (BullMQ's failed set) until someone looks at them
  removeOnFail: false,
};

export interface QueueSettings {
  connection: ConnectionOptions;
  /** Redis key prefix: `${REDIS_KEY_PREFIX}bull` in the processes, a random one in tests. */
  prefix?: string;
}

export function openQueue(name: QueueName, settings: QueueSettings): Queue {
  return new Queue(name, { connection: settings.connection, prefix: settings.prefix, defaultJobOptions });
}

/** Queues opened on first use and closed together; what a reactor enqueues through. */
export class JobQueues {
  private readonly open = new Map<QueueName, Queue>();

  constructor(private readonly settings: QueueSettings) {}

  get(name: QueueName): Queue {
    let queue = this.open.get(name);
    if (!queue) {
      queue = openQueue(name, this.settings);
      this.open.set(name, queue);
    }
    return queue;
  }

  async close(): Promise<void> {
    await Promise.all([...this.open.values()].map((queue) => queue.close()));
    this.open.clear();
  }
}

/**
 * Job ids derive from the event that caused the job, so a replayed event cannot enqueue the same work twice.
 * BullMQ keeps ':' for its own keys, hence the dash.
 */
export function jobIdFor(purpose: string, eventId: string): string {
  return `${purpose}-${eventId}`;
}

/** One job per recipient of what an event caused; the address is hashed so that no key in Redis names a person. */
export function recipientJobIdFor(purpose: string, eventId: string, recipient: string): string {
  const recipientKey = createHash('sha256').update(recipient.trim().toLowerCase()).digest('hex').slice(0, 16);
  return jobIdFor(`${purpose}-${recipientKey}`, eventId);
}

export function connectionFromUrl(url: string): ConnectionOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username || undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : undefined,
    maxRetriesPerRequest: null, // BullMQ workers block on Redis and require this
  };
}
