import { Alert, Dialog, DialogContent, DialogTitle, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { revokeForm } from '@jobmarket/contracts/meetings/forms';
import type { MeetingView } from '@jobmarket/contracts/meetings/views';
import { useEffect, useId, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { apologyDraftOf, revokeMeeting } from './meetingCommands';
import { CommandDialogActions, CommandRefusal } from '../../components/CommandDialogParts';

type ApologyField = 'emailTitle' | 'emailContent';

/** Whether anyone holds a seat or a waitlist place: then the apology goes to each of them and is required. */
export const hasPlaces = (meeting: Pick<MeetingView, 'reservationCount' | 'waitlistCount'>) => meeting.reservationCount + meeting.waitlistCount > 0;

/**
 * Revoking a published job fair, confirmed (spec §4): while anyone holds a place the apology e-mail is required
 * (spec §3 emailTitle/emailContent), prefilled from `GET /meetings/{id}/apology-draft` in the language the school
 * wrote the meeting in, and editable; with no one holding a place it may stay empty. "Revoke successful" when done;
 * the api's reason stays in the dialog when it refuses (a meeting revoked meanwhile: A0440, a field: A0402).
 */
export function RevokeMeetingDialog({ meeting, onClose }: { meeting: MeetingView; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  // someone may reserve while the dialog is open: the api's A0402 on the apology then makes it required here too
  const [isRequiredNow, setRequiredNow] = useState(false);
  const isRequired = hasPlaces(meeting) || isRequiredNow;
  const [draft, setDraft] = useState<Record<ApologyField, string>>({ emailTitle: '', emailContent: '' });
  const [draftState, setDraftState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [errors, setErrors] = useState<Partial<Record<ApologyField, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const [isSaving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    apologyDraftOf(meeting.id, controller.signal)
      .then((prefilled) => {
        // what someone typed before the draft arrived is kept
        setDraft((typed) => ({ emailTitle: typed.emailTitle || prefilled.emailTitle, emailContent: typed.emailContent || prefilled.emailContent }));
        setDraftState('loaded');
      })
      .catch(() => {
        if (!controller.signal.aborted) setDraftState('failed');
      });
    return () => controller.abort();
  }, [meeting.id]);

  const change = (field: ApologyField, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const confirm = async () => {
    const form = revokeForm.parse(draft);
    if (isRequired) {
      const missing: Partial<Record<ApologyField, string>> = {};
      if (!form.emailTitle) missing.emailTitle = 'validation.required';
      if (!form.emailContent) missing.emailContent = 'validation.required';
      if (missing.emailTitle || missing.emailContent) {
        setErrors(missing);
        return;
      }
    }
    setSaving(true);
    setRefusal(undefined);
    try {
      await revokeMeeting(meeting.id, form);
      notify('meetings.messages.revoked', { type: 'success' });
      refresh();
      onClose();
    } catch (failure) {
      const fieldErrors = (failure as { body?: { errors?: Partial<Record<ApologyField, string>> } } | undefined)?.body?.errors;
      if (fieldErrors?.emailTitle || fieldErrors?.emailContent) {
        setRequiredNow(true);
        setErrors({ emailTitle: fieldErrors.emailTitle, emailContent: fieldErrors.emailContent });
      }
      setRefusal((failure as Error | undefined)?.message || 'ra.notification.http_error');
      refresh();
      setSaving(false);
    }
  };

  const field = (name: ApologyField, multiline: boolean) => (
    <TextField
      label={translate(`meetings.fields.${name}`)}
      required={isRequired}
      multiline={multiline}
      minRows={multiline ? 6 : undefined}
      value={draft[name]}
      onChange={(event) => change(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ? translate(errors[name]!, { _: errors[name] }) : undefined}
      fullWidth
    />
  );

  return (
    <Dialog open onClose={() => !isSaving && onClose()} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('resources.meetings.revoke.title', { title: meeting.title })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{translate('resources.meetings.revoke.content')}</Typography>
          <Alert severity={isRequired ? 'warning' : 'info'}>
            {isRequired
              ? translate('resources.meetings.revoke.withPlaces', { smart_count: meeting.reservationCount + meeting.waitlistCount })
              : translate('resources.meetings.revoke.noPlaces')}
          </Alert>
          {draftState === 'loading' && (
            <>
              <Typography variant="caption" color="text.secondary">
                {translate('resources.meetings.revoke.draftLoading')}
              </Typography>
              <LinearProgress />
            </>
          )}
          {draftState === 'failed' && <Alert severity="warning">{translate('resources.meetings.revoke.draftFailed')}</Alert>}
          {field('emailTitle', false)}
          {field('emailContent', true)}
          <CommandRefusal refusal={refusal} />
        </Stack>
      </DialogContent>
      <CommandDialogActions onCancel={onClose} onConfirm={confirm} confirmLabel="resources.meetings.revoke.confirm" isSaving={isSaving} color="error" />
    </Dialog>
  );
}
