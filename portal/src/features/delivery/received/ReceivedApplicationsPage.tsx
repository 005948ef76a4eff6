import { type DeliveryState, deliveryStates, type JobRow, PAGE_SIZE_MAX, type Page } from '@jobmarket/contracts';
import { Alert, Box, Button, Container, LinearProgress, MenuItem, Pagination, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../app/PageLoading';
import { useI18n } from '../../../i18n/I18nContext';
import { useSession } from '../../../session/SessionContext';
import { usePageTitle } from '../../jobs/detail/usePageTitle';
import { myJobsKey } from '../../jobs/publisher/myJobsQueries';
import { PublisherGate } from '../../resumes/talent/PublisherGate';
import { DELIVERY_PAGE_SIZE, useDeliveryFollowNotices, useReceivedOrders } from '../deliveryQueries';
import { ReceivedOrderCard } from './ReceivedOrderCard';

const isState = (value: string | null): value is DeliveryState => (deliveryStates as readonly (string | null)[]).includes(value);

/** My jobs to filter by (`GET /jobs/mine/page`, one page of the most the api gives). */
function useMyJobOptions() {
  const { api } = useSession();
  const { locale } = useI18n();
  const query = new URLSearchParams({ pageNum: '1', pageSize: String(PAGE_SIZE_MAX) });
  return useQuery({ queryKey: [...myJobsKey, locale, 'options', query.toString()], queryFn: () => api.request<Page<JobRow>>(`/jobs/mine/page?${query}`) });
}

const ReceivedApplications = () => {
  const { t } = useI18n();
  usePageTitle(t('portal.delivery.received.title'));
  // the filters live in the address: a job card's applicant count links here with its job
  const [searchParams, setSearchParams] = useSearchParams();
  const jobId = Number(searchParams.get('jobId')) || undefined;
  const stateParam = searchParams.get('state');
  const state = isState(stateParam) ? stateParam : undefined;
  const [pageNum, setPageNum] = useState(1);
  const orders = useReceivedOrders({ pageNum, jobId, state });
  const jobs = useMyJobOptions();
  useDeliveryFollowNotices();
  const page = orders.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / DELIVERY_PAGE_SIZE)) : 1;

  function filter(name: 'jobId' | 'state', value: string) {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearchParams(next, { replace: true });
    setPageNum(1);
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('portal.delivery.received.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('portal.delivery.received.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <TextField select label={t('portal.delivery.received.job')} value={jobId ? String(jobId) : ''} onChange={(event) => filter('jobId', event.target.value)} sx={{ minWidth: 240 }}>
          <MenuItem value="">{t('portal.delivery.received.allJobs')}</MenuItem>
          {jobId && !jobs.data?.list.some((job) => job.id === jobId) && <MenuItem value={String(jobId)}>{jobId}</MenuItem>}
          {jobs.data?.list.map((job) => (
            <MenuItem key={job.id} value={String(job.id)}>
              {job.position}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('portal.delivery.received.state')} value={state ?? ''} onChange={(event) => filter('state', event.target.value)} sx={{ minWidth: 220 }}>
          <MenuItem value="">{t('portal.delivery.received.allStates')}</MenuItem>
          {deliveryStates.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`delivery.states.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>{orders.isFetching && !orders.isPending && <LinearProgress aria-label={t('portal.delivery.common.loading')} />}</Box>
      {orders.isPending && <PageLoading />}
      {orders.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void orders.refetch()}>
              {t('portal.delivery.common.retry')}
            </Button>
          }
        >
          {orders.error.message}
        </Alert>
      )}
      {page && page.list.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
          <Typography>{t('portal.delivery.received.empty')}</Typography>
        </Paper>
      )}
      {page && page.list.length > 0 && (
        <Stack spacing={2}>
          {page.list.map((order) => (
            <ReceivedOrderCard key={order.id} order={order} />
          ))}
        </Stack>
      )}
      {pages > 1 && <Pagination aria-label={t('portal.delivery.common.pages')} count={pages} page={pageNum} onChange={(_, next) => setPageNum(next)} sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} />}
    </Container>
  );
};

/** `/applications/received`: an approved publisher's applications to their jobs, with the employer's steps. */
const ReceivedApplicationsPage = () => (
  <PublisherGate>
    <ReceivedApplications />
  </PublisherGate>
);

export default ReceivedApplicationsPage;
