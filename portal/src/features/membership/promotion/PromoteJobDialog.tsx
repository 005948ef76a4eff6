import { type JobRow, jobPromotionForm } from '@jobmarket/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify } from '../../../app/Notifier';
import { vipPaths } from '../../../app/paths';
import { PageLoading } from '../../../app/PageLoading';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { formatCount, formatDateTime } from '../format/vipFormat';
import { useMembership } from '../membershipQueries';
import { RefusalAlert } from '../refusal/RefusalAlert';
import { vipLinkOf } from '../refusal/vipRefusal';
import { usePromoteJob } from './promotionQueries';

/**
 * The featured period the dialog proposes: the seeded `vip.adDays`. The portal cannot read system config, so the
 * period is sent explicitly (the api takes `days`, at most 90) and what the dialog says is exactly what is applied.
 */
export const DEFAULT_FEATURED_DAYS = 7;
const MAX_FEATURED_DAYS = 90;
const DAY_MS = 86_400_000;

type Failure = { message: string; link?: string };

/** Asks before a published job is featured: for how long (and so until when), and how many published ads are left. */
export const PromoteJobDialog = ({ job, onClose }: { job: JobRow; onClose: () => void }) => {
  const { t, locale } = useI18n();
  const notify = useNotify();
  const titleId = useId();
  const membership = useMembership();
  const promote = usePromoteJob();
  const [days, setDays] = useState(String(DEFAULT_FEATURED_DAYS));
  const [daysError, setDaysError] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const parsedDays = Number(days);
  const end = Number.isInteger(parsedDays) && parsedDays > 0 ? new Date(Date.now() + parsedDays * DAY_MS).toISOString() : null;
  const ads = membership.data?.quotas.ads;
  const hasAds = ads !== undefined && ads.left > 0;

  async function confirm() {
    const parsed = jobPromotionForm.safeParse({ days });
    const chosen = parsed.success ? parsed.data.days : undefined;
    if (chosen === undefined || chosen < 1 || chosen > MAX_FEATURED_DAYS) {
      setDaysError(chosen !== undefined && chosen > MAX_FEATURED_DAYS ? t('validation.tooBig', { maximum: MAX_FEATURED_DAYS }) : t('validation.tooSmall', { minimum: 1 }));
      return;
    }
    setFailure(null);
    try {
      const promotion = await promote.mutateAsync({ jobId: job.id, days: chosen });
      const endTime = promotion?.endTime ?? new Date(Date.now() + chosen * DAY_MS).toISOString();
      notify(t('membership.promotion.messages.promoted', { endTime: formatDateTime(locale, endTime) }), 'success');
      onClose();
    } catch (error) {
      setFailure({ message: error instanceof ApiError ? error.message : t('portal.vip.promote.failed'), link: vipLinkOf(error) });
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('portal.vip.promote.title', { position: job.position })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('portal.vip.promote.body', { days: formatCount(locale, end ? parsedDays : 0), end: formatDateTime(locale, end) })}</DialogContentText>
          <TextField
            label={t('portal.vip.promote.days')}
            type="number"
            value={days}
            onChange={(event) => {
              setDays(event.target.value);
              setDaysError(null);
            }}
            error={daysError !== null}
            helperText={daysError ?? ' '}
            slotProps={{ htmlInput: { min: 1, max: MAX_FEATURED_DAYS, inputMode: 'numeric' } }}
          />
          {membership.isPending && <PageLoading />}
          {membership.isError && <Alert severity="error">{t('portal.vip.current.loadFailed')}</Alert>}
          {ads && hasAds && <Alert severity="info">{t('portal.vip.promote.adsLeft', { left: formatCount(locale, ads.left), total: formatCount(locale, ads.total) })}</Alert>}
          {ads && !hasAds && <RefusalAlert severity="warning" message={t('portal.vip.promote.noAdsLeft')} link={vipPaths.home} />}
          {failure && <RefusalAlert message={failure.message} link={failure.link} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('portal.myJobs.cancel')}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={promote.isPending || !hasAds}>
          {t('portal.vip.promote.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
