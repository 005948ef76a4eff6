import type { MeetingView } from '@jobmarket/contracts';
import { Alert, Box, Button, Container, Divider, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { PageLoading } from '../../../app/PageLoading';
import { dashboardPaths, seekerMeetingPaths } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { usePageTitle } from '../../jobs/detail/usePageTitle';
import { SeekerOnly } from '../../resumes/SeekerOnly';
import { MeetingFacts } from './MeetingFacts';
import { PlaceChip } from './PlaceChip';
import { ReservationActions } from './ReservationActions';
import { useMeeting, useMeetingFollowNotices, useMySchool } from './seekerMeetingQueries';
import { MY_SCHOOL_ANCHOR } from './StudentSchoolCard';

/** The meeting id in the address, or undefined when it is not one (the page then says "not found"). */
function meetingIdOf(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

const MeetingDetail = ({ meeting }: { meeting: MeetingView }) => {
  const { t } = useI18n();
  usePageTitle(meeting.title);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere', mr: 1 }}>
          {meeting.title}
        </Typography>
        <PlaceChip status={meeting.reservationStatus} position={meeting.waitlistPosition} publishStatus={meeting.publishStatus} endStatus={meeting.endStatus} />
      </Stack>
      <MeetingFacts meeting={meeting} />
      <ReservationActions meeting={meeting} status={meeting.reservationStatus} position={meeting.waitlistPosition} />
      <Divider />
      <Box component="section" aria-labelledby="meeting-content">
        <Typography id="meeting-content" variant="h6" component="h2" gutterBottom>
          {t('portal.meetings.seeker.facts.content')}
        </Typography>
        {/* sanitised by the api when the school saved it (allow-listed HTML, as jobs and notices) */}
        <Box sx={{ '& img': { maxWidth: '100%' }, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: meeting.content }} />
      </Box>
    </Stack>
  );
};

const MeetingLoader = ({ meetingId }: { meetingId: number }) => {
  const { t } = useI18n();
  const meeting = useMeeting(meetingId);
  useMeetingFollowNotices();
  const isHidden = meeting.error instanceof ApiError && meeting.error.code === 'A0606';
  const mySchool = useMySchool(isHidden);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={2}>
        <Button component={RouterLink} to={seekerMeetingPaths.upcoming} sx={{ alignSelf: 'flex-start' }}>
          {t('portal.meetings.seeker.common.back')}
        </Button>
        {meeting.isPending && <PageLoading />}
        {meeting.isError &&
          (isHidden ? (
            <Alert severity="warning">
              {/* its own element: the words stay findable as they are when the link follows them */}
              <span>{t('portal.meetings.seeker.detail.notFound')}</span>
              {/* a fair for its school's students is hidden from a seeker who declared no school: say how to declare one */}
              {mySchool.data?.schoolId === null && (
                <>
                  {' '}
                  <Link component={RouterLink} to={`${dashboardPaths.profile}#${MY_SCHOOL_ANCHOR}`}>
                    {t('portal.meetings.seeker.refused.chooseSchool')}
                  </Link>
                </>
              )}
            </Alert>
          ) : (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void meeting.refetch()}>
                  {t('portal.meetings.seeker.common.retry')}
                </Button>
              }
            >
              {t('meetings.messages.detailsFailed')}
            </Alert>
          ))}
        {meeting.data && <MeetingDetail meeting={meeting.data} />}
      </Stack>
    </Container>
  );
};

/** `/job-fairs/:id`: one job fair for a job seeker — its content, where and when, seats, and reserve or cancel. */
const MeetingDetailPage = () => {
  const meetingId = meetingIdOf(useParams().id);
  return <SeekerOnly>{meetingId === undefined ? <NotFoundPage /> : <MeetingLoader meetingId={meetingId} />}</SeekerOnly>;
};

export default MeetingDetailPage;
