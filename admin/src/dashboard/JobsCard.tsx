import type { JobStatsView } from '@jobmarket/contracts/jobs/views';
import { Box, Button, Card, CardActions, CardContent, Skeleton, Typography } from '@mui/material';
import { useCanAccess, useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { LoadFailed } from './LoadFailed';
import { StatFigure } from './StatFigure';
import { pendingJobsSearch } from '../resources/jobs/jobListLinks';
import { useApiData } from './useApiData';
import { useDashboardLocale } from './useDashboardLocale';
import { formatCount } from './visitFigures';

/** The jobs card (`GET /jobs/stats`): open jobs and pending audits, with a way to the jobs waiting for review. */
export const JobsCard = () => {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const createPath = useCreatePath();
  const canListJobs = useCanAccess({ resource: 'jobs', action: 'list' }).canAccess === true;
  const { data, error, reload } = useApiData<JobStatsView>('/jobs/stats');
  const heading = translate('dashboard.jobs.title');
  if (error) return <LoadFailed onRetry={reload} />;
  return (
    <Card component="section" aria-label={heading} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="subtitle2" color="text.secondary" component="h2">
          {heading}
        </Typography>
        {data ? (
          <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mt: 1 }}>
            <StatFigure label={translate('dashboard.jobs.openJobs')} value={formatCount(data.openJobs, locale)} />
            <StatFigure label={translate('dashboard.jobs.pendingAudits')} value={formatCount(data.pendingAudits, locale)} />
          </Box>
        ) : (
          <Box aria-busy="true">
            <Skeleton variant="text" width="40%" height={48} />
            <Skeleton variant="text" width="60%" />
          </Box>
        )}
      </CardContent>
      {canListJobs && (
        <CardActions>
          <Button size="small" component={Link} to={`${createPath({ resource: 'jobs', type: 'list' })}${pendingJobsSearch}`}>
            {translate('dashboard.jobs.reviewPending')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
};
