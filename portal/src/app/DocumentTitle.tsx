import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useI18n } from '../i18n/I18nContext';

/** The browser tab's title: the site's name in the visitor's language, unless a `title` route parameter or query gives one (spec §2). */
export const DocumentTitle = () => {
  const { t } = useI18n();
  const { title: titleParameter } = useParams();
  const [searchParams] = useSearchParams();
  const title = titleParameter || searchParams.get('title') || t('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
};
