import type { ConsultOrderView } from '@jobmarket/contracts';
import { Chip, Stack } from '@mui/material';
import { useI18n } from '../../i18n/I18nContext';

const statusColor = {
  pendingPayment: 'warning',
  confirmed: 'success',
  completed: 'info',
  cancelledBySeeker: 'default',
  cancelledByCounselor: 'default',
  noShow: 'error',
  expired: 'default',
} as const;

/** The booking status and, kept apart from it, the payment status (a free session says so). */
export const ConsultStatusChips = ({ order }: { order: Pick<ConsultOrderView, 'status' | 'paymentStatus'> }) => {
  const { t } = useI18n();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color={statusColor[order.status]} label={t(`counseling.statuses.${order.status}`)} />
      <Chip size="small" variant="outlined" label={`${t('counseling.fields.paymentStatus')}: ${t(`counseling.paymentStatuses.${order.paymentStatus}`)}`} />
    </Stack>
  );
};
