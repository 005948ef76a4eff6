import type { MembershipEvent, VipOrderEvent } from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import { jobIdFor } from '../reactors/queues';
import { defineReactor, type ReactorJob } from '../reactors/reactor';

type Timed = Extract<VipOrderEvent | MembershipEvent, { type: 'VipOrderSubmitted' | 'PaymentQrIssued' | 'MembershipActivated' | 'JobPromotionStarted' }>;

/**
 * The membership context's timers, each a delayed BullMQ job whose id derives from the event that set it: an order's
 * payment time limit (cancel it if still unpaid), a QR's expiry (ask the provider whether it was paid, in case the
 * webhook was lost), a membership's end and the reminder before it, a featured job's end. A worker runs the command
 * then, and the command decides whether the timer still matters (paid meanwhile, renewed, ended early), so a timer an
 * event overtook needs no cancelling.
 */
export const membershipTimersReactor = defineReactor({
  name: 'membership_timers_v1',
  handles: ['VipOrderSubmitted', 'PaymentQrIssued', 'MembershipActivated', 'JobPromotionStarted'],
  jobsFor(recorded: RecordedEvent): ReactorJob[] {
    const event = recorded as unknown as Timed;
    switch (event.type) {
      case 'VipOrderSubmitted': {
        const { orderNo, payBefore } = event.data;
        return [{ queue: 'membership', name: 'cancelUnpaidOrder', id: jobIdFor('vip-order-time-limit', recorded.id), delayUntil: payBefore, data: { orderNo } }];
      }
      case 'PaymentQrIssued': {
        const { orderNo, reference, expiresAt } = event.data;
        return [{ queue: 'membership', name: 'reconcilePayment', id: jobIdFor('vip-payment-reconcile', recorded.id), delayUntil: expiresAt, data: { orderNo, reference } }];
      }
      case 'MembershipActivated': {
        const { publisherId, endTime, remindAt } = event.data;
        return [
          { queue: 'membership', name: 'expireMembership', id: jobIdFor('membership-expiry', recorded.id), delayUntil: endTime, data: { publisherId, endTime } },
          // a reminder time already past (a period shorter than the reminder's lead) runs at once
          { queue: 'membership', name: 'remindMembershipExpiry', id: jobIdFor('membership-reminder', recorded.id), delayUntil: remindAt, data: { publisherId, endTime } },
        ];
      }
      case 'JobPromotionStarted': {
        const { publisherId, promotionId, endTime } = event.data;
        return [{ queue: 'membership', name: 'endPromotion', id: jobIdFor('promotion-end', recorded.id), delayUntil: endTime, data: { publisherId, promotionId } }];
      }
    }
  },
});
