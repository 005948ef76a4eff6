import { randomUUID } from 'node:crypto';
import { PostgresEventStore, WrongExpectedVersionError, type EventStore } from '@jobmarket/eventstore';
import { createTestDatabase, type TestDatabase } from '@jobmarket/eventstore/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../http/appError';
import type { CommandContext, Decider, DomainEvent } from './decider';
import { handleMultiStreamCommand } from './multiStreamCommand';

/** An account: money in and out; a transfer takes from one account and gives to another in one append. */
type AccountEvent = DomainEvent<'Deposited' | 'Withdrawn', { amount: number }>;
type AccountState = { balance: number };
const accountDecider: Decider<AccountState, never, AccountEvent> = {
  initialState: { balance: 0 },
  evolve: (state, event) => ({ balance: state.balance + (event.type === 'Deposited' ? event.data.amount : -event.data.amount) }),
  decide: () => [],
};

const context: CommandContext = { actorId: '1', now: new Date() };
const deposited = (amount: number): AccountEvent => ({ type: 'Deposited', data: { amount } });
const withdrawn = (amount: number): AccountEvent => ({ type: 'Withdrawn', data: { amount } });

describe('handleMultiStreamCommand', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('jm_multistream');
    store = new PostgresEventStore({ connectionString: database.url });
    await store.migrate();
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  const account = () => `account-${randomUUID()}`;
  const deposit = (stream: string, amount: number) => store.appendToStream(stream, [{ type: 'Deposited', data: { amount } }]);
  const eventsOf = async (stream: string) => (await store.readStream(stream)).map((event) => `${event.type} ${(event.data as { amount: number }).amount}`);

  /** Moves `amount` from one account to the other; refused when the first cannot cover it. */
  function transfer(on: EventStore, from: string, to: string, amount: number, seen: number[] = []) {
    const streams = { from: { streamId: from, decider: accountDecider }, to: { streamId: to, decider: accountDecider } };
    return handleMultiStreamCommand(
      on,
      streams,
      (states) => {
        seen.push(states.from.balance);
        if (states.from.balance < amount) throw new DomainError('A0440');
        return { from: [withdrawn(amount)], to: [deposited(amount)] };
      },
      context,
    );
  }

  it('appends every stream’s events in one transaction and answers the states after it', async () => {
    const [from, to] = [account(), account()];
    await deposit(from, 100);
    const result = await transfer(store, from, to, 30);
    expect(result.states).toEqual({ from: { balance: 70 }, to: { balance: 30 } });
    expect(await eventsOf(from)).toEqual(['Deposited 100', 'Withdrawn 30']);
    expect(await eventsOf(to)).toEqual(['Deposited 30']);
    const [withdrawn] = (await store.readStream(from)).slice(-1);
    const [deposited] = await store.readStream(to);
    // one commit: the two events share its transaction (the position's first part) and the answer covers both
    expect(withdrawn!.position.split(':')[0]).toBe(deposited!.position.split(':')[0]);
    expect(result.position).toBe([withdrawn!.position, deposited!.position].sort().at(-1));
    expect(withdrawn!.metadata).toMatchObject({ actorId: '1' });
  });

  it('decides again on fresh states when another append got to one of the streams first', async () => {
    const [from, to] = [account(), account()];
    await deposit(from, 100);
    let isRacing = true;
    // between this command's read and its append, another process takes 80 out of `from`
    const racing = Object.assign(Object.create(store) as EventStore, {
      appendToStreams: async (...args: Parameters<NonNullable<EventStore['appendToStreams']>>) => {
        if (isRacing) {
          isRacing = false;
          await store.appendToStream(from, [{ type: 'Withdrawn', data: { amount: 80 } }]);
        }
        return store.appendToStreams(...args);
      },
    });
    const seen: number[] = [];
    await expect(transfer(racing, from, to, 30, seen)).rejects.toMatchObject({ code: 'A0440' });
    // the second decision saw the 20 left and refused: nothing of the first decision was appended anywhere
    expect(seen).toEqual([100, 20]);
    expect(await eventsOf(from)).toEqual(['Deposited 100', 'Withdrawn 80']);
    expect(await eventsOf(to)).toEqual([]);
  });

  it('decides first on the state its caller loaded without reading that stream, and again on every stream when it was stale or refused', async () => {
    const [from, to] = [account(), account()];
    await deposit(from, 100);
    let reads = 0;
    const counting = Object.assign(Object.create(store) as EventStore, {
      readStream: (...args: Parameters<EventStore['readStream']>) => {
        reads += 1;
        return store.readStream(...args);
      },
    });
    const moveWith = (loaded: { state: AccountState; revision: bigint | undefined }, amount: number, seen: number[]) =>
      handleMultiStreamCommand(
        counting,
        { from: { streamId: from, decider: accountDecider, loaded }, to: { streamId: to, decider: accountDecider } },
        (states) => {
          seen.push(states.from.balance);
          if (states.from.balance < amount) throw new DomainError('A0440');
          return { from: [withdrawn(amount)], to: [deposited(amount)] };
        },
        context,
        { retries: 0 },
      );

    const fresh = { state: { balance: 100 }, revision: 0n };
    const seen: number[] = [];
    expect((await moveWith(fresh, 30, seen)).states).toEqual({ from: { balance: 70 }, to: { balance: 30 } });
    expect({ reads, seen }).toEqual({ reads: 1, seen: [100] }); // only `to` was read

    // `fresh` is behind now: the append fails on its revision and everything is read and decided again (no retries allowed)
    reads = 0;
    const stale: number[] = [];
    expect((await moveWith(fresh, 20, stale)).states).toEqual({ from: { balance: 50 }, to: { balance: 50 } });
    expect({ reads, stale }).toEqual({ reads: 3, stale: [100, 70] });

    // a refusal on the guessed state is not the answer: the real balance (50) covers 40
    const guessedPoor = { state: { balance: 10 }, revision: 2n };
    expect((await moveWith(guessedPoor, 40, [])).states.from).toEqual({ balance: 10 });
    expect(await eventsOf(from)).toEqual(['Deposited 100', 'Withdrawn 30', 'Withdrawn 20', 'Withdrawn 40']);
  });

  it('appends nothing to a stream the decision leaves alone, and nothing at all when nothing was decided', async () => {
    const [from, to] = [account(), account()];
    await deposit(from, 10);
    const streams = { from: { streamId: from, decider: accountDecider }, to: { streamId: to, decider: accountDecider } };
    const onlyTo = await handleMultiStreamCommand(store, streams, () => ({ to: [deposited(5)] }), context);
    expect(onlyTo.events.from).toEqual([]);
    expect(await eventsOf(from)).toEqual(['Deposited 10']);
    expect(await eventsOf(to)).toEqual(['Deposited 5']);
    const nothing = await handleMultiStreamCommand(store, streams, () => ({}), context);
    expect(nothing.position).toBeUndefined();
    expect(nothing.states).toEqual({ from: { balance: 10 }, to: { balance: 5 } });
  });

  it('gives up after its retries with the conflict, all or nothing', async () => {
    const [from, to] = [account(), account()];
    await deposit(from, 1000);
    // every attempt loses the race on `to`
    const alwaysRacing = Object.assign(Object.create(store) as EventStore, {
      appendToStreams: async (...args: Parameters<NonNullable<EventStore['appendToStreams']>>) => {
        await store.appendToStream(to, [{ type: 'Deposited', data: { amount: 1 } }]);
        return store.appendToStreams(...args);
      },
    });
    const streams = { from: { streamId: from, decider: accountDecider }, to: { streamId: to, decider: accountDecider } };
    const decide = () => ({ from: [withdrawn(1)], to: [deposited(1)] });
    await expect(handleMultiStreamCommand(alwaysRacing, streams, decide, context, { retries: 2 })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(await eventsOf(from)).toEqual(['Deposited 1000']);
    // three attempts, three racing deposits, none of the command's own
    expect(await eventsOf(to)).toEqual(['Deposited 1', 'Deposited 1', 'Deposited 1']);
  });

  it('completes what a store without appendToStreams left half-done when it decides again', async () => {
    const [from, to] = [account(), account()];
    await deposit(from, 50);
    // KurrentDB's shape: one stream per append; the second append of the first attempt loses a race on `to`
    let isRacing = true;
    const oneAtATime = {
      readStream: store.readStream.bind(store),
      appendToStream: async (...args: Parameters<EventStore['appendToStream']>) => {
        if (args[0] === to && isRacing) {
          isRacing = false;
          await store.appendToStream(to, [deposited(1)]);
        }
        return store.appendToStream(...args);
      },
    } as unknown as EventStore;
    const streams = { from: { streamId: from, decider: accountDecider }, to: { streamId: to, decider: accountDecider } };
    const transferOnce = { type: 'Withdrawn' as const, data: { amount: 20 } };
    // idempotent per stream, as paying an order is: withdraw once, deposit once
    const result = await handleMultiStreamCommand(
      oneAtATime,
      streams,
      (states) => ({ from: states.from.balance === 50 ? [transferOnce] : [], to: states.to.balance < 20 ? [deposited(20)] : [] }),
      context,
    );
    expect(result.states).toEqual({ from: { balance: 30 }, to: { balance: 21 } });
    expect(await eventsOf(from)).toEqual(['Deposited 50', 'Withdrawn 20']);
    expect(await eventsOf(to)).toEqual(['Deposited 1', 'Deposited 20']);
  });
});
