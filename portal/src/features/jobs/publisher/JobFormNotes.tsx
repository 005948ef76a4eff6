import type { JobDetail } from '@jobmarket/contracts';
import { Alert, AlertTitle, Typography } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';

/** Above the form of an existing job: why it was rejected, or that saving a published job takes it off the board until reviewed. */
export const JobFormNotes = ({ job }: { job: JobDetail }) => {
  const { t } = useI18n();
  if (job.status === 'rejected')
    return (
      <Alert severity="error" variant="outlined" role="note">
        <AlertTitle>{t('portal.jobForm.rejectedTitle')}</AlertTitle>
        {job.rejectReason && (
          <Typography>
            <strong>{t('portal.myJobs.rejectReason')}</strong> {job.rejectReason}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('portal.jobForm.rejectedHint')}
        </Typography>
      </Alert>
    );
  if (job.status === 'published') return <Alert severity="warning" role="note">{t('portal.jobForm.publishedWarning')}</Alert>;
  return null;
};
