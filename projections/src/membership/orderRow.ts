import type { MembershipChange, VipLevelNames, VipOrderEvent, VipOrderStatus } from '@jobmarket/contracts';

/** A row of VIP_ORDERS_TABLE as the projection writes it (column names as in the table; membership-seams.md). */
export interface VipOrderRowColumns {
  order_no: string;
  publisher_id: number;
  level_id: number;
  level_names: VipLevelNames;
  amount: number;
  currency: string;
  change: MembershipChange;
  credit_days: number;
  status: VipOrderStatus;
  submit_time: Date;
  pay_before: Date;
  paid_time: Date | null;
  /** The provider's transaction id once money moved (or is moving: processing). */
  provider_tx_id: string | null;
  /** The current QR's bill reference, or the one that was paid; null before the first QR and once one is withdrawn. */
  reference: string | null;
  /** When the current QR expires; null while no QR can be paid (none yet, withdrawn, or the order closed). */
  qr_expires_at: Date | null;
  cancelled_by: 'timeLimit' | 'staff' | 'publisher' | null;
  /** Why staff cancelled, refunded or accepted a late payment. */
  reason: string | null;
  refund_time: Date | null;
  update_time: Date;
  /** The revision of the order's stream last applied. */
  stream_revision: number;
}

/**
 * The row after one event, or undefined when the event finds no order (a history that starts mid-way). The event is
 * the provider's or staff's word as the order's decider accepted it, so the row follows it without re-deciding.
 */
export function evolveOrderRow(row: VipOrderRowColumns | undefined, event: VipOrderEvent, at: Date, revision: number): VipOrderRowColumns | undefined {
  if (event.type === 'VipOrderSubmitted') {
    const { data } = event;
    return {
      order_no: data.orderNo,
      publisher_id: data.publisherId,
      level_id: data.levelId,
      level_names: data.names,
      amount: data.amount,
      currency: data.currency,
      change: data.change,
      credit_days: data.creditDays,
      status: 'awaitingPayment',
      submit_time: new Date(data.submitTime),
      pay_before: new Date(data.payBefore),
      paid_time: null,
      provider_tx_id: null,
      reference: null,
      qr_expires_at: null,
      cancelled_by: null,
      reason: null,
      refund_time: null,
      update_time: at,
      stream_revision: revision,
    };
  }
  if (!row) return undefined;
  const next = { ...row, update_time: at, stream_revision: revision };
  switch (event.type) {
    case 'PaymentQrIssued':
      return { ...next, reference: event.data.reference, qr_expires_at: new Date(event.data.expiresAt) };
    case 'PaymentQrWithdrawn':
      // a refresh may issue the new QR before it withdraws the old one: only the current one's withdrawal clears it
      return event.data.reference === row.reference ? { ...next, reference: null, qr_expires_at: null } : next;
    case 'PaymentProcessing':
      return { ...next, status: 'processing', provider_tx_id: event.data.providerTxId };
    case 'PaymentDeclined':
      // no money moved: the order waits for payment again
      return { ...next, status: 'awaitingPayment', provider_tx_id: null };
    case 'VipOrderPaid':
      return {
        ...next,
        status: 'paid',
        paid_time: new Date(event.data.paidTime),
        provider_tx_id: event.data.providerTxId,
        reference: event.data.reference,
        qr_expires_at: null,
      };
    case 'LatePaymentReceived':
      return {
        ...next,
        status: 'paidAfterCancel',
        paid_time: new Date(event.data.paidTime),
        provider_tx_id: event.data.providerTxId,
        reference: event.data.reference,
        qr_expires_at: null,
      };
    case 'LatePaymentAccepted':
      return { ...next, status: 'paid', reason: event.data.reason };
    case 'VipOrderCancelled':
      return { ...next, status: 'cancelled', cancelled_by: event.data.cancelledBy, reason: event.data.reason, qr_expires_at: null };
    case 'VipOrderRefunded':
      return { ...next, status: 'refunded', reason: event.data.reason, refund_time: at, qr_expires_at: null };
  }
}
