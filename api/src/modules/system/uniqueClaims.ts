import type { EventStore } from '@jobmarket/eventstore';
import type { CommandContext } from '../../eventSourcing/decider';
import { claimUniqueValue, releaseUniqueValue, UniqueValueTakenError } from '../../eventSourcing/uniqueness';
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

/** Gives a value back when its holder is deleted. */
export async function releaseUniqueKey(store: EventStore, key: UniqueKey, owner: number, command: CommandContext): Promise<void> {
  await releaseUniqueValue(store, key.scope, key.value, String(owner), command);
}
