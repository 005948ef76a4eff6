import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useNotify } from '../../../app/Notifier';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { SchoolSelect } from './SchoolSelect';
import { useMySchool, useSaveMySchool } from './seekerMeetingQueries';

/** The card's anchor: a refused reservation and the job fair list link here (`/dashboard/profile#my-school`). */
export const MY_SCHOOL_ANCHOR = 'my-school';

/**
 * The job seeker's school on their profile (`GET|PUT /students/me/school`): job fairs for one school's students are
 * open to the seekers who declared it. Staff may correct it in the back office; this shows what is declared now.
 */
export const StudentSchoolCard = () => {
  const { t } = useI18n();
  const notify = useNotify();
  const mySchool = useMySchool();
  const save = useSaveMySchool();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const { hash } = useLocation();
  const card = useRef<HTMLDivElement>(null);
  const declared = mySchool.data?.schoolId ? String(mySchool.data.schoolId) : '';
  const value = chosen ?? declared;

  useEffect(() => {
    // jsdom has no scrollIntoView
    if (hash === `#${MY_SCHOOL_ANCHOR}`) card.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [hash]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync(value ? Number(value) : null);
      setChosen(null);
      setError(undefined);
      notify(t('portal.meetings.seeker.school.saved'), 'success');
    } catch (failure) {
      // the api's reason (an unknown school is marked on `schoolId`) stays under the field
      setError(failure instanceof ApiError ? (failure.fieldErrors.schoolId ?? failure.message) : undefined);
      notify(t('portal.meetings.seeker.school.saveFailed'), 'error');
    }
  }

  return (
    <Card ref={card} id={MY_SCHOOL_ANCHOR} variant="outlined" component="section" aria-labelledby={`${MY_SCHOOL_ANCHOR}-title`}>
      <CardContent>
        <Typography id={`${MY_SCHOOL_ANCHOR}-title`} variant="h6" component="h2" gutterBottom>
          {t('portal.meetings.seeker.school.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('portal.meetings.seeker.school.intro')}
        </Typography>
        {mySchool.isError ? (
          <Typography color="error">{mySchool.error.message}</Typography>
        ) : (
          <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
            <Stack spacing={1}>
              <SchoolSelect
                label={t('portal.meetings.seeker.school.label')}
                value={value}
                onChange={(next) => {
                  setChosen(next);
                  setError(undefined);
                }}
                error={error}
                disabled={mySchool.isPending}
              />
              <Button type="submit" variant="contained" disabled={mySchool.isPending || save.isPending || value === declared}>
                {t('portal.meetings.seeker.school.save')}
              </Button>
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
