/**
 * Pure translations between the event store port and the KurrentDB client, kept apart from the adapter
 * so they can be tested without a server.
 */
import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type Position,
  type RecordedEvent as KurrentRecordedEvent,
  type WrongExpectedVersionError as KurrentWrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import {
  WrongExpectedVersionError,
  matchesFilter,
  type EventMetadata,
  type ExpectedRevision,
  type GlobalPosition,
  type ReadAllFilter,
  type ReadAllResult,
  type RecordedEvent,
} from '../port';

// Commit and prepare are unsigned 64-bit log positions: at most 20 decimal digits, so zero-padding makes
// plain string order equal (commit, prepare) order.
const WIDTH = 20;
const MAX_U64 = 2n ** 64n - 1n;

export function encodePosition({ commit, prepare }: Position): GlobalPosition {
  if (commit < 0n || prepare < 0n || commit > MAX_U64 || prepare > MAX_U64) {
    throw new RangeError(`KurrentDB position out of range: ${commit}/${prepare}`);
  }
  return `${commit.toString().padStart(WIDTH, '0')}:${prepare.toString().padStart(WIDTH, '0')}`;
}

export function decodePosition(position: GlobalPosition): Position {
  const match = /^(\d{1,20}):(\d{1,20})$/.exec(position);
  if (!match) throw new Error(`Not a KurrentDB event store position: ${position}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}

export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return expected;
  }
}

/** The client reports a missing stream as 'no_stream'; the port uses -1n. */
export function toWrongExpectedVersion(
  error: Pick<KurrentWrongExpectedVersionError, 'actualState'>,
  streamId: string,
  expected: ExpectedRevision,
): WrongExpectedVersionError {
  const actual = error.actualState === NO_STREAM ? -1n : error.actualState;
  return new WrongExpectedVersionError(streamId, expected, actual);
}

/** Same rule as the client's excludeSystemEvents() filter: system and link events have `$` types. */
export function isSystemEvent(type: string): boolean {
  return type.startsWith('$');
}

/** What servers send when they do not know an event's log position (stream reads before 22.6). */
const UNKNOWN_POSITION: Position = { commit: MAX_U64, prepare: MAX_U64 };

export function toRecordedEvent(event: KurrentRecordedEvent): RecordedEvent {
  const metadata = event.metadata;
  return {
    id: event.id,
    streamId: event.streamId,
    revision: event.revision,
    type: event.type,
    data: event.data,
    // We always write JSON objects; anything else (none, binary) carries no port metadata.
    metadata: isPlainObject(metadata) ? (metadata as EventMetadata) : {},
    position: encodePosition(event.position ?? UNKNOWN_POSITION),
    createdAt: event.created,
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

/**
 * Turns a forward $all read that started AT `after` (KurrentDB's fromPosition is inclusive) into the port's
 * page: drops what is not strictly after `after`, scans at most `maxCount` records, hides system events and
 * filtered-out events, yet reports the last scanned position so a filtered reader still moves on.
 */
export function toReadAllPage(
  resolved: readonly AllStreamResolvedEvent[],
  after: GlobalPosition | undefined,
  maxCount: number,
  filter: ReadAllFilter | undefined,
): ReadAllResult {
  const events: RecordedEvent[] = [];
  let last: GlobalPosition | undefined;
  let scanned = 0;
  for (const { event } of resolved) {
    if (scanned >= maxCount) break;
    if (!event) continue; // only unresolved links lack it, and we never resolve links
    const position = encodePosition(event.position);
    if (after !== undefined && position <= after) continue;
    scanned++;
    last = position;
    if (isSystemEvent(event.type)) continue;
    const recorded = toRecordedEvent(event);
    if (matchesFilter(recorded, filter)) events.push(recorded);
  }
  return { events, last };
}
