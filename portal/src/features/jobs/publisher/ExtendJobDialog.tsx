import { type JobRow, jobExtendForm } from '@jobmarket/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify } from '../../../app/Notifier';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { dateOf, daysAfter, isoDay } from '../format/jobDates';
import { useMyJobCommand } from './myJobsQueries';

/** A month after the later of today and the current closing day: what most publishers want, changeable. */
function suggestedDay(job: JobRow): string {
  const today = new Date();
  const current = job.validThrough ? dateOf(job.validThrough) : undefined;
  return isoDay(daysAfter(current && current > today ? current : today, 30));
}

/** `PUT /jobs/{id}/extend`: a new last open day (after today; the api caps how far). */
export const ExtendJobDialog = ({ job, onClose }: { job: JobRow; onClose: () => void }) => {
  const { t } = useI18n();
  const notify = useNotify();
  const command = useMyJobCommand();
  const titleId = useId();
  const [validThrough, setValidThrough] = useState(() => suggestedDay(job));
  const [error, setError] = useState<{ field?: string; form?: string }>({});
  const tomorrow = isoDay(daysAfter(new Date(), 1));

  async function extend() {
    const parsed = jobExtendForm.safeParse({ validThrough });
    if (!parsed.success) return setError({ field: t((parsed.error.issues[0]?.message ?? 'validation.invalidDate') as PortalMessageKey) });
    if (parsed.data.validThrough < tomorrow) return setError({ field: t('validation.validThroughInPast') });
    try {
      await command.mutateAsync({ action: 'extend', id: job.id, validThrough: parsed.data.validThrough });
      notify(t('jobs.messages.extended'), 'success');
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors.validThrough) setError({ field: failure.fieldErrors.validThrough });
      else setError({ form: failure instanceof ApiError ? failure.message : t('portal.myJobs.actionFailed') });
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('portal.myJobs.extendTitle', { position: job.position })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('portal.myJobs.extendBody')}</DialogContentText>
        {error.form && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error.form}
          </Alert>
        )}
        <TextField
          type="date"
          label={t('jobs.fields.validThrough')}
          value={validThrough}
          onChange={(event) => {
            setValidThrough(event.target.value);
            setError({});
          }}
          error={Boolean(error.field)}
          helperText={error.field ?? ' '}
          fullWidth
          required
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrow } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('portal.myJobs.cancel')}</Button>
        <Button variant="contained" onClick={() => void extend()} disabled={command.isPending}>
          {t('portal.myJobs.extendConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
