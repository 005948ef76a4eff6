/**
 * The event store port (ARCHITECTURE §2.1). Two adapters implement it: PostgreSQL (default) and KurrentDB.
 * Revisions follow EventStoreDB semantics: 0-based revision of the last event in the stream.
 */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

/** Opaque, totally ordered by plain string comparison. */
export type GlobalPosition = string;

export interface EventMetadata {
  actorId?: string;
  correlationId?: string;
  causationId?: string;
  ip?: string;
  schemaVersion?: number;
  [key: string]: unknown;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** Supply an id to make retries idempotent; one is generated otherwise. */
  id?: string;
  type: Type;
  data: Data;
  metadata?: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  streamId: string;
  revision: bigint;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  position: GlobalPosition;
  createdAt: Date;
}

/** One stream's share of a multi-stream append. */
export interface StreamAppend {
  stream: string;
  events: NewEvent[];
  expectedRevision?: ExpectedRevision;
}

export interface AppendResult {
  nextExpectedRevision: bigint;
  position: GlobalPosition;
}

export interface ReadAllFilter {
  eventTypes?: readonly string[];
  streamPrefixes?: readonly string[];
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. */
  after?: GlobalPosition;
  maxCount: number;
  filter?: ReadAllFilter;
}

export interface ReadAllResult {
  events: RecordedEvent[];
  /** Position of the last event scanned, matching the filter or not, so a filtered reader still moves on. */
  last?: GlobalPosition;
}

export interface SubscribeOptions {
  after?: GlobalPosition;
  filter?: ReadAllFilter;
  signal?: AbortSignal;
}

export interface EventStore {
  appendToStream(stream: string, events: NewEvent[], options?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult>;
  /**
   * Optional: appends to several streams in ONE transaction, all or none, each checked against its own expected
   * revision (a failed check throws WrongExpectedVersionError naming that stream). One result per append, in order;
   * the streams' events get positions in the order given. Callers without it append stream by stream.
   */
  appendToStreams?(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  readStream(stream: string, options?: { fromRevision?: bigint; maxCount?: number }): Promise<RecordedEvent[]>;
  readAll(options: ReadAllOptions): Promise<ReadAllResult>;
  subscribeToAll(options?: SubscribeOptions): AsyncIterable<RecordedEvent>;
  /** Position of the newest event a reader can see now, or undefined when the store is empty. */
  headPosition(): Promise<GlobalPosition | undefined>;
  /**
   * Resolves soon after new events may have become readable (or on timeout/abort). Optional: readers without it poll.
   */
  waitForAppend?(timeoutMs: number, signal?: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  override readonly name = 'WrongExpectedVersionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** The stream's actual revision; -1n when the stream does not exist. */
    readonly actual: bigint,
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${actual}`);
  }
}

export class DuplicateEventError extends Error {
  override readonly name = 'DuplicateEventError';
  constructor(readonly eventIds: string[]) {
    super(`Event id already stored elsewhere: ${eventIds.join(', ')}`);
  }
}

export function matchesFilter(event: Pick<RecordedEvent, 'type' | 'streamId'>, filter: ReadAllFilter | undefined): boolean {
  if (!filter) return true;
  if (filter.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  if (filter.streamPrefixes && !filter.streamPrefixes.some((prefix) => event.streamId.startsWith(prefix))) return false;
  return true;
}

/** `user-42` → `user`. */
export function categoryOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
}
