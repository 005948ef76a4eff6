import type { ResumeDetail, ResumeFileView } from '@jobmarket/contracts';
import { Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PictureAsPdfIcon } from '../../../app/icons';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';
import { formatDay } from '../../jobs/format/jobDates';
import { fileNameOf } from '../files/saveBlob';
import { usePrivateDownload } from '../files/usePrivateDownload';
import { genderKey } from '../format/genderKey';
import { formatMonth } from '../format/resumeDates';
import { placeOf } from '../mine/ResumeCard';
import { resumePdfUrl } from '../pdf/GeneratePdfDialog';

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
    <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

/** A file of the resume: fetched with the session's token when clicked, saved under its own name. */
const FileDownload = ({ file, download, isDownloading }: { file: ResumeFileView; download: (url: string, name: string) => Promise<void>; isDownloading: boolean }) => {
  const { t } = useI18n();
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<PictureAsPdfIcon />}
      disabled={isDownloading}
      aria-label={t('portal.resumes.common.download', { name: file.name })}
      onClick={() => void download(file.url, file.name)}
      sx={{ textTransform: 'none', maxWidth: '100%' }}
    >
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {file.name}
      </Box>
    </Button>
  );
};

/** Every field of one of my resumes as the seeker reads it: their own contact details, files and the staff's report. */
export const ResumeSheet = ({ resume }: { resume: ResumeDetail }) => {
  const { t, locale } = useI18n();
  const { download, isDownloading } = usePrivateDownload();
  const number = new Intl.NumberFormat(locale);
  const facts: [PortalMessageKey, string][] = [
    ['resumes.fields.gender', t(genderKey(resume.gender))],
    ['resumes.fields.age', number.format(resume.age)],
    ['resumes.fields.university', resume.university || '—'],
    ['resumes.fields.education', resume.education.label],
    ['resumes.fields.industry', resume.industry.label],
    ['resumes.fields.location', placeOf(resume)],
    ['resumes.fields.phone', resume.phone],
    ['resumes.fields.email', resume.email],
    ['resumes.fields.experienceYears', number.format(resume.experienceYears)],
    ['resumes.fields.profileViews', number.format(resume.profileViews)],
    ['resumes.fields.createTime', formatDay(locale, resume.createTime)],
    ['resumes.fields.updateTime', formatDay(locale, resume.updateTime)],
  ];
  const pdf: ResumeFileView | undefined = resume.pdfUrl ? { name: fileNameOf(resume.name, 'pdf'), url: resumePdfUrl(resume.id) } : undefined;

  return (
    <Stack spacing={3}>
      <Section id="resume-facts" title={t('portal.resumes.detail.facts')}>
        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
          {facts.map(([label, value]) => (
            <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t(label)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section id="resume-specialties" title={t('resumes.fields.specialties')}>
        <Typography sx={{ whiteSpace: 'pre-line' }} color={resume.specialties ? 'text.primary' : 'text.secondary'}>
          {resume.specialties || t('portal.resumes.detail.nothingYet')}
        </Typography>
      </Section>
      <Section id="resume-experience" title={t('resumes.fields.experience')}>
        {resume.experience.length === 0 ? (
          <Typography color="text.secondary">{t('portal.resumes.detail.nothingYet')}</Typography>
        ) : (
          <Stack component="ol" spacing={2} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {resume.experience.map((entry, index) => (
              <Box component="li" key={index}>
                <Typography sx={{ fontWeight: 600 }}>
                  {entry.title} · {entry.organisation}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatMonth(locale, entry.startMonth)} – {entry.endMonth ? formatMonth(locale, entry.endMonth) : t('resumes.experience.untilNow')}
                </Typography>
                {entry.description && <Typography sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>{entry.description}</Typography>}
              </Box>
            ))}
          </Stack>
        )}
      </Section>
      <Section id="resume-files" title={t('portal.resumes.detail.files')}>
        <Stack spacing={2}>
          {(
            [
              ['resumes.fields.attachments', resume.attachments],
              ['resumes.fields.originalResume', resume.originalResume ? [resume.originalResume] : []],
              ['resumes.fields.pdf', pdf ? [pdf] : []],
            ] as [PortalMessageKey, ResumeFileView[]][]
          ).map(([label, list]) => (
            <div key={label}>
              <Typography variant="caption" color="text.secondary" component="p">
                {t(label)}
              </Typography>
              {list.length === 0 ? (
                <Typography color="text.secondary">{t('portal.resumes.detail.noFile')}</Typography>
              ) : (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                  {list.map((file) => (
                    <FileDownload key={file.url} file={file} download={download} isDownloading={isDownloading === file.url} />
                  ))}
                </Stack>
              )}
            </div>
          ))}
        </Stack>
      </Section>
      <Section id="resume-recommendation" title={t('resumes.fields.recommendationReport')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('portal.resumes.recommendation.readOnly')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{resume.recommendationReport || t('portal.resumes.recommendation.none')}</Typography>
      </Section>
    </Stack>
  );
};
