import { Container, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { PageLoading } from '../../../app/PageLoading';
import { useI18n } from '../../../i18n/I18nContext';
import { ViewLoadFailed } from '../../jobs/detail/ViewLoadFailed';
import { useResumeForm } from '../resumeQueries';
import { resumeIdOf, SeekerOnly } from '../SeekerOnly';
import { ResumeForm } from './ResumeForm';
import { newResumeValues, resumeValuesOf } from './resumeFormValues';

const Title = ({ children }: { children: string }) => (
  <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
    {children}
  </Typography>
);

/** `GET /resumes/{id}/form`: my resume as saved, offered for correction. */
const EditResume = ({ resumeId }: { resumeId: number }) => {
  const { t } = useI18n();
  const resume = useResumeForm(resumeId);
  if (resume.isPending) return <PageLoading />;
  if (resume.isError) return <ViewLoadFailed message={resume.error.message} onRetry={() => void resume.refetch()} />;
  return (
    <Stack spacing={3}>
      <Title>{t('portal.resumes.form.editTitle', { name: resume.data.name })}</Title>
      <ResumeForm key={resume.data.id} initial={resumeValuesOf(resume.data, t('resumes.fields.avatar'))} resume={resume.data} />
    </Stack>
  );
};

const NewResume = () => {
  const { t } = useI18n();
  return (
    <Stack spacing={3}>
      <Title>{t('portal.resumes.form.newTitle')}</Title>
      <Typography color="text.secondary">{t('portal.resumes.form.intro')}</Typography>
      <ResumeForm initial={newResumeValues()} />
    </Stack>
  );
};

/** `/resumes/new` and `/resumes/:id/edit`: a job seeker writes a resume or corrects one of theirs. */
const ResumeFormPage = () => {
  const { id } = useParams();
  const resumeId = resumeIdOf(id);
  if (id !== undefined && resumeId === undefined) return <NotFoundPage />;
  return (
    <SeekerOnly>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {resumeId === undefined ? <NewResume /> : <EditResume resumeId={resumeId} />}
      </Container>
    </SeekerOnly>
  );
};

export default ResumeFormPage;
