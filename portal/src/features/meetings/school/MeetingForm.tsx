import { MEETING_CAPACITY_MAX, MEETING_TITLE_MAX, type MeetingView, meetingForm, studentScopes } from '@jobmarket/contracts';
import { Alert, AlertTitle, Box, Button, FormControl, FormControlLabel, FormHelperText, FormLabel, Grid, Paper, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useNotify } from '../../../app/Notifier';
import { schoolMeetingPaths } from '../../../app/paths';
import { useForm } from '../../../forms/useForm';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { meetingFormMessages } from './meetingFormMessages';
import { type MeetingFormField, meetingFormFields, meetingInputOf, type MeetingFormValues } from './meetingFormValues';
import { readerTimeZone } from './meetingTimes';
import { RichTextField } from './RichTextField';
import { useSaveMeeting } from './schoolMeetingQueries';

const FormSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Paper variant="outlined" component="fieldset" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, m: 0, minWidth: 0 }}>
    <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
      {title}
    </Typography>
    <Grid container spacing={2}>
      {children}
    </Grid>
  </Paper>
);

const half = { xs: 12, sm: 6 } as const;

/**
 * A job fair's fields (contracts' meetingForm), checked with that same schema before sending: every failing field is
 * marked at once in the reader's language (the end after the start, a place or a link), and nothing typed is lost
 * when a check or the api says no. Times are typed on the reader's clock and sent with its offset.
 */
export const MeetingForm = ({ initial, meeting }: { initial: MeetingFormValues; meeting?: MeetingView }) => {
  const { t } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  const save = useSaveMeeting();
  const form = useForm<MeetingFormField>(initial);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const zone = readerTimeZone();

  // after a refused submit the first marked field takes the focus, so a keyboard or screen reader user lands on it; a
  // refusal of the whole form (the api's reason) is brought to the top of the form, where it is said
  useEffect(() => {
    if (failedAttempts === 0) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? formRef.current?.querySelector<HTMLElement>('[data-form-error]');
    target?.focus();
  }, [failedAttempts]);

  const refuse = (errors: Record<string, string | undefined>) => {
    form.setErrors(errors);
    setFailedAttempts((count) => count + 1);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = meetingInputOf(form.values);
    const parsed = meetingForm.safeParse(input);
    if (!parsed.success) {
      save.reset();
      refuse({ ...meetingFormMessages(input, parsed.error, t), form: t('portal.meetings.school.form.fixErrors') });
      return;
    }
    try {
      await save.mutateAsync({ meetingId: meeting?.id, form: parsed.data });
      notify(t(meeting ? 'meetings.messages.modified' : 'meetings.messages.added'), 'success');
      navigate(schoolMeetingPaths.mine);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      if (Object.keys(fieldErrors).length > 0) {
        // a field the form does not show (should the api name one) is still said, over the form
        const onFields = Object.keys(fieldErrors).every((field) => (meetingFormFields as readonly string[]).includes(field));
        refuse({ ...fieldErrors, form: onFields ? t('portal.meetings.school.form.fixErrors') : (error as ApiError).message });
      } else {
        refuse({ form: error instanceof ApiError ? error.message : t('errors.unknown') });
      }
    }
  }

  const text = (field: 'title' | 'location' | 'onlineUrl', maxLength: number, extra: { required?: boolean; helper?: string; type?: string } = {}) => (
    <TextField
      {...form.fieldProps(field)}
      label={t(`meetings.fields.${field}`)}
      required={extra.required}
      fullWidth
      type={extra.type}
      helperText={form.errors[field] ?? extra.helper ?? ' '}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
  const time = (field: 'startTime' | 'endTime') => (
    <TextField
      {...form.fieldProps(field)}
      label={t(`meetings.fields.${field}`)}
      required
      fullWidth
      type="datetime-local"
      helperText={form.errors[field] ?? t('portal.meetings.school.form.timeZoneHint', { zone })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  // spec §8: a refused save says "Add failed" or "Edit failed", then why
  const failure = t(meeting ? 'meetings.messages.editFailed' : 'meetings.messages.addFailed');

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit}>
      <Stack spacing={3}>
        {form.errors.form && (
          <Alert severity="error" role="alert" tabIndex={-1} data-form-error>
            {save.isError && <AlertTitle>{failure}</AlertTitle>}
            {form.errors.form}
          </Alert>
        )}
        <FormSection id="meeting-form-about" title={t('portal.meetings.school.form.sections.about')}>
          <Grid size={12}>{text('title', MEETING_TITLE_MAX, { required: true })}</Grid>
          <Grid size={12}>
            <RichTextField
              name="content"
              label={t('meetings.fields.content')}
              required
              initialValue={initial.content}
              onChange={(html) => form.setValue('content', html)}
              error={form.errors.content}
            />
          </Grid>
        </FormSection>
        <FormSection id="meeting-form-when" title={t('portal.meetings.school.form.sections.when')}>
          <Grid size={half}>{time('startTime')}</Grid>
          <Grid size={half}>{time('endTime')}</Grid>
        </FormSection>
        <FormSection id="meeting-form-where" title={t('portal.meetings.school.form.sections.where')}>
          <Grid size={12}>{text('location', 200, { helper: t('portal.meetings.school.form.locationHint') })}</Grid>
          <Grid size={12}>{text('onlineUrl', 500, { helper: t('portal.meetings.school.form.onlineUrlHint'), type: 'url' })}</Grid>
        </FormSection>
        <FormSection id="meeting-form-who" title={t('portal.meetings.school.form.sections.who')}>
          <Grid size={half}>
            <TextField
              {...form.fieldProps('capacity')}
              label={t('meetings.fields.capacity')}
              required
              fullWidth
              type="number"
              slotProps={{ htmlInput: { min: 1, max: MEETING_CAPACITY_MAX, step: 1, inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={12}>
            <FormControl error={Boolean(form.errors.studentScope)} required>
              <FormLabel id="meeting-form-scope">{t('meetings.fields.studentScope')}</FormLabel>
              <RadioGroup aria-labelledby="meeting-form-scope" name="studentScope" value={form.values.studentScope} onChange={(event) => form.setValue('studentScope', event.target.value)}>
                {studentScopes.map((scope) => (
                  <FormControlLabel key={scope} value={scope} control={<Radio />} label={t(`meetings.studentScopes.${scope}`)} />
                ))}
              </RadioGroup>
              {form.errors.studentScope && <FormHelperText>{form.errors.studentScope}</FormHelperText>}
            </FormControl>
          </Grid>
        </FormSection>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={schoolMeetingPaths.mine}>
            {t('portal.meetings.school.common.back')}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {t(meeting ? 'portal.meetings.school.form.submitEdit' : 'portal.meetings.school.form.submitNew')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
};
