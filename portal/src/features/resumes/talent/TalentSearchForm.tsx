import { Button, Grid } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../i18n/I18nContext';
import { LookupSelect } from '../../jobs/lookups/LookupSelect';
import { RegionSelects } from '../../jobs/lookups/RegionSelects';
import { useDictionaryOptions } from '../../jobs/lookups/useDictionaryOptions';
import { CollapsibleFilters, KeywordsRow, SearchForm } from '../../jobs/search/SearchFormParts';
import { minYearsChoices, type TalentSearch } from './talentSearchParams';

interface TalentSearchFormProps {
  search: TalentSearch;
  /** A new search from the first page. */
  onApply: (next: TalentSearch) => void;
}

const filterSize = { xs: 12, sm: 6, md: 3 } as const;
const noFilters = { education: '', industry: '', country: '', provinceCode: '', minYears: '' } as const;

/**
 * The words and filters of `/talent`, as the job search's (jobs/search/JobSearchForm): a choice in a list searches at
 * once, typed words on Enter or the button, and on a phone the filters fold under one button.
 */
export const TalentSearchForm = ({ search, onApply }: TalentSearchFormProps) => {
  const { t } = useI18n();
  const educations = useDictionaryOptions('education');
  const industries = useDictionaryOptions('industry');
  const [keywords, setKeywords] = useState(search.keywords);
  const activeFilters = [search.education, search.industry, search.country, search.minYears].filter(Boolean).length;

  const apply = (changes: Partial<TalentSearch> = {}) => onApply({ ...search, keywords: keywords.trim(), ...changes, pageNum: 1 });
  const yearsLabel = (years: string) => (years === '1' ? t('portal.talent.minYearsAtLeastOne') : t('portal.talent.minYearsAtLeast', { years }));

  return (
    <SearchForm onSubmit={apply} marginBottom={3}>
      <KeywordsRow value={keywords} onChange={setKeywords} label={t('portal.talent.keywords')} />
      <CollapsibleFilters id="talent-filters" activeCount={activeFilters}>
        <Grid size={filterSize}>
          <LookupSelect label={t('resumes.fields.education')} size="small" value={search.education} options={educations.options} emptyLabel={t('portal.search.any')} onChange={(education) => apply({ education })} />
        </Grid>
        <Grid size={filterSize}>
          <LookupSelect label={t('resumes.fields.industry')} size="small" value={search.industry} options={industries.options} emptyLabel={t('portal.search.any')} onChange={(industry) => apply({ industry })} />
        </Grid>
        <RegionSelects
          value={{ country: search.country, provinceCode: search.provinceCode, districtCode: '' }}
          depth="province"
          size="small"
          itemSize={filterSize}
          emptyLabel={t('portal.search.any')}
          onChange={({ country, provinceCode }) => apply({ country, provinceCode })}
        />
        <Grid size={filterSize}>
          <LookupSelect
            label={t('portal.talent.minYears')}
            size="small"
            value={search.minYears}
            options={minYearsChoices.map((years) => ({ value: years, label: yearsLabel(years) }))}
            emptyLabel={t('portal.search.any')}
            onChange={(minYears) => apply({ minYears: minYears as TalentSearch['minYears'] })}
          />
        </Grid>
        {activeFilters > 0 && (
          <Grid size={12}>
            <Button onClick={() => apply(noFilters)}>{t('portal.search.clearFilters')}</Button>
          </Grid>
        )}
      </CollapsibleFilters>
    </SearchForm>
  );
};
