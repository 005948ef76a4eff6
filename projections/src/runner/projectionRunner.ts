import type { EventStore, RecordedEvent } from '@jobmarket/eventstore';
import type { Knex } from 'knex';
import { advanceCheckpoint, CheckpointMovedError, ensureCheckpoint, OUTBOX_CHANNEL, readCheckpoint, type Checkpoint } from './checkpoints';
import { AdvisoryLeadership, sleep } from './leadership';
import type { OutgoingNotice, Projection, ProjectionContext } from './projection';

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

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.projection = options.projection;
    this.leadership = new AdvisoryLeadership(options.connectionString, `projection:${options.projection.name}`);
    this.batchSize = options.batchSize ?? 500;
    this.attempts = options.attempts ?? 3;
    this.backoffMs = options.backoffMs ?? 100;
    this.idlePollMs = options.idlePollMs ?? 1000;
    this.logger = options.logger ?? silentLogger;
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
   */
  async run(signal: AbortSignal, until?: string): Promise<void> {
    await this.prepare();
    if (!(await this.leadership.acquire(signal))) return;
    this.logger.info({ projection: this.projection.name }, 'projection leads');
    const stop = AbortSignal.any([signal, this.leadership.lost]);
    try {
      while (!stop.aborted) {
        const checkpoint = await readCheckpoint(this.options.db, this.projection.name);
        if (until !== undefined && checkpoint.position !== null && checkpoint.position >= until) return;
        const outcome = checkpoint.state === 'stopped' ? 'stopped' : await this.step(checkpoint);
        if (outcome === 'stopped' && until !== undefined) return;
        if (outcome === 'idle') await (this.options.store.waitForAppend?.(this.idlePollMs, stop) ?? sleep(this.idlePollMs, stop));
        // a stopped projection waits for an operator to restart it (state back to running)
        if (outcome === 'stopped') await sleep(this.idlePollMs * 5, stop);
      }
      if (this.leadership.lost.aborted && !signal.aborted) throw this.leadership.lost.reason;
    } finally {
      await this.leadership.release();
    }
  }

  private async step(checkpoint: Checkpoint): Promise<'progressed' | 'idle' | 'stopped'> {
    const page = await this.options.store.readAll({
      after: checkpoint.position ?? undefined,
      maxCount: this.batchSize,
      filter: this.projection.handles ? { eventTypes: this.projection.handles } : undefined,
    });
    if (!page.last) return 'idle';
    try {
      return await this.applyPage(checkpoint, page.events, page.last);
    } catch (error) {
      if (error instanceof CheckpointMovedError) return 'progressed'; // a rebuild or another leader moved it: re-read
      throw error;
    }
  }

  private async applyPage(checkpoint: Checkpoint, events: RecordedEvent[], last: string): Promise<'progressed' | 'stopped'> {
    try {
      await this.withRetries(() => this.commit(checkpoint, events, last));
      return 'progressed';
    } catch (error) {
      if (!(error instanceof ProjectionApplyError) || events.length === 0) throw error;
    }
    // Something in the batch keeps failing: go one event at a time so every good event lands and the culprit is named.
    let current = checkpoint;
    for (const event of events) {
      try {
        current = await this.withRetries(() => this.commit(current, [event], event.position));
      } catch (error) {
        if (!(error instanceof ProjectionApplyError)) throw error;
        if (this.projection.failurePolicy === 'dead-letter') {
          current = await this.deadLetter(current, event, error);
          continue;
        }
        await this.markStopped(current, event, error);
        return 'stopped';
      }
    }
    if (current.position !== last) await this.commit(current, [], last);
    return 'progressed';
  }

  private async commit(checkpoint: Checkpoint, events: RecordedEvent[], last: string): Promise<Checkpoint> {
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
          throw new ProjectionApplyError(error instanceof Error ? error.message : String(error), { cause: error });
        }
      }
      const next = await advanceCheckpoint(tx, checkpoint, {
        position: last,
        eventsProcessed: events.length,
        lastEventAt: events.at(-1)?.createdAt,
      });
      if (queuedNotices > 0) await tx.raw('select pg_notify(?, ?)', [OUTBOX_CHANNEL, this.projection.name]);
      await this.options.beforeCommit?.(events);
      return next;
    });
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
    await this.options.db('projection_checkpoints').where({ name: checkpoint.name }).update({
      state: 'stopped',
      last_error: `${event.type} ${event.id}: ${error.message}`,
      failed_position: event.position,
      failed_event_id: event.id,
      updated_at: this.options.db.fn.now(),
    });
  }
}

async function queueNotice(tx: Knex.Transaction, projection: string, event: RecordedEvent, notice: OutgoingNotice): Promise<number> {
  const inserted = await tx('notice_outbox')
    .insert({ projection, event_id: event.id, topic: notice.topic, payload: notice.payload })
    .onConflict(['projection', 'event_id', 'topic'])
    .ignore()
    .returning('id');
  return inserted.length;
}
