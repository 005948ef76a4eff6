import { MenuItem, TextField } from '@mui/material';
import { useI18n } from '../../i18n/I18nContext';

interface GenderSelectProps {
  value: string;
  error: boolean;
  helperText: string;
  name: string;
  onChange: (event: { target: { value: string } }) => void;
}

/** 0 secret, 1 male, 2 female (spec §3). */
export const GenderSelect = (props: GenderSelectProps) => {
  const { t } = useI18n();
  return (
    <TextField select label={t('portal.fields.gender')} required fullWidth {...props}>
      <MenuItem value="1">{t('portal.fields.genders.male')}</MenuItem>
      <MenuItem value="2">{t('portal.fields.genders.female')}</MenuItem>
      <MenuItem value="0">{t('portal.fields.genders.secret')}</MenuItem>
    </TextField>
  );
};
