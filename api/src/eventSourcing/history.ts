import type { EventStore } from '@jobmarket/eventstore';
import { USERS_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { Decider, DomainEvent } from './decider';

/** Who caused an event: a user of the users read model, or `system` (seeds, workers) with no username. */
export const historyActor = z.object({
  id: z.string().describe("The metadata's actorId: a user id, or 'system'"),
  username: z.string().nullable(),
  nickname: z.string().nullable(),
});
export type HistoryActor = z.infer<typeof historyActor>;

/** One entry of `GET /<resources>/{id}/history` (API-CONTRACT §4). */
export const historyEntry = z.object({
  revision: z.number().int().min(0),
  type: z.string().describe('The event type, e.g. UserCreated'),
  data: z.unknown().describe('The event payload, secrets removed'),
  actor: historyActor.nullable().describe('Null when nobody signed in caused it (e.g. self-registration)'),
  time: z.string().describe('ISO 8601 instant the event was recorded'),
  stateAfter: z.unknown().describe("The aggregate's state after this event, secrets removed"),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const SYSTEM_ACTOR = 'system';

// never shown, even to auditors: history is for who-did-what, not for credentials
// (a bare `code` is a role or department code, which auditors need; one-time codes go by verificationCode)
const SECRET_FIELDS = new Set(['passwordHash', 'password', 'token', 'refreshToken', 'verificationCode']);

/** Whether a secret field is anywhere in the value (a walk that allocates nothing). */
function holdsSecret(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsSecret);
  if (typeof value !== 'object' || value === null || value instanceof Date) return false;
  for (const key in value) if (SECRET_FIELDS.has(key) || holdsSecret((value as Record<string, unknown>)[key])) return true;
  return false;
}

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET_FIELDS.has(key)).map(([key, inner]) => [key, withoutSecrets(inner)]));
}

/** The value without its secret fields; the value itself when it holds none (most events and states: a history of 200 is not copied 400 times). */
export function redactSecrets(value: unknown): unknown {
  return holdsSecret(value) ? withoutSecrets(value) : value;
}

/** The users behind actor ids, one query for the whole history; deleted users stay in the read model, so they resolve too. */
async function actorsOf(db: Knex, actorIds: ReadonlySet<string>): Promise<Map<string, HistoryActor>> {
  const userIds = [...actorIds].filter((id) => /^\d+$/.test(id)).map(Number);
  const rows = userIds.length
    ? await db<{ id: number; username: string; nickname: string }>(USERS_TABLE).select('id', 'username', 'nickname').whereIn('id', userIds)
    : [];
  const actors = new Map<string, HistoryActor>([...actorIds].map((id) => [id, { id, username: null, nickname: null }]));
  for (const row of rows) actors.set(String(row.id), { id: String(row.id), username: row.username, nickname: row.nickname });
  return actors;
}

/** An entity's events in order with the state after each (API-CONTRACT §4 history), secrets removed. */
export async function historyOf<State, Command, Event extends DomainEvent>(
  store: EventStore,
  db: Knex,
  streamId: string,
  decider: Decider<State, Command, Event>,
): Promise<HistoryEntry[]> {
  const recorded = await store.readStream(streamId);
  const actorIdOf = (metadata: Record<string, unknown>) => (typeof metadata.actorId === 'string' ? metadata.actorId : undefined);
  const actors = await actorsOf(db, new Set(recorded.map((event) => actorIdOf(event.metadata)).filter((id) => id !== undefined)));
  let state = decider.initialState;
  return recorded.map((event) => {
    state = decider.evolve(state, event as unknown as Event);
    const actorId = actorIdOf(event.metadata);
    return {
      revision: Number(event.revision),
      type: event.type,
      data: redactSecrets(event.data),
      actor: actorId === undefined ? null : actors.get(actorId)!,
      time: event.createdAt.toISOString(),
      stateAfter: redactSecrets(state),
    };
  });
}
