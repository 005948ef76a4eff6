import type { SeekerSummary } from '@jobmarket/contracts';
import { Alert, Button, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';
import { useSeekerSummary } from './seekerSummary';

const counters: { key: keyof SeekerSummary; label: PortalMessageKey }[] = [
  { key: 'resumes', label: 'portal.homes.seeker.resumes' },
  { key: 'applied', label: 'portal.homes.seeker.applied' },
  { key: 'onboarded', label: 'portal.homes.seeker.onboarded' },
  { key: 'profileViews', label: 'portal.homes.seeker.profileViews' },
];

/** Spec §1: the seeker's four figures, counted by the api; a placeholder while they load and a retry when they cannot. */
export const SeekerCounts = () => {
  const { t, locale } = useI18n();
  const summary = useSeekerSummary();
  const numbers = new Intl.NumberFormat(locale);
  return (
    <section aria-label={t('portal.seekerHome.counts')} aria-busy={summary.isPending}>
      {summary.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => summary.refetch()}>
              {t('portal.seekerHome.retry')}
            </Button>
          }
        >
          {t('portal.seekerHome.countsFailed')}
        </Alert>
      ) : (
        <Grid container spacing={2}>
          {counters.map(({ key, label }) => (
            <Grid key={key} size={{ xs: 6, md: 3 }}>
              <Card variant="outlined" role="group" aria-label={t(label)} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                    {summary.data ? numbers.format(summary.data[key]) : <Skeleton width="40%" />}
                  </Typography>
                  <Typography color="text.secondary">{t(label)}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </section>
  );
};
