import type { Quotas, QuotaKind } from './quotas';
import type { VipLevelForm, VipLevelNames } from './forms';

/** Events of a membership level (stream `vip-level-<id>`). */
export type VipLevelEvent =
  | { type: 'VipLevelCreated'; data: VipLevelForm & { id: number } }
  | { type: 'VipLevelUpdated'; data: VipLevelForm & { id: number } }
  | { type: 'VipLevelDeleted'; data: { id: number } };
export const vipLevelEventTypes = ['VipLevelCreated', 'VipLevelUpdated', 'VipLevelDeleted'] as const satisfies readonly VipLevelEvent['type'][];

/**
 * How a paid order changes a membership: `new` starts one now; `renewal` (same level while active) extends from the
 * current end and adds the level's quotas; `upgrade` (a dearer level while active) starts now with the new level's
 * quotas, and the remaining days of the old level are credited pro rata by price per day (`creditDays`).
 * A cheaper level than the active one is refused until the active one ends.
 */
export type MembershipChange = 'new' | 'renewal' | 'upgrade';

/** What an order buys, fixed when it is submitted (a later edit of the level does not change a submitted order). */
export interface OrderedLevel {
  levelId: number;
  names: VipLevelNames;
  price: number;
  validDays: number;
  quotas: Quotas;
}

/**
 * Events of a VIP order (stream `vip-order-<orderNo>`). Times are ISO 8601 instants; money is whole units of
 * `currency`. `reference` is the bill reference inside one QR's EMVCo payload (tag 62.01): each refresh issues a new
 * one for the same order. `providerTxId` is the provider's transaction id: nothing is applied twice for one.
 */
export type VipOrderEvent =
  | {
      type: 'VipOrderSubmitted';
      data: OrderedLevel & {
        orderNo: string;
        publisherId: number;
        amount: number;
        currency: string;
        change: MembershipChange;
        creditDays: number;
        submitTime: string;
        /** The payment time limit (`vip.paymentTimeLimitDays` after submission): unpaid, the order is cancelled then. */
        payBefore: string;
        /** The publisher's language: what notices about the order are written in. */
        locale: string;
      };
    }
  | { type: 'PaymentQrIssued'; data: { orderNo: string; reference: string; payload: string; issueTime: string; expiresAt: string } }
  /** An old QR taken back at the provider (a refresh, or the order closing) so it can no longer be paid. */
  | { type: 'PaymentQrWithdrawn'; data: { orderNo: string; reference: string; reason: 'refreshed' | 'orderClosed' } }
  | { type: 'PaymentProcessing'; data: { orderNo: string; reference: string; providerTxId: string } }
  | { type: 'PaymentDeclined'; data: { orderNo: string; reference: string; providerTxId: string } }
  | {
      type: 'VipOrderPaid';
      data: { orderNo: string; reference: string; providerTxId: string; amount: number; paidTime: string; source: 'webhook' | 'query' };
    }
  /** Money for an order already cancelled: recorded, the order waits for staff (accept or refund). */
  | {
      type: 'LatePaymentReceived';
      data: { orderNo: string; reference: string; providerTxId: string; amount: number; paidTime: string; source: 'webhook' | 'query' };
    }
  | { type: 'LatePaymentAccepted'; data: { orderNo: string; actorId: string | null; reason: string } }
  | {
      type: 'VipOrderCancelled';
      /** `noticeId`: the notice telling the publisher a time-limit cancellation (reserved by the timer's command). */
      data: { orderNo: string; cancelledBy: 'timeLimit' | 'staff' | 'publisher'; actorId: string | null; reason: string | null; noticeId?: number };
    }
  | { type: 'VipOrderRefunded'; data: { orderNo: string; actorId: string | null; reason: string; amount: number } };

export const vipOrderEventTypes = [
  'VipOrderSubmitted',
  'PaymentQrIssued',
  'PaymentQrWithdrawn',
  'PaymentProcessing',
  'PaymentDeclined',
  'VipOrderPaid',
  'LatePaymentReceived',
  'LatePaymentAccepted',
  'VipOrderCancelled',
  'VipOrderRefunded',
] as const satisfies readonly VipOrderEvent['type'][];

/**
 * Events of a publisher's membership and entitlement ledger (stream `membership-<publisherId>`). A paid order
 * activates (new, renewal, upgrade) in the same append as its `VipOrderPaid`; a refund revokes in the same append as
 * its `VipOrderRefunded`. Quota use is `QuotaConsumed` (tier `free` when no membership is active: the config
 * `vip.freeJobCount` jobs per 30 days). Promotions (featured jobs) live here too, as they consume the ads quota.
 */
export type MembershipEvent =
  | {
      type: 'MembershipActivated';
      data: OrderedLevel & {
        publisherId: number;
        orderNo: string;
        change: MembershipChange;
        creditDays: number;
        startTime: string;
        endTime: string;
        /** When to remind the publisher that it ends (`vip.expiryReminderDays` before endTime). */
        remindAt: string;
        /** The notice that tells the publisher it is active (reserved by the paying command). */
        noticeId?: number;
        /** The publisher's language, for the notices. */
        locale: string;
      };
    }
  | { type: 'MembershipExpiryReminded'; data: { publisherId: number; endTime: string; noticeId: number } }
  | { type: 'MembershipExpired'; data: { publisherId: number; endTime: string } }
  | { type: 'MembershipRevoked'; data: { publisherId: number; orderNo: string; actorId: string | null; reason: string } }
  | { type: 'QuotaConsumed'; data: { publisherId: number; kind: QuotaKind; ref: string; time: string; tier: 'member' | 'free' } }
  | { type: 'JobPromotionStarted'; data: { promotionId: number; publisherId: number; jobId: number; startTime: string; endTime: string } }
  | {
      type: 'JobPromotionEnded';
      data: { promotionId: number; publisherId: number; jobId: number; endedBy: 'timer' | 'staff' | 'publisher'; actorId: string | null; reason: string | null };
    };

export const membershipEventTypes = [
  'MembershipActivated',
  'MembershipExpiryReminded',
  'MembershipExpired',
  'MembershipRevoked',
  'QuotaConsumed',
  'JobPromotionStarted',
  'JobPromotionEnded',
] as const satisfies readonly MembershipEvent['type'][];
