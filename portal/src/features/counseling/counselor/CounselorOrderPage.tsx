import { hasStarted } from '@jobmarket/contracts';
import { Alert, Button, Container, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useNotify } from '../../../app/Notifier';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { PageLoading } from '../../../app/PageLoading';
import { counselingPaths } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { formatPrice } from '../../membership/format/vipFormat';
import { formatMeetingSpan } from '../../meetings/school/meetingTimes';
import { ConsultStatusChips } from '../ConsultStatusChips';
import { useConsultCommand, useConsultOrder, type ConsultCommand } from '../counselingQueries';
import { idOf } from '../seeker/CounselorPage';
import { refusalText } from '../seeker/SessionDialogs';
import { CounselorOnly } from './CounselorOnly';

const OrderPage = ({ orderId }: { orderId: number }) => {
  const { t, locale } = useI18n();
  const notify = useNotify();
  const order = useConsultOrder(orderId);
  const command = useConsultCommand(orderId);
  const [notes, setNotes] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isCancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  if (order.isPending) return <PageLoading />;
  if (order.isError) {
    if (order.error instanceof ApiError && (order.error.status === 404 || order.error.code === 'A0606')) return <NotFoundPage />;
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void order.refetch()}>
              {t('portal.counseling.common.retry')}
            </Button>
          }
        >
          {t('portal.counseling.order.failed')}
        </Alert>
      </Container>
    );
  }
  const view = order.data;
  const started = hasStarted(view.startsAt, new Date());
  const canClose = view.status === 'confirmed' && started;
  const shownNotes = notes ?? view.notes ?? '';

  async function run(next: ConsultCommand, done: string) {
    setRefusal(null);
    try {
      await command.mutateAsync(next);
      notify(done, 'success');
      if (next.action === 'notes') setNotes(null);
      if (next.action === 'cancel') setCancelling(false);
    } catch (error) {
      setRefusal(refusalText(error, t('portal.counseling.order.actionFailed')));
    }
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Link component={RouterLink} to={counselingPaths.home}>
        {t('portal.counseling.order.back')}
      </Link>
      <Typography variant="h4" component="h1" sx={{ my: 2 }}>
        {t('portal.counseling.order.title', { orderNo: view.orderNo })}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack spacing={1}>
          <ConsultStatusChips order={view} />
          <Typography sx={{ fontWeight: 700 }}>{formatMeetingSpan(locale, view.startsAt, view.endsAt)}</Typography>
          <Typography>
            {t('counseling.fields.seeker')}: {view.seekerName}
          </Typography>
          <Typography>
            {t(`counseling.modes.${view.mode}`)} · {view.price === 0 ? t('counseling.fields.free') : formatPrice(locale, view.price, view.currency)}
          </Typography>
          {view.topic && (
            <Typography sx={{ whiteSpace: 'pre-line' }}>
              {t('counseling.fields.topic')}: {view.topic}
            </Typography>
          )}
          {view.rating !== null && (
            <Typography>
              {t('counseling.fields.rating')}: {view.rating}/5{view.comment ? ` — “${view.comment}”` : ''}
            </Typography>
          )}
        </Stack>
      </Paper>
      {view.status === 'confirmed' && (
        <Stack spacing={1} sx={{ mb: 2 }}>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={!canClose || command.isPending} onClick={() => void run({ action: 'complete' }, t('portal.counseling.order.completed'))}>
              {t('counseling.actions.complete')}
            </Button>
            <Button variant="outlined" color="warning" disabled={!canClose || command.isPending} onClick={() => void run({ action: 'no-show' }, t('portal.counseling.order.markedNoShow'))}>
              {t('counseling.actions.markNoShow')}
            </Button>
          </Stack>
          {!started && <Typography variant="body2" color="text.secondary">{t('portal.counseling.order.afterStart')}</Typography>}
        </Stack>
      )}
      {(view.status === 'confirmed' || view.status === 'pendingPayment') && !started && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          {isCancelling ? (
            <Stack spacing={1}>
              <Typography>{t('portal.counseling.order.cancelHint')}</Typography>
              <TextField required label={t('portal.counseling.order.cancelReason')} value={reason} onChange={(event) => setReason(event.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
              <Stack direction="row" spacing={1}>
                <Button onClick={() => setCancelling(false)}>{t('portal.counseling.common.keep')}</Button>
                <Button color="error" variant="contained" disabled={!reason.trim() || command.isPending} onClick={() => void run({ action: 'cancel', json: { reason: reason.trim() } }, t('portal.counseling.order.cancelled'))}>
                  {t('counseling.actions.cancelByCounselor')}
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Button color="error" onClick={() => setCancelling(true)}>
              {t('counseling.actions.cancelByCounselor')}
            </Button>
          )}
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="notes-title">
        <Typography id="notes-title" variant="h6" component="h2">
          {t('counseling.fields.notes')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('portal.counseling.order.notesPrivate')}
        </Typography>
        <TextField fullWidth multiline minRows={5} label={t('counseling.fields.notes')} value={shownNotes} onChange={(event) => setNotes(event.target.value)} slotProps={{ htmlInput: { maxLength: 4000 } }} />
        <Button sx={{ mt: 1 }} variant="contained" disabled={notes === null || command.isPending} onClick={() => void run({ action: 'notes', json: { notes: shownNotes.trim() } }, t('portal.counseling.order.notesSaved'))}>
          {t('counseling.actions.writeNotes')}
        </Button>
      </Paper>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {refusal}
        </Alert>
      )}
    </Container>
  );
};

/**
 * One of the counselor's sessions: its facts, cancel before the start (a reason required: the seeker is told it, a paid
 * session refunded), complete / no-show once it has started, and their private notes.
 */
const CounselorOrderPage = () => {
  const orderId = idOf(useParams().id);
  return <CounselorOnly>{orderId === undefined ? <NotFoundPage /> : <OrderPage orderId={orderId} />}</CounselorOnly>;
};

export default CounselorOrderPage;
