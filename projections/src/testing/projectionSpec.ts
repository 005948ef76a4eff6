import { randomUUID } from 'node:crypto';
import { encodePosition, type EventMetadata, type RecordedEvent } from '@jobmarket/eventstore';
import type { Knex } from 'knex';
import { afterAll, beforeAll, expect } from 'vitest';
import type { OutgoingNotice, Projection, ProjectionContext } from '../runner/projection';
import { createProjectionTestbed, type ProjectionTestbed } from './projectionTestbed';

/** An event as a spec gives it: the spec numbers it in its stream and the log, and dates it unless told when. */
export interface SpecEvent {
  streamId: string;
  type: string;
  data: unknown;
  metadata?: EventMetadata;
  createdAt?: Date;
}

export interface SpecEventOptions {
  at?: Date;
  metadata?: EventMetadata;
}

/** Wraps a typed domain event (from contracts) for a spec; context factories build theirs with it. */
export function specEvent<Event extends { type: string; data: unknown }>(streamId: string, event: Event, options: SpecEventOptions = {}): SpecEvent {
  return { streamId, type: event.type, data: event.data, metadata: options.metadata ?? { actorId: '1', schemaVersion: 1 }, createdAt: options.at };
}

/** The time the spec gives its n-th event (1-based) when the event names none: one second apart from a fixed start. */
export function specTime(n: number): Date {
  return new Date(Date.UTC(2026, 0, 1, 9, 0, n));
}

/** Checks the read side after the events, against the spec's database. */
export interface ProjectionAssertion {
  check(db: Knex, projection: Projection): Promise<void>;
}

/** Wraps a check the helpers below do not cover. */
export function projectionAssertion(check: ProjectionAssertion['check']): ProjectionAssertion {
  return { check };
}

export interface WhenOptions {
  /** Applies the same batch this many times (same ids, positions, times): a replayed batch must change nothing. */
  times?: number;
  /** Applies the batch as a rebuild replays old positions: notices must stay unsent. */
  asReplay?: boolean;
}

export interface ProjectionSpecGiven {
  /** A second batch after the given one, in its own transaction. */
  when(events: SpecEvent[], options?: WhenOptions): { then(...assertions: ProjectionAssertion[]): Promise<void> };
  then(...assertions: ProjectionAssertion[]): Promise<void>;
}

export type ProjectionSpecification = ((history: SpecEvent[]) => ProjectionSpecGiven) & {
  /** The spec's database, for the rare assertion the helpers do not cover. */
  readonly db: Knex;
};

/**
 * Given events → then rows, against a real database (after Emmett's PostgreSQLProjectionSpec). Call it in a describe
 * block: it creates one test database for the file and sets the projection's tables up there. Each `given` starts
 * from empty tables and an empty outbox, applies its events in a batch transaction with a ProjectionContext like the
 * runner's (same event-type filter, same outbox row), then runs the assertions.
 */
export const ProjectionSpec = {
  for(projection: Projection): ProjectionSpecification {
    let testbed: ProjectionTestbed | undefined;
    beforeAll(async () => {
      testbed = await createProjectionTestbed();
      await projection.setup(testbed.db);
    });
    afterAll(async () => testbed?.dispose());
    const dbOf = () => {
      if (!testbed) throw new Error('ProjectionSpec.for(projection) must be called in a describe block, before its tests run');
      return testbed.db;
    };

    const given = (history: SpecEvent[]): ProjectionSpecGiven => {
      const run = async (later: SpecEvent[], options: WhenOptions, assertions: ProjectionAssertion[]) => {
        const db = dbOf();
        const log = new EventLog();
        const givenBatch = log.record(history);
        const whenBatch = log.record(later);
        await reset(db, projection);
        await applyBatch(db, projection, givenBatch, false);
        for (let time = 0; time < (options.times ?? 1); time++) await applyBatch(db, projection, whenBatch, options.asReplay ?? false);
        for (const assertion of assertions) await assertion.check(db, projection);
      };
      return {
        when: (later, options = {}) => ({ then: (...assertions) => run(later, options, assertionsOnly(assertions)) }),
        then: (...assertions) => run([], {}, assertionsOnly(assertions)),
      };
    };
    return Object.defineProperty(given, 'db', { get: dbOf }) as ProjectionSpecification;
  },
};

/**
 * `await given(…)` without `.then(rowsOf(…))` would make JavaScript call `then(resolve, reject)` and pass with no
 * assertion; throwing here (synchronously) makes that await reject instead.
 */
function assertionsOnly(assertions: unknown[]): ProjectionAssertion[] {
  if (assertions.every((assertion) => typeof assertion === 'object' && assertion !== null && 'check' in assertion)) return assertions as ProjectionAssertion[];
  throw new Error('then() takes assertions such as rowsOf(table, …) or noticesQueued(…); a given(…) or when(…) must not be awaited on its own');
}

/** Numbers events as the store would: revisions per stream from 0, positions increasing, ids unique. */
class EventLog {
  private readonly revisions = new Map<string, bigint>();
  private sequence = 0;

  record(events: SpecEvent[]): RecordedEvent[] {
    return events.map((event) => {
      const revision = this.revisions.get(event.streamId) ?? 0n;
      this.revisions.set(event.streamId, revision + 1n);
      this.sequence += 1;
      return {
        id: randomUUID(),
        streamId: event.streamId,
        revision,
        type: event.type,
        data: event.data,
        metadata: event.metadata ?? {},
        position: encodePosition(1000n, BigInt(this.sequence)),
        createdAt: event.createdAt ?? specTime(this.sequence),
      };
    });
  }
}

async function reset(db: Knex, projection: Projection): Promise<void> {
  if (projection.tables.length > 0) await db.raw(`truncate ${projection.tables.map((table) => `"${table}"`).join(', ')}`);
  await db('notice_outbox').where({ projection: projection.name }).delete();
}

async function applyBatch(db: Knex, projection: Projection, events: RecordedEvent[], asReplay: boolean): Promise<void> {
  // the runner reads only the types a projection handles
  const handled = projection.handles ? events.filter((event) => projection.handles!.includes(event.type)) : events;
  if (handled.length === 0) return;
  await db.transaction(async (tx) => {
    const context: ProjectionContext = {
      tx,
      isReplay: () => asReplay,
      notify: async (event, notice) => {
        if (asReplay) return;
        // the row the runner queues: a replayed event cannot queue the same notice twice
        await tx('notice_outbox')
          .insert({ projection: projection.name, event_id: event.id, topic: notice.topic, payload: notice.payload })
          .onConflict(['projection', 'event_id', 'topic'])
          .ignore();
      },
    };
    await projection.apply(handled, context);
  });
}

/**
 * The table holds exactly these rows, in any order, each compared on the columns it names
 * (`rowsOf(table)` alone: the table is empty).
 */
export function rowsOf(table: string, ...expected: Record<string, unknown>[]): ProjectionAssertion {
  return projectionAssertion(async (db) => {
    const actual: Record<string, unknown>[] = await db(table).select();
    const columns = [...new Set(expected.flatMap((row) => Object.keys(row)))];
    const named = actual.map((row) => Object.fromEntries(columns.filter((column) => column in row).map((column) => [column, row[column]])));
    // line each expected row up with the first actual row it matches, so a failure diffs row against row
    const unmatched = [...named];
    const aligned = expected.map((row) => {
      const index = unmatched.findIndex((candidate) => expect.objectContaining(row).asymmetricMatch(candidate));
      return index === -1 ? undefined : unmatched.splice(index, 1)[0];
    });
    const leftovers = unmatched.values();
    const actualInExpectedOrder = [...aligned.map((row) => row ?? leftovers.next().value ?? '(no such row)'), ...leftovers];
    expect(actualInExpectedOrder, `rows of ${table}`).toEqual(expected.map((row) => expect.objectContaining(row)));
  });
}

/** The projection queued exactly these realtime notices, in this order (none when called without any). */
export function noticesQueued(...expected: OutgoingNotice[]): ProjectionAssertion {
  return projectionAssertion(async (db, projection) => {
    const queued = await db('notice_outbox').where({ projection: projection.name }).orderBy('id').select('topic', 'payload');
    expect(queued, `notices queued by ${projection.name}`).toEqual(expected);
  });
}
