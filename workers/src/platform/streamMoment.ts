import type { RecordedEvent } from '@jobmarket/eventstore';
import type { Decider, DomainEvent } from '@jobmarket/api/eventSourcing/decider';
import type { ModuleContext } from '@jobmarket/api/modules/moduleContext';

/** One event of a stream with its entity as it stood just before it and just after it. */
export interface StreamMoment<Entity, Event> {
  recorded: RecordedEvent;
  event: Event;
  before: Entity;
  after: Entity;
}

/**
 * The stream folded through the api's own decider up to the first event `isWanted` picks (by its id: the event a
 * mail or a notice is about; a later event sends its own). Undefined when no event is picked or the entity does not
 * exist after it.
 */
export async function momentOf<State extends { exists: boolean }, Event extends DomainEvent>(
  context: ModuleContext,
  stream: string,
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  isWanted: (event: Event, recorded: RecordedEvent) => boolean,
): Promise<StreamMoment<Extract<State, { exists: true }>, Event> | undefined> {
  type Entity = Extract<State, { exists: true }>;
  let state = decider.initialState;
  for (const entry of await context.store.readStream(stream)) {
    const event = entry as unknown as Event;
    const after = decider.evolve(state, event);
    if (isWanted(event, entry)) {
      if (!after.exists) return undefined;
      return { recorded: entry, event, before: (state.exists ? state : after) as Entity, after: after as Entity };
    }
    state = after;
  }
  return undefined;
}

/** Picks the event of that id. */
export const eventWithId =
  (eventId: string) =>
  (_event: unknown, recorded: RecordedEvent): boolean =>
    recorded.id === eventId;
