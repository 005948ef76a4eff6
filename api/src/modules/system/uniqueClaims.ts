import { WrongExpectedVersionError, type EventStore } from '@jobmarket/eventstore';
import type { StartedStream } from '../../eventSourcing/commandHandler';
import type { CommandContext } from '../../eventSourcing/decider';
import { claimUniqueValue, firstClaimOf, releaseUniqueValue, UniqueValueTakenError } from '../../eventSourcing/uniqueness';
import type { DomainError } from '../../http/appError';

/** A value that must be unique within a scope: a dictionary code, a value inside one dictionary, a config key. */
export interface UniqueKey {
  scope: string;
  value: string;
}

// the uniqueness streams compare trimmed and lower-cased, so only a real change needs a new claim
const sameKey = (a: UniqueKey, b: UniqueKey) => a.scope === b.scope && a.value.trim().toLowerCase() === b.value.trim().toLowerCase();

/**
 * Runs a command that takes a unique value (or moves from one to another): claims the new value first, releases it
 * again when the command fails, and releases the old one only after the command succeeded.
 */
export async function withUniqueKey<Result>(
  store: EventStore,
  change: { before?: UniqueKey; after: UniqueKey; owner: number; taken: () => DomainError },
  command: CommandContext,
  run: () => Promise<Result>,
): Promise<Result> {
  const { before, after, taken } = change;
  const owner = String(change.owner);
  const isNewClaim = !before || !sameKey(before, after);
  if (isNewClaim) {
    try {
      await claimUniqueValue(store, after.scope, after.value, owner, command);
    } catch (error) {
      throw error instanceof UniqueValueTakenError ? taken() : error;
    }
  }
  let result: Result;
  try {
    result = await run();
  } catch (error) {
    if (isNewClaim) await releaseUniqueValue(store, after.scope, after.value, owner, command).catch(() => undefined);
    throw error;
  }
  if (isNewClaim && before) await releaseUniqueValue(store, before.scope, before.value, owner, command);
  return result;
}

/**
 * Creates an entity that takes a unique value. Where the store appends to several streams at once, the value's first
 * claim is started beside the entity's first events (`create` passes `alongside` to handleCommand's
 * `startsAlongside`): one append, no claim without its entity, nothing to release when the command fails. A value
 * that has a stream already (held, or released since) fails that append; then, as on a store without it, the value
 * is claimed first (A0402 when another holds it) and `create` runs with nothing alongside.
 */
export async function createWithUniqueKey<Result>(
  store: EventStore,
  change: { key: UniqueKey; owner: number; taken: () => DomainError },
  command: CommandContext,
  create: (alongside: readonly StartedStream[]) => Promise<Result>,
): Promise<Result> {
  if (store.appendToStreams) {
    const claim = firstClaimOf(change.key.scope, change.key.value, String(change.owner));
    try {
      return await create([claim]);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError && error.streamId === claim.streamId)) throw error;
    }
  }
  return withUniqueKey(store, { after: change.key, owner: change.owner, taken: change.taken }, command, () => create([]));
}

/** Gives a value back when its holder is deleted. */
export async function releaseUniqueKey(store: EventStore, key: UniqueKey, owner: number, command: CommandContext): Promise<void> {
  await releaseUniqueValue(store, key.scope, key.value, String(owner), command);
}
