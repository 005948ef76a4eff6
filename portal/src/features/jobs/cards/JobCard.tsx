import type { JobCardView } from '@jobmarket/contracts';
import { Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useI18n } from '../../../i18n/I18nContext';
import { formatDay } from '../format/jobDates';
import { formatSalaryRange } from '../format/salaryRange';
import { stretchedLink } from './stretchedLink';

/** A job in a list (search results, hot jobs): "Featured" when promoted, title, company, pay in the reader's locale, place, industry, education, date. */
export const JobCard = ({ job, headingLevel = 'h3' }: { job: JobCardView; headingLevel?: 'h2' | 'h3' | 'h4' }) => {
  const { t, locale } = useI18n();
  const place = [job.location.districtName, job.location.provinceName, job.location.countryName].filter(Boolean).join(', ');
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%', position: 'relative', '&:hover': { borderColor: 'primary.main' } }}>
      <CardContent>
        <Stack spacing={1}>
          {/* a featured (VIP) ad is pinned first by the api; the mark says why it sits on top */}
          {job.featuredUntil && <Chip size="small" color="secondary" label={t('membership.promotion.featured')} sx={{ alignSelf: 'flex-start' }} />}
          <Typography variant="h6" component={headingLevel} sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            <Link component={RouterLink} to={`/jobs/${job.id}`} underline="hover" color="inherit" sx={stretchedLink}>
              {job.position}
            </Link>
          </Typography>
          <Typography color="text.secondary">{job.company}</Typography>
          <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>
            {formatSalaryRange(locale, job.minSalary, job.maxSalary, job.currency)}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {t('jobs.salary.perMonth')}
            </Typography>
          </Typography>
          <Typography variant="body2">{place}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" label={job.industry.label} />
            <Chip size="small" variant="outlined" label={job.education.label} />
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {t('portal.cards.postedOn', { date: formatDay(locale, job.publishTime) })}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
};
