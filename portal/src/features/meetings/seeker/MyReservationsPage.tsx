import { Alert, Box, Button, Container, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '../../../app/PageLoading';
import { seekerMeetingPaths } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { SeekerOnly } from '../../resumes/SeekerOnly';
import { MeetingCard } from './MeetingCard';
import { formatMeetingTime } from '../school/meetingTimes';
import { SeekerMeetingsHeader } from './SeekerMeetingsHeader';
import { useMeetingFollowNotices, useMyReservations } from './seekerMeetingQueries';

const MyReservations = () => {
  const { t, locale } = useI18n();
  const reservations = useMyReservations();
  useMeetingFollowNotices();
  const rows = reservations.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <SeekerMeetingsHeader current="mine" />
      <Box sx={{ height: 4, mb: 1 }}>{reservations.isFetching && !reservations.isPending && <LinearProgress aria-label={t('portal.meetings.seeker.common.loading')} />}</Box>
      {reservations.isPending && <PageLoading />}
      {reservations.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void reservations.refetch()}>
              {t('portal.meetings.seeker.common.retry')}
            </Button>
          }
        >
          {t('meetings.messages.listFailed')}
        </Alert>
      )}
      {rows && rows.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('portal.meetings.seeker.mine.empty')}
          </Typography>
          <Button component={RouterLink} to={seekerMeetingPaths.upcoming} variant="contained">
            {t('portal.meetings.seeker.mine.findFairs')}
          </Button>
        </Paper>
      )}
      {rows && rows.length > 0 && (
        <Stack spacing={2}>
          {rows.map((row) => (
            <MeetingCard
              key={row.meeting.id}
              meeting={row.meeting}
              status={row.status}
              position={row.position}
              extra={
                <Typography variant="body2" color="text.secondary">
                  {t(row.status === 'waitlisted' ? 'portal.meetings.seeker.mine.waitlistedOn' : 'portal.meetings.seeker.mine.reservedOn', { time: formatMeetingTime(locale, row.reservedAt) })}
                </Typography>
              }
            />
          ))}
        </Stack>
      )}
    </Container>
  );
};

/** `/job-fairs/mine`: the seeker's seats and waitlist places (`GET /meetings/reservations/mine`), upcoming first. */
const MyReservationsPage = () => (
  <SeekerOnly>
    <MyReservations />
  </SeekerOnly>
);

export default MyReservationsPage;
