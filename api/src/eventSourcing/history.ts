import type { EventStore } from '@jobmarket/eventstore';
import type { Decider, DomainEvent } from './decider';

export interface HistoryEntry {
  revision: number;
  type: string;
  data: unknown;
  actor: string | null;
  time: Date;
  stateAfter: unknown;
}

// never shown, even to auditors: history is for who-did-what, not for credentials
// (a bare `code` is a role or department code, which auditors need; one-time codes go by verificationCode)
const SECRET_FIELDS = new Set(['passwordHash', 'password', 'token', 'refreshToken', 'verificationCode']);

export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET_FIELDS.has(key)).map(([key, inner]) => [key, redactSecrets(inner)]));
}

/** An entity's events in order with the state after each (API-CONTRACT §4 history), secrets removed. */
export async function historyOf<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
): Promise<HistoryEntry[]> {
  const recorded = await store.readStream(streamId);
  let state = decider.initialState;
  return recorded.map((event) => {
    state = decider.evolve(state, event as unknown as Event);
    return {
      revision: Number(event.revision),
      type: event.type,
      data: redactSecrets(event.data),
      actor: typeof event.metadata.actorId === 'string' ? event.metadata.actorId : null,
      time: event.createdAt,
      stateAfter: redactSecrets(state),
    };
  });
}
