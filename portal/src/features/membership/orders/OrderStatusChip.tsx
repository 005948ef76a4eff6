import type { VipOrderStatus } from '@jobmarket/contracts';
import { Chip, type ChipProps } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';

const colours: Record<VipOrderStatus, ChipProps['color']> = {
  awaitingPayment: 'warning',
  processing: 'info',
  paid: 'success',
  cancelled: 'default',
  paidAfterCancel: 'secondary',
  refunded: 'default',
};

/** Where a VIP order is, in the reader's language. */
export const OrderStatusChip = ({ status }: { status: VipOrderStatus }) => {
  const { t } = useI18n();
  return <Chip size="small" color={colours[status]} variant={status === 'cancelled' || status === 'refunded' ? 'outlined' : 'filled'} label={t(`membership.order.status.${status}`)} />;
};
