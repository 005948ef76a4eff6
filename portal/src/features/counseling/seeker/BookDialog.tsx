import { bookForm, type ConsultOrderView, type CounselorView, type SessionMode, type SlotView } from '@jobmarket/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { formatMeetingSpan } from '../../meetings/school/meetingTimes';
import { useBook } from '../counselingQueries';
import { PriceText } from './CounselorDirectoryPage';

/**
 * Booking the slot picked: how the session is held (when the counselor offers both) and what the seeker would like to
 * talk about. The api takes the slot atomically; someone faster gets "just booked" and the slots refresh. The booked
 * order goes to `onBooked` (confirmed when free, waiting for payment otherwise).
 */
export const BookDialog = ({ counselor, slot, onClose, onBooked }: { counselor: CounselorView; slot: SlotView; onClose: () => void; onBooked: (order: ConsultOrderView) => void }) => {
  const { t, locale } = useI18n();
  const titleId = useId();
  const book = useBook();
  const [mode, setMode] = useState<SessionMode>(counselor.modes[0] ?? 'online');
  const [topic, setTopic] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit() {
    setRefusal(null);
    const parsed = bookForm.safeParse({ counselorId: counselor.id, startsAt: slot.startsAt, mode, topic });
    if (!parsed.success) {
      setRefusal(t((parsed.error.issues[0]?.message ?? 'errors.unknown') as PortalMessageKey));
      return;
    }
    try {
      onBooked(await book.mutateAsync(parsed.data));
    } catch (error) {
      setRefusal(error instanceof ApiError && error.code.startsWith('A') ? error.message : t('portal.counseling.book.failed'));
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('portal.counseling.book.title', { name: counselor.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{formatMeetingSpan(locale, slot.startsAt, slot.endsAt)}</Typography>
          <Typography>
            <PriceText counselor={counselor} />
          </Typography>
          {counselor.modes.length > 1 ? (
            <RadioGroup aria-label={t('counseling.fields.modes')} value={mode} onChange={(event) => setMode(event.target.value as SessionMode)} row>
              {counselor.modes.map((each) => (
                <FormControlLabel key={each} value={each} control={<Radio />} label={t(`counseling.modes.${each}`)} />
              ))}
            </RadioGroup>
          ) : (
            <Typography variant="body2">{t(`counseling.modes.${mode}`)}</Typography>
          )}
          {mode === 'inPerson' && counselor.place && (
            <Typography variant="body2" color="text.secondary">
              {t('counseling.fields.place')}: {counselor.place}
            </Typography>
          )}
          <TextField label={t('counseling.fields.topic')} value={topic} onChange={(event) => setTopic(event.target.value)} multiline minRows={3} slotProps={{ htmlInput: { maxLength: 500 } }} />
          {counselor.price > 0 && <Alert severity="info">{t('portal.counseling.book.payHint')}</Alert>}
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('portal.counseling.common.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={book.isPending}>
          {t('portal.counseling.book.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
