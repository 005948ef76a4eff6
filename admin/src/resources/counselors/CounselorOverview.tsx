import { Box, Stack, Typography } from '@mui/material';
import { locales } from '@jobmarket/contracts';
import type { CounselorDetailView } from '@jobmarket/contracts/counseling/views';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../dashboard/localDates';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { ProfileAvatar } from '../../profile/ProfileAvatar';
import { JobField, jobFieldGrid } from '../jobs/JobField';
import { useSpecialtyLabel } from './counselorChoices';
import { CounselorDaysOff } from './CounselorDaysOff';
import { languagesText, modesText, priceText, ratingText } from './counselorFormat';
import { CounselorStatusChip } from './CounselorStatusChip';
import { openingsByWeekday } from './weeklyOpenings';

function Section({ name, children, grid = true }: { name: string; children: ReactNode; grid?: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={`counselor-section-${name}`}>
      <Typography id={`counselor-section-${name}`} variant="subtitle1" component="h3" gutterBottom>
        {translate(`resources.counselors.sections.${name}`)}
      </Typography>
      {grid ? <Box sx={jobFieldGrid}>{children}</Box> : children}
    </Box>
  );
}

/**
 * A counselor's facts as staff keep them: the profile (photo, title, specialties, languages, status, rating), the
 * sessions' terms, each biography in its language, the weekly availability by weekday in the counselor's zone, and
 * the days off when the api gives them (editable here with biz:counselor:edit).
 */
export function CounselorOverview() {
  const counselor = useRecordContext<CounselorDetailView>();
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const specialty = useSpecialtyLabel();
  if (!counselor) return null;
  const field = (name: string) => translate(`counseling.fields.${name}`);
  const biographies = counselor.biographies ?? {};
  const written = locales.filter((language) => biographies[language]);
  const weekly = openingsByWeekday(counselor.weekly ?? []);
  return (
    <Stack spacing={3}>
      <Section name="profile">
        <JobField label={field('avatar')}>
          <ProfileAvatar name={counselor.name} src={counselor.avatarUrl} size={56} />
        </JobField>
        <JobField label={field('name')}>{counselor.name}</JobField>
        <JobField label={field('title')}>{counselor.title}</JobField>
        <JobField label={field('specialties')}>{counselor.specialties.map(specialty).join(', ')}</JobField>
        <JobField label={field('languages')}>{languagesText(counselor.languages, translate)}</JobField>
        <JobField label={field('status')}>
          <CounselorStatusChip status={counselor.status} />
        </JobField>
        <JobField label={translate('resources.counselors.fields.rating')}>{ratingText(counselor, translate)}</JobField>
        {counselor.createTime && <JobField label={translate('resources.counselors.fields.createTime')}>{formatDateTime(counselor.createTime, locale)}</JobField>}
      </Section>
      <Section name="sessions">
        <JobField label={field('price')}>{priceText(counselor, translate, locale)}</JobField>
        <JobField label={field('sessionMinutes')}>{translate('resources.counselors.minutes', { minutes: counselor.sessionMinutes })}</JobField>
        <JobField label={field('modes')}>{modesText(counselor.modes, translate)}</JobField>
        <JobField label={field('place')}>{counselor.place}</JobField>
      </Section>
      <Section name="biographies" grid={false}>
        <Stack spacing={1.5}>
          {written.map((language) => (
            <JobField key={language} label={translate(`resources.counselors.languages.${language}`)}>
              <Box component="span" lang={language} sx={{ whiteSpace: 'pre-line' }}>
                {biographies[language]}
              </Box>
            </JobField>
          ))}
          {written.length === 0 && <JobField label={field('biography')}>{counselor.biography}</JobField>}
        </Stack>
      </Section>
      <Section name="availability" grid={false}>
        <Stack spacing={0.5}>
          <Typography variant="body2" color="text.secondary">
            {field('timeZone')}: {counselor.timeZone}
          </Typography>
          {weekly.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.counselors.availability.noOpenings')}
            </Typography>
          ) : (
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
              {weekly.map(([weekday, openings]) => (
                <Box key={weekday} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
                    {translate(`counseling.weekdays.${weekday}`)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {openings.map((opening) => translate('resources.counselors.availability.opening', { from: opening.from, to: opening.to })).join(', ')}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Stack>
      </Section>
      {/* the api gives the days off (a reason may be private) only to who may manage them */}
      {counselor.daysOff !== undefined && (
        <Section name="daysOff" grid={false}>
          <CounselorDaysOff counselor={counselor} />
        </Section>
      )}
    </Stack>
  );
}
