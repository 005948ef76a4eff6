import {
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError as KurrentWrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type JSONEventType,
  type JSONType,
} from '@kurrent/kurrentdb-client';
import {
  matchesFilter,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type GlobalPosition,
  type NewEvent,
  type ReadAllOptions,
  type ReadAllResult,
  type RecordedEvent,
  type SubscribeOptions,
} from '../port';
import {
  decodePosition,
  encodePosition,
  isSystemEvent,
  toReadAllPage,
  toRecordedEvent,
  toStreamState,
  toWrongExpectedVersion,
} from './kurrentMapping';

function toEventData(event: NewEvent) {
  return jsonEvent<JSONEventType>({
    id: event.id, // undefined: the client generates one
    type: event.type,
    data: (event.data ?? null) as JSONType, // JSON.stringify(undefined) would not be JSON
    metadata: event.metadata,
  });
}

/** `stopped` resolves once any of the signals is aborted; `release` drops the listeners so none pile up. */
function whenAborted(...signals: (AbortSignal | undefined)[]): { stopped: Promise<undefined>; release(): void } {
  let release = () => {};
  const stopped = new Promise<undefined>((resolve) => {
    const stop = () => resolve(undefined);
    for (const signal of signals) {
      if (signal?.aborted) stop();
      signal?.addEventListener('abort', stop, { once: true });
    }
    release = () => signals.forEach((signal) => signal?.removeEventListener('abort', stop));
  });
  return { stopped, release };
}

/**
 * The EventStore port on KurrentDB/EventStoreDB through its gRPC client. Optimistic concurrency, idempotent
 * retries (same event ids, same expected revision) and global order are the server's own.
 * Known gap: KurrentDB keeps event ids unique per stream only, so an id reused in another stream is stored
 * rather than refused with DuplicateEventError.
 */
export class KurrentEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  private readonly closing = new AbortController();

  constructor(connectionString: string) {
    this.client = KurrentDBClient.connectionString(connectionString);
  }

  async appendToStream(
    stream: string,
    events: NewEvent[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const expected = options.expectedRevision ?? 'any';
    let result;
    try {
      result = await this.client.appendToStream(stream, events.map(toEventData), { streamState: toStreamState(expected) });
    } catch (error) {
      if (error instanceof KurrentWrongExpectedVersionError) throw toWrongExpectedVersion(error, stream, expected);
      throw error;
    }
    // The server omits the position on some idempotent retries; the head is a safe upper bound then.
    const position = result.position ? encodePosition(result.position) : await this.headPosition();
    if (position === undefined) throw new Error(`Append to ${stream} succeeded but no position is readable`);
    return { nextExpectedRevision: result.nextExpectedRevision, position };
  }

  async readStream(stream: string, options: { fromRevision?: bigint; maxCount?: number } = {}): Promise<RecordedEvent[]> {
    if (options.maxCount !== undefined && options.maxCount <= 0) return [];
    const events: RecordedEvent[] = [];
    try {
      const reading = this.client.readStream(stream, {
        fromRevision: options.fromRevision ?? START,
        maxCount: options.maxCount,
        direction: FORWARDS,
      });
      for await (const { event } of reading) if (event) events.push(toRecordedEvent(event));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll({ after, maxCount, filter }: ReadAllOptions): Promise<ReadAllResult> {
    if (maxCount <= 0) return { events: [] };
    // fromPosition is inclusive: read one more so a full page remains after dropping the event at `after`.
    // No server-side filter, so `last` can report every record scanned, system events included.
    const reading = this.client.readAll({
      fromPosition: after ? decodePosition(after) : START,
      maxCount: after ? maxCount + 1 : maxCount,
      direction: FORWARDS,
    });
    const page: AllStreamResolvedEvent[] = [];
    for await (const resolved of reading) page.push(resolved);
    return toReadAllPage(page, after, maxCount, filter);
  }

  async headPosition(): Promise<GlobalPosition | undefined> {
    let head: GlobalPosition | undefined;
    // maxCount 1 ends the read by itself; no early return, so the call is never left half-consumed
    for await (const { event } of this.client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1 })) {
      if (event) head = encodePosition(event.position);
    }
    return head;
  }

  /** A catch-up subscription (never a persistent one): replays from `after`, then goes live. */
  async *subscribeToAll({ after, filter, signal }: SubscribeOptions = {}): AsyncIterable<RecordedEvent> {
    if (signal?.aborted || this.closing.signal.aborted) return;
    const subscription = this.client.subscribeToAll({
      fromPosition: after ? decodePosition(after) : START,
      filter: excludeSystemEvents(),
    });
    const iterator = subscription[Symbol.asyncIterator]();
    // racing the next event lets an abort end the loop at once, even while no event arrives
    const { stopped, release } = whenAborted(signal, this.closing.signal);
    try {
      for (;;) {
        const next = await Promise.race([iterator.next(), stopped]);
        if (!next || next.done) return;
        const { event } = next.value as AllStreamResolvedEvent;
        if (!event || isSystemEvent(event.type)) continue;
        const recorded = toRecordedEvent(event);
        // the port's `after` is exclusive whatever the server's start rule is
        if (after !== undefined && recorded.position <= after) continue;
        if (matchesFilter(recorded, filter)) yield recorded;
      }
    } finally {
      release();
      // not awaited: while the connection is still being set up, unsubscribe waits for it
      void subscription.unsubscribe().catch(() => undefined);
      subscription.destroy();
    }
  }

  async close(): Promise<void> {
    if (this.closing.signal.aborted) return;
    this.closing.abort(); // ends open subscriptions quietly, as the PostgreSQL store does
    await this.client.dispose();
  }
}
