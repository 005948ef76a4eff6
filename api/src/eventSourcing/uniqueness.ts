import type { EventStore } from '@jobmarket/eventstore';
import { handleCommand, type StartedStream } from './commandHandler';
import type { CommandContext, Decider, DomainEvent } from './decider';

/**
 * Unique values (usernames, role codes, …) across aggregates: a tiny stream per value records who holds it.
 * Claiming appends with the revision read, so two simultaneous claims cannot both win.
 */
type UniqueEvent = DomainEvent<'UniqueValueClaimed' | 'UniqueValueReleased', { owner: string }>;
type UniqueCommand = { type: 'claim' | 'release'; owner: string };
interface UniqueState {
  owner?: string;
}

export class UniqueValueTakenError extends Error {
  override readonly name = 'UniqueValueTakenError';
}

export const uniqueValueDecider: Decider<UniqueState, UniqueCommand, UniqueEvent> = {
  initialState: {},
  evolve: (_state, event) => (event.type === 'UniqueValueClaimed' ? { owner: event.data.owner } : {}),
  decide(command, state) {
    if (command.type === 'claim') {
      if (state.owner === command.owner) return [];
      if (state.owner) throw new UniqueValueTakenError();
      return [{ type: 'UniqueValueClaimed', data: { owner: command.owner } }];
    }
    return state.owner === command.owner ? [{ type: 'UniqueValueReleased', data: { owner: command.owner } }] : [];
  },
};

function streamOf(scope: string, value: string): string {
  return `unique-${scope}:${encodeURIComponent(value.trim().toLowerCase())}`;
}

/**
 * The first claim of a value, for a command to start beside its own events (handleCommand's `startsAlongside`): the
 * entity and its claim land in one transaction. Fails with WrongExpectedVersionError on this stream when the value
 * has been held before (even if released since): then claim it with claimUniqueValue.
 */
export function firstClaimOf(scope: string, value: string, owner: string): StartedStream {
  const claim: UniqueEvent = { type: 'UniqueValueClaimed', data: { owner } };
  return { streamId: streamOf(scope, value), events: [claim] };
}

/** Throws UniqueValueTakenError when another owner holds the value; idempotent for the same owner. */
export async function claimUniqueValue(store: EventStore, scope: string, value: string, owner: string, context: CommandContext): Promise<void> {
  // safe to re-decide on a race: the loser then sees the winner's claim and throws. Most values are claimed for the
  // first time: one append with no_stream, no read; a value held or released before costs that failed append more.
  await handleCommand(store, streamOf(scope, value), uniqueValueDecider, { type: 'claim', owner }, context, { retries: 3, isNewStream: true });
}

export async function releaseUniqueValue(store: EventStore, scope: string, value: string, owner: string, context: CommandContext): Promise<void> {
  await handleCommand(store, streamOf(scope, value), uniqueValueDecider, { type: 'release', owner }, context, { retries: 3 });
}
