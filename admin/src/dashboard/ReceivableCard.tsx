import type { ReceivableView } from '@jobmarket/contracts/membership/views';
import { Box, Button, Card, CardActions, CardContent, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useCanAccess, useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { formatMoney } from '../resources/jobs/jobFormat';
import { LoadFailed } from './LoadFailed';
import { useApiData } from './useApiData';
import { useDashboardLocale } from './useDashboardLocale';
import type { TrendDays } from './visitTrend';

// the chart loads after the card's figures
const ReceivableChart = lazy(() => import('./ReceivableChart'));

const ChartSkeleton = () => <Skeleton variant="rounded" height={180} aria-busy="true" />;

/**
 * The monthly receivable card (`GET /vip-orders/receivable?days=7|30`): what paid VIP orders brought this month and
 * how many there were, with the paid amounts of the last 7 or 30 days as bars.
 */
export const ReceivableCard = () => {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const createPath = useCreatePath();
  const canListOrders = useCanAccess({ resource: 'vip-orders', action: 'list' }).canAccess === true;
  const [days, setDays] = useState<TrendDays>(7);
  const { data, error, reload } = useApiData<ReceivableView>(`/vip-orders/receivable?days=${days}`);
  const heading = translate('dashboard.receivable.title');
  if (error) return <LoadFailed onRetry={reload} />;
  const isEmpty = data !== undefined && data.days.every((day) => day.amount === 0);
  return (
    // never shrunk by the column it shares with the jobs card (a Card clips what overflows it: the chart was cut)
    <Card component="section" aria-label={heading} sx={{ flexShrink: 0 }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="subtitle2" color="text.secondary" component="h2">
            {heading}
          </Typography>
          <ToggleButtonGroup size="small" exclusive value={days} aria-label={translate('dashboard.receivable.range')} onChange={(_, value: TrendDays | null) => value && setDays(value)}>
            <ToggleButton value={7}>{translate('dashboard.receivable.last7')}</ToggleButton>
            <ToggleButton value={30}>{translate('dashboard.receivable.last30')}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {data ? (
          <>
            <Typography variant="h4" component="p" aria-label={`${translate('dashboard.receivable.monthTotal')} ${formatMoney(data.monthTotal, data.currency, locale)}`} sx={{ mt: 1 }}>
              {formatMoney(data.monthTotal, data.currency, locale)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('dashboard.receivable.monthOrders', { smart_count: data.monthPaidOrders })}
            </Typography>
            {isEmpty ? (
              <Typography variant="body2" color="text.secondary">
                {translate('dashboard.receivable.empty')}
              </Typography>
            ) : (
              <Suspense fallback={<ChartSkeleton />}>
                <ReceivableChart receivable={data} />
              </Suspense>
            )}
          </>
        ) : (
          <Box aria-busy="true" sx={{ mt: 1 }}>
            <Skeleton variant="text" width="40%" height={48} />
            <Skeleton variant="text" width="60%" />
            <ChartSkeleton />
          </Box>
        )}
      </CardContent>
      {canListOrders && (
        <CardActions>
          <Button size="small" component={Link} to={createPath({ resource: 'vip-orders', type: 'list' })}>
            {translate('dashboard.receivable.viewOrders')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
};
