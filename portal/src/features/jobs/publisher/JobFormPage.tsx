import { type JobDetail, jobRefusalOf, type MyApplicationView, roleCodes } from '@jobmarket/contracts';
import { Alert, Button, Container, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { PageLoading } from '../../../app/PageLoading';
import { dashboardPaths } from '../../../app/paths';
import { UnauthorizedPage } from '../../../app/UnauthorizedPage';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';
import { useSession } from '../../../session/SessionContext';
import { myApplicationKey } from '../../registration/ApplicantHome';
import { CannotPostYet, postingRefusalOf } from './CannotPostYet';
import { JobForm } from './JobForm';
import { JobFormNotes } from './JobFormNotes';
import { jobValuesOf, newJobValues } from './jobFormValues';

const BackToMyJobs = () => {
  const { t } = useI18n();
  return (
    <Button component={RouterLink} to={dashboardPaths.home} sx={{ alignSelf: 'flex-start' }}>
      {t('portal.jobForm.back')}
    </Button>
  );
};

/** `GET /jobs/{id}/form`: my job as saved, offered for correction when its state allows an edit. */
const EditJob = ({ jobId }: { jobId: number }) => {
  const { t } = useI18n();
  const { api } = useSession();
  // not keyed by language: a switch must not reload the job and drop what was typed (the form holds codes, not labels)
  const job = useQuery({ queryKey: ['jobs', 'form', jobId], queryFn: () => api.request<JobDetail>(`/jobs/${jobId}/form`) });
  if (job.isPending) return <PageLoading />;
  if (job.isError) return <Alert severity="error">{job.error.message}</Alert>;
  const refusal = job.data.allowedActions.includes('edit') ? undefined : jobRefusalOf(job.data.status, 'edit');
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('portal.jobForm.editTitle', { position: job.data.position })}
      </Typography>
      {refusal ? (
        <>
          <Alert severity="info">{t(refusal as PortalMessageKey)}</Alert>
          <BackToMyJobs />
        </>
      ) : (
        <>
          <JobFormNotes job={job.data} />
          <JobForm key={job.data.id} initial={jobValuesOf(job.data)} job={job.data} />
        </>
      )}
    </Stack>
  );
};

const NewJob = ({ company }: { company: string }) => {
  const { t } = useI18n();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('portal.jobForm.newTitle')}
      </Typography>
      <Typography color="text.secondary">{t('portal.jobForm.intro')}</Typography>
      <JobForm initial={newJobValues(company)} />
    </Stack>
  );
};

/** The publisher's application, which decides whether they may post at all: why not is said before the form, not after it. */
const PostingGate = ({ jobId }: { jobId: number | undefined }) => {
  const { api } = useSession();
  const application = useQuery({ queryKey: myApplicationKey, queryFn: () => api.request<MyApplicationView>('/registrations/mine') });
  if (application.isPending) return <PageLoading />;
  if (application.isError) return <Alert severity="error">{application.error.message}</Alert>;
  const refusal = postingRefusalOf(application.data);
  if (refusal)
    return (
      <Stack spacing={3}>
        <CannotPostYet reason={refusal} />
        <BackToMyJobs />
      </Stack>
    );
  return jobId === undefined ? <NewJob company={application.data.company ?? ''} /> : <EditJob jobId={jobId} />;
};

/** `/dashboard/jobs/new` and `/dashboard/jobs/:id/edit`: a publisher posts a job or corrects one of theirs. */
const JobFormPage = () => {
  const { id } = useParams();
  const { me } = useSession();
  if (!me) return <PageLoading />;
  if (!me.roles.includes(roleCodes.publisher)) return <UnauthorizedPage />;
  const jobId = id === undefined ? undefined : Number(id);
  if (jobId !== undefined && !(Number.isSafeInteger(jobId) && jobId > 0)) return <NotFoundPage />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PostingGate jobId={jobId} />
    </Container>
  );
};

export default JobFormPage;
