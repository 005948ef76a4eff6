import { useParams } from 'react-router';
import { PageNotFound } from './PageNotFound';
import { PageLoading } from '../../../app/PageLoading';
import { useI18n } from '../../../i18n/I18nContext';
import { CompanyDetail } from './CompanyDetail';
import { usePublicCompany } from './publicQueries';
import { ViewLoadFailed } from './ViewLoadFailed';

/** `/companies/:id`: an approved publisher's public page, rendered on the server and hydrated, or fetched on navigation. */
const CompanyPage = () => {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const { data: company, isError, refetch } = usePublicCompany(id);
  if (!Number.isInteger(id) || id < 1 || company === null) return <PageNotFound />;
  if (company) return <CompanyDetail company={company} />;
  if (isError) return <ViewLoadFailed message={t('companyPage.loadFailed')} onRetry={() => void refetch()} />;
  return <PageLoading />;
};

export default CompanyPage;
