import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuplicateEventError, WrongExpectedVersionError, type EventStore, type NewEvent } from '../port';

export interface ContractFixture {
  store: EventStore;
  dispose(): Promise<void>;
}

export interface AdapterCapabilities {
  /** PostgreSQL keeps event ids unique store-wide; KurrentDB only within a stream, and cannot look an id up. */
  uniqueEventIdsAcrossStreams: boolean;
  /** The adapter has the optional appendToStreams (several streams in one transaction). */
  appendsToSeveralStreams?: boolean;
}

const event = (type = 'Thing', data: unknown = {}): NewEvent => ({ type, data });
const stream = (category = 'thing') => `${category}-${randomUUID()}`;

async function expectWrongVersion(promise: Promise<unknown>, actual: bigint): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  expect((error as WrongExpectedVersionError).actual).toBe(actual);
}

/**
 * The behaviour every EventStore adapter must have. Each adapter's test file calls this with a factory;
 * the suite never assumes an empty store, so it can run against a shared server.
 */
export function eventStoreContract(
  adapterName: string,
  createFixture: () => Promise<ContractFixture>,
  capabilities: AdapterCapabilities = { uniqueEventIdsAcrossStreams: true, appendsToSeveralStreams: true },
): void {
  describe(`EventStore contract: ${adapterName}`, () => {
    let fixture: ContractFixture;
    let store: EventStore;
    beforeAll(async () => {
      fixture = await createFixture();
      store = fixture.store;
    });
    afterAll(async () => fixture?.dispose());

    describe('expected revision', () => {
      it('any: appends to a new and to an existing stream', async () => {
        const id = stream();
        expect((await store.appendToStream(id, [event()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0n);
        expect((await store.appendToStream(id, [event(), event()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(2n);
      });

      it('no_stream: creates the stream once, then fails with the actual revision', async () => {
        const id = stream();
        expect((await store.appendToStream(id, [event(), event()], { expectedRevision: 'no_stream' })).nextExpectedRevision).toBe(1n);
        await expectWrongVersion(store.appendToStream(id, [event()], { expectedRevision: 'no_stream' }), 1n);
      });

      it('stream_exists: fails on a missing stream with actual -1, appends to an existing one', async () => {
        const id = stream();
        await expectWrongVersion(store.appendToStream(id, [event()], { expectedRevision: 'stream_exists' }), -1n);
        await store.appendToStream(id, [event()]);
        expect((await store.appendToStream(id, [event()], { expectedRevision: 'stream_exists' })).nextExpectedRevision).toBe(1n);
      });

      it('exact: appends when the revision matches, fails with the actual revision otherwise', async () => {
        const id = stream();
        await expectWrongVersion(store.appendToStream(id, [event()], { expectedRevision: 0n }), -1n);
        await store.appendToStream(id, [event(), event(), event()], { expectedRevision: 'no_stream' });
        await expectWrongVersion(store.appendToStream(id, [event()], { expectedRevision: 1n }), 2n);
        expect((await store.appendToStream(id, [event()], { expectedRevision: 2n })).nextExpectedRevision).toBe(3n);
      });

      it('lets exactly one of 50 racing appends with the same expected revision win', async () => {
        const id = stream();
        await store.appendToStream(id, [event()], { expectedRevision: 'no_stream' });
        const results = await Promise.allSettled(
          Array.from({ length: 50 }, (_, index) => store.appendToStream(id, [event('Raced', { index })], { expectedRevision: 0n })),
        );
        const winners = results.filter((result) => result.status === 'fulfilled');
        const losers = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
        expect(winners).toHaveLength(1);
        expect(losers).toHaveLength(49);
        for (const loser of losers) expect(loser.reason).toBeInstanceOf(WrongExpectedVersionError);
        expect(await store.readStream(id)).toHaveLength(2);
      });
    });

    describe('readStream', () => {
      it('answers [] for a missing stream', async () => {
        expect(await store.readStream(stream())).toEqual([]);
      });

      it('returns events in revision order with their data and metadata', async () => {
        const id = stream();
        await store.appendToStream(id, [
          { type: 'A', data: { n: 1 }, metadata: { actorId: 'u1', correlationId: 'c1' } },
          { type: 'B', data: { n: 2 } },
          { type: 'C', data: { n: 3 } },
        ]);
        const events = await store.readStream(id);
        expect(events.map((e) => [e.revision, e.type, e.data])).toEqual([
          [0n, 'A', { n: 1 }],
          [1n, 'B', { n: 2 }],
          [2n, 'C', { n: 3 }],
        ]);
        expect(events[0]!.metadata).toMatchObject({ actorId: 'u1', correlationId: 'c1' });
        expect(events.every((e) => e.streamId === id && e.createdAt instanceof Date)).toBe(true);
      });

      it('honours fromRevision and maxCount', async () => {
        const id = stream();
        await store.appendToStream(id, Array.from({ length: 6 }, (_, n) => event('N', { n })));
        const slice = await store.readStream(id, { fromRevision: 2n, maxCount: 3 });
        expect(slice.map((e) => (e.data as { n: number }).n)).toEqual([2, 3, 4]);
      });
    });

    describe('event ids', () => {
      it('treats re-appending the same events to the same stream as an idempotent retry', async () => {
        const id = stream();
        const events = [
          { id: randomUUID(), type: 'A', data: {} },
          { id: randomUUID(), type: 'B', data: {} },
        ];
        const first = await store.appendToStream(id, events, { expectedRevision: 'no_stream' });
        const retry = await store.appendToStream(id, events, { expectedRevision: 'no_stream' });
        expect(retry.nextExpectedRevision).toBe(first.nextExpectedRevision);
        expect(await store.readStream(id)).toHaveLength(2);
      });

      it.skipIf(!capabilities.uniqueEventIdsAcrossStreams)('refuses an event id already stored in another stream', async () => {
        const eventId = randomUUID();
        await store.appendToStream(stream(), [{ id: eventId, type: 'A', data: {} }]);
        const error = await store.appendToStream(stream(), [{ id: eventId, type: 'A', data: {} }]).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(DuplicateEventError);
      });

      it('keeps the stored id', async () => {
        const id = stream();
        const eventId = randomUUID();
        await store.appendToStream(id, [{ id: eventId, type: 'A', data: {} }]);
        expect((await store.readStream(id))[0]!.id).toBe(eventId);
      });
    });

    describe.skipIf(!capabilities.appendsToSeveralStreams)('appendToStreams', () => {
      it('appends to several streams at once, in the order given, each checked on its own revision', async () => {
        const head = await store.headPosition();
        const [a, b] = [stream('claim'), stream('entity')];
        await store.appendToStream(b, [event('Before')]);
        const results = await store.appendToStreams!([
          { stream: a, events: [event('Claimed')], expectedRevision: 'no_stream' },
          { stream: b, events: [event('Created', { n: 1 }), event('Created', { n: 2 })], expectedRevision: 0n },
        ]);
        expect(results.map((result) => result.nextExpectedRevision)).toEqual([0n, 2n]);
        expect(results[1]!.position > results[0]!.position).toBe(true);
        expect((await store.readStream(a)).map((e) => e.type)).toEqual(['Claimed']);
        expect((await store.readStream(b)).map((e) => [e.revision, e.type])).toEqual([
          [0n, 'Before'],
          [1n, 'Created'],
          [2n, 'Created'],
        ]);
        const page = await store.readAll({ after: head, maxCount: 100, filter: { streamPrefixes: [a, b] } });
        expect(page.events.filter((e) => e.streamId !== b || e.revision > 0n).map((e) => [e.streamId, e.type])).toEqual([
          [a, 'Claimed'],
          [b, 'Created'],
          [b, 'Created'],
        ]);
        expect(page.events.at(-1)!.position).toBe(results[1]!.position);
      });

      it('appends all or nothing: a failed check names its stream and leaves every stream as it was', async () => {
        const [a, b, c] = [stream('claim'), stream('taken'), stream('entity')];
        await store.appendToStream(b, [event('Claimed'), event('Released')]);
        const error = await store
          .appendToStreams!([
            { stream: a, events: [event('Claimed')], expectedRevision: 'no_stream' },
            { stream: b, events: [event('Claimed')], expectedRevision: 'no_stream' },
            { stream: c, events: [event('Created')], expectedRevision: 'no_stream' },
          ])
          .catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(WrongExpectedVersionError);
        expect((error as WrongExpectedVersionError).streamId).toBe(b);
        expect((error as WrongExpectedVersionError).actual).toBe(1n);
        expect(await store.readStream(a)).toEqual([]);
        expect(await store.readStream(b)).toHaveLength(2);
        expect(await store.readStream(c)).toEqual([]);
      });

      it('treats re-appending the same events to the same streams as an idempotent retry', async () => {
        const [a, b] = [stream('claim'), stream('entity')];
        const appends = [
          { stream: a, events: [{ id: randomUUID(), type: 'Claimed', data: {} }], expectedRevision: 'no_stream' as const },
          { stream: b, events: [{ id: randomUUID(), type: 'Created', data: {} }], expectedRevision: 'no_stream' as const },
        ];
        const first = await store.appendToStreams!(appends);
        expect(await store.appendToStreams!(appends)).toEqual(first);
        expect(await store.readStream(b)).toHaveLength(1);
      });
    });

    describe('readAll', () => {
      async function readEverythingAfter(after: string | undefined, filter?: { eventTypes: string[] }) {
        const events = [];
        let cursor = after;
        for (;;) {
          const page = await store.readAll({ after: cursor, maxCount: 7, filter });
          events.push(...page.events);
          if (!page.last) return { events, last: cursor };
          expect(page.last > (cursor ?? '')).toBe(true);
          cursor = page.last;
        }
      }

      it('returns strictly increasing positions, keeps per-stream order and treats after as exclusive', async () => {
        const head = await store.headPosition();
        const a = stream('orderA');
        const b = stream('orderB');
        for (let n = 0; n < 5; n++) {
          await store.appendToStream(a, [event('Step', { n })]);
          await store.appendToStream(b, [event('Step', { n }), event('Step', { n: n + 0.5 })]);
        }
        const { events } = await readEverythingAfter(head);
        const positions = events.map((e) => e.position);
        for (let i = 1; i < positions.length; i++) expect(positions[i]! > positions[i - 1]!).toBe(true);
        const ours = events.filter((e) => e.streamId === a || e.streamId === b);
        expect(ours).toHaveLength(15);
        const revisionsOf = (id: string) => ours.filter((e) => e.streamId === id).map((e) => e.revision);
        expect(revisionsOf(a)).toEqual([0n, 1n, 2n, 3n, 4n]);
        expect(revisionsOf(b)).toEqual(Array.from({ length: 10 }, (_, n) => BigInt(n)));

        const fromMiddle = await store.readAll({ after: positions[3], maxCount: 2 });
        expect(fromMiddle.events.map((e) => e.position)).toEqual(positions.slice(4, 6));
      });

      it('reports the append position, which readAll then returns', async () => {
        const head = await store.headPosition();
        const id = stream();
        const { position } = await store.appendToStream(id, [event(), event()]);
        const { events } = await readEverythingAfter(head);
        expect(events.filter((e) => e.streamId === id).at(-1)!.position).toBe(position);
      });

      it('moves last forward even when the filter matches nothing in the page', async () => {
        const head = await store.headPosition();
        const id = stream();
        await store.appendToStream(id, Array.from({ length: 5 }, () => event('Unwanted')));
        const page = await store.readAll({ after: head, maxCount: 5, filter: { eventTypes: ['NoSuchType'] } });
        expect(page.events).toEqual([]);
        expect(page.last).toBeDefined();
        expect(page.last! > (head ?? '')).toBe(true);
        const rest = await readEverythingAfter(page.last, { eventTypes: ['Wanted'] });
        expect(rest.events).toEqual([]);
      });

      it('delivers every event of the filtered types exactly once and in order, page by page, past the others', async () => {
        const head = await store.headPosition();
        const id = stream('rare');
        const types = Array.from({ length: 30 }, (_, n) => (n % 7 === 3 ? 'Rare' : n % 11 === 5 ? 'Scarce' : 'Common'));
        const { position } = await store.appendToStream(id, types.map((type, n) => event(type, { n })));
        const pages = [];
        let cursor = head;
        for (;;) {
          const page = await store.readAll({ after: cursor, maxCount: 3, filter: { eventTypes: ['Rare', 'Scarce', 'Rare'] } });
          if (!page.last) break;
          expect(page.events.length).toBeLessThanOrEqual(3);
          for (const recorded of page.events) expect(recorded.position > (cursor ?? '') && recorded.position <= page.last).toBe(true);
          pages.push(page);
          cursor = page.last;
        }
        const ours = pages.flatMap((page) => page.events).filter((e) => e.streamId === id);
        const wanted = types.flatMap((type, n) => (type === 'Common' ? [] : [{ type, n }]));
        expect(ours.map((e) => ({ type: e.type, n: (e.data as { n: number }).n }))).toEqual(wanted);
        expect(cursor! >= position).toBe(true);
      });

      it('filters by event type and stream prefix', async () => {
        const head = await store.headPosition();
        const category = `cat${randomUUID().slice(0, 8)}`;
        await store.appendToStream(`${category}-1`, [event('Kept'), event('Dropped')]);
        await store.appendToStream(stream('other'), [event('Kept')]);
        const page = await store.readAll({ after: head, maxCount: 100, filter: { eventTypes: ['Kept'], streamPrefixes: [`${category}-`] } });
        expect(page.events.map((e) => [e.streamId, e.type])).toEqual([[`${category}-1`, 'Kept']]);
      });
    });

    describe('subscribeToAll', () => {
      it('delivers events appended after subscribing', async () => {
        const head = await store.headPosition();
        const id = stream('live');
        const controller = new AbortController();
        const received: string[] = [];
        const consuming = (async () => {
          for await (const recorded of store.subscribeToAll({ after: head, signal: controller.signal, filter: { streamPrefixes: [id] } })) {
            received.push(recorded.type);
            if (received.length === 3) controller.abort();
          }
        })();
        await store.appendToStream(id, [event('One')]);
        await store.appendToStream(id, [event('Two'), event('Three')]);
        await consuming;
        expect(received).toEqual(['One', 'Two', 'Three']);
      });
    });
  });
}
