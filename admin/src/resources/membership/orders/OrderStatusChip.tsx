import type { VipOrderStatus } from '@jobmarket/contracts/membership/orderMachine';
import { StatusChip, type ChipColour } from '../shared/StatusChip';

const colours: Record<VipOrderStatus, ChipColour> = {
  awaitingPayment: 'warning',
  processing: 'info',
  paid: 'success',
  cancelled: 'default',
  paidAfterCancel: 'error',
  refunded: 'default',
};

/** Where an order is: waiting for money, being paid, paid, cancelled, paid after cancellation (staff must decide), refunded. */
export const OrderStatusChip = ({ status }: { status: VipOrderStatus }) => (
  <StatusChip messages="membership.order.status" status={status} colours={colours} waiting={['awaitingPayment', 'processing', 'paidAfterCancel']} />
);
