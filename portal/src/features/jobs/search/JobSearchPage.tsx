import { WorkIcon } from '../../../app/icons';
import { useI18n } from '../../../i18n/I18nContext';
import { SearchPageLayout } from './SearchPageLayout';

const JobSearchPage = () => {
  const { t } = useI18n();
  return (
    <SearchPageLayout
      title={t('portal.search.jobsTitle')}
      searchLabel={t('portal.home.searchLabel')}
      resultsTitle={t('portal.search.jobsResults')}
      soonMessage={t('portal.search.jobsSoon')}
      icon={<WorkIcon />}
    />
  );
};

export default JobSearchPage;
