import type { PublicJobView } from '@jobmarket/contracts';
import { Container, Grid, Stack } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';
import { BackLink } from './BackLink';
import { CompanyAside } from './CompanyAside';
import { JobFacts } from './JobFacts';
import { JobHeader } from './JobHeader';
import { JobSections } from './JobSections';
import { usePageTitle } from './usePageTitle';

/** A job's page: header with apply and share, its facts and text sections, and its employer beside them. */
export const JobDetail = ({ job }: { job: PublicJobView }) => {
  const { t } = useI18n();
  usePageTitle(t('jobPage.documentTitle', { position: job.position, company: job.company.name }));
  return (
    <Container maxWidth="lg" component="article" sx={{ py: { xs: 3, md: 5 } }}>
      <BackLink to="/jobs" label={t('jobPage.backToSearch')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <JobHeader job={job} />
            <JobFacts job={job} />
            <JobSections job={job} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <CompanyAside company={job.company} />
        </Grid>
      </Grid>
    </Container>
  );
};
