import { type MeetingPublishStatus, meetingPublishStatuses } from '@jobmarket/contracts';
import { Alert, Box, Button, Container, LinearProgress, Pagination, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '../../../app/PageLoading';
import { schoolMeetingPaths } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { usePageTitle } from '../../jobs/detail/usePageTitle';
import { readerTimeZone } from './meetingTimes';
import { SchoolGate } from './SchoolGate';
import { SchoolMeetingCard } from './SchoolMeetingCard';
import { SCHOOL_MEETINGS_PAGE_SIZE, useSchoolMeetings } from './schoolMeetingQueries';

const MyMeetings = () => {
  const { t } = useI18n();
  usePageTitle(t('portal.meetings.school.list.title'));
  const [publishStatus, setPublishStatus] = useState<MeetingPublishStatus | ''>('');
  const [pageNum, setPageNum] = useState(1);
  const meetings = useSchoolMeetings({ pageNum, publishStatus });
  const page = meetings.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / SCHOOL_MEETINGS_PAGE_SIZE)) : 1;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('portal.meetings.school.list.title')}
        </Typography>
        <Button component={RouterLink} to={schoolMeetingPaths.create} variant="contained">
          {t('portal.meetings.school.list.create')}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('portal.meetings.school.list.intro', { zone: readerTimeZone() })}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={publishStatus}
        onChange={(_, next: MeetingPublishStatus | '' | null) => {
          if (next === null) return;
          setPublishStatus(next);
          setPageNum(1);
        }}
        aria-label={t('portal.meetings.school.list.filter')}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        <ToggleButton value="">{t('portal.meetings.school.list.all')}</ToggleButton>
        {meetingPublishStatuses.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`meetings.publishStatuses.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 4, mb: 1 }}>{meetings.isFetching && !meetings.isPending && <LinearProgress aria-label={t('portal.meetings.school.common.loading')} />}</Box>
      {meetings.isPending && <PageLoading />}
      {meetings.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void meetings.refetch()}>
              {t('portal.meetings.school.common.retry')}
            </Button>
          }
        >
          {t('meetings.messages.listFailed')}
        </Alert>
      )}
      {page && page.list.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
          <Typography>{publishStatus ? t('portal.meetings.school.list.emptyFiltered') : t('portal.meetings.school.list.empty')}</Typography>
        </Paper>
      )}
      {page && page.list.length > 0 && (
        <Stack spacing={2}>
          {page.list.map((meeting) => (
            <SchoolMeetingCard key={meeting.id} meeting={meeting} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination aria-label={t('portal.meetings.school.list.pages')} count={pages} page={pageNum} onChange={(_, next) => setPageNum(next)} sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} />
      )}
    </Container>
  );
};

/** `/school/meetings`: an approved school's job fairs, newest first, with their reservations and the school's actions. */
const MyMeetingsPage = () => (
  <SchoolGate>
    <MyMeetings />
  </SchoolGate>
);

export default MyMeetingsPage;
