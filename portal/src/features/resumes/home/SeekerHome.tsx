import { Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import { type PortalMessageKey, useI18n } from '../../i18n/I18nContext';
import type { Me } from '../../session/SessionContext';
import { CareerTips } from '../jobs/home/CareerTips';
import { HotCompanies, HotJobs } from '../jobs/home/HotLists';
import { type TextCard, TextCardSection } from '../jobs/home/TextCardSection';
import { greetingFor } from './greeting';
import { RecentNotices } from '../system/notices/RecentNotices';

const counters: PortalMessageKey[] = ['portal.homes.seeker.resumes', 'portal.homes.seeker.applied', 'portal.homes.seeker.onboarded', 'portal.homes.seeker.profileViews'];
const templates: TextCard[] = [
  { title: 'portal.homes.templates.classic.name', body: 'portal.homes.templates.classic.description' },
  { title: 'portal.homes.templates.graduate.name', body: 'portal.homes.templates.graduate.description' },
  { title: 'portal.homes.templates.skills.name', body: 'portal.homes.templates.skills.description' },
];

/** Spec §1 job seeker home: greeting, counts, hot jobs, resume templates, hot companies, career tips, recent notices. */
export const SeekerHome = ({ me }: { me: Me }) => {
  const { t } = useI18n();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t(greetingFor(new Date().getHours()), { name: me.nickname || me.username })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('portal.homes.seeker.subtitle')}
      </Typography>
      <Grid container spacing={2}>
        {counters.map((label) => (
          <Grid key={label} size={{ xs: 6, md: 3 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                  0
                </Typography>
                <Typography color="text.secondary">{t(label)}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('portal.homes.seeker.countsNote')}
      </Typography>
      <Stack spacing={5} sx={{ mt: 5 }}>
        <HotJobs />
        <TextCardSection id="resume-templates" title={t('portal.homes.templates.title')} cards={templates} size={{ xs: 12, md: 4 }} />
        <HotCompanies />
        <RecentNotices />
        <CareerTips />
      </Stack>
    </Container>
  );
};
