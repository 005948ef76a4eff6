import type { ConsultPaymentStatus, ConsultStatus } from '@jobmarket/contracts/counseling/consultOrderMachine';
import { StatusChip, type ChipColour } from '../membership/shared/StatusChip';

const statusColours: Record<ConsultStatus, ChipColour> = {
  pendingPayment: 'warning',
  confirmed: 'info',
  completed: 'success',
  cancelledBySeeker: 'default',
  cancelledByCounselor: 'default',
  noShow: 'error',
  expired: 'default',
};
const paymentColours: Record<ConsultPaymentStatus, ChipColour> = { notRequired: 'default', unpaid: 'warning', paid: 'success', refunded: 'info' };

/** Where a booking stands; one waiting for payment or for its session is outlined. */
export const ConsultStatusChip = ({ status }: { status: ConsultStatus }) => (
  <StatusChip messages="counseling.statuses" status={status} colours={statusColours} waiting={['pendingPayment', 'confirmed']} />
);

/** The payment, kept apart from the booking: free, unpaid (outlined: waiting), paid or refunded. */
export const ConsultPaymentChip = ({ status }: { status: ConsultPaymentStatus }) => (
  <StatusChip messages="counseling.paymentStatuses" status={status} colours={paymentColours} waiting={['unpaid']} />
);
