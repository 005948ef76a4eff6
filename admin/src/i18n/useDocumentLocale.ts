import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/** Keeps the tab title and `<html lang>` (which picks the right CJK/Thai/Lao fonts) in the current language. */
export function useDocumentLocale(): void {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const title = translate('app.adminTitle');
  useEffect(() => {
    document.title = title;
    document.documentElement.lang = locale;
  }, [locale, title]);
}
