import { quotaKinds, type MembershipChange, type MembershipEvent, type MembershipStatus, type OrderedLevel, type QuotaKind, type Quotas } from '@jobmarket/contracts';
import type { Decider } from '../../eventSourcing/decider';
import { DomainError } from '../../http/appError';

export const membershipStream = (publisherId: number) => `membership-${publisherId}`;

export const DAY_MS = 24 * 3600_000;
/** The free tier counts the jobs posted in this rolling window. */
export const FREE_TIER_WINDOW_DAYS = 30;
/** Where every quota refusal sends the publisher (the portal turns `data.link` into a link). */
export const VIP_LINK = '/vip';

export interface PromotionState {
  promotionId: number;
  jobId: number;
  startTime: string;
  endTime: string;
  isActive: boolean;
}

/**
 * A publisher's membership and entitlement ledger (stream `membership-<publisherId>`). Arrays and plain objects, not
 * sets and maps: the state is shown as JSON in the history (`stateAfter`).
 */
export interface MembershipState {
  publisherId: number | null;
  /** As recorded; an `active` membership whose endTime has passed reads as expired before its timer runs (see isActiveAt). */
  status: Exclude<MembershipStatus, 'none'> | 'none';
  level: OrderedLevel | null;
  startTime: string | null;
  endTime: string | null;
  remindAt: string | null;
  /** The endTime a reminder was last sent for: one reminder per end date. */
  remindedEndTime: string | null;
  /** Orders whose payment made the current period (new or upgrade starts the list, a renewal adds to it). */
  periodOrders: string[];
  /** Every order that ever activated: a second activation for one changes nothing. */
  activatedOrders: string[];
  totals: Quotas;
  used: Quotas;
  /** `kind:ref` consumed in the current period: consuming one again changes nothing. */
  consumedRefs: string[];
  /** Jobs posted on the free tier, for its rolling window. */
  freeJobs: { ref: string; time: string }[];
  /** Featured-job promotions by id. */
  promotions: Record<string, PromotionState>;
}

export type MembershipCommand =
  /**
   * A paid order (or a late payment staff accepted). The change is decided here against the membership as it stands
   * now, not as it stood at submission (it may have expired meanwhile): see changeAt.
   */
  | { type: 'ActivateMembership'; publisherId: number; orderNo: string; level: OrderedLevel; now: Date; reminderDays: number; locale: string; noticeId?: number }
  /** The reminder timer (set for `endTime`): nothing when a renewal moved the end, or the reminder went out already. */
  | { type: 'RemindExpiry'; endTime: string; now: Date; noticeId: number }
  /** The expiry timer: expires only an active membership whose end has come (a renewal's later end overtakes it). */
  | { type: 'ExpireMembership'; now: Date }
  /** A refund of an order that made the current period takes the membership away. */
  | { type: 'RevokeMembership'; orderNo: string; actorId: string | null; reason: string }
  | { type: 'ConsumeQuota'; publisherId: number; kind: QuotaKind; ref: string; now: Date; freeJobCount: number }
  | {
      type: 'StartPromotion';
      promotionId: number;
      publisherId: number;
      jobId: number;
      /** The job as its stream stands: whose it is and whether it is published now. */
      job: { publisherId: number; isPublished: boolean };
      now: Date;
      days: number;
    }
  | { type: 'EndPromotion'; promotionId: number; endedBy: 'timer' | 'staff' | 'publisher'; actorId: string | null; reason: string | null; now: Date };

const zeroQuotas = (): Quotas => ({ jobs: 0, resumeViews: 0, resumeDownloads: 0, ads: 0 });
const addQuotas = (a: Quotas, b: Quotas): Quotas => Object.fromEntries(quotaKinds.map((kind) => [kind, a[kind] + b[kind]])) as Quotas;
const time = (iso: string) => new Date(iso).getTime();
const plusDays = (instant: Date | string, days: number) => new Date(new Date(instant).getTime() + days * DAY_MS).toISOString();

export const initialMembershipState: MembershipState = {
  publisherId: null,
  status: 'none',
  level: null,
  startTime: null,
  endTime: null,
  remindAt: null,
  remindedEndTime: null,
  periodOrders: [],
  activatedOrders: [],
  totals: zeroQuotas(),
  used: zeroQuotas(),
  consumedRefs: [],
  freeJobs: [],
  promotions: {},
};

/** Active and not yet past its end (the expiry timer may not have run yet). */
export function isActiveAt(state: MembershipState, now: Date): boolean {
  return state.status === 'active' && state.endTime !== null && time(state.endTime) > now.getTime();
}

/** The status a reader sees at `now`: an active membership past its end reads as expired. */
export function statusAt(state: MembershipState, now: Date): MembershipStatus {
  if (state.status === 'active' && !isActiveAt(state, now)) return 'expired';
  return state.status;
}

/** The free-tier jobs posted within the rolling window before `now`. */
export function freeJobsUsedAt(state: MembershipState, now: Date): number {
  const since = now.getTime() - FREE_TIER_WINDOW_DAYS * DAY_MS;
  return state.freeJobs.filter((job) => time(job.time) > since).length;
}

/**
 * Days the active level's remaining time is worth at the new level, by price per day:
 * floor(remainingDays × (oldPrice / oldValidDays) ÷ (newPrice / newValidDays)). A free new level takes the remaining
 * days as they are; a free old level is worth nothing.
 */
export function creditDaysOf(state: MembershipState, level: OrderedLevel, now: Date): number {
  if (!isActiveAt(state, now) || !state.level || !state.endTime) return 0;
  const remainingDays = (time(state.endTime) - now.getTime()) / DAY_MS;
  const oldPerDay = state.level.price / state.level.validDays;
  const newPerDay = level.price / level.validDays;
  if (newPerDay === 0) return Math.floor(remainingDays);
  return Math.floor((remainingDays * oldPerDay) / newPerDay);
}

/**
 * What buying `level` does to the membership at `now`: `new` without an active membership, `renewal` for the active
 * level, otherwise `upgrade` with the remaining days credited. Whether a cheaper level may be ordered at all is
 * priceOrder's question (refused at submission); once money has moved nothing is refused: a cheaper level paid while
 * active (two orders paid in turn) converts the remaining days by the same price-per-day rule, so no value is lost.
 */
export function changeAt(state: MembershipState, level: OrderedLevel, now: Date): { change: MembershipChange; creditDays: number } {
  if (!isActiveAt(state, now) || !state.level) return { change: 'new', creditDays: 0 };
  if (state.level.levelId === level.levelId) return { change: 'renewal', creditDays: 0 };
  return { change: 'upgrade', creditDays: creditDaysOf(state, level, now) };
}

/**
 * The price of an order at submission: refuses a level that is not offered any more, and a cheaper level while one is
 * active (`membership.refusals.downgradeWhileActive`); a level of the same price counts as an upgrade.
 */
export function priceAt(state: MembershipState, level: OrderedLevel & { enabled: boolean }, now: Date): { change: MembershipChange; creditDays: number } {
  if (!level.enabled) throw new DomainError('A0440', 'membership.refusals.levelDisabled');
  const priced = changeAt(state, level, now);
  if (priced.change === 'upgrade' && state.level && level.price < state.level.price) throw new DomainError('A0440', 'membership.refusals.downgradeWhileActive');
  return priced;
}

/** A refusal that sends the publisher to the VIP page (`data.link`). */
const toVip = (key: string, vars: Record<string, string | number> = {}) => new DomainError('A0440', key, vars, { link: VIP_LINK });

function decideActivation(state: MembershipState, command: Extract<MembershipCommand, { type: 'ActivateMembership' }>): MembershipEvent[] {
  if (state.activatedOrders.includes(command.orderNo)) return [];
  const { level, now } = command;
  const { change, creditDays } = changeAt(state, level, now);
  const startTime = change === 'renewal' ? state.startTime! : now.toISOString();
  const endTime = change === 'renewal' ? plusDays(state.endTime!, level.validDays) : plusDays(now, level.validDays + creditDays);
  // a period shorter than the reminder's lead is reminded at once
  const remindAt = new Date(Math.max(now.getTime(), time(endTime) - command.reminderDays * DAY_MS)).toISOString();
  const told = command.noticeId === undefined ? {} : { noticeId: command.noticeId };
  return [
    {
      type: 'MembershipActivated',
      data: { ...level, publisherId: command.publisherId, orderNo: command.orderNo, change, creditDays, startTime, endTime, remindAt, locale: command.locale, ...told },
    },
  ];
}

function decideConsumption(state: MembershipState, command: Extract<MembershipCommand, { type: 'ConsumeQuota' }>): MembershipEvent[] {
  const { publisherId, kind, ref, now } = command;
  const consumed = (tier: 'member' | 'free'): MembershipEvent[] => [{ type: 'QuotaConsumed', data: { publisherId, kind, ref, time: now.toISOString(), tier } }];
  if (isActiveAt(state, now)) {
    if (state.consumedRefs.includes(`${kind}:${ref}`)) return [];
    if (state.used[kind] >= state.totals[kind]) throw toVip('membership.refusals.quotaExhausted', { quota: kind });
    return consumed('member');
  }
  // without an active membership only the free tier's jobs are left
  if (kind !== 'jobs') throw toVip('membership.refusals.notMember');
  if (state.freeJobs.some((job) => job.ref === ref)) return [];
  if (freeJobsUsedAt(state, now) >= command.freeJobCount) throw toVip('membership.refusals.freeJobsExhausted', { count: command.freeJobCount });
  return consumed('free');
}

function decidePromotionStart(state: MembershipState, command: Extract<MembershipCommand, { type: 'StartPromotion' }>): MembershipEvent[] {
  const { promotionId, publisherId, jobId, job, now } = command;
  if (state.promotions[promotionId]) return [];
  if (job.publisherId !== publisherId) throw new DomainError('A0606');
  if (!job.isPublished) throw new DomainError('A0440', 'membership.refusals.jobNotPublished');
  if (Object.values(state.promotions).some((promotion) => promotion.jobId === jobId && promotion.isActive && time(promotion.endTime) > now.getTime()))
    throw new DomainError('A0440', 'membership.refusals.alreadyPromoted');
  if (!isActiveAt(state, now)) throw toVip('membership.refusals.notMember');
  if (state.used.ads >= state.totals.ads) throw toVip('membership.refusals.quotaExhausted', { quota: 'ads' });
  return [
    { type: 'QuotaConsumed', data: { publisherId, kind: 'ads', ref: `promotion-${promotionId}`, time: now.toISOString(), tier: 'member' } },
    { type: 'JobPromotionStarted', data: { promotionId, publisherId, jobId, startTime: now.toISOString(), endTime: plusDays(now, command.days) } },
  ];
}

function decidePromotionEnd(state: MembershipState, command: Extract<MembershipCommand, { type: 'EndPromotion' }>): MembershipEvent[] {
  const promotion = state.promotions[command.promotionId];
  if (!promotion || state.publisherId === null) throw new DomainError('A0606');
  if (!promotion.isActive) {
    // the timer after staff or the publisher ended it finds nothing to do
    if (command.endedBy === 'timer') return [];
    throw new DomainError('A0440', 'membership.refusals.promotionEnded');
  }
  if (command.endedBy === 'timer' && time(promotion.endTime) > command.now.getTime()) return [];
  const { endedBy, actorId, reason } = command;
  return [{ type: 'JobPromotionEnded', data: { promotionId: promotion.promotionId, publisherId: state.publisherId, jobId: promotion.jobId, endedBy, actorId, reason } }];
}

/**
 * A publisher's membership (contracts' MembershipEvent). Renewal extends from the current end and adds the level's
 * quotas (used unchanged); new and upgrade start now with the level's quotas and nothing used, an upgrade's end
 * carrying the credited days. Quota use is an event: a member consumes the period's quota; without an active
 * membership the free tier allows `freeJobCount` jobs per rolling 30 days and nothing else. Promotions (featured
 * jobs) consume the ads quota and end by their timer, by staff or by the publisher.
 */
export const membershipDecider: Decider<MembershipState, MembershipCommand, MembershipEvent> = {
  initialState: initialMembershipState,
  evolve(state, event) {
    switch (event.type) {
      case 'MembershipActivated': {
        const { orderNo, change, startTime, endTime, remindAt, publisherId, levelId, names, price, validDays, quotas } = event.data;
        const level: OrderedLevel = { levelId, names, price, validDays, quotas };
        const activated = { ...state, publisherId, status: 'active' as const, level, startTime, endTime, remindAt, activatedOrders: [...state.activatedOrders, orderNo] };
        if (change === 'renewal') return { ...activated, totals: addQuotas(state.totals, quotas), periodOrders: [...state.periodOrders, orderNo] };
        return { ...activated, totals: { ...quotas }, used: zeroQuotas(), consumedRefs: [], periodOrders: [orderNo] };
      }
      case 'MembershipExpiryReminded':
        return { ...state, remindedEndTime: event.data.endTime };
      case 'MembershipExpired':
        return { ...state, status: 'expired' };
      case 'MembershipRevoked':
        return { ...state, status: 'revoked' };
      case 'QuotaConsumed': {
        const { publisherId, kind, ref, time: at, tier } = event.data;
        if (tier === 'free') return { ...state, publisherId, freeJobs: [...state.freeJobs, { ref, time: at }] };
        return { ...state, publisherId, used: { ...state.used, [kind]: state.used[kind] + 1 }, consumedRefs: [...state.consumedRefs, `${kind}:${ref}`] };
      }
      case 'JobPromotionStarted': {
        const { promotionId, jobId, startTime, endTime } = event.data;
        return { ...state, promotions: { ...state.promotions, [promotionId]: { promotionId, jobId, startTime, endTime, isActive: true } } };
      }
      case 'JobPromotionEnded': {
        const promotion = state.promotions[event.data.promotionId];
        if (!promotion) return state;
        return { ...state, promotions: { ...state.promotions, [promotion.promotionId]: { ...promotion, isActive: false } } };
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ActivateMembership':
        return decideActivation(state, command);
      case 'RemindExpiry': {
        const isDue = state.status === 'active' && state.endTime === command.endTime && state.remindedEndTime !== command.endTime;
        if (!isDue || time(command.endTime) <= command.now.getTime()) return [];
        return [{ type: 'MembershipExpiryReminded', data: { publisherId: state.publisherId!, endTime: command.endTime, noticeId: command.noticeId } }];
      }
      case 'ExpireMembership':
        // a timer set before a renewal finds the end moved and does nothing
        if (state.status !== 'active' || state.endTime === null || time(state.endTime) > command.now.getTime()) return [];
        return [{ type: 'MembershipExpired', data: { publisherId: state.publisherId!, endTime: state.endTime } }];
      case 'RevokeMembership':
        // a refunded order that no longer carries the membership (expired, replaced by a newer period) takes nothing away
        if (state.status !== 'active' || !state.periodOrders.includes(command.orderNo)) return [];
        return [{ type: 'MembershipRevoked', data: { publisherId: state.publisherId!, orderNo: command.orderNo, actorId: command.actorId, reason: command.reason } }];
      case 'ConsumeQuota':
        return decideConsumption(state, command);
      case 'StartPromotion':
        return decidePromotionStart(state, command);
      case 'EndPromotion':
        return decidePromotionEnd(state, command);
    }
  },
};
