import type { EventStore, RecordedEvent } from '@jobmarket/eventstore';
import type { Knex } from 'knex';
import { ensureCheckpoint, readCheckpoint } from './checkpoints';
import { AdvisoryLeadership, advisoryLockHeldSql, sleep } from './leadership';
import type { Projection } from './projection';
import { ProgressAnnouncer } from './progressAnnouncer';
import { ProjectionRunner, type ProjectionRunnerOptions, type RunnerLogger } from './projectionRunner';
import {
  clearRebuildProgress,
  REBUILD_LOCK_PREFIX,
  rebuildCheckpointName,
  recordRebuildPhase,
  recordRebuildStart,
  recordRebuildTarget,
} from './rebuildProgress';
import {
  assertNothingDependsOn,
  dropRebuildSchemas,
  qualifiedTables,
  rebuildSchemasOf,
  resetScratchSchema,
  swapTables,
  type RebuildSchemas,
} from './rebuildSchemas';
import { storeThrough } from './storeThrough';

export interface RebuildOptions {
  db: Knex;
  store: EventStore;
  connectionString: string;
  projection: Projection;
  logger?: RunnerLogger;
  batchSize?: number;
  signal?: AbortSignal;
  /** Test seam: runs in each batch transaction of the next version before commit; a throw there is a crash mid-rebuild. */
  beforeCommit?: (events: RecordedEvent[]) => void | Promise<void>;
}

export interface RebuildResult {
  /** The live position at which reads switched to the rebuilt tables; undefined when the live version had read nothing. */
  replayedThrough: string | undefined;
  eventsProcessed: number;
  /** How long the switch held the live tables: writers paused for `switchMs`, readers for the last `swapMs` of it. */
  switchMs: number;
  swapMs: number;
  /** Where this process then took the live version itself, because no projections process was leading it. */
  caughtUpTo?: string;
}

const MAX_CATCH_UP_ROUNDS = 10;
const SWITCH_ATTEMPTS = 10;

/**
 * Zero-downtime rebuild: the next version's tables are built in a scratch schema (the runner sets the search_path, so
 * the projection's unqualified names land there) while the api reads, and the live runner writes, the current ones;
 * then one short transaction swaps the two sets of tables. Readers never see an empty or partial table.
 *
 * Unlike "catch up with the head, then take over", the next version only ever reads as far as the live version's
 * checkpoint (storeThrough): every event it applies has already had its notices and jobs from the live version, so
 * all of its side effects are suppressed, and after the switch the live runner carries on from the very same position.
 * No event's side effect is done twice or skipped, whatever the store's head does meanwhile, and no outbox key or job
 * id has to absorb a duplicate.
 *
 * A crash at any point leaves the live tables as they were (the switch is one transaction); the next rebuild drops
 * whatever the crashed one left in its schemas.
 */
export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { db, projection } = options;
  const signal = options.signal ?? new AbortController().signal;
  const exclusive = new AdvisoryLeadership(options.connectionString, `${REBUILD_LOCK_PREFIX}${projection.name}`);
  if (!(await exclusive.acquire(AbortSignal.any([signal, AbortSignal.timeout(3000)]), 250))) {
    signal.throwIfAborted();
    throw new Error(`Another rebuild of ${projection.name} is running`);
  }
  const schemas = await rebuildSchemasOf(db, projection);
  const nextName = rebuildCheckpointName(projection.name);
  try {
    await projection.setup(db); // a projection that never ran has no live tables yet
    await ensureCheckpoint(db, projection.name);
    await assertNothingDependsOn(db, projection, schemas);
    await resetScratchSchema(db, projection, schemas);
    await db('projection_checkpoints').where({ name: nextName }).delete();
    await ensureCheckpoint(db, nextName);
    await recordRebuildStart(db, projection.name);

    const next = new NextVersion(options, schemas, nextName, signal);
    await next.followLiveVersion();
    await recordRebuildPhase(db, projection.name, 'switching');
    const switched = await withLockRetries(async () => {
      const startedAt = performance.now();
      const result = await db.transaction((tx) => next.switchReads(tx));
      const committedAt = performance.now();
      return { ...result, switchMs: committedAt - startedAt, swapMs: committedAt - result.swapStartedAt };
    });
    await dropRebuildSchemas(db, schemas);
    const { swapStartedAt: _, ...result } = switched;
    return { ...result, caughtUpTo: await catchUpUnledLiveVersion(options, signal) };
  } catch (error) {
    // an orderly failure tidies up now; a killed process leaves this to the next rebuild
    await dropRebuildSchemas(db, schemas).catch(() => undefined);
    await db('projection_checkpoints').where({ name: nextName }).delete().catch(() => undefined);
    await clearRebuildProgress(db, projection.name).catch(() => undefined);
    throw error;
  } finally {
    await exclusive.release();
  }
}

/** The projection's next version, in the scratch schema, reading the store only as far as the live checkpoint. */
class NextVersion {
  private limit: string | null = null;
  private readonly store: EventStore;

  constructor(
    private readonly options: RebuildOptions,
    private readonly schemas: RebuildSchemas,
    private readonly name: string,
    private readonly signal: AbortSignal,
  ) {
    this.store = storeThrough(options.store, () => this.limit);
  }

  /** Catches up with the live checkpoint, round after round, until a round has little left to apply. */
  async followLiveVersion(): Promise<void> {
    const { db, projection } = this.options;
    for (let round = 1; round <= MAX_CATCH_UP_ROUNDS; round++) {
      const live = await readCheckpoint(db, projection.name);
      if (live.position === null) return; // the live version has read nothing: the empty tables are its equal
      const before = await eventsProcessed(db, this.name);
      await this.raiseLimit(db, live.position);
      await this.catchUp(db);
      if ((await eventsProcessed(db, this.name)) - before <= (this.options.batchSize ?? 500)) return;
    }
  }

  /**
   * The switch, in one transaction. Table locks come first and the live checkpoint row second, the order a live batch
   * takes them in (writes, then compare-and-set); a deadlock still possible across several tables, or with a batch
   * that read a table before writing it, aborts one side, and the caller retries ours. EXCLUSIVE mode stops the live
   * writer but not readers while the last events are applied; only the renames take ACCESS EXCLUSIVE.
   */
  async switchReads(tx: Knex.Transaction): Promise<Omit<RebuildResult, 'switchMs' | 'swapMs'> & { swapStartedAt: number }> {
    const { projection } = this.options;
    await tx.raw(`set local lock_timeout = '10s'`);
    await tx.raw(`lock table ${qualifiedTables(tx, projection, this.schemas.live)} in exclusive mode`);
    const live = await tx('projection_checkpoints').where({ name: projection.name }).forUpdate().first<{ position: string | null }>();
    if (live?.position) {
      await this.raiseLimit(tx, live.position);
      await this.catchUp(tx);
    }
    const next = await tx('projection_checkpoints').where({ name: this.name }).first<{ position: string | null; events_processed: number }>();
    if (next?.position !== (live?.position ?? null)) throw new Error(`${this.name} stopped at ${next?.position} short of ${live?.position}`);

    // readers wait for the renames only; one that holds the tables long makes us retry rather than queue everyone behind it
    await tx.raw(`set local lock_timeout = '1s'`);
    const swapStartedAt = performance.now();
    await tx.raw(`lock table ${qualifiedTables(tx, projection, this.schemas.live)} in access exclusive mode`);
    await swapTables(tx, projection, this.schemas);
    // generation + 1: the live runner's next compare-and-set fails, so it re-reads and goes on from the same position
    await tx('projection_checkpoints')
      .where({ name: projection.name })
      .update({
        generation: tx.raw('generation + 1'),
        state: 'running',
        last_error: null,
        failed_position: null,
        failed_event_id: null,
        events_processed: next.events_processed,
        updated_at: tx.fn.now(),
      });
    await tx('projection_checkpoints').where({ name: this.name }).delete();
    await tx('projection_rebuilds').where({ name: projection.name }).delete();
    return { replayedThrough: live?.position ?? undefined, eventsProcessed: next.events_processed, swapStartedAt };
  }

  /** Lets the next version read up to a newer live position; all of it has had its side effects from the live version. */
  private async raiseLimit(db: Knex, position: string): Promise<void> {
    if (position === this.limit) return;
    await db('projection_checkpoints').where({ name: this.name }).update({ suppress_side_effects_through: position });
    await recordRebuildTarget(db, this.options.projection.name, { from: this.limit, to: position, eventTypes: this.options.projection.handles });
    this.limit = position;
  }

  private async catchUp(db: Knex): Promise<void> {
    const { projection, connectionString, logger, batchSize, beforeCommit } = this.options;
    const runner: ProjectionRunnerOptions = {
      store: this.store,
      db,
      connectionString,
      projection: { ...projection, name: this.name },
      searchPath: [this.schemas.scratch, this.schemas.live],
      logger,
      batchSize,
      beforeCommit,
      idlePollMs: 200,
      // its skip notices go out on the pool, not on a switch transaction that may have ended by then
      announcer: new ProgressAnnouncer(this.options.db),
    };
    await new ProjectionRunner(runner).run(this.signal, this.limit ?? undefined);
    this.signal.throwIfAborted();
    const checkpoint = await readCheckpoint(db, this.name);
    if (checkpoint.state === 'stopped') throw new Error(`Rebuild of ${projection.name} stopped: ${checkpoint.lastError}`);
  }
}

/**
 * The next version matches the live one where it stands; with no projections process leading it (stopped, or a
 * rebuild run on its own) nothing would take it further, so this process does, up to the head it sees now. Events past
 * the switch were never handled, so their side effects happen here as they would in the projections process.
 */
async function catchUpUnledLiveVersion(options: RebuildOptions, signal: AbortSignal): Promise<string | undefined> {
  const { db, projection } = options;
  // the runner's leadership lock: held by whichever process runs the projection
  const { rows } = await db.raw<{ rows: { led: boolean }[] }>(`select ${advisoryLockHeldSql('?::text')} as led`, [`projection:${projection.name}`]);
  const head = await options.store.headPosition();
  if (rows[0]?.led || !head) return undefined;
  const live = await readCheckpoint(db, projection.name);
  if (live.position !== null && live.position >= head) return undefined;
  const { store, connectionString, logger, batchSize } = options;
  await new ProjectionRunner({ store, db, connectionString, projection, logger, batchSize }).run(signal, head);
  return (await readCheckpoint(db, projection.name)).position ?? undefined; // short of the head if an event stopped it
}

async function eventsProcessed(db: Knex, name: string): Promise<number> {
  const row = await db('projection_checkpoints').where({ name }).first<{ events_processed: number } | undefined>('events_processed');
  return Number(row?.events_processed ?? 0);
}

/** Retries the switch when it lost a deadlock to a live batch or waited too long for a lock (nothing was changed). */
async function withLockRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if ((code !== '40P01' && code !== '55P03') || tries >= SWITCH_ATTEMPTS) throw error;
      await sleep(50 * tries);
    }
  }
}
