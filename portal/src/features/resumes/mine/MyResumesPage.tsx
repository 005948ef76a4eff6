import { resumeTemplateIds } from '@jobmarket/contracts';
import { Alert, Box, Button, Container, LinearProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { resumePaths } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { usePageTitle } from '../../jobs/detail/usePageTitle';
import { GeneratePdfDialog } from '../pdf/GeneratePdfDialog';
import { useMyResumes } from '../resumeQueries';
import { SeekerOnly } from '../SeekerOnly';
import { ResumeCard } from './ResumeCard';

// as many placeholders as most seekers have resumes: the page does not jump when they arrive
const SKELETON_CARDS = 2;

const EmptyResumes = () => {
  const { t } = useI18n();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('portal.resumes.mine.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('portal.resumes.mine.emptyBody')}
      </Typography>
      <Button component={RouterLink} to={resumePaths.create} variant="contained" size="large">
        {t('portal.resumes.mine.emptyAction')}
      </Button>
    </Paper>
  );
};

/**
 * `GET /resumes/mine`: my resumes, oldest first as the api orders them (the default one is starred). A template
 * chosen on the seeker's home (`?template=`) opens the PDF dialog for the default resume with it.
 */
const MyResumes = () => {
  const { t } = useI18n();
  const resumes = useMyResumes();
  const [searchParams, setSearchParams] = useSearchParams();
  usePageTitle(t('portal.resumes.mine.title'));
  const chosenTemplate = resumeTemplateIds.find((id) => id === searchParams.get('template'));
  const defaultResume = resumes.data?.find((resume) => resume.isDefault) ?? resumes.data?.[0];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('portal.resumes.mine.title')}
        </Typography>
        {resumes.data && resumes.data.length > 0 && (
          <Button component={RouterLink} to={resumePaths.create} variant="contained">
            {t('portal.resumes.mine.create')}
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('portal.resumes.mine.intro')}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{resumes.isFetching && !resumes.isPending && <LinearProgress aria-label={t('portal.common.loading')} />}</Box>
      {resumes.isPending && (
        <Stack spacing={2} aria-busy="true" aria-label={t('portal.common.loading')}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={220} />
          ))}
        </Stack>
      )}
      {resumes.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void resumes.refetch()}>
              {t('portal.resumes.common.retry')}
            </Button>
          }
        >
          {resumes.error.message}
        </Alert>
      )}
      {chosenTemplate && resumes.data?.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('portal.resumes.mine.templateNeedsResume', { template: t(`resumes.templates.${chosenTemplate}.name`) })}
        </Alert>
      )}
      {resumes.data && resumes.data.length === 0 && <EmptyResumes />}
      {resumes.data && resumes.data.length > 0 && (
        <Stack spacing={2}>
          {resumes.data.map((resume) => (
            <ResumeCard key={resume.id} resume={resume} />
          ))}
        </Stack>
      )}
      {chosenTemplate && defaultResume && (
        <GeneratePdfDialog resume={{ ...defaultResume, templateId: chosenTemplate }} onClose={() => setSearchParams({}, { replace: true })} />
      )}
    </Container>
  );
};

/** `/resumes`: the job seeker's resumes. */
const MyResumesPage = () => (
  <SeekerOnly>
    <MyResumes />
  </SeekerOnly>
);

export default MyResumesPage;
