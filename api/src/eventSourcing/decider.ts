import type { EventMetadata } from '@jobmarket/eventstore';

/** An event as a decider produces it: a type and its payload. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/**
 * An aggregate as two pure functions (ARCHITECTURE §2.2): `evolve` folds events into state, `decide` applies the
 * business rules to a command and answers the events to append (or throws a DomainError).
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

/** Who caused a command and why, written into every event's metadata (never secrets). */
export interface CommandContext {
  actorId?: string;
  correlationId?: string;
  causationId?: string;
  ip?: string;
  /** The HTTP request behind the command, for the operation log: path only (a query string may carry a password). */
  requestUri?: string;
  method?: string;
  userAgent?: string;
  now: Date;
}

export function metadataOf(context: CommandContext): EventMetadata {
  return {
    schemaVersion: 1,
    ...(context.actorId ? { actorId: context.actorId } : {}),
    ...(context.correlationId ? { correlationId: context.correlationId } : {}),
    ...(context.causationId ? { causationId: context.causationId } : {}),
    ...(context.ip ? { ip: context.ip } : {}),
    ...(context.requestUri ? { requestUri: context.requestUri } : {}),
    ...(context.method ? { method: context.method } : {}),
    ...(context.userAgent ? { userAgent: context.userAgent } : {}),
    // commandContextOf stamps `now` as the request's handler starts: the time until this append is the command's own
    ...(context.requestUri ? { executionTime: Math.max(0, Date.now() - context.now.getTime()) } : {}),
  };
}

export function fold<State, Event>(evolve: (state: State, event: Event) => State, initial: State, events: Event[]): State {
  return events.reduce(evolve, initial);
}
