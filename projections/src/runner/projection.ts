import type { RecordedEvent } from '@jobmarket/eventstore';
import type { Knex } from 'knex';

export interface OutgoingNotice {
  topic: string;
  payload: Record<string, unknown>;
}

export interface ProjectionContext {
  /** The batch's transaction: every read-model write goes through it. */
  tx: Knex.Transaction;
  /** Queues a realtime notice in the same transaction; skipped when a rebuild replays a position already handled. */
  notify(event: RecordedEvent, notice: OutgoingNotice): Promise<void>;
  /** True when this event was already handled before a rebuild, so side effects must not repeat. */
  isReplay(event: RecordedEvent): boolean;
}

export type FailurePolicy = 'stop' | 'dead-letter';

/** One data-modifying SQL statement, with knex's placeholders (`?` for values, `??` for identifiers). */
export interface BatchStatement {
  sql: string;
  bindings: readonly Knex.RawBinding[];
}

export interface Projection {
  /** Versioned name, e.g. `jobs_v1`; the checkpoint is kept under it. */
  name: string;
  /** Event types it reads; all events when absent. */
  handles?: readonly string[];
  /** What happens to an event that keeps failing: stop with a visible status (default) or dead-letter it and go on. */
  failurePolicy?: FailurePolicy;
  /** Tables it owns; a rebuild drops and recreates them. */
  tables: readonly string[];
  /** Creates the owned tables when missing. */
  setup(db: Knex | Knex.Transaction): Promise<void>;
  /** Applies a batch; idempotent, set-based where possible. */
  apply(events: RecordedEvent[], context: ProjectionContext): Promise<void>;
  /**
   * The batch as ONE statement, when it can be written so (e.g. a run of creations as one multi-row insert); undefined
   * otherwise, and `apply` runs as usual. The runner sends it together with the checkpoint's move as a single
   * autocommit statement: one round trip instead of BEGIN, the statements, the checkpoint and COMMIT, and most of
   * what a command waits for before it answers. It must write exactly what `apply` would, require `guard` (a boolean
   * SQL expression: the checkpoint did move) of every row it writes (`… where ${guard}`), and have no side effects:
   * a projection that notifies leaves it out.
   */
  applyAsOneStatement?(events: RecordedEvent[], guard: string): BatchStatement | undefined;
}

export function defineProjection(projection: Projection): Projection {
  return projection;
}
