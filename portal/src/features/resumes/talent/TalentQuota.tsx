import { Alert, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { vipPaths } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { QuotaBar } from '../../membership/current/QuotaBar';
import { useMembership } from '../../membership/membershipQueries';

/** What the publisher may still open and download this membership period (`GET /vip`), and the way to more. */
export const TalentQuota = () => {
  const { t } = useI18n();
  const membership = useMembership();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="talent-quota-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography id="talent-quota-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('portal.talent.quota.title')}
        </Typography>
        <Button component={RouterLink} to={vipPaths.home} size="small">
          {t('portal.talent.quota.upgrade')}
        </Button>
      </Stack>
      {membership.isPending && <Skeleton variant="rounded" height={72} />}
      {membership.isError && <Alert severity="error">{t('portal.talent.quota.loadFailed')}</Alert>}
      {membership.data && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ '& > *': { flex: 1 } }}>
          <QuotaBar kind="resumeViews" quota={membership.data.quotas.resumeViews} />
          <QuotaBar kind="resumeDownloads" quota={membership.data.quotas.resumeDownloads} />
        </Stack>
      )}
    </Paper>
  );
};
