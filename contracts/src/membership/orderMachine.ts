/**
 * A VIP order's life as a transition table (ARCHITECTURE §2.2). An order waits for payment (QR codes are issued and
 * refreshed meanwhile); the provider may report it processing or declined; it is paid (the membership activates in
 * the same append), cancelled (time limit, staff, or the publisher), or refunded by staff. A payment that arrives
 * after cancellation is recorded, never lost: staff then accept it (activating the membership) or refund it.
 */
export const vipOrderStatuses = ['awaitingPayment', 'processing', 'paid', 'cancelled', 'paidAfterCancel', 'refunded'] as const;
export type VipOrderStatus = (typeof vipOrderStatuses)[number];

/**
 * issueQr: a new QR (first or refresh); markProcessing/decline/pay: the provider's word (webhook or query);
 * cancel: time limit, staff or publisher; refund, acceptLatePayment: staff.
 */
export type VipOrderAction = 'issueQr' | 'markProcessing' | 'decline' | 'pay' | 'cancel' | 'refund' | 'acceptLatePayment';

export const vipOrderTransitions = {
  awaitingPayment: { issueQr: 'awaitingPayment', markProcessing: 'processing', decline: 'awaitingPayment', pay: 'paid', cancel: 'cancelled' },
  // a QR in processing is not replaced: the bank is moving the money for it
  processing: { markProcessing: 'processing', decline: 'awaitingPayment', pay: 'paid', cancel: 'cancelled' },
  paid: { refund: 'refunded' },
  // money arriving for a cancelled order is recorded as such
  cancelled: { pay: 'paidAfterCancel' },
  paidAfterCancel: { refund: 'refunded', acceptLatePayment: 'paid' },
  refunded: {},
} as const satisfies Record<VipOrderStatus, Partial<Record<VipOrderAction, VipOrderStatus>>>;

const refusals: Partial<Record<VipOrderAction, string>> = {
  issueQr: 'membership.refusals.orderNotPayable',
  markProcessing: 'membership.refusals.orderNotPayable',
  decline: 'membership.refusals.orderNotPayable',
  pay: 'membership.refusals.orderNotPayable',
  cancel: 'membership.refusals.orderNotOpen',
  refund: 'membership.refusals.orderNotRefundable',
  acceptLatePayment: 'membership.refusals.noLatePayment',
};

export function canVipOrder(status: VipOrderStatus, action: VipOrderAction): boolean {
  return action in vipOrderTransitions[status];
}

export function allowedVipOrderActions(status: VipOrderStatus): VipOrderAction[] {
  return Object.keys(vipOrderTransitions[status]) as VipOrderAction[];
}

/** Why the action is refused (an i18n key), or undefined when the table allows it. */
export function vipOrderRefusalOf(status: VipOrderStatus, action: VipOrderAction): string | undefined {
  if (canVipOrder(status, action)) return undefined;
  return refusals[action] ?? 'errors.A0440';
}

/** An order the publisher may still pay (show its QR). */
export const isOpenVipOrder = (status: VipOrderStatus): boolean => status === 'awaitingPayment' || status === 'processing';

/**
 * What the "I have paid" check answers (spec §4, §8): each result has its message key
 * (`membership.payment.<result>`): notFound "Order number does not exist, please get QR code again", notPaid "Order not
 * paid, please complete payment before clicking", processing "Order payment in progress, please try again later",
 * paid "Payment successful, membership activated", qrExpired "QR code has expired, please click refresh", cancelled
 * "This order was cancelled…".
 */
export const paymentCheckResults = ['notFound', 'notPaid', 'processing', 'paid', 'qrExpired', 'cancelled'] as const;
export type PaymentCheckResult = (typeof paymentCheckResults)[number];
