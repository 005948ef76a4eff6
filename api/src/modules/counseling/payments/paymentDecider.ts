import type { Decider } from '../../../eventSourcing/decider';
import { DomainError } from '../../../http/appError';

/**
 * The payment side of one consult order, on its own stream `consult-payment-<orderId>` (the order's stream belongs
 * to the orders part and its contract has no QR events). It keeps the QRs issued (the webhook finds the order and
 * its amount from a reference; "I have paid" asks the provider about the current one) and every payment the
 * provider reported, applied to the order or not: money for an order that had expired or was cancelled is
 * recorded here (`isApplied: false`) and logged for staff to refund, never lost.
 */
export const consultPaymentStream = (orderId: number): string => `consult-payment-${orderId}`;

export interface ConsultQr {
  reference: string;
  payload: string;
  amount: number;
  currency: string;
  issueTime: string;
  expiresAt: string;
}

export interface ReceivedPayment {
  reference: string;
  providerTxId: string;
  amount: number;
  currency: string;
  paidTime: string;
  source: 'webhook' | 'query';
  /** False: the order could not take it (expired, cancelled, paid by another transaction). */
  isApplied: boolean;
  /** The order's booking status when the money came. */
  orderStatus: string;
}

/** Money the order never took, given back to the payer by staff through the port. */
export interface ReturnedPayment {
  providerTxId: string;
  refundId: string;
  amount: number;
  actorId: string | null;
  reason: string;
}

export type ConsultPaymentEvent =
  | { type: 'ConsultPaymentQrIssued'; data: ConsultQr & { orderId: number } }
  | { type: 'ConsultPaymentReceived'; data: ReceivedPayment & { orderId: number } }
  | { type: 'ConsultPaymentReturned'; data: ReturnedPayment & { orderId: number } };

export interface ConsultPaymentState {
  qrs: ConsultQr[];
  /** By the provider's transaction id: each is recorded once. */
  received: Record<string, ReceivedPayment>;
  /** Unapplied payments given back, by transaction id. */
  returned: Record<string, ReturnedPayment>;
}

export type ConsultPaymentCommand =
  | { type: 'IssueQr'; orderId: number; qr: ConsultQr; now: Date }
  | { type: 'RecordPayment'; orderId: number; payment: ReceivedPayment }
  | { type: 'RecordReturn'; orderId: number; returned: ReturnedPayment };

/** The QR to pay with now: the newest, unless it has expired. */
export const liveQrOf = (state: ConsultPaymentState, now: Date): ConsultQr | undefined => {
  const qr = state.qrs.at(-1);
  return qr && new Date(qr.expiresAt).getTime() > now.getTime() ? qr : undefined;
};

export const consultPaymentDecider: Decider<ConsultPaymentState, ConsultPaymentCommand, ConsultPaymentEvent> = {
  initialState: { qrs: [], received: {}, returned: {} },

  evolve(state, event) {
    switch (event.type) {
      case 'ConsultPaymentQrIssued': {
        const { orderId: _orderId, ...qr } = event.data;
        return { ...state, qrs: [...state.qrs, qr] };
      }
      case 'ConsultPaymentReceived': {
        const { orderId: _orderId, ...payment } = event.data;
        return { ...state, received: { ...state.received, [payment.providerTxId]: payment } };
      }
      case 'ConsultPaymentReturned': {
        const { orderId: _orderId, ...returned } = event.data;
        return { ...state, returned: { ...state.returned, [returned.providerTxId]: returned } };
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      // a live QR is answered again (the seeker reopening the screen, or two tabs at once): one payable QR per order
      case 'IssueQr':
        return liveQrOf(state, command.now) ? [] : [{ type: 'ConsultPaymentQrIssued', data: { orderId: command.orderId, ...command.qr } }];
      // the same transaction twice (a repeated webhook, a query after the webhook) is recorded once
      case 'RecordPayment':
        return state.received[command.payment.providerTxId] ? [] : [{ type: 'ConsultPaymentReceived', data: { orderId: command.orderId, ...command.payment } }];
      // only money the order did not take goes back this way (a paid order's refund is the order's ConsultRefunded), once
      case 'RecordReturn': {
        const received = state.received[command.returned.providerTxId];
        if (!received || received.isApplied) throw new DomainError('A0440');
        return state.returned[command.returned.providerTxId] ? [] : [{ type: 'ConsultPaymentReturned', data: { orderId: command.orderId, ...command.returned } }];
      }
    }
  },
};
