import type { MembershipStatus, PromotionStatus } from '@jobmarket/contracts/membership/views';
import { vipOrderStatuses } from '@jobmarket/contracts/membership/orderMachine';

export const membershipStatuses = ['none', 'active', 'expired', 'revoked'] as const satisfies readonly MembershipStatus[];
export const promotionStatuses = ['active', 'ended'] as const satisfies readonly PromotionStatus[];

/** The VIP list's status filter, named by the domain texts. */
export const membershipStatusChoices = membershipStatuses.map((status) => ({ id: status, name: `membership.status.${status}` }));

/** The order list's status filter (the order machine's states). */
export const orderStatusChoices = vipOrderStatuses.map((status) => ({ id: status, name: `membership.order.status.${status}` }));

/** The featured jobs' status filter. */
export const promotionStatusChoices = promotionStatuses.map((status) => ({ id: status, name: `membership.promotion.status.${status}` }));
