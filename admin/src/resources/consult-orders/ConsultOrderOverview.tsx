import { Box, Rating, Stack, Typography } from '@mui/material';
import type { ConsultOrderView } from '@jobmarket/contracts/counseling/views';
import type { ReactNode } from 'react';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { formatDateTime } from '../../dashboard/localDates';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { formatMoney } from '../jobs/jobFormat';
import { JobField, jobFieldGrid } from '../jobs/JobField';
import { ConsultNotes } from './ConsultNotes';
import { ConsultPaymentChip, ConsultStatusChip } from './ConsultStatusChips';
import { useInstantFormat } from './consultTimes';

function Section({ name, children, grid = true }: { name: string; children: ReactNode; grid?: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={`consult-section-${name}`}>
      <Typography id={`consult-section-${name}`} variant="subtitle1" component="h3" gutterBottom>
        {translate(`resources.consult-orders.sections.${name}`)}
      </Typography>
      {grid ? <Box sx={jobFieldGrid}>{children}</Box> : children}
    </Box>
  );
}

/**
 * A consult order's facts: the order (number, job seeker, counselor — a link to their page — booking status), the
 * session (time in the api's zone, how, the seeker's topic), the payment (price, status, the time limit while unpaid),
 * the seeker's rating and comment once given, and the counselor's private notes (staff see them).
 */
export function ConsultOrderOverview() {
  const order = useRecordContext<ConsultOrderView>();
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const format = useInstantFormat();
  const createPath = useCreatePath();
  if (!order) return null;
  const field = (name: string) => translate(`counseling.fields.${name}`);
  return (
    <Stack spacing={3}>
      <Section name="order">
        <JobField label={field('orderNo')}>{order.orderNo}</JobField>
        <JobField label={field('seeker')}>{order.seekerName}</JobField>
        <JobField label={translate('resources.consult-orders.fields.counselor')}>
          <Box component={Link} to={createPath({ resource: 'counselors', id: order.counselorId, type: 'show' })} sx={{ color: 'primary.main' }}>
            {order.counselorName}
          </Box>
        </JobField>
        <JobField label={field('bookingStatus')}>
          <ConsultStatusChip status={order.status} />
        </JobField>
        <JobField label={translate('resources.consult-orders.fields.createTime')}>{formatDateTime(order.createTime, locale)}</JobField>
      </Section>
      <Section name="session">
        <JobField label={field('slot')}>{format.slot(order.startsAt, order.endsAt)}</JobField>
        <JobField label={translate('resources.consult-orders.fields.mode')}>{translate(`counseling.modes.${order.mode}`, { _: order.mode })}</JobField>
        <JobField label={field('topic')}>
          {order.topic && (
            <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
              {order.topic}
            </Box>
          )}
        </JobField>
      </Section>
      <Section name="payment">
        <JobField label={translate('resources.consult-orders.fields.price')}>
          {order.price === 0 ? translate('resources.consult-orders.free') : formatMoney(order.price, order.currency, locale)}
        </JobField>
        <JobField label={field('paymentStatus')}>
          <ConsultPaymentChip status={order.paymentStatus} />
        </JobField>
        {order.status === 'pendingPayment' && <JobField label={field('payBefore')}>{format.instant(order.payBefore)}</JobField>}
      </Section>
      <Section name="rating" grid={false}>
        {order.rating === null ? (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.consult-orders.notRated')}
          </Typography>
        ) : (
          <Stack spacing={1}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Rating value={order.rating} readOnly size="small" aria-hidden />
              <Typography variant="body2">{translate('resources.consult-orders.stars', { rating: order.rating })}</Typography>
            </Box>
            {order.comment && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {order.comment}
              </Typography>
            )}
          </Stack>
        )}
      </Section>
      <Section name="notes" grid={false}>
        <ConsultNotes order={order} />
      </Section>
    </Stack>
  );
}
