import { Grid } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BusinessIcon } from '../../../app/icons';
import { useI18n } from '../../../i18n/I18nContext';
import { CompanyCard } from '../cards/CompanyCard';
import { LookupSelect } from '../lookups/LookupSelect';
import { RegionSelects } from '../lookups/RegionSelects';
import { useDictionaryOptions } from '../lookups/useDictionaryOptions';
import { COMPANY_SEARCH_PAGE_SIZE, type CompanySearch, readCompanySearch, searchParamsOf } from './jobSearchParams';
import { KeywordsRow, SearchForm } from './SearchFormParts';
import { SearchPageLayout } from './SearchPageLayout';
import { SearchResults } from './SearchResults';
import { useCompanySearch } from './useSearchQueries';

const filterSize = { xs: 12, sm: 4 } as const;

const CompanySearchForm = ({ search, onApply }: { search: CompanySearch; onApply: (next: CompanySearch) => void }) => {
  const { t } = useI18n();
  const industries = useDictionaryOptions('industry');
  const [keywords, setKeywords] = useState(search.keywords);
  const apply = (changes: Partial<CompanySearch> = {}) => onApply({ ...search, keywords: keywords.trim(), ...changes, pageNum: 1 });
  return (
    <SearchForm onSubmit={apply}>
      <KeywordsRow value={keywords} onChange={setKeywords} label={t('portal.search.companiesLabel')} />
      <Grid container spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-label={t('portal.search.filters')}>
        <Grid size={filterSize}>
          <LookupSelect label={t('jobs.fields.industry')} size="small" value={search.industry} options={industries.options} emptyLabel={t('portal.search.any')} onChange={(industry) => apply({ industry })} />
        </Grid>
        <RegionSelects
          depth="province"
          value={{ ...search, districtCode: '' }}
          size="small"
          itemSize={filterSize}
          emptyLabel={t('portal.search.any')}
          onChange={({ country, provinceCode }) => apply({ country, provinceCode })}
        />
      </Grid>
    </SearchForm>
  );
};

/** `/companies`: approved companies by name, industry and province, each with its open jobs; the search lives in the address. */
const CompanySearchPage = () => {
  const { t, locale } = useI18n();
  const [params, setParams] = useSearchParams();
  const search = readCompanySearch(params);
  const results = useCompanySearch(search);
  const show = (next: CompanySearch) => setParams(searchParamsOf(next));

  return (
    <SearchPageLayout title={t('portal.search.companiesTitle')} subtitle={search.keywords ? t('portal.search.resultsFor', { keywords: search.keywords }) : undefined}>
      <CompanySearchForm key={params.toString()} search={search} onApply={show} />
      <SearchResults
        results={results}
        pageNum={search.pageNum}
        pageSize={COMPANY_SEARCH_PAGE_SIZE}
        onPage={(pageNum) => show({ ...search, pageNum })}
        countText={(total) => (total === 1 ? t('portal.search.companiesFoundOne') : t('portal.search.companiesFound', { count: new Intl.NumberFormat(locale).format(total) }))}
        emptyMessage={t('portal.search.noCompanies')}
        emptyIcon={<BusinessIcon />}
        pagesLabel={t('portal.search.pages')}
        itemSize={{ xs: 12, sm: 6, md: 4 }}
        keyOf={(company) => company.id}
        renderItem={(company) => <CompanyCard company={company} />}
      />
    </SearchPageLayout>
  );
};

export default CompanySearchPage;
