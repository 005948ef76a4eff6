import type { Knex } from 'knex';
import pg from 'pg';
import { CHECKPOINT_CHANNEL, projections as registeredProjections } from '@jobmarket/projections';

/**
 * Lets a command answer only once the projections its caller reads next have caught up with what it appended
 * (ARCHITECTURE §2: read-your-writes). Woken by the runners' NOTIFY; bounded by a timeout.
 */
export class ProjectionWaiter {
  private listener?: pg.Client;
  private readonly waiters = new Set<() => void>();
  private readonly checkpointListeners = new Set<(projection: string) => void>();
  /** Latest positions announced by the runners; a read that they all passed needs no query. */
  private readonly announced = new Map<string, string>();

  constructor(
    private readonly db: Knex,
    private readonly connectionString: string,
    private readonly defaultTimeoutMs: number,
    /** Projections a command waits for by default: every one the projections process runs. */
    private readonly expected: readonly string[] = registeredProjections.map((projection) => projection.name),
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('error', () => {
      this.listener = undefined; // callers still finish by timeout; next start() reconnects
    });
    client.on('notification', (message) => {
      const [name, position] = (message.payload ?? '').split(' ');
      if (name && position) this.announce(name, position);
      for (const wake of this.waiters) wake();
    });
    await client.connect();
    await client.query(`listen ${CHECKPOINT_CHANNEL}`);
    this.listener = client;
  }

  /**
   * True when every named projection (the expected ones when none are named) has processed `position`.
   * A projection not started yet has not reached it; a stopped one is not waited for, it will not move.
   */
  async hasReached(position: string, projections: readonly string[] = this.expected): Promise<boolean> {
    if (projections.every((name) => (this.announced.get(name) ?? '') >= position)) return true;
    const rows: { name: string; state: string; position: string | null }[] = await this.db('projection_checkpoints')
      .whereIn('name', projections)
      .select('name', 'state', 'position');
    const byName = new Map(rows.map((row) => [row.name, row]));
    // progress seen here before its NOTIFY arrived counts as announced, so caches drop before the command answers
    for (const row of rows) if (row.position) this.announce(row.name, row.position);
    return projections.every((name) => {
      const row = byName.get(name);
      return row !== undefined && (row.state === 'stopped' || (row.position !== null && row.position >= position));
    });
  }

  /** Resolves true when caught up, false on timeout (the command still succeeded; the client may re-read). */
  async waitFor(position: string, options: { projections?: readonly string[]; timeoutMs?: number } = {}): Promise<boolean> {
    if (!this.listener) await this.start().catch(() => undefined);
    const deadline = Date.now() + (options.timeoutMs ?? this.defaultTimeoutMs);
    for (;;) {
      let woken = false;
      const wake = () => {
        woken = true;
      };
      this.waiters.add(wake); // registered before the check, so a NOTIFY in between is not missed
      try {
        if (await this.hasReached(position, options.projections)) return true;
        const remaining = deadline - Date.now();
        if (remaining <= 0) return false;
        if (!woken) await this.sleepUntilWoken(Math.min(remaining, 250));
      } finally {
        this.waiters.delete(wake);
      }
    }
  }

  private sleepUntilWoken(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiters.add(done);
    });
  }

  private announce(name: string, position: string): void {
    const known = this.announced.get(name);
    if (known && position <= known) return;
    this.announced.set(name, position);
    for (const listener of this.checkpointListeners) listener(name);
  }

  /** Called with a projection's name whenever it commits a batch (e.g. to drop caches built from its tables). */
  onCheckpoint(listener: (projection: string) => void): () => void {
    this.checkpointListeners.add(listener);
    return () => this.checkpointListeners.delete(listener);
  }

  async close(): Promise<void> {
    for (const wake of this.waiters) wake();
    await this.listener?.end().catch(() => undefined);
  }
}
