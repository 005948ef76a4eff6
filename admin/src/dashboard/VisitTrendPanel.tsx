import { Box, Card, CardContent, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoadFailed } from './LoadFailed';
import { useApiData } from './useApiData';
import { trendRange, type TrendDays, type VisitTrend } from './visitTrend';

// the chart is the heaviest part of the page: its code loads after the cards
const VisitTrendChart = lazy(() => import('./VisitTrendChart'));

const ChartSkeleton = () => <Skeleton variant="rounded" height={260} aria-busy="true" />;

/** The visit trend of the last 7 or 30 days (`GET /logs/visit-trend`). */
export const VisitTrendPanel = () => {
  const translate = useTranslate();
  const [days, setDays] = useState<TrendDays>(7);
  const range = useMemo(() => trendRange(days, new Date()), [days]);
  const { data, isLoading, error, reload } = useApiData<VisitTrend>(`/logs/visit-trend?startDate=${range.startDate}&endDate=${range.endDate}`);
  const isEmpty = data !== undefined && [...data.pvList, ...data.uvList, ...data.ipList].every((count) => count === 0);

  return (
    <Card component="section" aria-label={translate('admin.dashboard.trend.title')} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Typography variant="h6" component="h2">
            {translate('admin.dashboard.trend.title')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={days}
            aria-label={translate('admin.dashboard.trend.range')}
            onChange={(_, value: TrendDays | null) => value && setDays(value)}
          >
            <ToggleButton value={7}>{translate('admin.dashboard.trend.last7')}</ToggleButton>
            <ToggleButton value={30}>{translate('admin.dashboard.trend.last30')}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {error ? (
          <LoadFailed onRetry={reload} />
        ) : isLoading || !data ? (
          <ChartSkeleton />
        ) : (
          <>
            {isEmpty && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('admin.dashboard.trend.empty')}
              </Typography>
            )}
            <Suspense fallback={<ChartSkeleton />}>
              <VisitTrendChart trend={data} />
            </Suspense>
          </>
        )}
      </CardContent>
    </Card>
  );
};
