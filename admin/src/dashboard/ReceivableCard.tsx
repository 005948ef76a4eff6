import type { ReceivableView } from '@jobmarket/contracts/membership/views';
import { Typography } from '@mui/material';
import { lazy } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../resources/jobs/jobFormat';
import { RangeTrendCard } from './RangeTrendCard';
import { useDashboardLocale } from './useDashboardLocale';

// the chart loads after the card's figures
const ReceivableChart = lazy(() => import('./ReceivableChart'));

/**
 * The monthly receivable card (`GET /vip-orders/receivable?days=7|30`): what paid VIP orders brought this month and
 * how many there were, with the paid amounts of the last 7 or 30 days as bars.
 */
export const ReceivableCard = () => {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  return (
    <RangeTrendCard<ReceivableView>
      texts="dashboard.receivable"
      pathOf={(days) => `/vip-orders/receivable?days=${days}`}
      list={{ resource: 'vip-orders', label: 'dashboard.receivable.viewOrders' }}
      summary={(data) => (
        <>
          <Typography variant="h4" component="p" aria-label={`${translate('dashboard.receivable.monthTotal')} ${formatMoney(data.monthTotal, data.currency, locale)}`} sx={{ mt: 1 }}>
            {formatMoney(data.monthTotal, data.currency, locale)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('dashboard.receivable.monthOrders', { smart_count: data.monthPaidOrders })}
          </Typography>
        </>
      )}
      isEmpty={(data) => data.days.every((day) => day.amount === 0)}
      chart={(data) => <ReceivableChart receivable={data} />}
    />
  );
};
