import type { ExperienceEntry } from '@jobmarket/contracts/resumes/forms';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { experiencePeriod } from './resumeFormat';

/** The experience entries as the seeker wrote them: position, where, when, and what they did (line breaks kept). */
export function ResumeExperience({ entries }: { entries: readonly ExperienceEntry[] }) {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.resumes.experience.none')}
      </Typography>
    );
  }
  return (
    <Stack component="ol" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {entries.map((entry, index) => (
        <Box component="li" key={index}>
          <Typography variant="subtitle2" component="h4">
            {entry.title} · {entry.organisation}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {experiencePeriod(entry, translate, locale)}
          </Typography>
          {entry.description && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
              {entry.description}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}
