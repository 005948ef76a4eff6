import { jobTextFields } from '@jobmarket/contracts/jobs/forms';
import type { JobDetail } from '@jobmarket/contracts/jobs/views';
import { Box, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** The nine text sections of a job in the order a reader meets them, as the publisher wrote them (line breaks kept). */
export function JobTextSections() {
  const job = useRecordContext<JobDetail>();
  const translate = useTranslate();
  if (!job) return null;
  return (
    <Stack spacing={2.5}>
      {jobTextFields.map((field) => (
        <Box component="section" key={field} aria-labelledby={`job-section-${field}`}>
          <Typography id={`job-section-${field}`} variant="subtitle2" component="h3" gutterBottom>
            {translate(`jobs.fields.${field}`)}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {job[field] || '—'}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
