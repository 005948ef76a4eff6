import { JOB_EMPLOYMENT_TYPE, type PublicJobView } from '@jobmarket/contracts';
import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/I18nContext';
import { formatSalaryRange } from '../format/salaryRange';
import { formatJobDay, placeOf } from './jobTimes';

/**
 * Every fact of the job as a list of terms, each a value its structured data also states (salary, employment type,
 * place and address, dates, id). Numbers and dates formatted by the reader's ICU may differ by a space from the
 * server's: hydration keeps the server's text rather than fail over it.
 */
export const JobFacts = ({ job }: { job: PublicJobView }) => {
  const { t, locale } = useI18n();
  const facts: { term: string; value: ReactNode }[] = [
    { term: t('jobs.fields.salaryRange'), value: t('jobPage.salaryPerMonth', { salary: formatSalaryRange(locale, job.minSalary, job.maxSalary, job.currency) }) },
    { term: t('jobPage.employmentType'), value: t(`jobPage.employmentTypes.${JOB_EMPLOYMENT_TYPE}`) },
    { term: t('jobs.fields.industry'), value: job.industry.label },
    { term: t('jobs.fields.education'), value: job.education.label },
    { term: t('jobPage.guaranteePeriod'), value: t('jobPage.guaranteeMonths', { count: job.guaranteeMonth }) },
    { term: t('jobs.fields.location'), value: placeOf(job.location) },
    { term: t('jobs.fields.detailAddress'), value: job.detailAddress },
    { term: t('jobs.fields.publishTime'), value: formatJobDay(locale, job.publishTime, job.location.country) },
    { term: t('jobs.fields.validThrough'), value: formatJobDay(locale, job.validThrough, job.location.country) },
    { term: t('jobPage.jobId'), value: String(job.id) },
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="job-facts" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="job-facts" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('jobPage.facts')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
        {facts.map(({ term, value }) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 500 }} suppressHydrationWarning>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
};
