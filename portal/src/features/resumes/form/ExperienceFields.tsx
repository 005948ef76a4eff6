import { RESUME_EXPERIENCE_MAX } from '@jobmarket/contracts';
import { Box, Button, Checkbox, FormControlLabel, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';
import type { FormErrors } from '../../../forms/useForm';
import { type ExperienceValues, newExperience } from './resumeFormValues';

type EntryField = 'organisation' | 'title' | 'startMonth' | 'endMonth' | 'description';

interface ExperienceFieldsProps {
  entries: ExperienceValues[];
  onChange: (entries: ExperienceValues[]) => void;
  /** The form's errors; an entry's are `experience.<n>.<field>`. */
  errors: FormErrors;
  /** Clears the errors of the entries (their numbers change when one is removed). */
  onClearErrors: (fields: string[]) => void;
}

const half = { xs: 12, sm: 6 } as const;

/** The experience entries: where, as what, from which month until which (or until now), what was done; added and removed freely. */
export const ExperienceFields = ({ entries, onChange, errors, onClearErrors }: ExperienceFieldsProps) => {
  const { t } = useI18n();

  const update = (index: number, change: Partial<ExperienceValues>) => {
    onChange(entries.map((entry, at) => (at === index ? { ...entry, ...change } : entry)));
    onClearErrors(Object.keys(change).map((field) => `experience.${index}.${field === 'untilNow' ? 'endMonth' : field}`));
  };
  const remove = (index: number) => {
    onChange(entries.filter((_, at) => at !== index));
    onClearErrors(Object.keys(errors).filter((field) => field.startsWith('experience')));
  };

  const text = (index: number, field: EntryField, extra: { required?: boolean; type?: 'month'; multiline?: boolean; disabled?: boolean; maxLength?: number } = {}) => {
    const name = `experience.${index}.${field}`;
    const entry = entries[index]!;
    return (
      <TextField
        name={name}
        label={t(`resumes.experience.${field}`)}
        value={entry[field]}
        onChange={(event) => update(index, { [field]: event.target.value })}
        required={extra.required}
        disabled={extra.disabled}
        type={extra.type}
        multiline={extra.multiline}
        minRows={extra.multiline ? 2 : undefined}
        fullWidth
        error={Boolean(errors[name])}
        helperText={errors[name] ?? ' '}
        slotProps={{ inputLabel: extra.type ? { shrink: true } : undefined, htmlInput: { maxLength: extra.maxLength } }}
      />
    );
  };

  return (
    <Stack spacing={2}>
      {entries.length === 0 && <Typography color="text.secondary">{t('portal.resumes.form.experience.none')}</Typography>}
      {entries.map((entry, index) => {
        const headingId = `experience-entry-${entry.key}`;
        return (
          <Paper key={entry.key} variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('portal.resumes.form.experience.entry', { number: index + 1 })}
              </Typography>
              <Button color="error" size="small" onClick={() => remove(index)}>
                {t('portal.resumes.form.experience.remove', { number: index + 1 })}
              </Button>
            </Stack>
            <Grid container spacing={2}>
              <Grid size={half}>{text(index, 'organisation', { required: true, maxLength: 100 })}</Grid>
              <Grid size={half}>{text(index, 'title', { required: true, maxLength: 100 })}</Grid>
              <Grid size={half}>{text(index, 'startMonth', { required: true, type: 'month' })}</Grid>
              <Grid size={half}>
                {text(index, 'endMonth', { type: 'month', disabled: entry.untilNow, required: !entry.untilNow })}
                <FormControlLabel
                  sx={{ mt: -1 }}
                  control={<Checkbox checked={entry.untilNow} onChange={(event) => update(index, { untilNow: event.target.checked, endMonth: '' })} />}
                  label={t('portal.resumes.form.experience.untilNow')}
                />
              </Grid>
              <Grid size={12}>{text(index, 'description', { multiline: true, maxLength: 1000 })}</Grid>
            </Grid>
          </Paper>
        );
      })}
      {errors.experience && (
        <Typography color="error" variant="body2" role="alert">
          {errors.experience}
        </Typography>
      )}
      {entries.length < RESUME_EXPERIENCE_MAX && (
        <Box>
          <Button variant="outlined" onClick={() => onChange([...entries, newExperience()])}>
            {t('portal.resumes.form.experience.add')}
          </Button>
        </Box>
      )}
    </Stack>
  );
};
