import { roleCodes, type ConsultOrderView, type SlotView } from '@jobmarket/contracts';
import { Alert, Avatar, Box, Button, Chip, Container, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { PageLoading } from '../../../app/PageLoading';
import { counselingPaths } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { localeNames } from '../../../i18n/localeNames';
import { ApiError } from '../../../session/apiClient';
import { useSession } from '../../../session/SessionContext';
import { formatMeetingSpan } from '../../meetings/school/meetingTimes';
import { useConsultOrder, useCounselor, useRefreshCounseling, useSpecialties } from '../counselingQueries';
import { SlotPicker } from '../SlotPicker';
import { BookDialog } from './BookDialog';
import { ConsultPaymentDialog } from './ConsultPaymentDialog';
import { PriceText, RatingLine } from './CounselorDirectoryPage';

/** The counselor id in the address, or undefined when it is not one. */
export function idOf(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * One counselor: who they are (the biography in the reader's language), price, how sessions are held, and their free
 * slots by day on the reader's clock. A job seeker books one; a free session is confirmed at once, a paid one opens the
 * QR payment. A visitor is asked to sign in first.
 */
const CounselorPage = () => {
  const { t, locale } = useI18n();
  const { me, isSignedIn } = useSession();
  const counselorId = idOf(useParams().id);
  const counselor = useCounselor(counselorId ?? 0);
  const specialties = useSpecialties();
  const [picked, setPicked] = useState<SlotView | null>(null);
  const [booked, setBooked] = useState<ConsultOrderView | null>(null);
  const [paying, setPaying] = useState<ConsultOrderView | null>(null);
  // the booking as the api holds it now: the answer to the booking says pendingPayment, and once the QR dialog
  // reports it paid (it refreshes the counseling queries) or closes, the page must say confirmed, not "waiting"
  const latest = useConsultOrder(booked?.id ?? 0, booked?.status === 'pendingPayment');
  const shown = booked && latest.data?.id === booked.id ? latest.data : booked;
  const refresh = useRefreshCounseling();
  const isSeeker = me?.roles.includes(roleCodes.seeker) ?? false;
  if (counselorId === undefined) return <NotFoundPage />;
  if (counselor.isPending) return <PageLoading />;
  if (counselor.isError) {
    // no such counselor, or one not taking bookings (the public page shows active counselors only)
    if (counselor.error instanceof ApiError && (counselor.error.status === 404 || counselor.error.code === 'A0606')) return <NotFoundPage />;
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void counselor.refetch()}>
              {t('portal.counseling.common.retry')}
            </Button>
          }
        >
          {t('portal.counseling.counselor.failed')}
        </Alert>
      </Container>
    );
  }
  const profile = counselor.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Link component={RouterLink} to={counselingPaths.directory}>
        {t('portal.counseling.counselor.back')}
      </Link>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 2 }}>
        <Avatar src={profile.avatarUrl ?? undefined} alt="" sx={{ width: 72, height: 72 }}>
          {profile.name.slice(0, 1)}
        </Avatar>
        <Box>
          <Typography variant="h4" component="h1">
            {profile.name}
          </Typography>
          <Typography color="text.secondary">{profile.title}</Typography>
          <RatingLine counselor={profile} />
        </Box>
      </Stack>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {profile.specialties.map((specialty) => (
          <Chip key={specialty} size="small" label={specialties.labelOf(specialty)} />
        ))}
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{profile.biography}</Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Stack spacing={0.5}>
          <Typography sx={{ fontWeight: 700 }}>
            <PriceText counselor={profile} /> · {t('portal.counseling.directory.minutes', { minutes: profile.sessionMinutes })}
          </Typography>
          <Typography variant="body2">
            {t('counseling.fields.modes')}: {profile.modes.map((mode) => t(`counseling.modes.${mode}`)).join(', ')}
          </Typography>
          {profile.place && profile.modes.includes('inPerson') && (
            <Typography variant="body2">
              {t('counseling.fields.place')}: {profile.place}
            </Typography>
          )}
          <Typography variant="body2">
            {t('counseling.fields.languages')}: {profile.languages.map((language) => localeNames[language]).join(', ')}
          </Typography>
        </Stack>
      </Paper>
      {shown && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} action={<Button component={RouterLink} to={counselingPaths.mine} color="inherit" size="small">{t('portal.counseling.nav.mySessions')}</Button>}>
          {shown.status === 'confirmed'
            ? t('portal.counseling.book.confirmed', { name: shown.counselorName || profile.name, time: formatMeetingSpan(locale, shown.startsAt, shown.endsAt) })
            : t('portal.counseling.book.awaitingPayment', { orderNo: shown.orderNo })}
        </Alert>
      )}
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('portal.counseling.slots.title')}
      </Typography>
      {!isSignedIn && (
        <Alert severity="info" sx={{ mb: 2 }} action={<Button component={RouterLink} to="/login" color="inherit" size="small">{t('portal.counseling.counselor.signIn')}</Button>}>
          {t('portal.counseling.counselor.signInToBook')}
        </Alert>
      )}
      {isSignedIn && !isSeeker && <Alert severity="info" sx={{ mb: 2 }}>{t('portal.counseling.counselor.seekersOnly')}</Alert>}
      <SlotPicker counselorId={profile.id} disabled={!isSeeker} onPick={setPicked} />
      {picked && (
        <BookDialog
          counselor={profile}
          slot={picked}
          onClose={() => setPicked(null)}
          onBooked={(order) => {
            setPicked(null);
            setBooked(order);
            if (order.status === 'pendingPayment') setPaying(order);
          }}
        />
      )}
      {paying && <ConsultPaymentDialog
          order={paying}
          onClose={() => {
            setPaying(null);
            void refresh();
          }}
        />}
    </Container>
  );
};

export default CounselorPage;
