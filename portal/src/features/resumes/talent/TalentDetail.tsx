import type { TalentDetail as TalentDetailView } from '@jobmarket/contracts';
import { Box, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/I18nContext';
import { placeOf } from '../../jobs/detail/jobTimes';
import { formatDay } from '../../jobs/format/jobDates';
import { ResumeAvatar } from '../files/ResumeAvatar';
import { formatMonth } from '../format/resumeDates';
import { ContactLines } from './ContactLines';
import { DownloadResumeButton } from './DownloadResumeButton';
import { ResumeAttachments } from './ResumeAttachments';
import { experienceText, genderText } from './talentText';

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Card variant="outlined" component="section" aria-labelledby={id}>
    <CardContent>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** A resume a publisher opened (`PUT /resumes/{id}/view`): every field, contact details unmasked, attachments and the PDF. */
export const TalentDetail = ({ resume }: { resume: TalentDetailView }) => {
  const { t, locale } = useI18n();
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ResumeAvatar name={resume.name} url={resume.avatarUrl} alt={t('portal.talent.detail.avatarAlt', { name: resume.name })} size={88} />
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {resume.name}
          </Typography>
          <Typography color="text.secondary">
            {[genderText(t, resume.gender), t('portal.talent.card.age', { age: resume.age }), experienceText(t, resume.experienceYears)].join(' · ')}
          </Typography>
          <Typography>{placeOf(resume.location)}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            <Chip size="small" label={resume.industry.label} />
            <Chip size="small" variant="outlined" label={resume.education.label} />
            {resume.university && <Chip size="small" variant="outlined" label={resume.university} />}
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {t('portal.talent.detail.updated', { date: formatDay(locale, resume.updateTime ?? resume.createTime) })}
          </Typography>
        </Box>
        <DownloadResumeButton resumeId={resume.id} name={resume.name} />
      </Stack>
      <Section id="talent-contact" title={t('portal.talent.detail.contact')}>
        <ContactLines phone={resume.phone} email={resume.email} />
      </Section>
      {resume.specialties && (
        <Section id="talent-profile" title={t('resumes.fields.specialties')}>
          <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{resume.specialties}</Typography>
        </Section>
      )}
      <Section id="talent-experience" title={t('portal.talent.detail.experience')}>
        {resume.experience.length === 0 ? (
          <Typography color="text.secondary">{t('portal.talent.detail.noExperience')}</Typography>
        ) : (
          <Stack component="ol" spacing={2} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {resume.experience.map((entry, index) => (
              <li key={`${entry.startMonth}-${index}`}>
                <Typography sx={{ fontWeight: 600 }}>
                  {entry.title} · {entry.organisation}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatMonth(locale, entry.startMonth)} – {entry.endMonth ? formatMonth(locale, entry.endMonth) : t('resumes.experience.untilNow')}
                </Typography>
                {entry.description && (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', mt: 0.5 }}>
                    {entry.description}
                  </Typography>
                )}
              </li>
            ))}
          </Stack>
        )}
      </Section>
      <Section id="talent-files" title={t('portal.talent.detail.files')}>
        <ResumeAttachments files={resume.attachments} />
      </Section>
    </Stack>
  );
};
