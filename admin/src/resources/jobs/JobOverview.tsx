import type { JobDetail } from '@jobmarket/contracts/jobs/views';
import { Box, Link as MuiLink } from '@mui/material';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { JobAuditStatusChip } from './JobAuditStatusChip';
import { JobField, jobFieldGrid } from './JobField';
import { publisherJobsSearch } from './jobListLinks';
import { formatMoney } from './jobFormat';
import { JobStatusChip } from './JobStatusChip';

/** A job's facts (spec §3 Job): what, where, for how much, and where it stands. */
export function JobOverview() {
  const job = useRecordContext<JobDetail>();
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const createPath = useCreatePath();
  if (!job) return null;
  const field = (name: string) => translate(`jobs.fields.${name}`);
  const money = (amount: number) => formatMoney(amount, job.currency, locale);
  return (
    <Box sx={jobFieldGrid}>
      <JobField label={field('position')}>{job.position}</JobField>
      <JobField label={field('company')}>{job.company}</JobField>
      <JobField label={translate('resources.jobs.fields.publisherId')}>
        <MuiLink component={Link} to={`${createPath({ resource: 'jobs', type: 'list' })}${publisherJobsSearch(job.publisherId)}`}>
          {translate('resources.jobs.show.publisherJobs', { id: job.publisherId })}
        </MuiLink>
      </JobField>
      <JobField label={field('industry')}>{job.industry?.label}</JobField>
      <JobField label={field('education')}>{job.education?.label}</JobField>
      <JobField label={field('guaranteeMonth')}>{job.guaranteeMonth}</JobField>
      <JobField label={field('salaryRange')}>
        {translate('jobs.salary.range', { min: money(job.minSalary), max: money(job.maxSalary) })} {translate('jobs.salary.perMonth')}
      </JobField>
      <JobField label={field('currency')}>{job.currency}</JobField>
      <JobField label={field('totalCommission')}>{money(job.totalCommission)}</JobField>
      <JobField label={field('country')}>{job.location?.countryName}</JobField>
      <JobField label={field('provinceCode')}>{job.location?.provinceName}</JobField>
      <JobField label={field('districtCode')}>{job.location?.districtName}</JobField>
      <JobField label={field('detailAddress')}>{job.detailAddress}</JobField>
      <JobField label={field('status')}>
        <JobStatusChip status={job.status} />
      </JobField>
      <JobField label={field('auditStatus')}>
        <JobAuditStatusChip status={job.auditStatus} />
      </JobField>
      <JobField label={field('createBy')}>{job.createBy}</JobField>
      <JobField label={field('createTime')}>{job.createTime}</JobField>
      <JobField label={field('publishTime')}>{job.publishTime}</JobField>
      <JobField label={field('validThrough')}>{job.validThrough}</JobField>
      <JobField label={field('viewCount')}>{job.viewCount}</JobField>
      <JobField label={field('applicantCount')}>{job.applicantCount}</JobField>
    </Box>
  );
}
