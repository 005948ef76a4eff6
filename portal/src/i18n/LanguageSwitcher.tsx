import { isLocale, locales } from '@jobmarket/contracts/i18n/locales';
import { NativeSelect } from '@mui/material';
import { useI18n } from './I18nContext';
import { localeNames } from './localeNames';

export const LanguageSwitcher = () => {
  const { locale, setLocale, t } = useI18n();
  return (
    <NativeSelect
      value={locale}
      onChange={(event) => {
        if (isLocale(event.target.value)) setLocale(event.target.value);
      }}
      inputProps={{ 'aria-label': t('app.language') }}
      disableUnderline
    >
      {locales.map((option) => (
        <option key={option} value={option} lang={option}>
          {localeNames[option]}
        </option>
      ))}
    </NativeSelect>
  );
};
