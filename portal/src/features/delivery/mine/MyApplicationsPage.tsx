import { Alert, Box, Button, Container, LinearProgress, Pagination, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '../../../app/PageLoading';
import { useI18n } from '../../../i18n/I18nContext';
import { SeekerOnly } from '../../resumes/SeekerOnly';
import { usePageTitle } from '../../jobs/detail/usePageTitle';
import { DELIVERY_PAGE_SIZE, useDeliveryFollowNotices, useMyApplications } from '../deliveryQueries';
import { ApplicationCard } from './ApplicationCard';

const MyApplications = () => {
  const { t } = useI18n();
  usePageTitle(t('portal.delivery.mine.title'));
  const [pageNum, setPageNum] = useState(1);
  const applications = useMyApplications(pageNum);
  useDeliveryFollowNotices();
  const page = applications.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / DELIVERY_PAGE_SIZE)) : 1;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('portal.delivery.mine.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('portal.delivery.mine.intro')}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{applications.isFetching && !applications.isPending && <LinearProgress aria-label={t('portal.delivery.common.loading')} />}</Box>
      {applications.isPending && <PageLoading />}
      {applications.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void applications.refetch()}>
              {t('portal.delivery.common.retry')}
            </Button>
          }
        >
          {applications.error.message}
        </Alert>
      )}
      {page && page.list.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('portal.delivery.mine.empty')}
          </Typography>
          <Button component={RouterLink} to="/jobs" variant="contained">
            {t('portal.delivery.mine.findJobs')}
          </Button>
        </Paper>
      )}
      {page && page.list.length > 0 && (
        <Stack spacing={2}>
          {page.list.map((order) => (
            <ApplicationCard key={order.id} order={order} />
          ))}
        </Stack>
      )}
      {pages > 1 && <Pagination aria-label={t('portal.delivery.common.pages')} count={pages} page={pageNum} onChange={(_, next) => setPageNum(next)} sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} />}
    </Container>
  );
};

/** `/applications`: the job seeker's applications (delivery orders they are the candidate of). */
const MyApplicationsPage = () => (
  <SeekerOnly>
    <MyApplications />
  </SeekerOnly>
);

export default MyApplicationsPage;
