import type { VipOrderView } from '@jobmarket/contracts/membership/views';
import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useDashboardLocale } from '../../../dashboard/useDashboardLocale';
import { JobField, jobFieldGrid } from '../../jobs/JobField';
import { formatMoney } from '../../jobs/jobFormat';
import { OrderStatusChip } from './OrderStatusChip';

/** Every fact of an order (spec §3 VIP order): who bought which level for how much, and where its payment stands. */
export function OrderOverview() {
  const order = useRecordContext<VipOrderView>();
  const translate = useTranslate();
  const locale = useDashboardLocale();
  if (!order) return null;
  const field = (name: string) => translate(`membership.order.fields.${name}`);
  return (
    <Box sx={jobFieldGrid}>
      <JobField label={field('orderNo')}>{order.orderNo}</JobField>
      <JobField label={translate('membership.fields.publisher')}>{order.publisherName}</JobField>
      <JobField label={field('level')}>{order.levelName}</JobField>
      <JobField label={field('amount')}>{formatMoney(order.amount, order.currency, locale)}</JobField>
      <JobField label={field('change')}>{translate(`membership.change.${order.change}`, { _: order.change })}</JobField>
      <JobField label={field('creditDays')}>{order.creditDays}</JobField>
      <JobField label={field('status')}>
        <OrderStatusChip status={order.status} />
      </JobField>
      <JobField label={field('submitTime')}>{order.submitTime}</JobField>
      <JobField label={field('payBefore')}>{order.payBefore}</JobField>
      <JobField label={field('paidTime')}>{order.paidTime}</JobField>
      <JobField label={field('providerTxId')}>{order.providerTxId}</JobField>
      <JobField label={field('reference')}>{order.reference}</JobField>
      <JobField label={field('qrExpiresAt')}>{order.qrExpiresAt}</JobField>
      <JobField label={field('cancelledBy')}>{order.cancelledBy ? translate(`membership.order.cancelledBy.${order.cancelledBy}`) : null}</JobField>
      <JobField label={field('reason')}>{order.reason}</JobField>
      <JobField label={field('refundTime')}>{order.refundTime}</JobField>
    </Box>
  );
}
