import type { ResumeStats } from '@jobmarket/contracts/resumes/views';
import { Box, Button, Card, CardActions, CardContent, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useCanAccess, useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { LoadFailed } from './LoadFailed';
import { StatFigure } from './StatFigure';
import { useApiData } from './useApiData';
import { useDashboardLocale } from './useDashboardLocale';
import { formatCount } from './visitFigures';
import type { TrendDays } from './visitTrend';

// the chart loads after the card's figures
const ResumeTrendChart = lazy(() => import('./ResumeTrendChart'));

const ChartSkeleton = () => <Skeleton variant="rounded" height={180} aria-busy="true" />;

/**
 * The resumes card of spec §2 (`GET /resumes/stats?days=7|30`): every resume kept, those created this month, and the
 * new resumes of the last 7 or 30 days as bars.
 */
export const ResumesCard = () => {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const createPath = useCreatePath();
  const canListResumes = useCanAccess({ resource: 'resumes', action: 'list' }).canAccess === true;
  const [days, setDays] = useState<TrendDays>(7);
  const { data, error, reload } = useApiData<ResumeStats>(`/resumes/stats?days=${days}`);
  const heading = translate('dashboard.resumes.title');
  if (error) return <LoadFailed onRetry={reload} />;
  const isEmpty = data !== undefined && data.days.every((day) => day.count === 0);
  return (
    // never shrunk by the column it shares with the other cards (a Card clips what overflows it)
    <Card component="section" aria-label={heading} sx={{ flexShrink: 0 }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="subtitle2" color="text.secondary" component="h2">
            {heading}
          </Typography>
          <ToggleButtonGroup size="small" exclusive value={days} aria-label={translate('dashboard.resumes.range')} onChange={(_, value: TrendDays | null) => value && setDays(value)}>
            <ToggleButton value={7}>{translate('dashboard.resumes.last7')}</ToggleButton>
            <ToggleButton value={30}>{translate('dashboard.resumes.last30')}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {data ? (
          <>
            <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mt: 1, mb: 2 }}>
              <StatFigure label={translate('dashboard.resumes.total')} value={formatCount(data.total, locale)} />
              <StatFigure label={translate('dashboard.resumes.newThisMonth')} value={formatCount(data.newThisMonth, locale)} />
            </Box>
            {isEmpty ? (
              <Typography variant="body2" color="text.secondary">
                {translate('dashboard.resumes.empty')}
              </Typography>
            ) : (
              <Suspense fallback={<ChartSkeleton />}>
                <ResumeTrendChart days={data.days} />
              </Suspense>
            )}
          </>
        ) : (
          <Box aria-busy="true" sx={{ mt: 1 }}>
            <Skeleton variant="text" width="40%" height={48} />
            <ChartSkeleton />
          </Box>
        )}
      </CardContent>
      {canListResumes && (
        <CardActions>
          <Button size="small" component={Link} to={createPath({ resource: 'resumes', type: 'list' })}>
            {translate('dashboard.resumes.viewResumes')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
};
