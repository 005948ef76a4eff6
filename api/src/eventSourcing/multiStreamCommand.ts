import { WrongExpectedVersionError, type AppendResult, type EventStore, type GlobalPosition, type StreamAppend } from '@jobmarket/eventstore';
import type { LoadedState } from './commandHandler';
import { metadataOf, type CommandContext, type Decider, type DomainEvent } from './decider';

/** One stream a command decides on: its id and how its events fold into state (the decider's own `decide` is the caller's). */
export interface DecidedStream<State, Event extends DomainEvent> {
  streamId: string;
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>;
  /**
   * The stream as the caller has just read it (or, for an id just allocated, its initial state with no revision):
   * the first decision uses it without reading the stream again. A guess, as in handleCommand: should the stream have
   * moved, or the decision refuse, the command is decided again on every stream as it stands (not one of `retries`).
   */
  loaded?: LoadedState<State>;
}

// method-style `evolve` is bivariant, so every decider fits `unknown`
type Streams = Record<string, DecidedStream<unknown, DomainEvent>>;
type StateOf<S> = S extends DecidedStream<infer State, DomainEvent> ? State : never;
type EventOf<S> = S extends DecidedStream<unknown, infer Event> ? Event : never;

export type StatesOf<S extends Streams> = { [K in keyof S]: StateOf<S[K]> };
export type EventsOf<S extends Streams> = { [K in keyof S]: EventOf<S[K]>[] };

export interface MultiStreamResult<S extends Streams> {
  /** What was appended to each stream (empty for the streams the decision left alone). */
  events: EventsOf<S>;
  /** Each stream's state after the command. */
  states: StatesOf<S>;
  /** Where the append's last event landed (it covers every stream's events); undefined when nothing was appended. */
  position?: GlobalPosition;
}

export interface MultiStreamOptions {
  /** Re-decide this many times when another append got to one of the streams first (default 3). */
  retries?: number;
}

/**
 * A command whose events belong on several streams at once (e.g. paying a VIP order: `VipOrderPaid` on the order and
 * `MembershipActivated` on the publisher's membership): read every stream, fold each with its decider, decide on all
 * the states together, and append every stream's events in ONE `store.appendToStreams`, each checked against the
 * revision it was read at — all or nothing. When another append got to one of them first, the whole command is
 * decided again on fresh states (`retries` times, then the WrongExpectedVersionError goes up as A0506).
 *
 * A stream the decision leaves without events is not appended to, so its revision is not checked: decide on it only
 * what a later append to it re-checks (its own decider refuses what it must).
 *
 * A store without appendToStreams (KurrentDB) gets the streams appended one after another in the order given, each
 * checked on its revision: not atomic, so callers make each stream's share idempotent (an order paid once, a
 * membership activated once per order) and a re-decision after a failure part-way completes what is missing.
 */
export async function handleMultiStreamCommand<S extends Streams>(
  store: EventStore,
  streams: S,
  decide: (states: StatesOf<S>) => Partial<EventsOf<S>>,
  context: CommandContext,
  options: MultiStreamOptions = {},
): Promise<MultiStreamResult<S>> {
  const keys = Object.keys(streams) as (keyof S & string)[];
  const metadata = metadataOf(context);
  let isGuessing = keys.some((key) => streams[key]!.loaded !== undefined);
  for (let attempt = 0; ; ) {
    const guessed = isGuessing;
    const histories = await Promise.all(keys.map((key) => (guessed && streams[key]!.loaded ? undefined : store.readStream(streams[key]!.streamId))));
    const states = {} as StatesOf<S>;
    const revisions = new Map<string, bigint | undefined>();
    keys.forEach((key, index) => {
      const history = histories[index];
      const { decider, loaded } = streams[key]!;
      if (!history) {
        states[key] = loaded!.state as StatesOf<S>[typeof key];
        revisions.set(key, loaded!.revision);
        return;
      }
      states[key] = history.reduce((state, recorded) => decider.evolve(state, recorded as unknown as DomainEvent), decider.initialState) as StatesOf<S>[typeof key];
      revisions.set(key, history.at(-1)?.revision);
    });

    let decided: Partial<EventsOf<S>>;
    try {
      decided = decide(states);
    } catch (error) {
      if (!guessed) throw error;
      // refused on a guessed state: only the streams' real states may refuse a command
      isGuessing = false;
      continue;
    }
    const events = {} as EventsOf<S>;
    for (const key of keys) events[key] = (decided[key] ?? []) as EventsOf<S>[typeof key];
    const appends: StreamAppend[] = keys
      .filter((key) => events[key].length > 0)
      .map((key) => ({
        stream: streams[key]!.streamId,
        events: events[key].map((event) => ({ type: event.type, data: event.data, metadata })),
        expectedRevision: revisions.get(key) ?? 'no_stream',
      }));
    const after = {} as StatesOf<S>;
    for (const key of keys) after[key] = (events[key] as DomainEvent[]).reduce(streams[key]!.decider.evolve, states[key]) as StatesOf<S>[typeof key];
    if (appends.length === 0) {
      if (!guessed) return { events, states: after };
      isGuessing = false; // "nothing to do" is only an answer on the real states
      continue;
    }

    try {
      const results = store.appendToStreams ? await store.appendToStreams(appends) : await appendInTurn(store, appends);
      const position = results.map((result) => result.position).reduce((latest, next) => (next > latest ? next : latest));
      return { events, states: after, position };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (guessed) isGuessing = false;
      else if (attempt++ >= (options.retries ?? 3)) throw error;
    }
  }
}

/** Stream by stream, for a store that cannot append to several at once. */
async function appendInTurn(store: EventStore, appends: readonly StreamAppend[]): Promise<AppendResult[]> {
  const results: AppendResult[] = [];
  for (const { stream, events, expectedRevision } of appends) results.push(await store.appendToStream(stream, events, { expectedRevision }));
  return results;
}
