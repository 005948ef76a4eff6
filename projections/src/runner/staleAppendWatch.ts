import type { OpenAppend } from '@jobmarket/eventstore';
import { sleep } from './leadership';
import type { RunnerLogger } from './projectionRunner';

/** What the watch asks: the PostgreSQL event store's append transactions open past its threshold. */
export interface OpenAppendSource {
  openAppends(): Promise<OpenAppend[]>;
}

export const STALE_APPEND_CHECK_MS = 5_000;

/** A backend's pid is reused by its next transaction: the transaction's start tells them apart. */
const keyOf = (append: OpenAppend) => `${append.pid}@${append.transactionStart.toISOString()}`;

/**
 * Warns once about each append transaction left open past the threshold (every event-store reader waits for it),
 * and once more when it has ended; nothing in between, however often it is checked.
 */
export class StaleAppendReporter {
  private readonly reported = new Map<string, OpenAppend>();

  constructor(
    private readonly source: OpenAppendSource,
    private readonly logger: RunnerLogger,
  ) {}

  async check(): Promise<void> {
    const open = await this.source.openAppends();
    const stillOpen = new Set(open.map(keyOf));
    for (const append of open) {
      if (this.reported.has(keyOf(append))) continue;
      this.reported.set(keyOf(append), append);
      this.logger.warn(
        { pid: append.pid, ageSeconds: Math.round(append.ageSeconds), applicationName: append.applicationName, state: append.state, queryStart: append.queryStart },
        'an event-store append transaction is still open: every reader waits for it to commit or roll back',
      );
    }
    for (const [key, append] of this.reported) {
      if (stillOpen.has(key)) continue;
      this.reported.delete(key);
      this.logger.info({ pid: append.pid, applicationName: append.applicationName }, 'the stale event-store append transaction has ended');
    }
  }

  /** Checks every `intervalMs` until the signal aborts. */
  async run(signal: AbortSignal, intervalMs = STALE_APPEND_CHECK_MS): Promise<void> {
    while (!signal.aborted) {
      await this.check();
      await sleep(intervalMs, signal);
    }
  }
}
