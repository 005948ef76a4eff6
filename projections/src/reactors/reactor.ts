import type { RecordedEvent } from '@jobmarket/eventstore';
import { defineProjection, type Projection } from '../runner/projection';
import { jobSchemaOf, type JobQueues, type QueueName } from './queues';

/** A job an event causes. `id` must contain the event's id (see `jobIdFor`), so a replay finds the job already there. */
export interface ReactorJob {
  queue: QueueName;
  name: string;
  id: string;
  data: unknown;
  /** Runs no earlier than this (a timer); the delay lives in Redis, so it survives restarts of every process. */
  delayUntil?: Date | string;
}

export interface Reactor {
  /** Versioned name, e.g. `job_expiry_v1`; its checkpoint is kept under it like a projection's. */
  name: string;
  handles: readonly string[];
  /** Pure: the jobs an event causes (none is fine). */
  jobsFor(event: RecordedEvent): readonly ReactorJob[];
}

export function defineReactor(reactor: Reactor): Reactor {
  return reactor;
}

/** Milliseconds from `now` until `delayUntil`; a time already past runs at once. */
export function delayOf(delayUntil: Date | string | undefined, now = Date.now()): number {
  if (delayUntil === undefined) return 0;
  const at = new Date(delayUntil).getTime();
  if (Number.isNaN(at)) throw new Error(`Invalid delayUntil ${String(delayUntil)}`);
  return Math.max(0, at - now);
}

/**
 * Runs a reactor as a projection without tables, so the projection runner checkpoints and leader-elects it. The
 * batch enqueues before its checkpoint commits: a failed enqueue fails the batch (retried, then the reactor stops
 * visibly), and a batch replayed after a crash re-adds jobs whose ids BullMQ already holds, which adds nothing.
 * Positions a rebuild already handled (`isReplay`) enqueue nothing.
 */
export function reactorProjection(reactor: Reactor, queues: JobQueues): Projection {
  return defineProjection({
    name: reactor.name,
    handles: reactor.handles,
    tables: [],
    async setup() {},
    async apply(events, context) {
      const byQueue = new Map<QueueName, { name: string; data: unknown; opts: { jobId: string; delay: number } }[]>();
      for (const event of events) {
        if (context.isReplay(event)) continue;
        for (const job of reactor.jobsFor(event)) {
          if (!job.id.includes(event.id)) throw new Error(`Job id ${job.id} of ${reactor.name} does not derive from event ${event.id}`);
          const schema = jobSchemaOf(job.queue, job.name);
          if (!schema) throw new Error(`Queue ${job.queue} has no job ${job.name}`);
          const bulk = byQueue.get(job.queue) ?? [];
          bulk.push({ name: job.name, data: schema.parse(job.data), opts: { jobId: job.id, delay: delayOf(job.delayUntil) } });
          byQueue.set(job.queue, bulk);
        }
      }
      // one round trip per queue and batch; a job id BullMQ already holds is left as it is
      for (const [queue, bulk] of byQueue) await queues.get(queue).addBulk(bulk);
    },
  });
}
