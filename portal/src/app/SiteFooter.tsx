import { Box, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { type PortalMessageKey, useI18n } from '../i18n/I18nContext';

const columns: { title: PortalMessageKey; links: { to: string; label: PortalMessageKey }[] }[] = [
  {
    title: 'portal.footer.company',
    links: [
      { to: '/about', label: 'portal.footer.about' },
      { to: '/privacy', label: 'portal.footer.privacy' },
      { to: '/terms', label: 'portal.footer.terms' },
    ],
  },
  {
    title: 'portal.footer.forSeekers',
    links: [
      { to: '/jobs', label: 'portal.footer.searchJobs' },
      { to: '/register-job-seeker', label: 'portal.footer.createSeekerAccount' },
      { to: '/#career-tips', label: 'portal.footer.careerTips' },
    ],
  },
  {
    title: 'portal.footer.forEmployers',
    links: [
      { to: '/register-publisher', label: 'portal.footer.registerPublisher' },
      { to: '/register-school-admin', label: 'portal.footer.registerSchool' },
      { to: '/companies', label: 'portal.footer.searchCompanies' },
    ],
  },
];

/** Spec §2 footer: about, privacy policy, terms, job seeker links, employer links, contact, app download. */
export const SiteFooter = () => {
  const { t } = useI18n();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 6 }}>
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Grid container spacing={4}>
          {columns.map((column) => (
            <Grid key={column.title} size={{ xs: 12, sm: 6, md: 3 }}>
              <Typography variant="subtitle2" component="h2" gutterBottom>
                {t(column.title)}
              </Typography>
              <Stack spacing={0.75}>
                {column.links.map((link) => (
                  <Link key={link.label} component={RouterLink} to={link.to} color="text.secondary" underline="hover" variant="body2">
                    {t(link.label)}
                  </Link>
                ))}
              </Stack>
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography variant="subtitle2" component="h2" gutterBottom>
              {t('portal.footer.contact')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('portal.footer.contactText')}
            </Typography>
            <Typography variant="subtitle2" component="h2" gutterBottom sx={{ mt: 2 }}>
              {t('portal.footer.appDownload')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('portal.footer.appDownloadText')}
            </Typography>
          </Grid>
        </Grid>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 4 }}>
          {t('portal.footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
};
