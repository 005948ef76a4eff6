import { QueueEvents, type ConnectionOptions } from 'bullmq';
import type { QueueName } from '@jobmarket/projections';

/**
 * Awaits jobs by id as a queue's events report them: listening starts before the job exists, so a job that finishes
 * before the test asks is not missed. A job that failed for good rejects with its reason.
 */
export async function watchFinishedJobs(queue: QueueName, settings: { connection: ConnectionOptions; prefix: string }) {
  const events = new QueueEvents(queue, settings);
  const outcomes = new Map<string, { returned?: unknown; failedReason?: string }>();
  const waiting = new Map<string, () => void>();
  const record = (jobId: string, outcome: { returned?: unknown; failedReason?: string }) => {
    outcomes.set(jobId, outcome);
    waiting.get(jobId)?.();
  };
  events.on('completed', ({ jobId, returnvalue }) => record(jobId, { returned: returnvalue }));
  // 'failed' comes only when no attempt is left (an attempt that will be retried moves the job to delayed)
  events.on('failed', ({ jobId, failedReason }) => record(jobId, { failedReason }));
  await events.waitUntilReady();
  return {
    async finished(jobId: string): Promise<unknown> {
      if (!outcomes.has(jobId)) await new Promise<void>((resolve) => waiting.set(jobId, resolve));
      waiting.delete(jobId);
      const outcome = outcomes.get(jobId)!;
      if (outcome.failedReason !== undefined) throw new Error(`job ${jobId} failed: ${outcome.failedReason}`);
      return outcome.returned;
    },
    close: () => events.close(),
  };
}
