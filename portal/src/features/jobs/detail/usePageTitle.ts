import { useEffect } from 'react';
import { useI18n } from '../../../i18n/I18nContext';

/** The tab's title for a job or company: what the server put in `<head>`, kept when the browser renders the page. */
export function usePageTitle(title: string): void {
  const { t } = useI18n();
  const siteTitle = t('app.title');
  useEffect(() => {
    document.title = `${title} | ${siteTitle}`;
  }, [title, siteTitle]);
}
