import { matchesFilter, type EventStore, type ReadAllFilter, type RecordedEvent } from '@jobmarket/eventstore';
import type { Knex } from 'knex';
import {
  advanceCheckpoint,
  CHECKPOINT_CHANNEL,
  CHECKPOINT_MOVED_GUARD,
  CheckpointMovedError,
  encodeCheckpointNews,
  ensureCheckpoint,
  OUTBOX_CHANNEL,
  readCheckpoint,
  type Checkpoint,
} from './checkpoints';
import { AdvisoryLeadership, sleep } from './leadership';
import type { BatchStatement, OutgoingNotice, Projection, ProjectionContext } from './projection';
import { ProgressAnnouncer } from './progressAnnouncer';
import { StoreTail } from './storeTail';

export interface RunnerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ProjectionRunnerOptions {
  store: EventStore;
  db: Knex;
  /** For the leadership lock's dedicated connection. */
  connectionString: string;
  projection: Projection;
  batchSize?: number;
  /** Attempts per batch before the failure policy applies. */
  attempts?: number;
  backoffMs?: number;
  idlePollMs?: number;
  logger?: RunnerLogger;
  /** Test seam: runs inside the batch transaction just before commit; a throw there is a crash mid-batch. */
  beforeCommit?: (events: RecordedEvent[]) => void | Promise<void>;
  /** Shared by the runners of one process (runProjections); a runner alone reads and announces on its own. */
  tail?: StoreTail;
  announcer?: ProgressAnnouncer;
  /** How long a position reached without anything to apply may stay unpersisted (ms); see `run`. */
  lazyCheckpointMs?: number;
  /**
   * Schemas the projection's unqualified table names resolve in, set at the start of its setup and batch transactions.
   * A rebuild builds the next version's tables in a scratch schema this way, while shared tables fall back to the live one.
   */
  searchPath?: readonly string[];
}

/** An error raised by the projection's own code, as opposed to the infrastructure around it. */
class ProjectionApplyError extends Error {
  override readonly name = 'ProjectionApplyError';
}

const applyError = (error: unknown) => new ProjectionApplyError(error instanceof Error ? error.message : String(error), { cause: error });

const silentLogger: RunnerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Catches one projection up with the event store (ARCHITECTURE §2.3): each batch's read-model writes, outbox rows and
 * checkpoint compare-and-set commit in one transaction, so a crash replays a batch and never half-applies it.
 */
export class ProjectionRunner {
  readonly projection: Projection;
  private readonly leadership: AdvisoryLeadership;
  private readonly batchSize: number;
  private readonly attempts: number;
  private readonly backoffMs: number;
  private readonly idlePollMs: number;
  private readonly logger: RunnerLogger;
  private readonly lazyCheckpointMs: number;
  private readonly filter: ReadAllFilter | undefined;
  private readonly tail: StoreTail;
  private readonly announcer: ProgressAnnouncer;
  // while leading: the persisted checkpoint, how far the store has been read with nothing left to apply, and since when
  private checkpoint?: Checkpoint;
  private scanned: string | null = null;
  private skippedSince?: number;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.projection = options.projection;
    this.leadership = new AdvisoryLeadership(options.connectionString, `projection:${options.projection.name}`);
    this.batchSize = options.batchSize ?? 500;
    this.attempts = options.attempts ?? 3;
    this.backoffMs = options.backoffMs ?? 100;
    this.idlePollMs = options.idlePollMs ?? 1000;
    this.logger = options.logger ?? silentLogger;
    this.lazyCheckpointMs = options.lazyCheckpointMs ?? 2000;
    this.filter = options.projection.handles ? { eventTypes: options.projection.handles } : undefined;
    this.tail = options.tail ?? new StoreTail(options.store, [options.projection], this.idlePollMs);
    if (!this.tail.covers(options.projection)) throw new Error(`The shared store tail does not read every event ${options.projection.name} handles`);
    this.announcer = options.announcer ?? new ProgressAnnouncer(options.db);
  }

  get isLeader(): boolean {
    return this.leadership.isHeld;
  }

  /** Creates the owned tables and the checkpoint row when missing. */
  async prepare(): Promise<void> {
    await this.options.db.transaction(async (tx) => {
      // runners of one projection may start together: one creates the tables, the others then find them
      await tx.raw('select pg_advisory_xact_lock(731002, hashtext(?))', [this.projection.name]);
      await this.useSearchPath(tx);
      await this.projection.setup(tx);
    });
    await ensureCheckpoint(this.options.db, this.projection.name);
  }

  /**
   * Leads (waiting while another runner does) and follows the store until aborted, or until `until` is reached.
   * Rejects on infrastructure failure; the caller restarts it.
   *
   * Lazy checkpoints (issue 10 §7): a page with nothing this projection handles commits nothing. The runner keeps the
   * position in memory (`scanned`), announces it to read-your-writes waiters through the process's ProgressAnnouncer
   * (one NOTIFY for every projection that skipped in that turn), and persists it with its next real batch, after
   * `lazyCheckpointMs`, or when it stops cleanly. Only ranges without a handled event are ever skipped this way, so a
   * runner that dies first merely re-reads them from the persisted checkpoint.
   */
  async run(signal: AbortSignal, until?: string): Promise<void> {
    await this.prepare();
    if (!(await this.leadership.acquire(signal))) return;
    this.logger.info({ projection: this.projection.name }, 'projection leads');
    const stop = AbortSignal.any([signal, this.leadership.lost]);
    const unfollow = this.tail.follow();
    try {
      await this.reload();
      while (!stop.aborted) {
        if (until !== undefined && this.scanned !== null && this.scanned >= until) break;
        if (this.current.state === 'stopped') {
          if (until !== undefined) break;
          // a stopped projection waits for an operator to restart it (state back to running)
          await sleep(this.idlePollMs * 5, stop);
          await this.reload();
          continue;
        }
        const { generation, caughtUp } = await this.step();
        if (this.skippedSince !== undefined && Date.now() - this.skippedSince >= this.lazyCheckpointMs) await this.persistSkipped();
        if (caughtUp) await this.tail.waitForNews(generation, this.idleWaitMs(), stop);
      }
      if (this.leadership.lost.aborted && !signal.aborted) throw this.leadership.lost.reason;
      await this.persistSkipped();
    } finally {
      unfollow();
      await this.leadership.release();
    }
  }

  private get current(): Checkpoint {
    if (!this.checkpoint) throw new Error(`Projection ${this.projection.name} has no checkpoint loaded`);
    return this.checkpoint;
  }

  /** Back to the persisted checkpoint: at the start, and whenever someone else (a rebuild, an operator) moved it. */
  private async reload(): Promise<void> {
    this.advanced(await readCheckpoint(this.options.db, this.projection.name));
  }

  private advanced(checkpoint: Checkpoint): void {
    this.checkpoint = checkpoint;
    this.scanned = checkpoint.position;
    this.skippedSince = undefined;
  }

  private idleWaitMs(): number {
    if (this.skippedSince === undefined) return this.idlePollMs;
    return Math.max(1, Math.min(this.idlePollMs, this.skippedSince + this.lazyCheckpointMs - Date.now()));
  }

  /** One page: applied in a transaction when it holds events this projection handles, skipped in memory otherwise. */
  private async step(): Promise<{ generation: number; caughtUp: boolean }> {
    const page = await this.tail.read(this.scanned ?? undefined, this.batchSize);
    if (!page.last) return { generation: page.generation, caughtUp: true };
    const events = page.events.filter((event) => matchesFilter(event, this.filter));
    if (events.length === 0) {
      this.scanned = page.last;
      this.skippedSince ??= Date.now();
      this.announcer.skipped(this.projection.name, page.last);
      return { generation: page.generation, caughtUp: page.reachedEnd };
    }
    try {
      const outcome = await this.applyPage(events, page.last);
      return { generation: page.generation, caughtUp: outcome === 'progressed' && page.reachedEnd };
    } catch (error) {
      if (!(error instanceof CheckpointMovedError)) throw error;
      await this.reload(); // a rebuild or another leader moved it
      return { generation: page.generation, caughtUp: false };
    }
  }

  /** Persists a skipped position; a clean stop and a long quiet spell end here, so a restart does not re-read much. */
  private async persistSkipped(): Promise<void> {
    if (this.skippedSince === undefined || this.scanned === null) return;
    const from = this.current;
    const position = this.scanned;
    try {
      const next = await this.options.db.transaction(async (tx) => {
        await this.useSearchPath(tx);
        return advanceCheckpoint(tx, from, { position, eventsProcessed: 0 });
      });
      this.advanced(next);
    } catch (error) {
      if (!(error instanceof CheckpointMovedError)) throw error;
      await this.reload();
    }
  }

  /** Applies `events` (the handled ones up to `last`) from the persisted checkpoint, which then moves to `last`. */
  private async applyPage(events: RecordedEvent[], last: string): Promise<'progressed' | 'stopped'> {
    try {
      const from = this.current;
      this.advanced(await this.withRetries(() => this.commit(from, events, last)));
      return 'progressed';
    } catch (error) {
      if (!(error instanceof ProjectionApplyError)) throw error;
    }
    // Something in the batch keeps failing: go one event at a time so every good event lands and the culprit is named.
    for (const event of events) {
      const from = this.current;
      try {
        this.advanced(await this.withRetries(() => this.commit(from, [event], event.position)));
      } catch (error) {
        if (!(error instanceof ProjectionApplyError)) throw error;
        if (this.projection.failurePolicy === 'dead-letter') {
          this.advanced(await this.deadLetter(from, event, error));
          continue;
        }
        await this.markStopped(from, event, error);
        await this.reload();
        return 'stopped';
      }
    }
    if (this.current.position !== last) this.advanced(await this.commit(this.current, [], last));
    return 'progressed';
  }

  private async commit(checkpoint: Checkpoint, events: RecordedEvent[], last: string): Promise<Checkpoint> {
    const to = { position: last, eventsProcessed: events.length, lastEventAt: events.at(-1)?.createdAt };
    let statement: BatchStatement | undefined;
    try {
      statement = this.asOneStatement(events);
    } catch (error) {
      throw applyError(error);
    }
    if (statement) {
      try {
        return await advanceCheckpoint(this.options.db, checkpoint, to, statement);
      } catch (error) {
        throw error instanceof CheckpointMovedError || !isStatementError(error) ? error : applyError(error);
      }
    }
    return this.options.db.transaction(async (tx) => {
      await this.useSearchPath(tx);
      let queuedNotices = 0;
      const context: ProjectionContext = {
        tx,
        isReplay: (event) => checkpoint.suppressSideEffectsThrough !== null && event.position <= checkpoint.suppressSideEffectsThrough,
        notify: async (event, notice) => {
          if (context.isReplay(event)) return;
          queuedNotices += await queueNotice(tx, this.projection.name, event, notice);
        },
      };
      if (events.length > 0) {
        try {
          await this.projection.apply(events, context);
        } catch (error) {
          throw applyError(error);
        }
      }
      const next = await advanceCheckpoint(tx, checkpoint, to);
      if (queuedNotices > 0) await tx.raw('select pg_notify(?, ?)', [OUTBOX_CHANNEL, this.projection.name]);
      await this.options.beforeCommit?.(events);
      return next;
    });
  }

  /** The batch as one statement with its checkpoint, where the projection offers one and nothing needs a transaction. */
  private asOneStatement(events: RecordedEvent[]): BatchStatement | undefined {
    // a rebuild's search_path is set by a statement of its own, and the crash seam needs a transaction to crash in
    if (events.length === 0 || this.options.searchPath || this.options.beforeCommit) return undefined;
    return this.projection.applyAsOneStatement?.(events, CHECKPOINT_MOVED_GUARD);
  }

  private async useSearchPath(tx: Knex.Transaction): Promise<void> {
    if (!this.options.searchPath) return;
    await tx.raw(`set local search_path = ${this.options.searchPath.map(() => '??').join(', ')}`, [...this.options.searchPath]);
  }

  private async withRetries<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (!(error instanceof ProjectionApplyError) || attempt >= this.attempts) throw error;
        this.logger.warn({ projection: this.projection.name, attempt, err: error.message }, 'projection batch failed, retrying');
        await sleep(this.backoffMs * 2 ** (attempt - 1));
      }
    }
  }

  private async deadLetter(checkpoint: Checkpoint, event: RecordedEvent, error: Error): Promise<Checkpoint> {
    this.logger.error({ projection: this.projection.name, eventId: event.id, type: event.type, err: error.message }, 'event dead-lettered');
    return this.options.db.transaction(async (tx) => {
      await tx('projection_dead_letters')
        .insert({
          projection: this.projection.name,
          event_id: event.id,
          position: event.position,
          stream_id: event.streamId,
          event_type: event.type,
          error: error.message,
        })
        .onConflict(['projection', 'event_id'])
        .ignore();
      return advanceCheckpoint(tx, checkpoint, { position: event.position, eventsProcessed: 0 });
    });
  }

  private async markStopped(checkpoint: Checkpoint, event: RecordedEvent, error: Error): Promise<void> {
    this.logger.error({ projection: this.projection.name, eventId: event.id, type: event.type, err: error.message }, 'projection stopped');
    await this.options.db.transaction(async (tx) => {
      await tx('projection_checkpoints').where({ name: checkpoint.name }).update({
        state: 'stopped',
        last_error: `${event.type} ${event.id}: ${error.message}`,
        failed_position: event.position,
        failed_event_id: event.id,
        updated_at: tx.fn.now(),
      });
      // waiters stop waiting for it: it will not move until an operator restarts it
      await tx.raw('select pg_notify(?, ?)', [CHECKPOINT_CHANNEL, encodeCheckpointNews([{ name: checkpoint.name, kind: 'stopped' }])]);
    });
  }
}

/**
 * Whether PostgreSQL refused the statement itself (bad data, a constraint, the SQL), as opposed to a connection lost,
 * a server shutting down or out of resources (SQLSTATE classes 08, 53, 57, 58, or no SQLSTATE at all): only the former
 * is the projection's to retry and, if it keeps failing, to stop or dead-letter on; the latter restarts the runner.
 */
function isStatementError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !['08', '53', '57', '58'].includes(code.slice(0, 2));
}

async function queueNotice(tx: Knex.Transaction, projection: string, event: RecordedEvent, notice: OutgoingNotice): Promise<number> {
  const inserted = await tx('notice_outbox')
    .insert({ projection, event_id: event.id, topic: notice.topic, payload: notice.payload })
    .onConflict(['projection', 'event_id', 'topic'])
    .ignore()
    .returning('id');
  return inserted.length;
}
