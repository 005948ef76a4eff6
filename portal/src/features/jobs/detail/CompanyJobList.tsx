import type { JobCardView } from '@jobmarket/contracts';
import { Divider, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { useI18n } from '../../../i18n/I18nContext';
import { formatSalaryRange } from '../format/salaryRange';
import { formatJobDay, placeOf } from './jobTimes';

/** A company's open jobs, newest first, each linking to its page (dates in the job's country, as on the job's page). */
export const CompanyJobList = ({ jobs }: { jobs: JobCardView[] }) => {
  const { t, locale } = useI18n();
  return (
    <List disablePadding>
      {jobs.map((job, index) => (
        <Fragment key={job.id}>
          {index > 0 && <Divider component="li" />}
          <ListItem disableGutters sx={{ py: 1.5 }}>
            <Stack spacing={0.5} sx={{ width: '100%' }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                <Link component={RouterLink} to={`/jobs/${job.id}`} underline="hover">
                  {job.position}
                </Link>
              </Typography>
              <Typography sx={{ fontWeight: 600, color: 'primary.main' }} suppressHydrationWarning>
                {t('jobPage.salaryPerMonth', { salary: formatSalaryRange(locale, job.minSalary, job.maxSalary, job.currency) })}
              </Typography>
              <Typography variant="body2">
                {placeOf(job.location)} · {job.industry.label}
              </Typography>
              <Typography variant="caption" color="text.secondary" suppressHydrationWarning>
                {t('jobPage.postedOn', { date: formatJobDay(locale, job.publishTime, job.location.country) })}
              </Typography>
            </Stack>
          </ListItem>
        </Fragment>
      ))}
    </List>
  );
};
