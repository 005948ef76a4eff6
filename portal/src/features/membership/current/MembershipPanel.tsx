import { type MembershipStatus, type MembershipView, quotaKinds } from '@jobmarket/contracts';
import { Alert, Button, Card, CardContent, Chip, type ChipProps, Grid, Stack, Typography } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';
import { formatDay } from '../../jobs/format/jobDates';
import { QuotaBar } from './QuotaBar';

const statusColours: Record<MembershipStatus, ChipProps['color']> = { active: 'success', none: 'default', expired: 'warning', revoked: 'error' };

/** The publisher's membership now: level, status, period, days left, the four quotas used and left, and an unpaid order. */
export const MembershipPanel = ({ membership, onContinuePaying }: { membership: MembershipView; onContinuePaying: (orderNo: string) => void }) => {
  const { t, locale } = useI18n();
  const isActive = membership.status === 'active';
  const openOrderNo = membership.openOrderNo;
  return (
    <Card variant="outlined" component="section" aria-labelledby="my-membership-title">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography id="my-membership-title" variant="h6" component="h2">
              {t('portal.vip.current.title')}
            </Typography>
            <Chip size="small" color={statusColours[membership.status]} label={t(`membership.status.${membership.status}`)} />
          </Stack>
          {membership.levelName && (
            <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {t('membership.fields.level')}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem' }}>
                  {membership.levelName}
                </Typography>
              </Grid>
              <Grid size={{ xs: 12, sm: 5 }}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {t('membership.fields.validity')}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {t('portal.vip.current.period', { start: formatDay(locale, membership.startTime), end: formatDay(locale, membership.endTime) })}
                </Typography>
              </Grid>
              {isActive && (
                <Grid size={{ xs: 12, sm: 3 }}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {t('membership.fields.daysLeft')}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                    {t('portal.vip.current.daysLeft', { days: membership.daysLeft })}
                  </Typography>
                </Grid>
              )}
            </Grid>
          )}
          {membership.status === 'none' && <Typography color="text.secondary">{t('portal.vip.current.none')}</Typography>}
          {membership.status === 'expired' && <Typography color="text.secondary">{t('portal.vip.current.expired', { end: formatDay(locale, membership.endTime) })}</Typography>}
          {membership.status === 'revoked' && <Typography color="text.secondary">{t('portal.vip.current.revoked')}</Typography>}
          <Grid container spacing={3}>
            {quotaKinds.map((kind) => (
              <Grid key={kind} size={{ xs: 12, sm: 6 }}>
                <QuotaBar kind={kind} quota={membership.quotas[kind]} />
              </Grid>
            ))}
          </Grid>
          {openOrderNo && (
            <Alert
              severity="info"
              variant="outlined"
              action={
                <Button color="inherit" size="small" onClick={() => onContinuePaying(openOrderNo)}>
                  {t('portal.vip.current.continuePaying')}
                </Button>
              }
            >
              {t('portal.vip.current.openOrder', { orderNo: openOrderNo })}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
