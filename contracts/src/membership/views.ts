import type { MembershipChange } from './events';
import type { VipLevelNames } from './forms';
import type { PaymentCheckResult, VipOrderAction, VipOrderStatus } from './orderMachine';
import type { QuotaKind, QuotaUse } from './quotas';

// Times on the wire are `YYYY-MM-DD HH:mm:ss` in the server's zone (as every list); money is whole units of `currency`.

/** `GET /vip-levels/page` row, `/vip-levels/{id}/form`, react-admin's record. `name` is in the reader's language. */
export interface VipLevelView {
  id: number;
  names: VipLevelNames;
  name: string;
  price: number;
  currency: string;
  validDays: number;
  jobCount: number;
  viewableResumes: number;
  downloadableResumes: number;
  adCount: number;
  sort: number;
  enabled: boolean;
  createTime: string;
  updateTime: string | null;
}

/** `GET /vip-levels/options` (public): the enabled levels in sort order, for the portal's side-by-side cards. */
export type VipLevelOption = Omit<VipLevelView, 'names' | 'createTime' | 'updateTime' | 'enabled'>;

export type MembershipStatus = 'none' | 'active' | 'expired' | 'revoked';

/**
 * `GET /vip`: the caller's membership and what they may do now (the one query other contexts call, as
 * `entitlementsOf(publisherId)` in the api). Without an active membership the free tier applies: `vip.freeJobCount`
 * jobs per 30 days, nothing else.
 */
export interface MembershipView {
  publisherId: number;
  status: MembershipStatus;
  levelId: number | null;
  levelName: string | null;
  startTime: string | null;
  endTime: string | null;
  /** Whole days left until endTime (0 when not active). */
  daysLeft: number;
  quotas: Record<QuotaKind, QuotaUse>;
  /** The publisher's open order, if any: the portal offers to continue paying it. */
  openOrderNo: string | null;
}

/** `GET /vip/page` (staff, biz:vip:query): one row per publisher who ever had a membership. */
export interface MembershipRow extends MembershipView {
  publisherName: string;
  company: string | null;
  updateTime: string;
}

/** `GET /vip-orders/page` (staff), `/vip-orders/mine/page` (publisher), `/vip-orders/{orderNo}/form`. */
export interface VipOrderView {
  orderNo: string;
  publisherId: number;
  publisherName: string;
  levelId: number;
  levelName: string;
  /** The payable amount (spec §3 VIP order). */
  amount: number;
  currency: string;
  change: MembershipChange;
  creditDays: number;
  status: VipOrderStatus;
  submitTime: string;
  payBefore: string;
  paidTime: string | null;
  /** The provider's transaction id once money moved. */
  providerTxId: string | null;
  /** The current QR's bill reference and when it expires (null before the first QR or once closed). */
  reference: string | null;
  qrExpiresAt: string | null;
  cancelledBy: 'timeLimit' | 'staff' | 'publisher' | null;
  /** Why staff cancelled, refunded or accepted a late payment. */
  reason: string | null;
  refundTime: string | null;
  allowedActions: VipOrderAction[];
}

/** `POST /vip-orders/{orderNo}/qr` (issue or refresh) and `GET` (the current one). */
export interface PaymentQrView {
  orderNo: string;
  reference: string;
  /** The EMVCo merchant-presented payload (what a bank app reads). */
  payload: string;
  /** The payload as an SVG data URL, drawn by the `qrcode` package. */
  image: string;
  amount: number;
  currency: string;
  merchantName: string;
  /** ISO instant; the portal counts down to it and then offers a refresh. */
  expiresAt: string;
  isExpired: boolean;
}

/** `GET /vip-orders/{orderNo}/status` and `PUT /vip-orders/{orderNo}/confirm` ("I have paid"). */
export interface PaymentCheckView {
  orderNo: string;
  result: PaymentCheckResult;
  /** The spec's message for the result, in the caller's language (`membership.payment.<result>`). */
  message: string;
  /** Present when paid: the membership as it now stands. */
  membership?: MembershipView;
}

export type PromotionStatus = 'active' | 'ended';

/** `GET /vip-promotions/page` (staff) and `/vip-promotions/mine/page`. */
export interface PromotionView {
  id: number;
  publisherId: number;
  publisherName: string;
  jobId: number;
  position: string;
  startTime: string;
  endTime: string;
  status: PromotionStatus;
  endedBy: 'timer' | 'staff' | 'publisher' | null;
  reason: string | null;
}

/** `GET /vip-orders/receivable?days=7|30` (staff): paid order sums per day, and this month's total (dashboard). */
export interface ReceivableView {
  currency: string;
  monthTotal: number;
  monthPaidOrders: number;
  days: { day: string; amount: number; orders: number }[];
}
