import type { MembershipView, VipLevelOption } from '@jobmarket/contracts';

/**
 * What choosing `level` would do to the membership as it stands, for the level cards and the confirm dialog. The
 * api decides for real when the order is submitted (and again at payment); this is the same rule, told in advance:
 * - no active membership: a new one;
 * - the active level again: a renewal (extends from the current end, adds the level's quotas);
 * - a level at least as dear: an upgrade, starting now, the remaining days credited by price per day
 *   (floor(daysLeft × oldPrice/oldValidDays ÷ newPrice/newValidDays));
 * - a cheaper level while active: refused until the current membership ends.
 */
export type LevelChoice =
  | { kind: 'new' }
  | { kind: 'renewal' }
  /** `creditDays` is null when the current level is no longer offered (its price per day unknown here). */
  | { kind: 'upgrade'; creditDays: number | null }
  | { kind: 'downgradeRefused' };

export function levelChoiceOf(membership: MembershipView | undefined, level: VipLevelOption, levels: readonly VipLevelOption[]): LevelChoice {
  if (!membership || membership.status !== 'active' || membership.levelId === null) return { kind: 'new' };
  if (membership.levelId === level.id) return { kind: 'renewal' };
  const current = levels.find((option) => option.id === membership.levelId);
  if (!current) return { kind: 'upgrade', creditDays: null };
  if (level.price < current.price) return { kind: 'downgradeRefused' };
  const oldPerDay = current.price / current.validDays;
  const newPerDay = level.price / level.validDays;
  if (newPerDay <= 0) return { kind: 'upgrade', creditDays: null };
  return { kind: 'upgrade', creditDays: Math.floor((membership.daysLeft * oldPerDay) / newPerDay) };
}
