import type { DeliveryTrend } from '@jobmarket/contracts/delivery/views';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { lazy, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderTrendSeries } from './OrderTrendChart';
import { RangeTrendCard } from './RangeTrendCard';
import { StatFigure } from './StatFigure';
import { useDashboardLocale } from './useDashboardLocale';
import { formatCount } from './visitFigures';

// the chart loads after the card's figures
const OrderTrendChart = lazy(() => import('./OrderTrendChart'));

const totalOf = (trend: DeliveryTrend, series: OrderTrendSeries) => trend.days.reduce((sum, day) => sum + day[series], 0);

/** One series at a time as bars, with the switch between them. */
const SeriesChart = ({ days }: { days: DeliveryTrend['days'] }) => {
  const translate = useTranslate();
  const [series, setSeries] = useState<OrderTrendSeries>('created');
  return (
    <>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={series}
        aria-label={translate('dashboard.deliveryTrend.series')}
        onChange={(_, value: OrderTrendSeries | null) => value && setSeries(value)}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="created">{translate('dashboard.deliveryTrend.created')}</ToggleButton>
        <ToggleButton value="onboarded">{translate('dashboard.deliveryTrend.onboarded')}</ToggleButton>
      </ToggleButtonGroup>
      <OrderTrendChart days={days} series={series} />
    </>
  );
};

/**
 * The order trend of spec §2 (`GET /delivery-orders/trend?days=7|30`): delivery orders created and candidates
 * onboarded over the last 7 or 30 days, as totals and, one series at a time, as bars per day.
 */
export const OrderTrendCard = () => {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  return (
    <RangeTrendCard<DeliveryTrend>
      texts="dashboard.deliveryTrend"
      pathOf={(days) => `/delivery-orders/trend?days=${days}`}
      list={{ resource: 'delivery-orders', label: 'dashboard.deliveryTrend.viewOrders' }}
      summary={(data) => (
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mt: 1, mb: 2 }}>
          <StatFigure label={translate('dashboard.deliveryTrend.createdTotal')} value={formatCount(totalOf(data, 'created'), locale)} />
          <StatFigure label={translate('dashboard.deliveryTrend.onboardedTotal')} value={formatCount(totalOf(data, 'onboarded'), locale)} />
        </Box>
      )}
      isEmpty={(data) => totalOf(data, 'created') === 0 && totalOf(data, 'onboarded') === 0}
      chart={(data) => <SeriesChart days={data.days} />}
    />
  );
};
