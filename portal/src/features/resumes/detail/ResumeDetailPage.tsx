import type { ResumeDetail } from '@jobmarket/contracts';
import { Box, Button, Chip, Container, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { PageLoading } from '../../../app/PageLoading';
import { editResumePath, resumePaths } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { ViewLoadFailed } from '../../jobs/detail/ViewLoadFailed';
import { usePageTitle } from '../../jobs/detail/usePageTitle';
import { ResumeAvatar } from '../files/ResumeAvatar';
import { GeneratePdfDialog } from '../pdf/GeneratePdfDialog';
import { useResume } from '../resumeQueries';
import { resumeIdOf, SeekerOnly } from '../SeekerOnly';
import { ResumeHistory } from './ResumeHistory';
import { ResumeSheet } from './ResumeSheet';

const tabs = ['resume', 'history'] as const;
type DetailTab = (typeof tabs)[number];

const ResumeHeader = ({ resume }: { resume: ResumeDetail }) => {
  const { t, locale } = useI18n();
  const [isGenerating, setGenerating] = useState(false);
  usePageTitle(resume.name);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <ResumeAvatar name={resume.name} url={resume.avatarUrl} alt={t('resumes.fields.avatar')} size={80} />
      <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {resume.name}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {resume.isDefault && <Chip size="small" color="warning" variant="outlined" label={t('portal.resumes.mine.defaultChip')} />}
          <Chip size="small" color={resume.searchable ? 'success' : 'default'} label={t(resume.searchable ? 'portal.resumes.detail.searchable' : 'portal.resumes.detail.private')} />
          <Chip size="small" variant="outlined" label={t('portal.resumes.detail.profileViews', { count: new Intl.NumberFormat(locale).format(resume.profileViews) })} />
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={editResumePath(resume.id)}>
          {t('portal.resumes.actions.edit')}
        </Button>
        <Button variant="outlined" onClick={() => setGenerating(true)}>
          {t('portal.resumes.actions.generatePdf')}
        </Button>
      </Stack>
      {isGenerating && <GeneratePdfDialog resume={resume} onClose={() => setGenerating(false)} />}
    </Stack>
  );
};

/** `GET /resumes/{id}`: one of my resumes, and its History tab. */
const ResumeView = ({ resumeId }: { resumeId: number }) => {
  const { t } = useI18n();
  const resume = useResume(resumeId);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: DetailTab = searchParams.get('tab') === 'history' ? 'history' : 'resume';
  if (resume.isPending) return <PageLoading />;
  if (resume.isError) return <ViewLoadFailed message={resume.error.message} onRetry={() => void resume.refetch()} />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <Button component={RouterLink} to={resumePaths.mine} sx={{ alignSelf: 'flex-start' }}>
          {t('portal.resumes.common.backToMine')}
        </Button>
        <ResumeHeader resume={resume.data} />
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={tab}
            aria-label={t('portal.resumes.detail.tabs.label')}
            onChange={(_, next: DetailTab) => setSearchParams(next === 'resume' ? {} : { tab: next }, { replace: true })}
          >
            {tabs.map((value) => (
              <Tab key={value} value={value} label={t(`portal.resumes.detail.tabs.${value}`)} id={`resume-tab-${value}`} aria-controls={`resume-tabpanel-${value}`} />
            ))}
          </Tabs>
        </Box>
        <div role="tabpanel" id={`resume-tabpanel-${tab}`} aria-labelledby={`resume-tab-${tab}`}>
          {tab === 'resume' ? <ResumeSheet resume={resume.data} /> : <ResumeHistory resumeId={resumeId} />}
        </div>
      </Stack>
    </Container>
  );
};

/** `/resumes/:id`: the seeker's own resume with every field. */
const ResumeDetailPage = () => {
  const { id } = useParams();
  const resumeId = resumeIdOf(id);
  if (resumeId === undefined) return <NotFoundPage />;
  return (
    <SeekerOnly>
      <ResumeView resumeId={resumeId} />
    </SeekerOnly>
  );
};

export default ResumeDetailPage;
