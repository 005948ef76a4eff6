import { consultRatingForm, type ConsultOrderView, type SlotView } from '@jobmarket/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Rating, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { formatMeetingSpan } from '../../meetings/school/meetingTimes';
import { type ConsultCommand, useConsultCommand } from '../counselingQueries';
import { SlotPicker } from '../SlotPicker';

/** The api's refusal as it worded it (too late, no longer open, slot taken), else a general failure. */
export function refusalText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code.startsWith('A') ? error.message : fallback;
}

/** Runs one command on the order; the api's refusal (e.g. inside the notice window: "up to 24 hours before") is shown. */
function useCommand(order: ConsultOrderView, onDone: () => void) {
  const { t } = useI18n();
  const command = useConsultCommand(order.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  async function run(next: ConsultCommand) {
    setRefusal(null);
    try {
      await command.mutateAsync(next);
      onDone();
    } catch (error) {
      setRefusal(refusalText(error, t('portal.counseling.mine.failed')));
    }
  }
  return { run, refusal, isPending: command.isPending };
}

const RefusalAlert = ({ text }: { text: string | null }) =>
  text ? (
    <Alert severity="error" role="alert">
      {text}
    </Alert>
  ) : null;

/** The seeker cancels, with an optional reason; a paid session cancelled before the notice window is refunded. */
export const CancelSessionDialog = ({ order, onClose }: { order: ConsultOrderView; onClose: () => void }) => {
  const { t, locale } = useI18n();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const { run, refusal, isPending } = useCommand(order, onClose);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('portal.counseling.cancel.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{t('portal.counseling.cancel.question', { name: order.counselorName, time: formatMeetingSpan(locale, order.startsAt, order.endsAt) })}</Typography>
          {order.paymentStatus === 'paid' && <Alert severity="info">{t('portal.counseling.cancel.refund')}</Alert>}
          <TextField label={t('portal.counseling.cancel.reason')} value={reason} onChange={(event) => setReason(event.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
          <RefusalAlert text={refusal} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('portal.counseling.common.keep')}</Button>
        <Button color="error" variant="contained" disabled={isPending} onClick={() => void run({ action: 'cancel', json: { reason: reason.trim() || null } })}>
          {t('counseling.actions.cancelBySeeker')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The seeker moves the session to another free slot of the same counselor. */
export const RescheduleDialog = ({ order, onClose }: { order: ConsultOrderView; onClose: () => void }) => {
  const { t, locale } = useI18n();
  const titleId = useId();
  const [picked, setPicked] = useState<SlotView | null>(null);
  const { run, refusal, isPending } = useCommand(order, onClose);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('portal.counseling.reschedule.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{t('portal.counseling.reschedule.now', { time: formatMeetingSpan(locale, order.startsAt, order.endsAt) })}</Typography>
          <SlotPicker counselorId={order.counselorId} onPick={setPicked} disabled={isPending} />
          {picked && <Alert severity="info">{t('portal.counseling.reschedule.to', { time: formatMeetingSpan(locale, picked.startsAt, picked.endsAt) })}</Alert>}
          <RefusalAlert text={refusal} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('portal.counseling.common.cancel')}</Button>
        <Button variant="contained" disabled={!picked || isPending} onClick={() => picked && void run({ action: 'reschedule', json: { startsAt: picked.startsAt } })}>
          {t('counseling.actions.reschedule')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The seeker rates a completed session once: 1 to 5 stars and an optional comment. */
export const RateDialog = ({ order, onClose }: { order: ConsultOrderView; onClose: () => void }) => {
  const { t } = useI18n();
  const titleId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const { run, refusal, isPending } = useCommand(order, onClose);
  function submit() {
    // no star chosen: the stars' own rule, not the schema's "required" (a star is what is missing)
    const parsed = consultRatingForm.safeParse({ rating: rating ?? 0, comment });
    if (!parsed.success) return setInvalid(t((parsed.error.issues[0]?.message ?? 'counseling.validation.ratingRange') as PortalMessageKey));
    setInvalid(null);
    void run({ action: 'rating', json: { rating: parsed.data.rating, comment: parsed.data.comment } });
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('counseling.actions.rate')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{t('portal.counseling.rate.question', { name: order.counselorName })}</Typography>
          <Rating
            name={`rating-${order.id}`}
            value={rating}
            onChange={(_, value) => setRating(value)}
            // MUI's default names the stars "N Stars" in English whatever the page's language
            getLabelText={(value) => t('portal.counseling.rate.star', { rating: value })}
            size="large"
          />
          {invalid && <Typography color="error" variant="body2">{invalid}</Typography>}
          <TextField label={t('counseling.fields.comment')} value={comment} onChange={(event) => setComment(event.target.value)} multiline minRows={3} slotProps={{ htmlInput: { maxLength: 1000 } }} />
          <RefusalAlert text={refusal} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('portal.counseling.common.cancel')}</Button>
        <Button variant="contained" disabled={isPending} onClick={submit}>
          {t('portal.counseling.rate.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
