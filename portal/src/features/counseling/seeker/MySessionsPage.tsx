import { isBeforeNotice, type ConsultOrderView } from '@jobmarket/contracts';
import { Alert, Box, Button, Card, CardActions, CardContent, Container, Link, Paper, Rating, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '../../../app/PageLoading';
import { counselingPaths, counselorPath } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { formatPrice } from '../../membership/format/vipFormat';
import { formatMeetingSpan, formatMeetingTime } from '../../meetings/school/meetingTimes';
import { SeekerOnly } from '../../resumes/SeekerOnly';
import { ConsultStatusChips } from '../ConsultStatusChips';
import { useCounselingFollowNotices, useMySessions } from '../counselingQueries';
import { ConsultPaymentDialog } from './ConsultPaymentDialog';
import { CancelSessionDialog, RateDialog, RescheduleDialog } from './SessionDialogs';

/** `counseling.noticeHours`' default, for a view without `changeableUntil` (the api adds it to the seeker's own list). */
const DEFAULT_NOTICE_HOURS = 24;

/** The notice period the api enforces on this order: the start less `changeableUntil`, else the default. */
const noticeHoursOf = (order: ConsultOrderView): number =>
  order.changeableUntil ? (Date.parse(order.startsAt) - Date.parse(order.changeableUntil)) / 3_600_000 : DEFAULT_NOTICE_HOURS;

type Open = { kind: 'pay' | 'cancel' | 'reschedule' | 'rate'; order: ConsultOrderView } | null;

const SessionCard = ({ order, onOpen }: { order: ConsultOrderView; onOpen: (kind: NonNullable<Open>['kind']) => void }) => {
  const { t, locale } = useI18n();
  const isOpen = order.status === 'confirmed' || order.status === 'pendingPayment';
  const isUpcoming = Date.parse(order.startsAt) > Date.now();
  // the seeker may cancel or move it only before the notice window (the api refuses it inside): no buttons there
  const noticeHours = noticeHoursOf(order);
  const mayChange = isOpen && isBeforeNotice(order.startsAt, new Date(), noticeHours);
  const changeableUntil = new Date(Date.parse(order.startsAt) - noticeHours * 3_600_000).toISOString();
  return (
    <Card variant="outlined" component="article" aria-label={`${order.counselorName} ${order.orderNo}`}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 1 }}>
          <Box>
            <Link component={RouterLink} to={counselorPath(order.counselorId)} variant="h6">
              {order.counselorName}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {t('counseling.fields.orderNo')}: {order.orderNo}
            </Typography>
          </Box>
          <ConsultStatusChips order={order} />
        </Stack>
        <Typography sx={{ fontWeight: 600 }}>{formatMeetingSpan(locale, order.startsAt, order.endsAt)}</Typography>
        <Typography variant="body2">
          {t(`counseling.modes.${order.mode}`)} · {order.price === 0 ? t('counseling.fields.free') : formatPrice(locale, order.price, order.currency)}
        </Typography>
        {order.topic && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
            {order.topic}
          </Typography>
        )}
        {isOpen && isUpcoming && !mayChange && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('portal.counseling.mine.tooLate', { time: formatMeetingTime(locale, changeableUntil), name: order.counselorName })}
          </Typography>
        )}
        {order.rating !== null && (
          <Stack spacing={0.5} sx={{ mt: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Rating value={order.rating} readOnly size="small" aria-hidden />
              <Typography variant="body2">{t('portal.counseling.mine.rated', { rating: order.rating })}</Typography>
            </Stack>
            {order.comment && <Typography variant="body2">“{order.comment}”</Typography>}
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {order.status === 'pendingPayment' && (
          <Button variant="contained" onClick={() => onOpen('pay')}>
            {t('counseling.actions.pay')}
          </Button>
        )}
        {mayChange && <Button onClick={() => onOpen('reschedule')}>{t('counseling.actions.reschedule')}</Button>}
        {mayChange && (
          <Button color="error" onClick={() => onOpen('cancel')}>
            {t('counseling.actions.cancelBySeeker')}
          </Button>
        )}
        {order.status === 'completed' && order.rating === null && (
          <Button variant="outlined" onClick={() => onOpen('rate')}>
            {t('counseling.actions.rate')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
};

/** The seeker's sessions: status and payment, pay, cancel or move before the notice window (else the api says why), rate once completed. */
const MySessions = () => {
  const { t } = useI18n();
  const sessions = useMySessions();
  useCounselingFollowNotices();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {/* a phone stacks the title over the button: in Thai or Lao both are long and would wrap side by side */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          {t('portal.counseling.nav.mySessions')}
        </Typography>
        <Button component={RouterLink} to={counselingPaths.directory} variant="outlined" sx={{ whiteSpace: 'nowrap' }}>
          {t('portal.counseling.mine.findCounselor')}
        </Button>
      </Stack>
      {sessions.isPending && <PageLoading />}
      {sessions.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void sessions.refetch()}>
              {t('portal.counseling.common.retry')}
            </Button>
          }
        >
          {t('portal.counseling.mine.listFailed')}
        </Alert>
      )}
      {sessions.data && sessions.data.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('portal.counseling.mine.empty')}</Typography>
        </Paper>
      )}
      {sessions.data && sessions.data.length > 0 && (
        <Stack spacing={2}>
          {sessions.data.map((order) => (
            <SessionCard key={order.id} order={order} onOpen={(kind) => setOpen({ kind, order })} />
          ))}
        </Stack>
      )}
      {open?.kind === 'pay' && <ConsultPaymentDialog order={open.order} onClose={close} />}
      {open?.kind === 'cancel' && <CancelSessionDialog order={open.order} onClose={close} />}
      {open?.kind === 'reschedule' && <RescheduleDialog order={open.order} onClose={close} />}
      {open?.kind === 'rate' && <RateDialog order={open.order} onClose={close} />}
    </Container>
  );
};

const MySessionsPage = () => (
  <SeekerOnly>
    <MySessions />
  </SeekerOnly>
);

export default MySessionsPage;
