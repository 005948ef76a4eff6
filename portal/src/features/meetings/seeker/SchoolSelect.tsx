import { MenuItem, TextField } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';
import { useSchools } from './seekerMeetingQueries';

interface SchoolSelectProps {
  /** The chosen school's id as text, '' for none. */
  value: string;
  onChange: (value: string) => void;
  label: string;
  /** A hint under the field, replaced by the error when there is one. */
  hint?: string;
  error?: string;
  disabled?: boolean;
}

/**
 * The registered schools (`GET /meetings/schools`, public: the registration form uses it before there is an account)
 * and "No school". A school's job fairs for its own students follow this choice.
 */
export const SchoolSelect = ({ value, onChange, label, hint, error, disabled }: SchoolSelectProps) => {
  const { t } = useI18n();
  const schools = useSchools();
  const options = schools.data ?? [];
  // the declared school stays selectable while the list loads (or if it left the list), so the field never blanks it
  const isKnown = value === '' || options.some((school) => String(school.id) === value);
  const problem = error ?? (schools.isError ? t('portal.meetings.seeker.school.loadFailed') : undefined);
  return (
    <TextField
      select
      fullWidth
      name="schoolId"
      label={label}
      value={isKnown ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled || schools.isPending}
      error={Boolean(problem)}
      helperText={problem ?? hint ?? ' '}
    >
      <MenuItem value="">
        <em>{t('portal.meetings.seeker.school.none')}</em>
      </MenuItem>
      {options.map((school) => (
        <MenuItem key={school.id} value={String(school.id)}>
          {school.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
