import { BusinessIcon } from '../../../app/icons';
import { useI18n } from '../../../i18n/I18nContext';
import { SearchPageLayout } from './SearchPageLayout';

const CompanySearchPage = () => {
  const { t } = useI18n();
  return (
    <SearchPageLayout
      title={t('portal.search.companiesTitle')}
      searchLabel={t('portal.search.companiesLabel')}
      resultsTitle={t('portal.search.companiesResults')}
      soonMessage={t('portal.search.companiesSoon')}
      icon={<BusinessIcon />}
    />
  );
};

export default CompanySearchPage;
