import type { DeliveryTrend } from '@jobmarket/contracts/delivery/views';
import { Box, Button, Card, CardActions, CardContent, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useCanAccess, useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { LoadFailed } from './LoadFailed';
import type { OrderTrendSeries } from './OrderTrendChart';
import { StatFigure } from './StatFigure';
import { useApiData } from './useApiData';
import { useDashboardLocale } from './useDashboardLocale';
import { formatCount } from './visitFigures';
import type { TrendDays } from './visitTrend';

// the chart loads after the card's figures
const OrderTrendChart = lazy(() => import('./OrderTrendChart'));

const ChartSkeleton = () => <Skeleton variant="rounded" height={180} aria-busy="true" />;

/**
 * The order trend of spec §2 (`GET /delivery-orders/trend?days=7|30`): delivery orders created and candidates
 * onboarded over the last 7 or 30 days, as totals and, one series at a time, as bars per day.
 */
export const OrderTrendCard = () => {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const createPath = useCreatePath();
  const canListOrders = useCanAccess({ resource: 'delivery-orders', action: 'list' }).canAccess === true;
  const [days, setDays] = useState<TrendDays>(7);
  const [series, setSeries] = useState<OrderTrendSeries>('created');
  const { data, error, reload } = useApiData<DeliveryTrend>(`/delivery-orders/trend?days=${days}`);
  const text = (key: string) => translate(`dashboard.deliveryTrend.${key}`);
  const heading = text('title');
  if (error) return <LoadFailed onRetry={reload} />;
  const total = (of: OrderTrendSeries) => (data?.days ?? []).reduce((sum, day) => sum + day[of], 0);
  const isEmpty = data !== undefined && total('created') === 0 && total('onboarded') === 0;
  return (
    // never shrunk by the column it shares with the other cards (a Card clips what overflows it)
    <Card component="section" aria-label={heading} sx={{ flexShrink: 0 }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="subtitle2" color="text.secondary" component="h2">
            {heading}
          </Typography>
          <ToggleButtonGroup size="small" exclusive value={days} aria-label={text('range')} onChange={(_, value: TrendDays | null) => value && setDays(value)}>
            <ToggleButton value={7}>{text('last7')}</ToggleButton>
            <ToggleButton value={30}>{text('last30')}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {data ? (
          <>
            <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mt: 1, mb: 2 }}>
              <StatFigure label={text('createdTotal')} value={formatCount(total('created'), locale)} />
              <StatFigure label={text('onboardedTotal')} value={formatCount(total('onboarded'), locale)} />
            </Box>
            {isEmpty ? (
              <Typography variant="body2" color="text.secondary">
                {text('empty')}
              </Typography>
            ) : (
              <>
                <ToggleButtonGroup size="small" exclusive value={series} aria-label={text('series')} onChange={(_, value: OrderTrendSeries | null) => value && setSeries(value)} sx={{ mb: 1 }}>
                  <ToggleButton value="created">{text('created')}</ToggleButton>
                  <ToggleButton value="onboarded">{text('onboarded')}</ToggleButton>
                </ToggleButtonGroup>
                <Suspense fallback={<ChartSkeleton />}>
                  <OrderTrendChart days={data.days} series={series} />
                </Suspense>
              </>
            )}
          </>
        ) : (
          <Box aria-busy="true" sx={{ mt: 1 }}>
            <Skeleton variant="text" width="40%" height={48} />
            <ChartSkeleton />
          </Box>
        )}
      </CardContent>
      {canListOrders && (
        <CardActions>
          <Button size="small" component={Link} to={createPath({ resource: 'delivery-orders', type: 'list' })}>
            {text('viewOrders')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
};
