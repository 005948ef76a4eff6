import { RESUME_NAME_MAX, RESUME_TEXT_MAX, type ResumeDetail, resumeForm, type UploadedFile } from '@jobmarket/contracts';
import { Alert, Box, Button, FormControlLabel, FormHelperText, Grid, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useNotify } from '../../../app/Notifier';
import { resumePaths } from '../../../app/paths';
import { useForm } from '../../../forms/useForm';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { LookupSelect } from '../../jobs/lookups/LookupSelect';
import { RegionSelects } from '../../jobs/lookups/RegionSelects';
import { useDictionaryOptions } from '../../jobs/lookups/useDictionaryOptions';
import { countryOfRegion } from '../../jobs/lookups/useRegionOptions';
import { genderKey } from '../format/genderKey';
import { useSaveResume } from '../resumeQueries';
import { ExperienceFields } from './ExperienceFields';
import { ResumeFileField } from './ResumeFileField';
import { resumeFormMessages } from './resumeFormMessages';
import { errorFieldOf, isShownField, resumeRequestOf, type ResumeFormValues, type ResumeTextField } from './resumeFormValues';

interface ResumeFormProps {
  initial: ResumeFormValues;
  /** The resume being edited; none for a new one. */
  resume?: ResumeDetail;
}

const FormSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Paper variant="outlined" component="fieldset" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, m: 0, minWidth: 0 }}>
    <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

/** The fields typed in (the others are choices). */
type TypedField = Extract<ResumeTextField, 'name' | 'age' | 'university' | 'phone' | 'email' | 'specialties'>;

const half = { xs: 12, sm: 6 } as const;
const third = { xs: 12, sm: 4 } as const;

/** Whether the value at a dotted path of the request is empty (left blank by the seeker). */
function isBlankAt(request: object, path: string): boolean {
  let value: unknown = request;
  for (const part of path.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Every field of a resume (contracts' resumeForm, spec §3), checked with that same schema before sending: every
 * failing field is marked at once in the reader's language, and nothing typed is lost when a check or the api says
 * no. Files are uploaded as they are picked; the api's field errors (a file that is not theirs, a district outside
 * the province) land on their fields.
 */
export const ResumeForm = ({ initial, resume }: ResumeFormProps) => {
  const { t } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useForm<ResumeTextField>(initial.texts);
  const { errors, setErrors } = form;
  const [experience, setExperience] = useState(initial.experience);
  const [avatar, setAvatar] = useState(initial.avatar);
  const [attachments, setAttachments] = useState(initial.attachments);
  const [originalResume, setOriginalResume] = useState(initial.originalResume);
  const [searchable, setSearchable] = useState(initial.searchable);
  const [country, setCountry] = useState<string>(() => countryOfRegion(initial.texts.provinceCode) ?? '');
  const [failedAttempts, setFailedAttempts] = useState(0);
  const industries = useDictionaryOptions('industry');
  const educations = useDictionaryOptions('education');
  const save = useSaveResume(resume?.id);
  const formRef = useRef<HTMLFormElement>(null);

  // after a refused save the first marked field takes the focus, so a keyboard or screen reader user lands on it
  useEffect(() => {
    if (failedAttempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);

  const clearErrors = (fields: string[]) =>
    setErrors((current) => (fields.some((field) => current[field]) ? { ...current, ...Object.fromEntries(fields.map((field) => [field, undefined])) } : current));
  const files = (field: 'avatarUrl' | 'attachmentUrls' | 'originalResumeUrl', set: (files: UploadedFile[]) => void) => (next: UploadedFile[]) => {
    set(next);
    clearErrors([field]);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const request = resumeRequestOf({ texts: form.values, experience, avatar, attachments, originalResume, searchable });
    const parsed = resumeForm.safeParse(request);
    if (!parsed.success) {
      setErrors({ ...resumeFormMessages(parsed.error, t, (path) => isBlankAt(request, path)), form: t('portal.resumes.form.fixErrors') });
      setFailedAttempts((count) => count + 1);
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      notify(t('resumes.messages.created'), 'success');
      navigate(resumePaths.mine);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      const byField = Object.fromEntries(Object.entries(fieldErrors).map(([path, message]) => [errorFieldOf(path), message]));
      if (Object.keys(byField).length > 0) {
        // a field the form does not show (should the api name one) is still said, over the form
        const onFields = Object.keys(byField).every(isShownField);
        setErrors({ ...byField, form: onFields ? t('portal.resumes.form.fixErrors') : (error as ApiError).message });
        setFailedAttempts((count) => count + 1);
      } else {
        setErrors({ form: error instanceof ApiError ? error.message : t('portal.resumes.form.failed') });
      }
    }
  }

  const text = (field: TypedField, maxLength: number, extra: { required?: boolean; multiline?: boolean; type?: 'number' | 'email' | 'tel' } = {}) => (
    <TextField
      {...form.fieldProps(field)}
      label={t(`resumes.fields.${field}`)}
      required={extra.required}
      fullWidth
      type={extra.type}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      slotProps={{ htmlInput: { maxLength: extra.type === 'number' ? undefined : maxLength } }}
    />
  );
  /** A required choice from a dictionary, its error beneath it. */
  const lookup = (field: 'industry' | 'education', options: Parameters<typeof LookupSelect>[0]['options']) => (
    <LookupSelect
      label={t(`resumes.fields.${field}`)}
      name={field}
      required
      value={form.values[field]}
      options={options}
      emptyLabel={t('portal.resumes.form.choose')}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? ' '}
      onChange={(value) => form.setValue(field, value)}
    />
  );
  const genders = ([1, 2, 0] as const).map((gender) => ({ value: String(gender), label: t(genderKey(gender)) }));

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit}>
      <Stack spacing={3}>
        {errors.form && (
          <Alert severity="error" role="alert">
            {errors.form}
          </Alert>
        )}
        <FormSection id="resume-form-about" title={t('portal.resumes.form.sections.about')}>
          <Grid container spacing={2}>
            <Grid size={12}>
              <ResumeFileField field="avatar" name="avatarUrl" label={t('resumes.fields.avatar')} hint={t('portal.resumes.files.avatarHint')} files={avatar} onChange={files('avatarUrl', setAvatar)} error={errors.avatarUrl} />
            </Grid>
            <Grid size={12}>{text('name', RESUME_NAME_MAX, { required: true })}</Grid>
            <Grid size={half}>
              <LookupSelect
                label={t('resumes.fields.gender')}
                name="gender"
                required
                value={form.values.gender}
                options={genders}
                emptyLabel={t('portal.resumes.form.choose')}
                error={Boolean(errors.gender)}
                helperText={errors.gender ?? ' '}
                onChange={(value) => form.setValue('gender', value)}
              />
            </Grid>
            <Grid size={half}>{text('age', 3, { required: true, type: 'number' })}</Grid>
          </Grid>
        </FormSection>
        <FormSection id="resume-form-contact" title={t('portal.resumes.form.sections.contact')}>
          <Grid container spacing={2}>
            <Grid size={half}>{text('phone', 16, { required: true, type: 'tel' })}</Grid>
            <Grid size={half}>{text('email', 100, { required: true, type: 'email' })}</Grid>
          </Grid>
        </FormSection>
        <FormSection id="resume-form-background" title={t('portal.resumes.form.sections.background')}>
          <Grid container spacing={2}>
            <Grid size={12}>{text('university', 100)}</Grid>
            <Grid size={half}>{lookup('education', educations.options)}</Grid>
            <Grid size={half}>{lookup('industry', industries.options)}</Grid>
            <Grid size={12}>{text('specialties', RESUME_TEXT_MAX, { multiline: true })}</Grid>
          </Grid>
        </FormSection>
        <FormSection id="resume-form-experience" title={t('portal.resumes.form.sections.experience')}>
          <ExperienceFields
            entries={experience}
            onChange={(next) => {
              setExperience(next);
              clearErrors(['experience']);
            }}
            errors={errors}
            onClearErrors={clearErrors}
          />
        </FormSection>
        <FormSection id="resume-form-location" title={t('portal.resumes.form.sections.location')}>
          <Grid container spacing={2}>
            <RegionSelects
              value={{ country, provinceCode: form.values.provinceCode, districtCode: form.values.districtCode }}
              required
              itemSize={third}
              emptyLabel={t('portal.resumes.form.choose')}
              errors={{ provinceCode: errors.provinceCode, districtCode: errors.districtCode }}
              onChange={(next) => {
                setCountry(next.country);
                if (next.provinceCode !== form.values.provinceCode) form.setValue('provinceCode', next.provinceCode);
                if (next.districtCode !== form.values.districtCode) form.setValue('districtCode', next.districtCode);
              }}
            />
          </Grid>
        </FormSection>
        <FormSection id="resume-form-files" title={t('portal.resumes.form.sections.files')}>
          <Stack spacing={3}>
            <ResumeFileField
              field="attachments"
              name="attachmentUrls"
              label={t('resumes.fields.attachments')}
              hint={t('portal.resumes.files.attachmentsHint')}
              files={attachments}
              onChange={files('attachmentUrls', setAttachments)}
              error={errors.attachmentUrls}
            />
            <ResumeFileField
              field="originalResume"
              name="originalResumeUrl"
              label={t('resumes.fields.originalResume')}
              hint={t('portal.resumes.files.originalHint')}
              files={originalResume}
              onChange={files('originalResumeUrl', setOriginalResume)}
              error={errors.originalResumeUrl}
            />
          </Stack>
        </FormSection>
        <FormSection id="resume-form-privacy" title={t('portal.resumes.form.sections.privacy')}>
          <FormControlLabel
            control={
              <Switch
                name="searchable"
                checked={searchable}
                onChange={(event) => {
                  setSearchable(event.target.checked);
                  clearErrors(['searchable']);
                }}
              />
            }
            label={t('resumes.fields.searchable')}
          />
          <FormHelperText error={Boolean(errors.searchable)}>{errors.searchable ?? t('portal.resumes.form.searchableHint')}</FormHelperText>
        </FormSection>
        {resume && (
          <FormSection id="resume-form-recommendation" title={t('resumes.fields.recommendationReport')}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('portal.resumes.recommendation.readOnly')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{resume.recommendationReport || t('portal.resumes.recommendation.none')}</Typography>
          </FormSection>
        )}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={resumePaths.mine}>
            {t('portal.resumes.common.backToMine')}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {t(resume ? 'portal.resumes.form.saveChanges' : 'portal.resumes.form.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
};
