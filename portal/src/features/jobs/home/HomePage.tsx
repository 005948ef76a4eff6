import { Box, Button, Container, Grid, OutlinedInput, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BusinessIcon, GroupsIcon, SearchIcon, WorkIcon } from '../../../app/icons';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';
import { CareerTips } from './CareerTips';
import { HotCompanies, HotJobs } from './HotLists';
import { type PortalStats, usePortalStats } from './usePortalStats';

const statistics: { key: keyof PortalStats; label: PortalMessageKey; Icon: typeof WorkIcon }[] = [
  { key: 'hotJobs', label: 'portal.home.stats.hotJobs', Icon: WorkIcon },
  { key: 'famousCompanies', label: 'portal.home.stats.famousCompanies', Icon: BusinessIcon },
  { key: 'jobSeekers', label: 'portal.home.stats.jobSeekers', Icon: GroupsIcon },
];

/** The public home (spec §2): hero with search and statistics, hot jobs, hot companies, career tips. */
export const HomePage = () => {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [keywords, setKeywords] = useState('');
  const stats = usePortalStats();
  const format = new Intl.NumberFormat(locale);

  return (
    <>
      <Box sx={{ background: (theme) => `linear-gradient(135deg, ${theme.vars?.palette.primary.dark ?? theme.palette.primary.dark}, ${theme.vars?.palette.primary.main ?? theme.palette.primary.main})`, color: 'common.white' }}>
        <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
          <Typography variant="h2" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2.4rem', md: '3.5rem' } }} gutterBottom>
            {t('app.title')}
          </Typography>
          <Typography variant="h5" component="p" sx={{ opacity: 0.9, mb: 4, fontSize: { xs: '1.1rem', md: '1.5rem' } }}>
            {t('app.tagline')}
          </Typography>
          <Paper
            component="form"
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              const words = keywords.trim();
              navigate(words ? `/jobs?${new URLSearchParams({ keywords: words })}` : '/jobs');
            }}
            sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, p: 1, maxWidth: 640, mx: 'auto' }}
          >
            {/* the bare input, not TextField: no select, label or helper-text code on the home; named by aria-label */}
            <OutlinedInput
              value={keywords}
              onChange={(event) => setKeywords(event.target.value)}
              placeholder={t('portal.home.searchPlaceholder')}
              inputProps={{ 'aria-label': t('portal.home.searchLabel') }}
              fullWidth
              size="small"
            />
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ whiteSpace: 'nowrap', px: 3 }}>
              {t('portal.home.searchButton')}
            </Button>
          </Paper>
          <Grid container spacing={2} sx={{ mt: 4 }}>
            {statistics.map(({ key, label, Icon }) => (
              <Grid key={key} size={{ xs: 12, sm: 4 }}>
                <Stack sx={{ alignItems: 'center' }}>
                  <Icon sx={{ opacity: 0.85 }} />
                  <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                    {stats.data ? format.format(stats.data[key]) : '–'}
                  </Typography>
                  <Typography sx={{ opacity: 0.85 }}>
                    {t(label)}
                  </Typography>
                </Stack>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Stack spacing={6}>
          <HotJobs />
          <HotCompanies />
          <CareerTips />
        </Stack>
      </Container>
    </>
  );
};
