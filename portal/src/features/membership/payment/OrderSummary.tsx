import type { VipOrderView } from '@jobmarket/contracts';
import { Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';
import { dateOf } from '../../jobs/format/jobDates';
import { formatCount, formatDateTime, formatPrice } from '../format/vipFormat';

const DAY_MS = 86_400_000;

/**
 * The payment time limit in whole days (the `{time}` of spec §8), as the api set it on this order: from submission
 * to `payBefore` (the config `vip.paymentTimeLimitDays` when it was submitted).
 */
export function timeLimitDaysOf(order: Pick<VipOrderView, 'submitTime' | 'payBefore'>): number | undefined {
  const submitted = dateOf(order.submitTime);
  const deadline = dateOf(order.payBefore);
  if (!submitted || !deadline) return undefined;
  return Math.max(1, Math.round((deadline.getTime() - submitted.getTime()) / DAY_MS));
}

const Fact = ({ label, children, wide = false }: { label: PortalMessageKey; children: ReactNode; wide?: boolean }) => {
  const { t } = useI18n();
  return (
    <Grid size={{ xs: wide ? 12 : 6, sm: 6 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {t(label)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Grid>
  );
};

/** What the order buys and by when it must be paid (spec §3 VIP order: order number, payable amount). */
export const OrderSummary = ({ order }: { order: VipOrderView }) => {
  const { t, locale } = useI18n();
  const timeLimit = timeLimitDaysOf(order);
  return (
    <Stack spacing={1.5}>
      <Grid container spacing={1.5} component="dl" sx={{ m: 0 }}>
        <Fact label="membership.order.fields.orderNo" wide>{order.orderNo}</Fact>
        <Fact label="membership.order.fields.amount">{formatPrice(locale, order.amount, order.currency)}</Fact>
        <Fact label="membership.order.fields.level">{order.levelName}</Fact>
        <Fact label="membership.order.fields.change">{t(`membership.change.${order.change}`)}</Fact>
      </Grid>
      {order.change === 'upgrade' && order.creditDays > 0 && (
        <Typography variant="body2">{t('portal.vip.payment.creditDays', { days: formatCount(locale, order.creditDays) })}</Typography>
      )}
      {timeLimit !== undefined && <Typography variant="body2">{t('membership.payment.timeLimit', { time: timeLimit })}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {t('portal.vip.payment.payBefore', { time: formatDateTime(locale, order.payBefore) })}
      </Typography>
    </Stack>
  );
};
