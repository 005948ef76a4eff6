import { Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import { BusinessIcon, WorkIcon } from '../../app/icons';
import { type PortalMessageKey, useI18n } from '../../i18n/I18nContext';
import type { Me } from '../../session/SessionContext';
import { CareerTips } from '../home/CareerTips';
import { EmptySection } from '../home/EmptySection';
import { greetingFor } from './greeting';
import { RecentNotices } from './RecentNotices';

const counters: PortalMessageKey[] = ['portal.homes.seeker.resumes', 'portal.homes.seeker.applied', 'portal.homes.seeker.onboarded', 'portal.homes.seeker.profileViews'];
const templates: { name: PortalMessageKey; description: PortalMessageKey }[] = [
  { name: 'portal.homes.templates.classic.name', description: 'portal.homes.templates.classic.description' },
  { name: 'portal.homes.templates.graduate.name', description: 'portal.homes.templates.graduate.description' },
  { name: 'portal.homes.templates.skills.name', description: 'portal.homes.templates.skills.description' },
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
        <EmptySection title={t('portal.home.hotJobsTitle')} message={t('portal.home.hotJobsSoon')} icon={<WorkIcon />} />
        <section aria-labelledby="resume-templates">
          <Typography id="resume-templates" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {t('portal.homes.templates.title')}
          </Typography>
          <Grid container spacing={2}>
            {templates.map((template) => (
              <Grid key={template.name} size={{ xs: 12, md: 4 }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                      {t(template.name)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(template.description)}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </section>
        <EmptySection title={t('portal.home.hotCompaniesTitle')} message={t('portal.home.hotCompaniesSoon')} icon={<BusinessIcon />} />
        <RecentNotices />
        <CareerTips />
      </Stack>
    </Container>
  );
};
