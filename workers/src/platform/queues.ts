import { Queue, type ConnectionOptions, type JobsOptions } from 'bullmq';
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

/**
 * Every queue, its job payload schema and its retry policy, in one place. Producers and workers both read this,
 * so a payload is validated when it is enqueued and again when it is processed.
 */
export const queueDefinitions = {
  maintenance: {
    jobs: {
      pruneOutbox: z.object({ olderThanDays: z.number().int().min(1).default(7) }),
      // days of the PV/UV roll-up are calendar days in this zone, so the scheduler passes the configured TIME_ZONE
      rollupVisits: z.object({ timeZone: z.string().min(1).refine(isKnownTimeZone, 'unknown time zone') }),
    },
  },
} as const;

export type QueueName = keyof typeof queueDefinitions;

export const defaultJobOptions: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  // failed jobs stay visible (BullMQ's failed set) until someone looks at them
  removeOnFail: false,
};

export interface QueueSettings {
  connection: ConnectionOptions;
  /** Redis key prefix; tests use their own. */
  prefix?: string;
}

export function openQueue(name: QueueName, settings: QueueSettings): Queue {
  return new Queue(name, { connection: settings.connection, prefix: settings.prefix, defaultJobOptions });
}

/**
 * Job ids derive from the event that caused the job, so a replayed event cannot enqueue the same work twice.
 * BullMQ keeps ':' for its own keys, hence the dash.
 */
export function jobIdFor(purpose: string, eventId: string): string {
  return `${purpose}-${eventId}`;
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
