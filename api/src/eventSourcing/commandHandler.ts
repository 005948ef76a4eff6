import {
  WrongExpectedVersionError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type GlobalPosition,
} from '@jobmarket/eventstore';
import { metadataOf, type CommandContext, type Decider, type DomainEvent } from './decider';

export interface CommandResult<State, Event> {
  events: Event[];
  state: State;
  /** Where the last event landed; undefined when the command changed nothing. */
  position?: GlobalPosition;
  nextExpectedRevision: bigint;
}

/** A stream a command starts beside its own, in the same transaction (e.g. the claim of a unique value it takes). */
export interface StartedStream {
  streamId: string;
  events: DomainEvent[];
}

export interface HandleOptions<State = unknown> {
  /** Re-decide this many times on a concurrent append; only for commands that are safe to re-decide. */
  retries?: number;
  /**
   * The stream is almost surely new (an id just allocated, a unique value rarely taken before): decide on the initial
   * state and append with `no_stream`, saving the read of an empty stream. Should it exist after all, the append fails
   * on the store's check and the command is decided again on what the stream holds, as without this option (that
   * second attempt is not one of the `retries`); so is a command the guessed state refuses or finds nothing to do for.
   * The answer is always the real state's.
   */
  isNewStream?: boolean;
  /**
   * The stream as the caller has just read it (loadStateAt): decided on without reading it again, appended at its
   * revision. Like `isNewStream`, it is a guess: a concurrent append, a refusal or "nothing to do" sends the command
   * back to the stream as it stands (not one of the `retries`).
   */
  loaded?: LoadedState<State>;
  /**
   * Streams to start in the same transaction as the command's events, each expected not to exist yet: all are
   * written or none. One of them existing fails the command with WrongExpectedVersionError naming that stream (never
   * retried here: the caller decides, e.g. claiming the usual way). Written only with events of the command's own;
   * needs a store with appendToStreams.
   */
  startsAlongside?: readonly StartedStream[];
}

/**
 * Load → fold → decide → append with the revision read. A concurrent append makes the append fail with
 * WrongExpectedVersionError (answered as A0506) unless the command may be re-decided on fresh state.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
  options: HandleOptions<State> = {},
): Promise<CommandResult<State, Event>> {
  const alongside = options.startsAlongside ?? [];
  if (alongside.length > 0 && !store.appendToStreams) throw new Error('startsAlongside needs an event store that appends to several streams at once');
  let guess = options.loaded ?? (options.isNewStream ? { state: decider.initialState, revision: undefined } : undefined);
  for (let attempt = 0; ; ) {
    const isGuessing = guess !== undefined;
    const { state, revision } = guess ?? (await loadStateAt(store, streamId, decider));
    let events: Event[];
    try {
      events = decider.decide(command, state);
    } catch (error) {
      if (!isGuessing) throw error;
      // refused on a guessed state: only the stream's real state may refuse a command
      guess = undefined;
      continue;
    }
    if (events.length === 0) {
      if (!isGuessing) return { events, state, nextExpectedRevision: revision ?? -1n };
      guess = undefined; // "nothing to do" is only an answer on the real state
      continue;
    }
    try {
      const appended = await append(store, { streamId, events }, revision === undefined ? 'no_stream' : revision, alongside, metadataOf(context));
      return {
        events,
        state: events.reduce(decider.evolve, state),
        position: appended.position,
        nextExpectedRevision: appended.nextExpectedRevision,
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || error.streamId !== streamId) throw error;
      if (isGuessing) guess = undefined;
      else if (attempt++ >= (options.retries ?? 0)) throw error;
    }
  }
}

/** The command's events, alone or with the streams it starts alongside (before its own, so its position covers all). */
async function append(
  store: EventStore,
  own: StartedStream,
  expectedRevision: ExpectedRevision,
  alongside: readonly StartedStream[],
  metadata: EventMetadata,
): Promise<AppendResult> {
  const newEvents = (events: DomainEvent[]) => events.map((event) => ({ type: event.type, data: event.data, metadata }));
  if (alongside.length === 0) return store.appendToStream(own.streamId, newEvents(own.events), { expectedRevision });
  const started = alongside.map((stream) => ({ stream: stream.streamId, events: newEvents(stream.events), expectedRevision: 'no_stream' as const }));
  const results = await store.appendToStreams!([...started, { stream: own.streamId, events: newEvents(own.events), expectedRevision }]);
  return results.at(-1)!;
}

/** A stream's state and the revision it was folded to (undefined: no stream yet). */
export interface LoadedState<State> {
  state: State;
  revision: bigint | undefined;
}

/** The current state of a stream and its revision, to command on without reading it again (HandleOptions.loaded). */
export async function loadStateAt<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
): Promise<LoadedState<State>> {
  const history = await store.readStream(streamId);
  const state = history.reduce((current, recorded) => decider.evolve(current, recorded as unknown as Event), decider.initialState);
  return { state, revision: history.at(-1)?.revision };
}

/** The current state of a stream, for handlers that must look before they command (e.g. to release a unique value). */
export async function loadState<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
): Promise<State> {
  return (await loadStateAt(store, streamId, decider)).state;
}
