import { type CountryCode, currencyOfCountry } from '@jobmarket/contracts';
import { Button, Grid, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../i18n/I18nContext';
import { currencySymbol } from '../format/salaryRange';
import { LookupSelect } from '../lookups/LookupSelect';
import { RegionSelects } from '../lookups/RegionSelects';
import { useDictionaryOptions } from '../lookups/useDictionaryOptions';
import { type JobSearch, postedWithinDays } from './jobSearchParams';
import { CollapsibleFilters, KeywordsRow, SearchForm } from './SearchFormParts';

interface JobSearchFormProps {
  search: JobSearch;
  /** A new search from the first page. */
  onApply: (next: JobSearch) => void;
}

const filterSize = { xs: 12, sm: 6, md: 3 } as const;

/**
 * The keywords and every filter of `/jobs`. A choice in a list searches at once; typed words and amounts search on
 * Enter or the button, and go along with any choice made meanwhile so nothing typed is dropped.
 */
export const JobSearchForm = ({ search, onApply }: JobSearchFormProps) => {
  const { t, locale } = useI18n();
  const industries = useDictionaryOptions('industry');
  const educations = useDictionaryOptions('education');
  const [typed, setTyped] = useState({ keywords: search.keywords, minSalary: search.minSalary, maxSalary: search.maxSalary });
  const salaryAboveMax = typed.minSalary !== '' && typed.maxSalary !== '' && Number(typed.minSalary) > Number(typed.maxSalary);
  // amounts are in each job's own currency: without a country a range spans kip, baht and yuan alike
  const salaryWithoutCountry = !search.country && (typed.minSalary !== '' || typed.maxSalary !== '');
  const currency = search.country ? currencyOfCountry[search.country as CountryCode] : undefined;
  const adornment = currency ? { input: { startAdornment: <InputAdornment position="start">{currencySymbol(locale, currency)}</InputAdornment> } } : undefined;
  const activeFilters = [search.industry, search.education, search.country, search.minSalary || search.maxSalary, search.postedWithin].filter(Boolean).length;
  const hasFilters = activeFilters > 0;

  const apply = (changes: Partial<JobSearch> = {}) => {
    if (salaryAboveMax) return;
    onApply({ ...search, ...typed, keywords: typed.keywords.trim(), ...changes, pageNum: 1 });
  };

  return (
    <SearchForm onSubmit={apply}>
      <KeywordsRow value={typed.keywords} onChange={(keywords) => setTyped({ ...typed, keywords })} label={t('portal.home.searchLabel')} />
      <CollapsibleFilters id="job-filters" activeCount={activeFilters}>
        <Grid size={filterSize}>
          <LookupSelect label={t('jobs.fields.industry')} size="small" value={search.industry} options={industries.options} emptyLabel={t('portal.search.any')} onChange={(industry) => apply({ industry })} />
        </Grid>
        <Grid size={filterSize}>
          <LookupSelect label={t('jobs.fields.education')} size="small" value={search.education} options={educations.options} emptyLabel={t('portal.search.any')} onChange={(education) => apply({ education })} />
        </Grid>
        <RegionSelects
          value={search}
          size="small"
          itemSize={filterSize}
          emptyLabel={t('portal.search.any')}
          onChange={(region) => apply(region)}
        />
        <Grid size={filterSize}>
          <TextField
            label={t('portal.search.salaryFrom')}
            size="small"
            fullWidth
            type="number"
            value={typed.minSalary}
            onChange={(event) => setTyped({ ...typed, minSalary: event.target.value })}
            error={salaryAboveMax}
            helperText={salaryAboveMax ? t('validation.minSalaryAboveMax') : salaryWithoutCountry ? t('portal.search.salaryHint') : undefined}
            slotProps={{ ...adornment, htmlInput: { min: 0, inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={filterSize}>
          <TextField
            label={t('portal.search.salaryTo')}
            size="small"
            fullWidth
            type="number"
            value={typed.maxSalary}
            onChange={(event) => setTyped({ ...typed, maxSalary: event.target.value })}
            error={salaryAboveMax}
            helperText={salaryAboveMax ? t('validation.maxSalaryBelowMin') : undefined}
            slotProps={{ ...adornment, htmlInput: { min: 0, inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={filterSize}>
          <LookupSelect
            label={t('portal.search.postedWithin')}
            size="small"
            value={search.postedWithin}
            options={postedWithinDays.map((days) => ({ value: days, label: t(`portal.search.postedWithinDays.${days}`) }))}
            emptyLabel={t('portal.search.any')}
            onChange={(postedWithin) => apply({ postedWithin: postedWithin as JobSearch['postedWithin'] })}
          />
        </Grid>
        {hasFilters && (
          <Grid size={12}>
            <Button
              onClick={() => {
                setTyped({ ...typed, minSalary: '', maxSalary: '' });
                onApply({ ...search, keywords: typed.keywords.trim(), industry: '', education: '', country: '', provinceCode: '', districtCode: '', minSalary: '', maxSalary: '', postedWithin: '', pageNum: 1 });
              }}
            >
              {t('portal.search.clearFilters')}
            </Button>
          </Grid>
        )}
      </CollapsibleFilters>
    </SearchForm>
  );
};
