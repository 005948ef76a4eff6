import { type JobStatus, jobStatuses } from '@jobmarket/contracts';
import { Alert, Box, Button, LinearProgress, Pagination, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '../../../app/PageLoading';
import { dashboardPaths } from '../../../app/paths';
import { WorkIcon } from '../../../app/icons';
import { useI18n } from '../../../i18n/I18nContext';
import { isRunning, useActivePromotions } from '../../membership/promotion/promotionQueries';
import { MY_JOBS_PAGE_SIZE, useMyJobs, useMyJobsFollowNotices } from './myJobsQueries';
import { MyJobCard } from './MyJobCard';

/** The publisher's jobs on their home, newest first, by status; posting starts here. */
export const MyJobsSection = () => {
  const { t } = useI18n();
  const [status, setStatus] = useState<JobStatus | ''>('');
  const [pageNum, setPageNum] = useState(1);
  const jobs = useMyJobs({ pageNum, status });
  useMyJobsFollowNotices();
  // which of my jobs are featured now (membership context); a failure just shows none as featured
  const promotions = useActivePromotions();
  const page = jobs.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / MY_JOBS_PAGE_SIZE)) : 1;

  return (
    <Box component="section" aria-labelledby="my-jobs-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography id="my-jobs-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {t('portal.myJobs.title')}
        </Typography>
        <Button component={RouterLink} to={dashboardPaths.postJob} variant="contained" startIcon={<WorkIcon />}>
          {t('jobs.actions.post')}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('portal.myJobs.intro')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        onChange={(_, next: JobStatus | '' | null) => {
          if (next === null) return;
          setStatus(next);
          setPageNum(1);
        }}
        aria-label={t('portal.myJobs.filter')}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        <ToggleButton value="">{t('portal.myJobs.all')}</ToggleButton>
        {jobStatuses.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`jobs.status.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 4, mb: 1 }}>{jobs.isFetching && !jobs.isPending && <LinearProgress aria-label={t('portal.common.loading')} />}</Box>
      {jobs.isPending && <PageLoading />}
      {jobs.isError && <Alert severity="error">{jobs.error.message}</Alert>}
      {page && page.list.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
          <Typography>{status ? t('portal.myJobs.emptyFiltered') : t('portal.myJobs.empty')}</Typography>
        </Paper>
      )}
      {page && page.list.length > 0 && (
        <Stack spacing={2}>
          {page.list.map((job) => {
            const promotion = promotions.data?.get(job.id);
            return <MyJobCard key={job.id} job={job} promotion={isRunning(promotion) ? promotion : undefined} />;
          })}
        </Stack>
      )}
      {pages > 1 && <Pagination aria-label={t('portal.myJobs.pages')} count={pages} page={pageNum} onChange={(_, next) => setPageNum(next)} sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} />}
    </Box>
  );
};

