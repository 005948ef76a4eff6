import { Alert, Box, Button, Card, CardActionArea, CardContent, Container, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '../../../app/PageLoading';
import { counselorOrderPath } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { formatMeetingSpan, readerTimeZone } from '../../meetings/school/meetingTimes';
import { ConsultStatusChips } from '../ConsultStatusChips';
import { addDays, dayOf } from '../counselingTimes';
import { useCounselingFollowNotices, useOwnCounselor, useSchedule } from '../counselingQueries';
import { AvailabilityEditor } from './AvailabilityEditor';
import { CounselorOnly } from './CounselorOnly';

/** How far ahead the schedule looks (the api's range is at most a month). */
const SCHEDULE_DAYS = 30;

const Schedule = () => {
  const { t, locale } = useI18n();
  const today = new Date();
  const schedule = useSchedule(dayOf(addDays(today, -1)), dayOf(addDays(today, SCHEDULE_DAYS)));
  useCounselingFollowNotices();
  if (schedule.isPending) return <PageLoading />;
  if (schedule.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void schedule.refetch()}>
            {t('portal.counseling.common.retry')}
          </Button>
        }
      >
        {t('portal.counseling.home.failed')}
      </Alert>
    );
  if (schedule.data.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{t('portal.counseling.home.empty')}</Typography>
      </Paper>
    );
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('portal.counseling.slots.zone', { zone: readerTimeZone() })}
      </Typography>
      {schedule.data.map((order) => (
        <Card key={order.id} variant="outlined" component="article" aria-label={`${order.seekerName} ${order.orderNo}`}>
          <CardActionArea component={RouterLink} to={counselorOrderPath(order.id)}>
            <CardContent>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>{formatMeetingSpan(locale, order.startsAt, order.endsAt)}</Typography>
                  <Typography>
                    {order.seekerName} · {t(`counseling.modes.${order.mode}`)}
                  </Typography>
                  {order.topic && (
                    <Typography variant="body2" color="text.secondary">
                      {order.topic}
                    </Typography>
                  )}
                </Box>
                <ConsultStatusChips order={order} />
              </Stack>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
};

const Availability = () => {
  const { t } = useI18n();
  const own = useOwnCounselor();
  if (own.isPending) return <PageLoading />;
  if (own.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void own.refetch()}>
            {t('portal.counseling.common.retry')}
          </Button>
        }
      >
        {t('portal.counseling.home.profileFailed')}
      </Alert>
    );
  // keyed by the saved state: a save or a day off refetches the profile and the editor starts from it again
  return <AvailabilityEditor key={JSON.stringify([own.data.timeZone, own.data.weekly])} counselor={own.data} />;
};

/** The counselor home: their upcoming sessions (each opens the order's page) and their own availability and days off. */
const CounselorHome = () => {
  const { t } = useI18n();
  const [tab, setTab] = useState<'schedule' | 'availability'>('schedule');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('portal.counseling.nav.counselorHome')}
      </Typography>
      <Tabs value={tab} onChange={(_, next) => setTab(next)} aria-label={t('portal.counseling.nav.counselorHome')} sx={{ mb: 2 }}>
        <Tab value="schedule" label={t('portal.counseling.home.schedule')} />
        <Tab value="availability" label={t('portal.counseling.home.availability')} />
      </Tabs>
      {tab === 'schedule' ? <Schedule /> : <Availability />}
    </Container>
  );
};

const CounselorHomePage = () => (
  <CounselorOnly>
    <CounselorHome />
  </CounselorOnly>
);

export default CounselorHomePage;
