import { WrongExpectedVersionError, type EventStore, type GlobalPosition } from '@jobmarket/eventstore';
import { metadataOf, type CommandContext, type Decider, type DomainEvent } from './decider';

export interface CommandResult<State, Event> {
  events: Event[];
  state: State;
  /** Where the last event landed; undefined when the command changed nothing. */
  position?: GlobalPosition;
  nextExpectedRevision: bigint;
}

export interface HandleOptions {
  /** Re-decide this many times on a concurrent append; only for commands that are safe to re-decide. */
  retries?: number;
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
  options: HandleOptions = {},
): Promise<CommandResult<State, Event>> {
  for (let attempt = 0; ; attempt++) {
    const history = await store.readStream(streamId);
    const state = history.reduce((current, recorded) => decider.evolve(current, recorded as unknown as Event), decider.initialState);
    const events = decider.decide(command, state);
    const revision = history.at(-1)?.revision;
    if (events.length === 0) return { events, state, nextExpectedRevision: revision ?? -1n };
    try {
      const metadata = metadataOf(context);
      const appended = await store.appendToStream(
        streamId,
        events.map((event) => ({ type: event.type, data: event.data, metadata })),
        { expectedRevision: revision === undefined ? 'no_stream' : revision },
      );
      return {
        events,
        state: events.reduce(decider.evolve, state),
        position: appended.position,
        nextExpectedRevision: appended.nextExpectedRevision,
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError && attempt < (options.retries ?? 0)) continue;
      throw error;
    }
  }
}

/** The current state of a stream, for handlers that must look before they command (e.g. to release a unique value). */
export async function loadState<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
): Promise<State> {
  const history = await store.readStream(streamId);
  return history.reduce((current, recorded) => decider.evolve(current, recorded as unknown as Event), decider.initialState);
}
