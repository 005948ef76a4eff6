import { jobTextFields, type PublicJobView } from '@jobmarket/contracts';
import { Paper, Stack, Typography } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';

/** The job's nine text sections under their headings, in the order a reader meets them (the JobPosting's description). */
export const JobSections = ({ job }: { job: PublicJobView }) => {
  const { t } = useI18n();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="job-description" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="job-description" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('jobPage.description')}
      </Typography>
      <Stack spacing={2.5}>
        {jobTextFields.map((field) => (
          <section key={field} aria-labelledby={`job-${field}`}>
            <Typography id={`job-${field}`} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t(`jobs.fields.${field}`)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{job[field]}</Typography>
          </section>
        ))}
      </Stack>
    </Paper>
  );
};
