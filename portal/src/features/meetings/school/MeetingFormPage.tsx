import { canMeeting } from '@jobmarket/contracts';
import { Alert, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { PageLoading } from '../../../app/PageLoading';
import { schoolMeetingPaths } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { usePageTitle } from '../../jobs/detail/usePageTitle';
import { MeetingForm } from './MeetingForm';
import { meetingValuesOf, newMeetingValues } from './meetingFormValues';
import { SchoolGate } from './SchoolGate';
import { useSchoolMeeting } from './schoolMeetingQueries';

const BackToMyMeetings = () => {
  const { t } = useI18n();
  return (
    <Button component={RouterLink} to={schoolMeetingPaths.mine} sx={{ alignSelf: 'flex-start' }}>
      {t('portal.meetings.school.common.back')}
    </Button>
  );
};

/** `GET /meetings/{id}`: my job fair as saved, offered for editing while it is unpublished. */
const EditMeeting = ({ meetingId }: { meetingId: number }) => {
  const { t } = useI18n();
  const meeting = useSchoolMeeting(meetingId);
  usePageTitle(meeting.data ? t('portal.meetings.school.form.editTitle', { title: meeting.data.title }) : t('portal.meetings.school.list.title'));
  if (meeting.isPending) return <PageLoading />;
  if (meeting.isError) {
    // A0606: not a meeting of this school (or none at all)
    const isMissing = meeting.error instanceof ApiError && (meeting.error.code === 'A0606' || meeting.error.status === 404);
    return (
      <Stack spacing={3}>
        <Alert
          severity="error"
          action={
            !isMissing && (
              <Button color="inherit" size="small" onClick={() => void meeting.refetch()}>
                {t('portal.meetings.school.common.retry')}
              </Button>
            )
          }
        >
          {t(isMissing ? 'portal.meetings.school.form.notFound' : 'meetings.messages.informationFailed')}
        </Alert>
        <BackToMyMeetings />
      </Stack>
    );
  }
  const isOver = meeting.data.endStatus === 'ended';
  const isEditable = !isOver && canMeeting(meeting.data.publishStatus, 'edit');
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {t('portal.meetings.school.form.editTitle', { title: meeting.data.title })}
      </Typography>
      {isEditable ? (
        <MeetingForm key={meeting.data.id} initial={meetingValuesOf(meeting.data)} meeting={meeting.data} />
      ) : (
        <>
          <Alert severity="info">{t('portal.meetings.school.form.notEditable', { status: t(isOver ? 'meetings.endStatuses.ended' : `meetings.publishStatuses.${meeting.data.publishStatus}`) })}</Alert>
          <BackToMyMeetings />
        </>
      )}
    </Stack>
  );
};

const NewMeeting = () => {
  const { t } = useI18n();
  usePageTitle(t('portal.meetings.school.form.newTitle'));
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('portal.meetings.school.form.newTitle')}
      </Typography>
      <Typography color="text.secondary">{t('portal.meetings.school.form.intro')}</Typography>
      <MeetingForm initial={newMeetingValues()} />
    </Stack>
  );
};

/** `/school/meetings/new` and `/school/meetings/:id/edit`: an approved school creates a job fair or corrects an unpublished one. */
const MeetingFormPage = () => {
  const { id } = useParams();
  const meetingId = id === undefined ? undefined : Number(id);
  if (meetingId !== undefined && !(Number.isSafeInteger(meetingId) && meetingId > 0)) return <NotFoundPage />;
  return (
    <SchoolGate>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {meetingId === undefined ? <NewMeeting /> : <EditMeeting meetingId={meetingId} />}
      </Container>
    </SchoolGate>
  );
};

export default MeetingFormPage;
