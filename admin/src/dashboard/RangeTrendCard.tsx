import { Box, Button, Card, CardActions, CardContent, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Suspense, useState, type ReactNode } from 'react';
import { useCanAccess, useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { LoadFailed } from './LoadFailed';
import { useApiData } from './useApiData';
import type { TrendDays } from './visitTrend';

const ChartSkeleton = () => <Skeleton variant="rounded" height={180} aria-busy="true" />;

interface RangeTrendCardProps<Data> {
  /** The card's catalog section, holding `title`, `range`, `last7`, `last30` and `empty`. */
  texts: string;
  /** The api path of the figures for the last 7 or 30 days. */
  pathOf: (days: TrendDays) => string;
  /** The list the card leads to, for those who may read it, and the key of the link's words. */
  list: { resource: string; label: string };
  /** The figures above the chart. */
  summary: (data: Data) => ReactNode;
  isEmpty: (data: Data) => boolean;
  /** The chart (a lazily loaded component: it shows a placeholder while it loads). */
  chart: (data: Data) => ReactNode;
}

/**
 * A dashboard card of figures over the last 7 or 30 days, with their bars: its heading and range switch, the figures,
 * the chart (or words when the period holds nothing), a placeholder while loading, another try when the figures do not
 * come, and the way to the list behind them.
 */
export function RangeTrendCard<Data>({ texts, pathOf, list, summary, isEmpty, chart }: RangeTrendCardProps<Data>) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const canList = useCanAccess({ resource: list.resource, action: 'list' }).canAccess === true;
  const [days, setDays] = useState<TrendDays>(7);
  const { data, error, reload } = useApiData<Data>(pathOf(days));
  const heading = translate(`${texts}.title`);
  if (error) return <LoadFailed onRetry={reload} />;
  return (
    // never shrunk by the column it shares with the other cards (a Card clips what overflows it: a chart was cut)
    <Card component="section" aria-label={heading} sx={{ flexShrink: 0 }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="subtitle2" color="text.secondary" component="h2">
            {heading}
          </Typography>
          <ToggleButtonGroup size="small" exclusive value={days} aria-label={translate(`${texts}.range`)} onChange={(_, value: TrendDays | null) => value && setDays(value)}>
            <ToggleButton value={7}>{translate(`${texts}.last7`)}</ToggleButton>
            <ToggleButton value={30}>{translate(`${texts}.last30`)}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {data ? (
          <>
            {summary(data)}
            {isEmpty(data) ? (
              <Typography variant="body2" color="text.secondary">
                {translate(`${texts}.empty`)}
              </Typography>
            ) : (
              <Suspense fallback={<ChartSkeleton />}>{chart(data)}</Suspense>
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
      {canList && (
        <CardActions>
          <Button size="small" component={Link} to={createPath({ resource: list.resource, type: 'list' })}>
            {translate(list.label)}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
