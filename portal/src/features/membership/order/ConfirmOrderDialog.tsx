import type { MembershipView, VipLevelOption, VipOrderView } from '@jobmarket/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { formatDay } from '../../jobs/format/jobDates';
import { formatCount, formatPrice } from '../format/vipFormat';
import type { LevelChoice } from '../levelChoice';
import { useSubmitOrder } from '../membershipQueries';

interface ConfirmOrderDialogProps {
  level: VipLevelOption;
  choice: Exclude<LevelChoice, { kind: 'downgradeRefused' }>;
  membership: MembershipView | undefined;
  onSubmitted: (order: VipOrderView) => void;
  onClose: () => void;
}

/**
 * Before an order exists: the level, its price, and whether paying starts, renews or upgrades the membership (with
 * the upgrade's credit for the days left). Submitting asks the api to price it; the order it answers is what is paid.
 */
export const ConfirmOrderDialog = ({ level, choice, membership, onSubmitted, onClose }: ConfirmOrderDialogProps) => {
  const { t, locale } = useI18n();
  const titleId = useId();
  const submit = useSubmitOrder();
  const [failure, setFailure] = useState<string | null>(null);
  const days = formatCount(locale, level.validDays);

  async function confirm() {
    setFailure(null);
    try {
      onSubmitted(await submit.mutateAsync(level.id));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('portal.vip.confirm.failed'));
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('portal.vip.confirm.title', { level: level.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
            <Typography color="text.secondary">{t('membership.order.fields.amount')}</Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
              {formatPrice(locale, level.price, level.currency)}
            </Typography>
          </Stack>
          <Typography sx={{ fontWeight: 700 }}>{t(`membership.change.${choice.kind}`)}</Typography>
          {choice.kind === 'new' && <Typography>{t('portal.vip.confirm.newBody', { level: level.name, days })}</Typography>}
          {choice.kind === 'renewal' && <Typography>{t('portal.vip.confirm.renewalBody', { days, end: formatDay(locale, membership?.endTime) })}</Typography>}
          {choice.kind === 'upgrade' && (
            <>
              <Typography>{t('portal.vip.confirm.upgradeBody', { level: level.name, days })}</Typography>
              {choice.creditDays !== null && membership && (
                <Alert severity="info" variant="outlined">
                  {t('membership.payment.upgradeCredit', { days: formatCount(locale, membership.daysLeft), creditDays: formatCount(locale, choice.creditDays) })}{' '}
                  {t('portal.vip.confirm.creditNote')}
                </Alert>
              )}
            </>
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('portal.vip.confirm.cancel')}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={submit.isPending}>
          {t('portal.vip.confirm.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
