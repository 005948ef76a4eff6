import type { ConsultOrderEvent, ConsultPaymentStatus, ConsultStatus } from '@jobmarket/contracts';

/**
 * What the payment side needs of a consult order, folded from its own stream (`consult-order-<id>`): who pays, how
 * much, until when, and what it stands at. Kept here rather than read from the orders part's state so that payment
 * depends on the events (the contract), not on another part's state shape.
 */
export type OrderForPayment =
  | { exists: false }
  | {
      exists: true;
      orderId: number;
      orderNo: string;
      seekerId: number;
      price: number;
      currency: string;
      payBefore: string | null;
      status: ConsultStatus;
      paymentStatus: ConsultPaymentStatus;
      /** The provider transactions that paid it (one, unless something went wrong). */
      paidTxIds: string[];
      refunded: boolean;
      /** Cancelled with `refund: true` (the seeker before the notice window, or the counselor or staff, when paid). */
      refundDue: boolean;
    };

export function evolveOrderForPayment(state: OrderForPayment, event: ConsultOrderEvent): OrderForPayment {
  if (event.type === 'ConsultBooked') {
    const { data } = event;
    return {
      exists: true,
      orderId: data.orderId,
      orderNo: data.orderNo,
      seekerId: data.seekerId,
      price: data.price,
      currency: data.currency,
      payBefore: data.payBefore,
      status: 'pendingPayment',
      paymentStatus: data.price > 0 ? 'unpaid' : 'notRequired',
      paidTxIds: [],
      refunded: false,
      refundDue: false,
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'ConsultPaid':
      return { ...state, paymentStatus: 'paid', paidTxIds: [...state.paidTxIds, event.data.providerTxId] };
    case 'ConsultConfirmed':
      return state.status === 'pendingPayment' ? { ...state, status: 'confirmed' } : state;
    case 'ConsultExpired':
      return { ...state, status: 'expired' };
    case 'ConsultCancelled':
      return { ...state, status: event.data.by === 'seeker' ? 'cancelledBySeeker' : 'cancelledByCounselor', refundDue: event.data.refund };
    case 'ConsultRefunded':
      return { ...state, paymentStatus: 'refunded', refunded: true };
    case 'ConsultCompleted':
      return { ...state, status: 'completed' };
    case 'ConsultNoShow':
      return { ...state, status: 'noShow' };
    default:
      return state;
  }
}

export const initialOrderForPayment: OrderForPayment = { exists: false };
