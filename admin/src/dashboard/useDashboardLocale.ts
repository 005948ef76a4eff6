import { isLocale, type Locale } from '@jobmarket/contracts';
import { useLocaleState } from 'react-admin';

/** The admin's current language as one of ours (react-admin keeps it as a plain string). */
export function useDashboardLocale(): Locale {
  const [locale] = useLocaleState();
  return isLocale(locale) ? locale : 'en';
}
