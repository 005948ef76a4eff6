import type { MembershipEvent, VipOrderEvent } from '@jobmarket/contracts';
import { jobIdFor } from '../reactors/queues';
import { defineReactor } from '../reactors/reactor';

type Told = Extract<VipOrderEvent | MembershipEvent, { type: 'MembershipActivated' | 'MembershipExpiryReminded' | 'VipOrderCancelled' }>;

/**
 * Tells publishers about their membership: an activation and an order cancelled at its time limit when their commands
 * reserved a notice id, and every expiry reminder (its command reserves one always). A worker creates and publishes
 * the notice to the publisher alone, in their language (api membership/membershipNotices). The demo seed reserves none.
 */
export const membershipNoticesReactor = defineReactor({
  name: 'membership_notices_v1',
  handles: ['MembershipActivated', 'MembershipExpiryReminded', 'VipOrderCancelled'],
  jobsFor(recorded) {
    const event = recorded as unknown as Told;
    const id = jobIdFor('membership-notice', recorded.id);
    switch (event.type) {
      case 'MembershipActivated': {
        const { publisherId, noticeId, orderNo } = event.data;
        return noticeId === undefined ? [] : [{ queue: 'notices', name: 'membershipNotice', id, data: { kind: 'activated', publisherId, noticeId, orderNo } }];
      }
      case 'MembershipExpiryReminded': {
        const { publisherId, noticeId } = event.data;
        return [{ queue: 'notices', name: 'membershipNotice', id, data: { kind: 'expiring', publisherId, noticeId } }];
      }
      case 'VipOrderCancelled': {
        const { orderNo, noticeId } = event.data;
        return noticeId === undefined ? [] : [{ queue: 'notices', name: 'membershipNotice', id, data: { kind: 'cancelled', noticeId, orderNo } }];
      }
    }
  },
});
