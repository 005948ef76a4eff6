import type { FailedJobView, QueueCountsView } from '@jobmarket/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

export type QueueCounts = QueueCountsView;

/** A failed job as BullMQ keeps it; the route turns the times into the configured zone's local time. */
export type FailedJob = Omit<FailedJobView, 'createdAt' | 'processedAt' | 'failedAt'> & {
  createdAt: Date;
  processedAt: Date | null;
  failedAt: Date | null;
};

const dateOrNull = (epochMs: number | undefined) => (epochMs ? new Date(epochMs) : null);

/**
 * What staff see of the background job queues (ARCHITECTURE §2.4: failures land in a visible failed set): counts per
 * queue, the failed jobs, and retry/discard. Queues are opened lazily on one shared connection without a key prefix
 * (BullMQ refuses ioredis' keyPrefix; the installation's namespace is BullMQ's own `prefix`).
 */
export class QueueInspector {
  private connection?: Redis;
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    readonly queueNames: readonly string[],
  ) {}

  has(name: string): boolean {
    return this.queueNames.includes(name);
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      this.connection ??= new Redis(this.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
      this.connection.on('error', () => undefined); // answered as a failed request; ioredis reconnects by itself
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async counts(): Promise<QueueCounts[]> {
    return Promise.all(
      this.queueNames.map(async (name) => {
        const queue = this.queue(name);
        const counts = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'completed', 'failed', 'paused');
        return {
          name,
          waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.paused ?? 0),
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          completed: counts.completed ?? 0,
          failed: counts.failed ?? 0,
          paused: await queue.isPaused(),
        };
      }),
    );
  }

  async failed(name: string, page: { pageNum: number; pageSize: number }): Promise<{ list: FailedJob[]; total: number }> {
    const queue = this.queue(name);
    const start = (page.pageNum - 1) * page.pageSize;
    const [jobs, total] = await Promise.all([queue.getFailed(start, start + page.pageSize - 1), queue.getFailedCount()]);
    const list = jobs.map((job) => ({
      id: String(job.id),
      name: job.name,
      failedReason: job.failedReason ?? '',
      attemptsMade: job.attemptsMade,
      createdAt: new Date(job.timestamp),
      processedAt: dateOrNull(job.processedOn),
      failedAt: dateOrNull(job.finishedOn),
      dataKeys: job.data && typeof job.data === 'object' ? Object.keys(job.data as object) : [],
    }));
    return { list, total };
  }

  /** Moves a failed job back to waiting with its attempts reset; false when there is no such failed job. */
  async retry(name: string, jobId: string): Promise<boolean> {
    const job = await this.queue(name).getJob(jobId);
    if (!job || !(await job.isFailed())) return false;
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    return true;
  }

  /** Removes a failed job for good; false when there is no such failed job. */
  async discard(name: string, jobId: string): Promise<boolean> {
    const job = await this.queue(name).getJob(jobId);
    if (!job || !(await job.isFailed())) return false;
    await job.remove();
    return true;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.connection?.disconnect();
  }
}
