import type { JobDetail } from '@jobmarket/contracts/jobs/views';
import { Box, Divider, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { JobAuditStatusChip } from './JobAuditStatusChip';
import { JobAuditTrail } from './JobAuditTrail';
import { JobCommissionTable } from './JobCommissionTable';
import { JobField, jobFieldGrid } from './JobField';

/** The audit's outcome (status, time, reason, resume auditor, sort, commission split with amounts) and its trail. */
export function JobAuditPanel() {
  const job = useRecordContext<JobDetail>();
  const translate = useTranslate();
  if (!job) return null;
  const field = (name: string) => translate(`jobs.fields.${name}`);
  return (
    <Stack spacing={3}>
      <Box sx={jobFieldGrid}>
        <JobField label={field('auditStatus')}>
          <JobAuditStatusChip status={job.auditStatus} />
        </JobField>
        <JobField label={field('auditTime')}>{job.auditTime}</JobField>
        <JobField label={field('resumeAuditor')}>{job.resumeAuditorName}</JobField>
        <JobField label={field('sort')}>{job.sort}</JobField>
        {job.rejectReason && <JobField label={field('rejectReason')}>{job.rejectReason}</JobField>}
      </Box>
      <Box component="section" aria-label={field('commission')}>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {field('commission')}
        </Typography>
        <JobCommissionTable job={job} />
      </Box>
      <Divider />
      <JobAuditTrail />
    </Stack>
  );
}
