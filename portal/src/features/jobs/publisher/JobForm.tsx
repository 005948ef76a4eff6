import { type CountryCode, currencyOfCountry, JOB_TEXT_MAX, JOB_TITLE_MAX, type JobDetail, jobForm, jobTextFields } from '@jobmarket/contracts';
import { Box, Button, Grid, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useNotify } from '../../../app/Notifier';
import { dashboardPaths } from '../../../app/paths';
import { useForm } from '../../../forms/useForm';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { useSession } from '../../../session/SessionContext';
import { currencySymbol } from '../format/salaryRange';
import { LookupSelect } from '../lookups/LookupSelect';
import { RegionSelects } from '../lookups/RegionSelects';
import { countryOfRegion } from '../lookups/useRegionOptions';
import { useDictionaryOptions } from '../lookups/useDictionaryOptions';
import { RefusalAlert } from '../../membership/refusal/RefusalAlert';
import { vipLinkOf } from '../../membership/refusal/vipRefusal';
import { jobFormMessages } from './jobFormMessages';
import { type JobFormField, jobFormFields, type JobFormValues } from './jobFormValues';

interface JobFormProps {
  initial: JobFormValues;
  /** The job being corrected; none for a new one. */
  job?: JobDetail;
}

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
const third = { xs: 12, sm: 4 } as const;

/**
 * Every field of a job (contracts' jobForm), checked with that same schema before sending: every failing field is
 * marked at once, in the reader's language, and nothing typed is lost when a check or the api says no. The api's
 * own field errors (an unknown district, a dictionary value) land on their fields.
 */
export const JobForm = ({ initial, job }: JobFormProps) => {
  const { t, locale } = useI18n();
  const { api } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<JobFormField>(initial);
  const industries = useDictionaryOptions('industry');
  const educations = useDictionaryOptions('education');
  const [country, setCountry] = useState<string>(() => countryOfRegion(initial.provinceCode) ?? '');
  const [isSubmitting, setSubmitting] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);
  // a post beyond the free allowance or the membership's jobs is refused with a way to the VIP page
  const [refusalLink, setRefusalLink] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);

  // after a refused submit the first marked field takes the focus, so a keyboard or screen reader user lands on it
  useEffect(() => {
    if (failedAttempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);

  const currency = country ? currencyOfCountry[country as CountryCode] : undefined;
  const money = (field: JobFormField, label: string, helper?: string) => {
    const props = form.fieldProps(field);
    return (
      <TextField
        {...props}
        label={label}
        required
        fullWidth
        type="number"
        helperText={form.errors[field] ?? helper ?? ' '}
        slotProps={{
          htmlInput: { min: 0, inputMode: 'decimal' },
          input: currency ? { startAdornment: <InputAdornment position="start">{currencySymbol(locale, currency)}</InputAdornment> } : undefined,
        }}
      />
    );
  };
  const salaryHint = currency ? t('portal.jobForm.salaryHint', { currency }) : t('portal.jobForm.salaryHintNoCountry');

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = jobForm.safeParse(form.values);
    if (!parsed.success) {
      form.setErrors({ ...jobFormMessages(parsed.error, t), form: t('portal.jobForm.fixErrors') });
      setFailedAttempts((count) => count + 1);
      return;
    }
    setSubmitting(true);
    setRefusalLink(undefined);
    try {
      if (job) await api.request(`/jobs/${job.id}`, { method: 'PUT', json: parsed.data });
      else await api.request('/jobs', { method: 'POST', json: parsed.data });
      notify(t(!job ? 'jobs.messages.posted' : job.status === 'rejected' ? 'jobs.messages.resubmitted' : 'jobs.messages.edited'), 'success');
      await queryClient.invalidateQueries({ queryKey: ['jobs'] });
      navigate(dashboardPaths.home);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      const onFields = Object.keys(fieldErrors).every((field) => (jobFormFields as readonly string[]).includes(field));
      if (Object.keys(fieldErrors).length > 0) {
        // a field the form does not show (should the api name one) still gets said, over the form
        form.setErrors({ ...fieldErrors, form: onFields ? t('portal.jobForm.fixErrors') : (error as ApiError).message });
        setFailedAttempts((count) => count + 1);
      } else {
        form.setErrors({ form: error instanceof ApiError ? error.message : t('portal.jobForm.failed') });
        setRefusalLink(vipLinkOf(error));
      }
    } finally {
      setSubmitting(false);
    }
  }

  /** A required choice from a dictionary, its error beneath it. */
  const lookup = (field: 'industry' | 'education', options: Parameters<typeof LookupSelect>[0]['options']) => (
    <LookupSelect
      label={t(`jobs.fields.${field}`)}
      name={field}
      required
      value={form.values[field]}
      options={options}
      emptyLabel={t('portal.jobForm.choose')}
      error={Boolean(form.errors[field])}
      helperText={form.errors[field] ?? ' '}
      onChange={(value) => form.setValue(field, value)}
    />
  );
  const text = (field: JobFormField, maxLength: number, extra: { multiline?: boolean; helper?: string; readOnly?: boolean } = {}) => {
    const props = form.fieldProps(field);
    return (
      <TextField
        {...props}
        label={t(`jobs.fields.${field}`)}
        required
        fullWidth
        multiline={extra.multiline}
        minRows={extra.multiline ? 3 : undefined}
        helperText={form.errors[field] ?? extra.helper ?? ' '}
        slotProps={{ htmlInput: { maxLength, readOnly: extra.readOnly } }}
      />
    );
  };

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit}>
      <Stack spacing={3}>
        {form.errors.form && <RefusalAlert message={form.errors.form} link={refusalLink} />}
        <FormSection id="job-form-position" title={t('portal.jobForm.sections.position')}>
          <Grid size={12}>{text('position', JOB_TITLE_MAX)}</Grid>
          <Grid size={12}>{text('company', 100, { helper: t('portal.jobForm.companyHint'), readOnly: initial.company !== '' })}</Grid>
          <Grid size={half}>{lookup('industry', industries.options)}</Grid>
          <Grid size={half}>{lookup('education', educations.options)}</Grid>
        </FormSection>
        <FormSection id="job-form-location" title={t('portal.jobForm.sections.location')}>
          <RegionSelects
            value={{ country, provinceCode: form.values.provinceCode, districtCode: form.values.districtCode }}
            required
            itemSize={third}
            emptyLabel={t('portal.jobForm.choose')}
            errors={{ provinceCode: form.errors.provinceCode, districtCode: form.errors.districtCode }}
            onChange={(next) => {
              setCountry(next.country);
              if (next.provinceCode !== form.values.provinceCode) form.setValue('provinceCode', next.provinceCode);
              if (next.districtCode !== form.values.districtCode) form.setValue('districtCode', next.districtCode);
            }}
          />
          <Grid size={12}>{text('detailAddress', 200)}</Grid>
        </FormSection>
        <FormSection id="job-form-pay" title={t('portal.jobForm.sections.pay')}>
          <Grid size={half}>{money('minSalary', t('jobs.fields.minSalary'), salaryHint)}</Grid>
          <Grid size={half}>{money('maxSalary', t('jobs.fields.maxSalary'), salaryHint)}</Grid>
          <Grid size={half}>{money('totalCommission', t('jobs.fields.totalCommission'))}</Grid>
          <Grid size={half}>
            <TextField {...form.fieldProps('guaranteeMonth')} label={t('jobs.fields.guaranteeMonth')} required fullWidth type="number" slotProps={{ htmlInput: { min: 0, max: 24, step: 1, inputMode: 'numeric' } }} />
          </Grid>
        </FormSection>
        <FormSection id="job-form-description" title={t('portal.jobForm.sections.description')}>
          {jobTextFields.map((field) => (
            <Grid key={field} size={12}>
              {text(field, JOB_TEXT_MAX, { multiline: true })}
            </Grid>
          ))}
        </FormSection>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={dashboardPaths.home}>
            {t('portal.jobForm.back')}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {t(!job ? 'portal.jobForm.submitNew' : job.status === 'rejected' ? 'portal.jobForm.submitCorrection' : 'portal.jobForm.submitEdit')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
};

