import { NotFoundPage } from '../../../app/NotFoundPage';
import { useI18n } from '../../../i18n/I18nContext';
import { usePageTitle } from './usePageTitle';

/** The portal's not-found page for an id that names no public job or company, titled as the server titled it. */
export const PageNotFound = () => {
  const { t } = useI18n();
  usePageTitle(t('portal.notFound.title'));
  return <NotFoundPage />;
};
