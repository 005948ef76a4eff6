import type { JobRow, PromotionView } from '@jobmarket/contracts';
import { Alert, Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { receivedForJobPath } from '../../../app/paths';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';
import { formatDay } from '../format/jobDates';
import { formatSalaryRange } from '../format/salaryRange';
import { FeaturedChip } from '../../membership/promotion/FeaturedChip';
import { JobStatusChip } from './JobStatusChip';
import { MyJobActions } from './MyJobActions';

/** One of my jobs: status, whether it is featured, why it was rejected, its figures and what I may do with it now. */
export const MyJobCard = ({ job, promotion }: { job: JobRow; promotion?: PromotionView }) => {
  const { t, locale } = useI18n();
  const number = new Intl.NumberFormat(locale);
  const figures: [PortalMessageKey, string][] = [
    ['jobs.fields.viewCount', number.format(job.viewCount)],
    ['jobs.fields.applicantCount', number.format(job.applicantCount)],
    ['jobs.fields.validThrough', formatDay(locale, job.validThrough)],
    ['jobs.fields.createTime', formatDay(locale, job.createTime)],
  ];
  const headingId = `my-job-${job.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {job.position}
            </Typography>
            <JobStatusChip status={job.status} />
          </Stack>
          {promotion && <FeaturedChip promotion={promotion} />}
          <Typography variant="body2" color="text.secondary">
            {[job.location.districtName, job.location.provinceName].filter(Boolean).join(', ')} · {formatSalaryRange(locale, job.minSalary, job.maxSalary, job.currency)}
          </Typography>
          {job.status === 'rejected' && job.rejectReason && (
            <Alert severity="error" variant="outlined" role="note">
              <strong>{t('portal.myJobs.rejectReason')}</strong> {job.rejectReason}
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t('portal.myJobs.correctHint')}
              </Typography>
            </Alert>
          )}
          <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
            {figures.map(([label, value]) => (
              <Grid key={label} size={{ xs: 6, sm: 3 }}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {t(label)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {label === 'jobs.fields.applicantCount' ? (
                    // the applications themselves, filtered to this job (delivery)
                    <Link component={RouterLink} to={receivedForJobPath(job.id)} aria-label={t('portal.delivery.received.applicants', { position: job.position })}>
                      {value}
                    </Link>
                  ) : (
                    value
                  )}
                </Typography>
              </Grid>
            ))}
          </Grid>
          <MyJobActions job={job} isFeatured={promotion !== undefined} />
        </Stack>
      </CardContent>
    </Card>
  );
};
