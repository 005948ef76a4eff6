import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  WrongExpectedVersionError as KurrentWrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type Position,
} from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import { WrongExpectedVersionError } from '../port';
import {
  decodePosition,
  encodePosition,
  isSystemEvent,
  toReadAllPage,
  toRecordedEvent,
  toStreamState,
  toWrongExpectedVersion,
} from './kurrentMapping';

const MAX_U64 = 2n ** 64n - 1n;
const at = (commit: bigint, prepare = commit): Position => ({ commit, prepare });

function resolved(type: string, position: Position, streamId = 'thing-1', metadata?: unknown): AllStreamResolvedEvent {
  return {
    event: {
      streamId,
      id: `${position.commit}-${position.prepare}`,
      isJson: true,
      revision: 0n,
      type,
      created: new Date('2025-01-02T03:04:05Z'),
      data: { type },
      metadata,
      position,
    },
  } as AllStreamResolvedEvent;
}

describe('KurrentDB positions', () => {
  it('round-trips commit and prepare, up to the largest unsigned 64-bit value', () => {
    for (const position of [at(0n), at(1n, 0n), at(4_294_967_296n, 4_294_967_200n), at(MAX_U64)]) {
      expect(decodePosition(encodePosition(position))).toEqual(position);
    }
    expect(encodePosition(at(42n, 7n))).toBe('00000000000000000042:00000000000000000007');
  });

  it('orders by plain string comparison exactly as by (commit, prepare)', () => {
    let seed = 7; // deterministic pseudo-random spread over several orders of magnitude
    const next = (bound: number) => (seed = (seed * 48_271) % 2_147_483_647) % bound;
    const samples: Position[] = [];
    for (let i = 0; i < 500; i++) {
      const commit = BigInt(next(1_000_000)) * 10n ** BigInt(next(14));
      samples.push(at(commit, commit > 1000n ? commit - BigInt(next(1000)) : commit));
    }
    samples.push(at(0n), at(9n), at(10n), at(99n, 98n), at(100n, 1n), at(MAX_U64));
    const numeric = [...samples].sort((a, b) =>
      a.commit === b.commit ? Number(a.prepare - b.prepare) : a.commit < b.commit ? -1 : 1,
    );
    const byString = [...samples].sort((a, b) => {
      const [x, y] = [encodePosition(a), encodePosition(b)];
      return x < y ? -1 : x > y ? 1 : 0;
    });
    expect(byString).toEqual(numeric);
  });

  it('refuses what is not a KurrentDB position', () => {
    for (const bad of ['', '12', '1:2:3', 'a:1', '-1:0', '000000000000000000001:0']) {
      expect(() => decodePosition(bad)).toThrow(/Not a KurrentDB/);
    }
    expect(() => encodePosition(at(-1n, 0n))).toThrow(RangeError);
    expect(() => encodePosition(at(MAX_U64 + 1n))).toThrow(RangeError);
  });
});

describe('KurrentDB expected revision', () => {
  it('maps each ExpectedRevision to the client stream state', () => {
    expect(toStreamState('any')).toBe(ANY);
    expect(toStreamState('no_stream')).toBe(NO_STREAM);
    expect(toStreamState('stream_exists')).toBe(STREAM_EXISTS);
    expect(toStreamState(0n)).toBe(0n);
    expect(toStreamState(41n)).toBe(41n);
  });

  it("maps the client's WrongExpectedVersionError to ours, -1n for a missing stream", () => {
    const missing = new KurrentWrongExpectedVersionError(undefined, { streamName: 's-1', expected: STREAM_EXISTS, current: NO_STREAM });
    const mapped = toWrongExpectedVersion(missing, 's-1', 'stream_exists');
    expect(mapped).toBeInstanceOf(WrongExpectedVersionError);
    expect(mapped).toMatchObject({ streamId: 's-1', expected: 'stream_exists', actual: -1n });

    const behind = new KurrentWrongExpectedVersionError(undefined, { streamName: 's-1', expected: 1n, current: 2n });
    expect(toWrongExpectedVersion(behind, 's-1', 1n)).toMatchObject({ expected: 1n, actual: 2n });
  });
});

describe('KurrentDB events', () => {
  it('treats $-typed events (system, links) as system events', () => {
    expect(isSystemEvent('$metadata')).toBe(true);
    expect(isSystemEvent('$>')).toBe(true);
    expect(isSystemEvent('JobPosted')).toBe(false);
  });

  it('maps a recorded event, defaulting absent metadata to {}', () => {
    const withMetadata = toRecordedEvent(resolved('A', at(5n), 'job-1', { actorId: 'u1' }).event!);
    expect(withMetadata).toEqual({
      id: '5-5',
      streamId: 'job-1',
      revision: 0n,
      type: 'A',
      data: { type: 'A' },
      metadata: { actorId: 'u1' },
      position: encodePosition(at(5n)),
      createdAt: new Date('2025-01-02T03:04:05Z'),
    });
    expect(toRecordedEvent(resolved('A', at(5n)).event!).metadata).toEqual({});
    expect(toRecordedEvent(resolved('A', at(5n), 'job-1', new Uint8Array([1])).event!).metadata).toEqual({});
  });
});

describe('KurrentDB readAll page', () => {
  const page = [
    resolved('A', at(10n)),
    resolved('$statsCollected', at(20n), '$stats-node'),
    resolved('B', at(30n), 'other-1'),
    resolved('C', at(40n)),
    resolved('D', at(50n)),
  ];
  const after = encodePosition(at(10n));

  it('skips the event at the inclusive start so `after` is exclusive', () => {
    const result = toReadAllPage(page, after, 10, undefined);
    expect(result.events.map((e) => e.type)).toEqual(['B', 'C', 'D']);
    expect(result.last).toBe(encodePosition(at(50n)));
  });

  it('reads from the start when there is no `after`', () => {
    expect(toReadAllPage(page, undefined, 2, undefined).events.map((e) => e.type)).toEqual(['A']);
  });

  it('counts system events as scanned toward maxCount and advances last past them', () => {
    const result = toReadAllPage(page, after, 1, undefined);
    expect(result.events).toEqual([]);
    expect(result.last).toBe(encodePosition(at(20n)));
  });

  it('applies the filter yet reports the last scanned position', () => {
    const byPrefix = toReadAllPage(page, after, 3, { streamPrefixes: ['thing-'] });
    expect(byPrefix.events.map((e) => e.type)).toEqual(['C']);
    expect(byPrefix.last).toBe(encodePosition(at(40n)));

    const none = toReadAllPage(page, after, 10, { eventTypes: ['NoSuchType'] });
    expect(none.events).toEqual([]);
    expect(none.last).toBe(encodePosition(at(50n)));
  });

  it('reports no last when nothing follows `after`', () => {
    expect(toReadAllPage([resolved('A', at(10n))], after, 5, undefined)).toEqual({ events: [], last: undefined });
    expect(toReadAllPage([], undefined, 5, undefined)).toEqual({ events: [], last: undefined });
  });
});
