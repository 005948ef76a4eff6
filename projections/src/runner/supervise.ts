import { sleep } from './leadership';
import type { RunnerLogger } from './projectionRunner';

/** Keeps a long-running task alive: restarts it with capped backoff when it fails, until the signal aborts. */
export async function supervise(
  name: string,
  task: (signal: AbortSignal) => Promise<void>,
  signal: AbortSignal,
  logger: RunnerLogger,
): Promise<void> {
  let backoffMs = 1000;
  while (!signal.aborted) {
    const startedAt = Date.now();
    try {
      await task(signal);
    } catch (error) {
      logger.error({ task: name, err: error instanceof Error ? error.message : String(error) }, 'task failed, restarting');
    }
    if (signal.aborted) return;
    backoffMs = Date.now() - startedAt > 60_000 ? 1000 : Math.min(backoffMs * 2, 30_000);
    await sleep(backoffMs, signal);
  }
}
