import type { Knex } from 'knex';
import { CHECKPOINT_CHANNEL, encodeCheckpointNews, type CheckpointNews } from './checkpoints';

// NOTIFY payloads must stay under 8000 bytes
const MAX_PAYLOAD_BYTES = 7_000;

/**
 * Tells read-your-writes waiters that projections skipped ahead without a transaction each (issue 10 §7). A
 * projection that handles nothing in a batch keeps its new position in memory; waiting commands must still learn of it
 * at once, so the runners of a process hand their skips here, and every skip of one turn of the event loop goes out
 * as one NOTIFY (one transaction) for all of them. A lost NOTIFY costs only time: the runner persists the position
 * later, and the waiter re-reads the checkpoint rows after a silence.
 */
export class ProgressAnnouncer {
  private readonly pending = new Map<string, string>();
  private sending: Promise<void> = Promise.resolve();
  private scheduled = false;

  constructor(private readonly db: Knex) {}

  skipped(name: string, position: string): void {
    const known = this.pending.get(name);
    if (known === undefined || position > known) this.pending.set(name, position);
    if (this.scheduled) return;
    this.scheduled = true;
    // setImmediate: the runners woken by one read of the store all skip in this turn, so they share the NOTIFY
    setImmediate(() => {
      this.scheduled = false;
      this.sending = this.sending.then(() => this.send());
    });
  }

  /** Resolves once everything skipped so far has been announced (or failed to be). */
  async settled(): Promise<void> {
    while (this.scheduled) await new Promise((resolve) => setImmediate(resolve));
    await this.sending;
  }

  private async send(): Promise<void> {
    if (this.pending.size === 0) return;
    const news: CheckpointNews[] = [...this.pending].map(([name, position]) => ({ name, kind: 'skipped', position }));
    this.pending.clear();
    const payloads: string[] = [];
    let chunk: CheckpointNews[] = [];
    for (const item of news) {
      if (chunk.length > 0 && Buffer.byteLength(encodeCheckpointNews([...chunk, item])) > MAX_PAYLOAD_BYTES) {
        payloads.push(encodeCheckpointNews(chunk));
        chunk = [];
      }
      chunk.push(item);
    }
    payloads.push(encodeCheckpointNews(chunk));
    const calls = payloads.map(() => 'pg_notify(?, ?)').join(', ');
    await this.db.raw(`select ${calls}`, payloads.flatMap((payload) => [CHECKPOINT_CHANNEL, payload])).catch(() => undefined);
  }
}
