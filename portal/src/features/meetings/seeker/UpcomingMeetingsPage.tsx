import { Alert, Box, Button, Container, LinearProgress, Link, Pagination, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '../../../app/PageLoading';
import { dashboardPaths } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { SeekerOnly } from '../../resumes/SeekerOnly';
import { MeetingCard } from './MeetingCard';
import { SeekerMeetingsHeader } from './SeekerMeetingsHeader';
import { MEETINGS_PAGE_SIZE, useMeetingFollowNotices, useMySchool, useUpcomingMeetings } from './seekerMeetingQueries';
import { MY_SCHOOL_ANCHOR } from './StudentSchoolCard';

const UpcomingMeetings = () => {
  const { t } = useI18n();
  const [pageNum, setPageNum] = useState(1);
  const [typed, setTyped] = useState('');
  const [keywords, setKeywords] = useState('');
  const meetings = useUpcomingMeetings({ pageNum, keywords });
  const mySchool = useMySchool();
  useMeetingFollowNotices();
  const page = meetings.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / MEETINGS_PAGE_SIZE)) : 1;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <SeekerMeetingsHeader current="upcoming" />
      {mySchool.data && mySchool.data.schoolId === null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('portal.meetings.seeker.upcoming.noSchool')}{' '}
          <Link component={RouterLink} to={`${dashboardPaths.profile}#${MY_SCHOOL_ANCHOR}`}>
            {t('portal.meetings.seeker.upcoming.chooseSchool')}
          </Link>
        </Alert>
      )}
      <Stack
        component="form"
        role="search"
        direction="row"
        spacing={1}
        sx={{ mb: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          setKeywords(typed.trim());
          setPageNum(1);
        }}
      >
        <TextField size="small" fullWidth type="search" label={t('portal.meetings.seeker.upcoming.search')} value={typed} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit" variant="outlined" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {t('portal.meetings.seeker.upcoming.searchButton')}
        </Button>
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>{meetings.isFetching && !meetings.isPending && <LinearProgress aria-label={t('portal.meetings.seeker.common.loading')} />}</Box>
      {meetings.isPending && <PageLoading />}
      {meetings.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void meetings.refetch()}>
              {t('portal.meetings.seeker.common.retry')}
            </Button>
          }
        >
          {t('meetings.messages.listFailed')}
        </Alert>
      )}
      {page && page.list.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{keywords ? t('portal.meetings.seeker.upcoming.emptySearch', { keywords }) : t('portal.meetings.seeker.upcoming.empty')}</Typography>
        </Paper>
      )}
      {page && page.list.length > 0 && (
        <Stack spacing={2}>
          {page.list.map((meeting) => (
            <MeetingCard key={meeting.id} meeting={meeting} status={meeting.reservationStatus} position={meeting.waitlistPosition} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination aria-label={t('portal.meetings.seeker.common.pages')} count={pages} page={pageNum} onChange={(_, next) => setPageNum(next)} sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} />
      )}
    </Container>
  );
};

/** `/job-fairs`: the job fairs a job seeker may join (their school's and everyone's), soonest first. */
const UpcomingMeetingsPage = () => (
  <SeekerOnly>
    <UpcomingMeetings />
  </SeekerOnly>
);

export default UpcomingMeetingsPage;
