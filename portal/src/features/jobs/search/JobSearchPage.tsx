import { useSearchParams } from 'react-router';
import { WorkIcon } from '../../../app/icons';
import { useI18n } from '../../../i18n/I18nContext';
import { JobCard } from '../cards/JobCard';
import { JOB_SEARCH_PAGE_SIZE, type JobSearch, readJobSearch, searchParamsOf } from './jobSearchParams';
import { JobSearchForm } from './JobSearchForm';
import { SearchPageLayout } from './SearchPageLayout';
import { SearchResults } from './SearchResults';
import { SortSelect } from './SortSelect';
import { useJobSearch } from './useSearchQueries';

/**
 * `/jobs`: the public job board. The whole search lives in the address (`/jobs?keywords=…&industry=…&pageNum=2`):
 * a link shares it, and each new search is a history entry the back button returns from.
 */
const JobSearchPage = () => {
  const { t, locale } = useI18n();
  const [params, setParams] = useSearchParams();
  const search = readJobSearch(params);
  const results = useJobSearch(search);
  const show = (next: JobSearch) => setParams(searchParamsOf(next));

  return (
    <SearchPageLayout title={t('portal.search.jobsTitle')} subtitle={search.keywords ? t('portal.search.resultsFor', { keywords: search.keywords }) : undefined}>
      {/* a new address (back, forward, a link) starts the form over from what it says */}
      <JobSearchForm key={params.toString()} search={search} onApply={show} />
      <SearchResults
        results={results}
        pageNum={search.pageNum}
        pageSize={JOB_SEARCH_PAGE_SIZE}
        onPage={(pageNum) => show({ ...search, pageNum })}
        countText={(total) => {
          // the api counts up to a cap: beyond it the count reads "1,000+"; a common search's count is an estimate
          const count = `${new Intl.NumberFormat(locale).format(total)}${results.data?.isTotalCapped ? '+' : ''}`;
          if (results.data?.isTotalEstimated) return t('portal.search.jobsFoundAbout', { count });
          return total === 1 ? t('portal.search.jobsFoundOne') : t('portal.search.jobsFound', { count });
        }}
        emptyMessage={t('portal.search.noJobs')}
        emptyIcon={<WorkIcon />}
        toolbar={<SortSelect value={search.sort} onChange={(sort) => show({ ...search, sort, pageNum: 1 })} />}
        pagesLabel={t('portal.search.pages')}
        keyOf={(job) => job.id}
        renderItem={(job) => <JobCard job={job} />}
      />
    </SearchPageLayout>
  );
};

export default JobSearchPage;
