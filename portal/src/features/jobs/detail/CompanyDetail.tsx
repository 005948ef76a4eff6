import type { CompanyPageView } from '@jobmarket/contracts';
import { Box, Container, Grid, Paper, Stack, Typography } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';
import { BackLink } from './BackLink';
import { CompanyJobList } from './CompanyJobList';
import { PlaceIcon } from './detailIcons';
import { placeOf } from './jobTimes';
import { usePageTitle } from './usePageTitle';

/** A company's page: name, industry, place, its introduction, the office photo where allowed, and its open jobs. */
export const CompanyDetail = ({ company }: { company: CompanyPageView }) => {
  const { t } = useI18n();
  usePageTitle(company.name);
  return (
    <Container maxWidth="lg" component="article" sx={{ py: { xs: 3, md: 5 } }}>
      <BackLink to="/companies" label={t('companyPage.backToSearch')} />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={1}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {company.name}
            </Typography>
            {company.industry && <Typography color="text.secondary">{company.industry.label}</Typography>}
            {company.location && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PlaceIcon fontSize="small" color="action" />
                <Typography>{placeOf(company.location)}</Typography>
              </Stack>
            )}
            <Typography sx={{ fontWeight: 600 }}>{t('companyPage.openJobCount', { count: company.openJobCount })}</Typography>
          </Stack>
        </Paper>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: company.officePhotoUrl ? 7 : 12 }}>
            <Paper variant="outlined" component="section" aria-labelledby="company-about" sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
              <Typography id="company-about" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {t('companyPage.about')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} color={company.introduction ? 'text.primary' : 'text.secondary'}>
                {company.introduction || t('companyPage.noIntroduction')}
              </Typography>
            </Paper>
          </Grid>
          {company.officePhotoUrl && (
            <Grid size={{ xs: 12, md: 5 }}>
              <Box
                component="img"
                src={company.officePhotoUrl}
                alt={t('companyPage.officePhotoAlt', { company: company.name })}
                sx={{ width: '100%', maxHeight: 320, objectFit: 'cover', borderRadius: 2, display: 'block' }}
              />
            </Grid>
          )}
        </Grid>
        <Paper variant="outlined" component="section" aria-labelledby="company-jobs" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography id="company-jobs" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('companyPage.openJobs')}
          </Typography>
          {company.jobs.length > 0 ? <CompanyJobList jobs={company.jobs} /> : <Typography color="text.secondary">{t('companyPage.noOpenJobs')}</Typography>}
        </Paper>
      </Stack>
    </Container>
  );
};
