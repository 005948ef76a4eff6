import { MEETING_CONTENT_MAX, type MeetingView, revokeForm } from '@jobmarket/contracts';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, Stack, TextField } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useNotify } from '../../../app/Notifier';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { jobFormMessages } from '../../jobs/publisher/jobFormMessages';
import { useApologyDraft, useMeetingCommand } from './schoolMeetingQueries';

const EMAIL_TITLE_MAX = 200;

/** How many seekers hold a place (a seat or the waitlist): each gets the apology, so it is required then. */
export const placesHeldAt = (meeting: Pick<MeetingView, 'reservationCount' | 'waitlistCount'>): number => meeting.reservationCount + meeting.waitlistCount;

/**
 * Revoking a job fair is confirmed here. When anyone holds a place, the dialog asks for the apology e-mail every one of
 * them receives (spec §3 emailTitle/emailContent), prefilled from `GET /meetings/{id}/apology-draft` in the language
 * the fair was written in; both are required then, and what the school wrote stays when the api refuses.
 */
export const RevokeMeetingDialog = ({ meeting, onClose }: { meeting: MeetingView; onClose: () => void }) => {
  const { t } = useI18n();
  const notify = useNotify();
  const titleId = useId();
  const command = useMeetingCommand();
  const held = placesHeldAt(meeting);
  const needsApology = held > 0;
  const draft = useApologyDraft(meeting.id, needsApology);
  const [values, setValues] = useState({ emailTitle: '', emailContent: '' });
  const [errors, setErrors] = useState<Partial<Record<'emailTitle' | 'emailContent' | 'form', string>>>({});
  const [isDrafted, setDrafted] = useState(false);

  // the draft fills the fields once, and never over what the school has started typing
  useEffect(() => {
    if (!draft.data || isDrafted) return;
    setDrafted(true);
    setValues((current) => ({ emailTitle: current.emailTitle || draft.data.emailTitle, emailContent: current.emailContent || draft.data.emailContent }));
  }, [draft.data, isDrafted]);

  const change = (field: 'emailTitle' | 'emailContent') => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function revoke() {
    const parsed = revokeForm.safeParse(needsApology ? values : {});
    if (!parsed.success) {
      setErrors(jobFormMessages(parsed.error, t));
      return;
    }
    // contracts' revokeForm leaves both optional: who holds a place decides, and the api says it again (A0402)
    const missing = needsApology ? (['emailTitle', 'emailContent'] as const).filter((field) => !parsed.data[field]) : [];
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, t('validation.required')])));
      return;
    }
    try {
      await command.mutateAsync({ action: 'revoke', meetingId: meeting.id, form: parsed.data });
      notify(t('meetings.messages.revoked'), 'success');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else setErrors({ form: error instanceof ApiError ? error.message : t('errors.unknown') });
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('portal.meetings.school.revoke.title', { title: meeting.title })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{needsApology ? t('portal.meetings.school.revoke.bodyReserved', { count: held }) : t('portal.meetings.school.revoke.bodyNobody')}</DialogContentText>
          {errors.form && (
            <Alert severity="error" role="alert">
              {errors.form}
            </Alert>
          )}
          {needsApology && (
            <>
              <Box sx={{ height: 4 }}>{draft.isFetching && <LinearProgress aria-label={t('portal.meetings.school.revoke.draftLoading')} />}</Box>
              {draft.isError && (
                <Alert severity="warning" variant="outlined">
                  {t('portal.meetings.school.revoke.draftFailed')}
                </Alert>
              )}
              <TextField
                name="emailTitle"
                label={t('meetings.fields.emailTitle')}
                required
                fullWidth
                value={values.emailTitle}
                onChange={change('emailTitle')}
                error={Boolean(errors.emailTitle)}
                helperText={errors.emailTitle ?? ' '}
                slotProps={{ htmlInput: { maxLength: EMAIL_TITLE_MAX } }}
              />
              <TextField
                name="emailContent"
                label={t('meetings.fields.emailContent')}
                required
                fullWidth
                multiline
                minRows={6}
                value={values.emailContent}
                onChange={change('emailContent')}
                error={Boolean(errors.emailContent)}
                helperText={errors.emailContent ?? ' '}
                slotProps={{ htmlInput: { maxLength: MEETING_CONTENT_MAX } }}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('portal.meetings.school.common.cancel')}</Button>
        <Button variant="contained" color="error" onClick={() => void revoke()} disabled={command.isPending}>
          {t('portal.meetings.school.revoke.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
