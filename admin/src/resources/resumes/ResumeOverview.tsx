import type { ResumeDetail } from '@jobmarket/contracts/resumes/views';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { JobField, jobFieldGrid } from '../jobs/JobField';
import { locationLine } from '../jobs/jobFormat';
import { ResumeAvatar } from './ResumeAvatar';
import { ResumeExperience } from './ResumeExperience';
import { ResumeFileLink, ResumeFileLinks } from './ResumeFileLink';
import { genderLabel } from './resumeFormat';
import { ResumeSearchableChip } from './ResumeSearchableChip';

/** One titled part of the resume. */
function ResumeSection({ name, children }: { name: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={`resume-section-${name}`}>
      <Typography id={`resume-section-${name}`} variant="subtitle1" component="h3" gutterBottom>
        {translate(`resources.resumes.sections.${name}`)}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Every field of a resume (spec §3 Resume) as staff read it: unmasked contact details, the experience entries, the
 * files (fetched with the staff's token) and where the record stands. The PDF, the recommendation report and the
 * history have their own tabs.
 */
export function ResumeOverview() {
  const resume = useRecordContext<ResumeDetail>();
  const translate = useTranslate();
  if (!resume) return null;
  const field = (name: string) => translate(`resumes.fields.${name}`);
  const answer = (isYes: boolean) => translate(isYes ? 'resources.resumes.answers.yes' : 'resources.resumes.answers.no');
  return (
    <Stack spacing={3}>
      <ResumeSection name="profile">
        <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <ResumeAvatar url={resume.avatarUrl} name={resume.name} />
          <Box sx={{ ...jobFieldGrid, flex: 1, minWidth: 240 }}>
            <JobField label={field('name')}>{resume.name}</JobField>
            <JobField label={field('gender')}>{genderLabel(resume.gender, translate)}</JobField>
            <JobField label={field('age')}>{resume.age}</JobField>
          </Box>
        </Box>
      </ResumeSection>
      <ResumeSection name="contact">
        <Box sx={jobFieldGrid}>
          <JobField label={field('phone')}>{resume.phone}</JobField>
          <JobField label={field('email')}>{resume.email}</JobField>
          <JobField label={field('location')}>{locationLine(resume.location)}</JobField>
        </Box>
      </ResumeSection>
      <ResumeSection name="background">
        <Box sx={jobFieldGrid}>
          <JobField label={field('education')}>{resume.education?.label}</JobField>
          <JobField label={field('university')}>{resume.university}</JobField>
          <JobField label={field('industry')}>{resume.industry?.label}</JobField>
          <JobField label={field('experienceYears')}>{translate('resumes.experience.years', { smart_count: resume.experienceYears })}</JobField>
        </Box>
        <Box sx={{ mt: 2 }}>
          <JobField label={field('specialties')}>
            {resume.specialties && <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{resume.specialties}</Box>}
          </JobField>
        </Box>
      </ResumeSection>
      <ResumeSection name="experience">
        <ResumeExperience entries={resume.experience ?? []} />
      </ResumeSection>
      <ResumeSection name="files">
        <Box sx={jobFieldGrid}>
          <JobField label={field('attachments')}>
            <ResumeFileLinks files={resume.attachments ?? []} />
          </JobField>
          <JobField label={field('originalResume')}>
            {resume.originalResume ? <ResumeFileLink file={resume.originalResume} /> : translate('resources.resumes.files.none')}
          </JobField>
        </Box>
      </ResumeSection>
      <ResumeSection name="record">
        <Box sx={jobFieldGrid}>
          <JobField label={field('searchable')}>
            <ResumeSearchableChip searchable={resume.searchable} />
          </JobField>
          <JobField label={field('isDefault')}>{answer(resume.isDefault)}</JobField>
          <JobField label={field('template')}>{resume.templateId ? translate(`resumes.templates.${resume.templateId}.name`) : null}</JobField>
          <JobField label={field('profileViews')}>{resume.profileViews}</JobField>
          <JobField label={translate('resources.resumes.fields.seekerId')}>{translate('resources.resumes.show.seeker', { username: resume.createBy, id: resume.seekerId })}</JobField>
          <JobField label={field('createTime')}>{resume.createTime}</JobField>
          <JobField label={field('updateTime')}>{resume.updateTime}</JobField>
        </Box>
      </ResumeSection>
    </Stack>
  );
}
