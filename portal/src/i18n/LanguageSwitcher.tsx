import { isLocale, locales } from '@jobmarket/contracts/i18n/locales';
import { NativeSelect } from '@mui/material';
import { useI18n } from './I18nContext';
import { localeNames } from './localeNames';

export const LanguageSwitcher = () => {
  const { locale, setLocale, t, thaiYears, setThaiYears } = useI18n();
  return (
    <>
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
      {/* only Thai dates have a second way of counting years: the choice is offered where Thai readers are */}
      {locale === 'th' && (
        <NativeSelect
          value={thaiYears}
          onChange={(event) => setThaiYears(event.target.value === 'buddhist' ? 'buddhist' : 'gregory')}
          inputProps={{ 'aria-label': t('portal.nav.thaiYears.label') }}
          disableUnderline
        >
          <option value="gregory">{t('portal.nav.thaiYears.gregory')}</option>
          <option value="buddhist">{t('portal.nav.thaiYears.buddhist')}</option>
        </NativeSelect>
      )}
    </>
  );
};
