import type { PublicJobView } from '@jobmarket/contracts';
import { Alert, AlertTitle, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useI18n } from '../../../i18n/I18nContext';
import { formatSalaryRange } from '../format/salaryRange';
import { ApplyPanel } from './ApplyPanel';
import { PlaceIcon, ScheduleIcon } from './detailIcons';
import { formatJobDay, placeOf } from './jobTimes';

/** What a reader looks for first: the position, the employer, the pay, the place, the dates, and whether it is still open. */
export const JobHeader = ({ job }: { job: PublicJobView }) => {
  const { t, locale } = useI18n();
  const country = job.location.country;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={1.5}>
        {!job.isOpen && (
          <Alert severity="warning">
            <AlertTitle>{t('jobPage.expired')}</AlertTitle>
            <span suppressHydrationWarning>{t('jobPage.expiredSince', { date: formatJobDay(locale, job.validThrough, country) })}</span>
          </Alert>
        )}
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {job.position}
        </Typography>
        <Link component={RouterLink} to={`/companies/${job.company.id}`} variant="h6" underline="hover" sx={{ alignSelf: 'flex-start' }}>
          {job.company.name}
        </Link>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main' }} suppressHydrationWarning>
          {t('jobPage.salaryPerMonth', { salary: formatSalaryRange(locale, job.minSalary, job.maxSalary, job.currency) })}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <PlaceIcon fontSize="small" color="action" />
          <Typography>{placeOf(job.location)}</Typography>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip label={job.industry.label} />
          <Chip variant="outlined" label={job.education.label} />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary' }}>
          <ScheduleIcon fontSize="small" />
          <Typography variant="body2" suppressHydrationWarning>
            {t('jobPage.postedOn', { date: formatJobDay(locale, job.publishTime, country) })}
            {job.isOpen && ` · ${t('jobPage.openUntil', { date: formatJobDay(locale, job.validThrough, country) })}`}
          </Typography>
        </Stack>
        <ApplyPanel job={job} />
      </Stack>
    </Paper>
  );
};
