import type { Knex } from 'knex';
import pg from 'pg';
import { CHECKPOINT_CHANNEL, parseCheckpointNews, projections as registeredProjections } from '@jobmarket/projections';

export interface ProjectionWaiterOptions {
  /** Quiet time after which a waiting command has the checkpoint rows read again, in case a NOTIFY was lost (ms). */
  silenceMs?: number;
  /** First delay before reconnecting a dropped listener (ms); doubles up to 5 s while it keeps failing. */
  reconnectMs?: number;
}

/** A command waiting for the projections its caller reads next to pass its position. */
interface PendingWait {
  position: string;
  projections: readonly string[];
  settle(isReached: boolean): void;
}

interface CheckpointRow {
  name: string;
  state: string;
  position: string | null;
}

const MAX_RECONNECT_MS = 5_000;

/**
 * Lets a command answer only once the projections its caller reads next have caught up with what it appended
 * (ARCHITECTURE §2: read-your-writes). Waiting costs no query (issue 10 §7): every position comes from the runners'
 * NOTIFYs on CHECKPOINT_CHANNEL — a committed batch, a process's one NOTIFY for the projections that skipped ahead
 * because nothing was theirs (their checkpoint rows are persisted lazily, so the rows alone would hold waiters back),
 * a projection that stopped. The rows are read once whenever the listener (re)connects, after its LISTEN so that
 * nothing falls in between, and again only when a waiter has heard nothing for `silenceMs`, as a safety net.
 */
export class ProjectionWaiter {
  private listener?: pg.Client;
  private connecting?: Promise<void>;
  private reconnectTimer?: NodeJS.Timeout;
  private rowsReading?: Promise<void>;
  private isStarted = false;
  private isClosed = false;
  private lastHeardAt = 0;
  private silenceTimer?: NodeJS.Timeout;
  private readonly pending = new Set<PendingWait>();
  private readonly checkpointListeners = new Set<(projection: string) => void>();
  /** How far each projection is known to have got: everything up to that position is in its tables. */
  private readonly reached = new Map<string, string>();
  /** Projections stopped at a failing event: not waited for, they will not move until restarted. */
  private readonly stopped = new Set<string>();
  private readonly silenceMs: number;
  private readonly reconnectMs: number;

  constructor(
    private readonly db: Knex,
    private readonly connectionString: string,
    private readonly defaultTimeoutMs: number,
    /** Projections a command waits for by default: every one the projections process runs. */
    private readonly expected: readonly string[] = registeredProjections.map((projection) => projection.name),
    options: ProjectionWaiterOptions = {},
  ) {
    this.silenceMs = options.silenceMs ?? 2_000;
    this.reconnectMs = options.reconnectMs ?? 250;
  }

  async start(): Promise<void> {
    this.isStarted = true;
    await this.connect();
  }

  /**
   * True when every named projection (the expected ones when none are named) has processed `position`.
   * A projection not started yet has not reached it; a stopped one is not waited for, it will not move.
   */
  async hasReached(position: string, projections: readonly string[] = this.expected): Promise<boolean> {
    return this.isReached(position, projections);
  }

  /**
   * Resolves true when caught up, false on timeout (the command still succeeded; the client may re-read). A wait is
   * settled by the news that reaches it; news for other positions or projections costs it nothing (no wake, no timer
   * re-armed: with many commands waiting, each NOTIFY used to wake all of them).
   */
  async waitFor(position: string, options: { projections?: readonly string[]; timeoutMs?: number } = {}): Promise<boolean> {
    // no position (a command that wrote nothing) would never be reached: a caller's mistake, not a wait until the timeout
    if (typeof position !== 'string' || position === '') throw new TypeError(`waitFor needs a position, got ${String(position)}`);
    if (!this.isStarted) await this.start().catch(() => undefined);
    const projections = options.projections ?? this.expected;
    // checked and registered in one synchronous stretch: no notification can slip in between
    if (this.isReached(position, projections)) return true;
    const timeoutMs = options.timeoutMs ?? this.defaultTimeoutMs;
    if (timeoutMs <= 0 || this.isClosed) return false;
    return new Promise<boolean>((resolve) => {
      const wait: PendingWait = {
        position,
        projections,
        settle: (isReached) => {
          clearTimeout(timer);
          this.pending.delete(wait);
          resolve(isReached);
        },
      };
      const timer = setTimeout(() => wait.settle(this.isReached(position, projections)), timeoutMs);
      this.pending.add(wait);
      this.watchSilence();
    });
  }

  /** Called with a projection's name whenever its tables may have changed (e.g. to drop caches built from them). */
  onCheckpoint(listener: (projection: string) => void): () => void {
    this.checkpointListeners.add(listener);
    return () => this.checkpointListeners.delete(listener);
  }

  async close(): Promise<void> {
    this.isClosed = true;
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.silenceTimer);
    for (const wait of [...this.pending]) wait.settle(this.isReached(wait.position, wait.projections));
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  private isReached(position: string, projections: readonly string[]): boolean {
    return projections.every((name) => this.stopped.has(name) || (this.reached.get(name) ?? '') >= position);
  }

  private connect(): Promise<void> {
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString });
      client.on('error', () => this.dropped(client));
      client.on('end', () => this.dropped(client));
      client.on('notification', (message) => this.hear(message.payload ?? ''));
      try {
        await client.connect();
        await client.query(`listen ${CHECKPOINT_CHANNEL}`);
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      if (this.isClosed) return void (await client.end().catch(() => undefined));
      this.listener = client;
      // after LISTEN: what moved before is in the rows, what moves after is notified
      await this.readRows();
    })().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  /** The listener broke: reconnect (re-reading the rows); meanwhile waiters fall back on the silence re-read. */
  private dropped(client: pg.Client): void {
    if (client !== this.listener) return;
    this.listener = undefined;
    void client.end().catch(() => undefined);
    this.scheduleReconnect(this.reconnectMs);
  }

  private scheduleReconnect(delayMs: number): void {
    if (this.reconnectTimer || this.isClosed) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect().catch(() => this.scheduleReconnect(Math.min(delayMs * 2, MAX_RECONNECT_MS)));
    }, delayMs);
    this.reconnectTimer.unref();
  }

  private hear(payload: string): void {
    this.lastHeardAt = Date.now();
    for (const news of parseCheckpointNews(payload)) {
      if (news.kind === 'stopped') {
        this.stopped.add(news.name);
        continue;
      }
      this.stopped.delete(news.name); // it moves, so it runs again
      this.learn(news.name, news.position, news.kind === 'applied');
    }
    this.settleReached();
  }

  private settleReached(): void {
    for (const wait of [...this.pending]) if (this.isReached(wait.position, wait.projections)) wait.settle(true);
  }

  /**
   * While commands wait: when nothing has been heard for `silenceMs`, the rows are read, in case a NOTIFY was lost —
   * again every `silenceMs` while the silence lasts (e.g. the database is unreachable).
   */
  private watchSilence(afterRead = false): void {
    if (this.silenceTimer || this.pending.size === 0 || this.isClosed) return;
    const delayMs = afterRead ? this.silenceMs : Math.max(0, this.silenceMs - (Date.now() - this.lastHeardAt));
    this.silenceTimer = setTimeout(() => {
      this.silenceTimer = undefined;
      if (this.pending.size === 0) return;
      if (Date.now() - this.lastHeardAt < this.silenceMs) return this.watchSilence();
      void this.readRows().then(() => this.watchSilence(true));
    }, delayMs);
  }

  /** Every checkpoint row, once; concurrent callers share the read. */
  private readRows(): Promise<void> {
    this.rowsReading ??= (async () => {
      try {
        const rows: CheckpointRow[] = await this.db('projection_checkpoints').select('name', 'state', 'position');
        this.lastHeardAt = Date.now();
        for (const row of rows) {
          // a row cannot tell whether the tables changed: assume they did, so caches drop before a command answers
          if (row.position) this.learn(row.name, row.position, true);
          if (row.state === 'stopped') this.stopped.add(row.name);
          else this.stopped.delete(row.name);
        }
        this.settleReached();
      } catch {
        // the database is unreachable: waiters time out, and the command still answers what it decided
      } finally {
        this.rowsReading = undefined;
      }
    })();
    return this.rowsReading;
  }

  private learn(name: string, position: string, mayHaveChangedTables: boolean): void {
    const known = this.reached.get(name);
    if (known !== undefined && position <= known) return;
    this.reached.set(name, position);
    if (mayHaveChangedTables) for (const listener of this.checkpointListeners) listener(name);
  }
}
