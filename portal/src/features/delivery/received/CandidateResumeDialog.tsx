import type { DeliveryOrderView } from '@jobmarket/contracts';
import { Alert, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useI18n } from '../../../i18n/I18nContext';
import { formatMonth } from '../../resumes/format/resumeDates';
import { placeOf } from '../../resumes/mine/ResumeCard';
import { ContactLines } from '../../resumes/talent/ContactLines';
import { ResumeAttachments } from '../../resumes/talent/ResumeAttachments';
import { experienceText, genderText } from '../../resumes/talent/talentText';
import { useOrderResume } from '../deliveryQueries';

/**
 * The candidate's resume as delivered to this order (`GET /delivery-orders/{id}/resume`): contact details unmasked and
 * no VIP allowance spent — the candidate chose to send it to this job.
 */
export const CandidateResumeDialog = ({ order, onClose }: { order: DeliveryOrderView; onClose: () => void }) => {
  const { t, locale } = useI18n();
  const titleId = useId();
  const resume = useOrderResume(order.id);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('portal.delivery.received.resumeTitle', { name: order.candidateName })}</DialogTitle>
      <DialogContent dividers>
        {resume.isPending && <Skeleton variant="rounded" height={240} aria-label={t('portal.delivery.common.loading')} />}
        {resume.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void resume.refetch()}>
                {t('portal.delivery.common.retry')}
              </Button>
            }
          >
            {t('portal.delivery.received.resumeLoadFailed')}
          </Alert>
        )}
        {resume.data && (
          <Stack spacing={2}>
            <div>
              <Typography variant="h5" component="h3" sx={{ fontWeight: 700 }}>
                {resume.data.name}
              </Typography>
              <Typography color="text.secondary">
                {[genderText(t, resume.data.gender), t('portal.talent.card.age', { age: resume.data.age }), experienceText(t, resume.data.experienceYears), placeOf(resume.data)].join(' · ')}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                <Chip size="small" label={resume.data.industry.label} />
                <Chip size="small" variant="outlined" label={resume.data.education.label} />
                {resume.data.university && <Chip size="small" variant="outlined" label={resume.data.university} />}
              </Stack>
            </div>
            <ContactLines phone={resume.data.phone} email={resume.data.email} />
            {resume.data.specialties && (
              <div>
                <Typography variant="subtitle2">{t('resumes.fields.specialties')}</Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{resume.data.specialties}</Typography>
              </div>
            )}
            <div>
              <Typography variant="subtitle2">{t('resumes.fields.experience')}</Typography>
              {resume.data.experience.length === 0 ? (
                <Typography color="text.secondary">{t('portal.talent.detail.noExperience')}</Typography>
              ) : (
                <Stack component="ol" spacing={1.5} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {resume.data.experience.map((entry, index) => (
                    <li key={`${entry.startMonth}-${index}`}>
                      <Typography sx={{ fontWeight: 600 }}>
                        {entry.title} · {entry.organisation}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {formatMonth(locale, entry.startMonth)} – {entry.endMonth ? formatMonth(locale, entry.endMonth) : t('resumes.experience.untilNow')}
                      </Typography>
                      {entry.description && (
                        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                          {entry.description}
                        </Typography>
                      )}
                    </li>
                  ))}
                </Stack>
              )}
            </div>
            <div>
              <Typography variant="subtitle2">{t('resumes.fields.attachments')}</Typography>
              <ResumeAttachments files={[...resume.data.attachments, ...(resume.data.originalResume ? [resume.data.originalResume] : [])]} />
            </div>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('portal.delivery.received.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
