import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { vipPaths } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { formatDay } from '../../jobs/format/jobDates';
import { formatCount } from '../format/vipFormat';
import { useMembership } from '../membershipQueries';

/** On the publisher's home: their membership in a sentence, the jobs they may still post, and the way to the VIP page. */
export const VipHomeCard = () => {
  const { t, locale } = useI18n();
  const membership = useMembership();
  const data = membership.data;
  const isMember = data?.status === 'active' && data.levelName !== null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="vip-home-title">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <div>
            <Typography id="vip-home-title" variant="h6" component="h2">
              {t('portal.vip.title')}
            </Typography>
            <Typography color="text.secondary">
              {isMember ? t('portal.vip.home.member', { level: data.levelName ?? '', end: formatDay(locale, data.endTime) }) : t('portal.vip.home.notMember')}
            </Typography>
            {data && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t('membership.quotas.jobs')}: {t('membership.quotas.left', { left: formatCount(locale, data.quotas.jobs.left) })}
              </Typography>
            )}
          </div>
          <Button component={RouterLink} to={vipPaths.home} variant="outlined" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {t('portal.vip.home.open')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
