import { commissionShares } from '@jobmarket/contracts/jobs/forms';
import { jobAuditStatuses } from '@jobmarket/contracts/jobs/jobMachine';
import type { JobRow } from '@jobmarket/contracts/jobs/views';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { resultCodeOf } from '../../providers/envelope';
import { useApiOptions } from '../../providers/useApiOptions';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { auditJob } from './jobCommands';
import {
  apiAuditErrorsOf,
  checkJobAudit,
  jobDecisionsOf,
  newJobAuditDraft,
  runningTotalOf,
  shareAmountsOf,
  type CommissionShare,
  type JobAuditDraft,
  type JobAuditErrors,
} from './jobAuditDraft';
import { formatMoney, formatPercent } from './jobFormat';

/** The job as the dialog needs it: a list row or the detail. */
export type AuditedJob = Pick<JobRow, 'id' | 'position' | 'company' | 'totalCommission' | 'currency' | 'sort' | 'allowedActions'>;

/**
 * The job audit (spec §5): approve with the commission split — company, resume auditor and candidate percentages whose
 * running total and amounts of money show as they are typed, refused unless they total exactly 100% — a resume
 * auditor and the sort; or reject with a reason. Checked with the api's own schema before anything is sent.
 */
export function JobAuditDialog({ job, onClose }: { job: AuditedJob; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const locale = useDashboardLocale();
  const auditors = useApiOptions('/jobs/resume-auditors');
  const decisions = jobDecisionsOf(job.allowedActions);
  const [draft, setDraft] = useState<JobAuditDraft>(() => newJobAuditDraft(job.sort));
  const [errors, setErrors] = useState<JobAuditErrors>({});
  const [isSaving, setSaving] = useState(false);
  const { total, isComplete } = runningTotalOf(draft);
  const amounts = shareAmountsOf(draft, job.totalCommission);
  const money = (amount: number) => formatMoney(amount, job.currency, locale);
  // keys from the schema, or messages the api already wrote in the reader's language
  const message = (text: string | undefined) => (text ? translate(text, { _: text }) : undefined);

  const change = (next: Partial<JobAuditDraft>, cleared: (keyof JobAuditErrors)[]) => {
    setDraft((previous) => ({ ...previous, ...next }));
    setErrors((previous) => ({ ...previous, ...Object.fromEntries(cleared.map((key) => [key, undefined])) }));
  };
  const changeShare = (share: CommissionShare, value: string) => change({ commission: { ...draft.commission, [share]: value } }, [`commission.${share}`, 'commission']);

  const cancel = () => {
    if (isSaving) return;
    notify('jobs.messages.auditCanceled', { type: 'info' });
    onClose();
  };

  const confirm = async () => {
    const checked = checkJobAudit(draft);
    if (!checked.isValid) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    try {
      await auditJob(job.id, checked.form);
      notify('jobs.messages.audited', { type: 'success' });
      refresh();
      onClose();
    } catch (failure) {
      // the api's reason when it gave one (already audited, a split it refused…), on the field it names; otherwise the spec's words
      const answered = resultCodeOf(failure) !== undefined;
      setErrors(apiAuditErrorsOf((failure as { body?: unknown }).body));
      notify(answered ? (failure as Error).message : 'jobs.messages.auditFailed', { type: 'error' });
      refresh();
      setSaving(false);
    }
  };

  const title = translate('resources.jobs.audit.title', { position: job.position });
  return (
    <Dialog
      open
      onClose={cancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby="job-audit-title"
      // opened from a list row: React bubbles the portalled dialog's clicks up to the row, whose rowClick would open the job and unmount the dialog
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id="job-audit-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.jobs.audit.summary', { company: job.company, amount: money(job.totalCommission) })}
          </Typography>
          <FormControl error={Boolean(errors.auditStatus)} required>
            <FormLabel id="job-audit-decision">{translate('resources.jobs.audit.decision')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="job-audit-decision"
              value={draft.auditStatus === null ? '' : String(draft.auditStatus)}
              onChange={(_event, value) => change({ auditStatus: decisions.find((decision) => String(decision.auditStatus) === value)?.auditStatus ?? null }, ['auditStatus'])}
            >
              {decisions.map(({ action, auditStatus }) => (
                <FormControlLabel key={action} value={String(auditStatus)} control={<Radio />} label={translate(`jobs.actions.${action}`)} />
              ))}
            </RadioGroup>
            {errors.auditStatus && <FormHelperText>{message(errors.auditStatus)}</FormHelperText>}
          </FormControl>

          {draft.auditStatus === jobAuditStatuses.approved && (
            <>
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <FormLabel component="legend" required sx={{ mb: 1.5 }}>
                  {translate('jobs.fields.commission')}
                </FormLabel>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
                  {commissionShares.map((share) => (
                    <TextField
                      key={share}
                      type="number"
                      label={translate(`jobs.commission.${share}`)}
                      value={draft.commission[share]}
                      onChange={(event) => changeShare(share, event.target.value)}
                      error={Boolean(errors[`commission.${share}`])}
                      helperText={message(errors[`commission.${share}`]) ?? translate('resources.jobs.audit.shareAmount', { amount: money(amounts[share]) })}
                      slotProps={{
                        htmlInput: { min: 0, max: 100, step: 'any', inputMode: 'decimal' },
                        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                      }}
                    />
                  ))}
                </Box>
                <Typography
                  role="status"
                  variant="body2"
                  sx={{ mt: 1.5, fontWeight: 500, color: isComplete ? 'success.main' : 'warning.dark' }}
                  data-complete={isComplete}
                >
                  {translate('resources.jobs.audit.runningTotal', { total: formatPercent(total, locale), amount: money(amounts.company + amounts.auditor + amounts.candidate) })}
                </Typography>
                {errors.commission && (
                  <Alert severity="error" sx={{ mt: 1 }}>
                    {message(errors.commission)}
                  </Alert>
                )}
              </Box>
              <TextField
                select
                required
                label={translate('jobs.fields.resumeAuditor')}
                value={draft.resumeAuditorId === null ? '' : String(draft.resumeAuditorId)}
                onChange={(event) => change({ resumeAuditorId: event.target.value === '' ? null : Number(event.target.value) }, ['resumeAuditorId'])}
                error={Boolean(errors.resumeAuditorId)}
                helperText={message(errors.resumeAuditorId) ?? (auditors.length === 0 ? translate('resources.jobs.audit.noAuditors') : undefined)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{translate('resources.jobs.audit.chooseAuditor')}</option>
                {auditors.map((auditor) => (
                  <option key={auditor.value} value={String(auditor.value)}>
                    {auditor.label}
                  </option>
                ))}
              </TextField>
              <TextField
                type="number"
                required
                label={translate('jobs.fields.sort')}
                value={draft.sort}
                onChange={(event) => change({ sort: event.target.value }, ['sort'])}
                error={Boolean(errors.sort)}
                helperText={message(errors.sort)}
                slotProps={{ htmlInput: { min: 0, step: 1 } }}
              />
            </>
          )}

          {draft.auditStatus === jobAuditStatuses.rejected && (
            <TextField
              label={translate('jobs.fields.rejectReason')}
              required
              multiline
              minRows={3}
              value={draft.rejectReason}
              onChange={(event) => change({ rejectReason: event.target.value }, ['rejectReason'])}
              error={Boolean(errors.rejectReason)}
              helperText={message(errors.rejectReason)}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={isSaving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={isSaving}>
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
