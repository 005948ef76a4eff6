import { randomUUID } from 'node:crypto';
import { PostgresEventStore, WrongExpectedVersionError, type EventStore } from '@jobmarket/eventstore';
import { createTestDatabase, type TestDatabase } from '@jobmarket/eventstore/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../http/appError';
import { handleCommand, loadStateAt } from './commandHandler';
import type { CommandContext, Decider, DomainEvent } from './decider';
import { firstClaimOf } from './uniqueness';

/** A counter: created once, then bumped; refuses to be created twice (A0440) or bumped before it exists (A0606). */
type CounterEvent = DomainEvent<'CounterCreated' | 'CounterBumped', { by: number }>;
type CounterCommand = { type: 'create' } | { type: 'bump'; by: number } | { type: 'ensure' };
type CounterState = { exists: boolean; total: number };

const counterDecider: Decider<CounterState, CounterCommand, CounterEvent> = {
  initialState: { exists: false, total: 0 },
  evolve: (state, event) => ({ exists: true, total: state.total + event.data.by }),
  decide(command, state) {
    if (command.type === 'create') {
      if (state.exists) throw new DomainError('A0440');
      return [{ type: 'CounterCreated', data: { by: 0 } }];
    }
    if (command.type === 'ensure') return state.exists ? [] : [{ type: 'CounterCreated', data: { by: 0 } }];
    if (!state.exists) throw new DomainError('A0606');
    return [{ type: 'CounterBumped', data: { by: command.by } }];
  },
};

const context: CommandContext = { actorId: '1', now: new Date() };

describe('handleCommand', () => {
  let database: TestDatabase;
  let postgres: PostgresEventStore;
  let reads: number;
  // the real store, counting the stream reads a command makes
  let store: EventStore;

  beforeAll(async () => {
    database = await createTestDatabase('jm_commands');
    postgres = new PostgresEventStore({ connectionString: database.url });
    await postgres.migrate();
    store = Object.assign(Object.create(postgres) as EventStore, {
      readStream: (...args: Parameters<EventStore['readStream']>) => {
        reads += 1;
        return postgres.readStream(...args);
      },
    });
  });
  beforeEach(() => {
    reads = 0;
  });
  afterAll(async () => {
    await postgres?.close();
    await database?.drop();
  });

  const counter = () => `counter-${randomUUID()}`;
  const typesIn = async (stream: string) => (await postgres.readStream(stream)).map((event) => event.type);

  it('starts a new stream without reading it when told it is new', async () => {
    const stream = counter();
    const result = await handleCommand(store, stream, counterDecider, { type: 'create' }, context, { isNewStream: true });
    expect(reads).toBe(0);
    expect(result.state).toEqual({ exists: true, total: 0 });
    expect(result.nextExpectedRevision).toBe(0n);
    expect(await typesIn(stream)).toEqual(['CounterCreated']);
  });

  it('decides on the real state when a stream told new exists after all: its refusal, its "nothing to do", its events', async () => {
    const stream = counter();
    await handleCommand(store, stream, counterDecider, { type: 'create' }, context);
    await expect(handleCommand(store, stream, counterDecider, { type: 'create' }, context, { isNewStream: true })).rejects.toMatchObject({ code: 'A0440' });
    const nothing = await handleCommand(store, stream, counterDecider, { type: 'ensure' }, context, { isNewStream: true });
    expect(nothing).toMatchObject({ events: [], nextExpectedRevision: 0n });
    // refused on the guessed (empty) state, accepted on the real one
    const bumped = await handleCommand(store, stream, counterDecider, { type: 'bump', by: 5 }, context, { isNewStream: true });
    expect(bumped.state).toEqual({ exists: true, total: 5 });
    expect(await typesIn(stream)).toEqual(['CounterCreated', 'CounterBumped']);
  });

  it('commands on the state the caller loaded without reading it again, and on the stream as it stands when that went stale', async () => {
    const stream = counter();
    await handleCommand(store, stream, counterDecider, { type: 'create' }, context);
    const loaded = await loadStateAt(postgres, stream, counterDecider);
    expect(loaded).toEqual({ state: { exists: true, total: 0 }, revision: 0n });
    reads = 0;
    const bumped = await handleCommand(store, stream, counterDecider, { type: 'bump', by: 2 }, context, { loaded });
    expect(reads).toBe(0);
    expect(bumped).toMatchObject({ state: { exists: true, total: 2 }, nextExpectedRevision: 1n });

    // `loaded` is now behind the stream: the append at its revision fails, and the command is decided again on the
    // stream (one read), not refused — and not counted against `retries` (none allowed here)
    const again = await handleCommand(store, stream, counterDecider, { type: 'bump', by: 3 }, context, { loaded });
    expect(reads).toBe(1);
    expect(again).toMatchObject({ state: { exists: true, total: 5 }, nextExpectedRevision: 2n });
    expect(await typesIn(stream)).toEqual(['CounterCreated', 'CounterBumped', 'CounterBumped']);
  });

  it('re-decides on a concurrent append only as often as allowed', async () => {
    const stream = counter();
    await handleCommand(store, stream, counterDecider, { type: 'create' }, context);
    const bumps = await Promise.allSettled(
      Array.from({ length: 6 }, () => handleCommand(store, stream, counterDecider, { type: 'bump', by: 1 }, context, { retries: 10 })),
    );
    expect(bumps.every((bump) => bump.status === 'fulfilled')).toBe(true);
    expect((await typesIn(stream)).filter((type) => type === 'CounterBumped')).toHaveLength(6);

    const racing = await Promise.allSettled(Array.from({ length: 6 }, () => handleCommand(store, stream, counterDecider, { type: 'bump', by: 1 }, context)));
    const lost = racing.filter((bump): bump is PromiseRejectedResult => bump.status === 'rejected');
    for (const loss of lost) expect(loss.reason).toBeInstanceOf(WrongExpectedVersionError);
  });

  it('starts streams alongside in the same transaction, before its own events, whose position it answers', async () => {
    const stream = counter();
    const claim = firstClaimOf('counterName', randomUUID(), stream);
    const result = await handleCommand(store, stream, counterDecider, { type: 'create' }, context, { isNewStream: true, startsAlongside: [claim] });
    expect(reads).toBe(0);
    const { rows } = await postgres.pool.query<{ stream_id: string; transaction_id: string }>(
      'select stream_id, transaction_id from es_events where stream_id = any($1) order by global_position',
      [[claim.streamId, stream]],
    );
    expect(rows.map((row) => row.stream_id)).toEqual([claim.streamId, stream]);
    expect(new Set(rows.map((row) => row.transaction_id)).size).toBe(1);
    expect((await postgres.readStream(stream))[0]!.position).toBe(result.position);
  });

  it('writes nothing when a stream to start alongside exists, and names it', async () => {
    const stream = counter();
    const claim = firstClaimOf('counterName', randomUUID(), 'someone-else');
    await postgres.appendToStream(claim.streamId, [{ type: 'UniqueValueClaimed', data: { owner: 'someone-else' } }]);
    const error = await handleCommand(store, stream, counterDecider, { type: 'create' }, context, { isNewStream: true, startsAlongside: [claim], retries: 3 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(WrongExpectedVersionError);
    expect((error as WrongExpectedVersionError).streamId).toBe(claim.streamId);
    expect(await typesIn(stream)).toEqual([]);
    expect(await typesIn(claim.streamId)).toEqual(['UniqueValueClaimed']);
  });
});
