import type { SlotView } from '@jobmarket/contracts';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../i18n/I18nContext';
import { readerTimeZone } from '../meetings/school/meetingTimes';
import { addDays, dayOf, slotsByDay } from './counselingTimes';
import { useSlots } from './counselingQueries';

/** How many days one view of the slots spans (the api takes at most 31). */
const SPAN_DAYS = 14;

/**
 * A counselor's free slots two weeks at a time, grouped by day on the reader's clock (their zone named), each a button.
 * The counselor page books the one picked; a seeker's reschedule moves the session to it.
 */
export const SlotPicker = ({ counselorId, onPick, disabled = false }: { counselorId: number; onPick: (slot: SlotView) => void; disabled?: boolean }) => {
  const { t, locale } = useI18n();
  const [offset, setOffset] = useState(0);
  const first = addDays(new Date(), offset * SPAN_DAYS);
  const from = dayOf(first);
  const to = dayOf(addDays(first, SPAN_DAYS - 1));
  const slots = useSlots(counselorId, from, to);
  const days = slots.data ? slotsByDay(locale, slots.data) : [];
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('portal.counseling.slots.zone', { zone: readerTimeZone() })}
      </Typography>
      {slots.isPending && (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('portal.counseling.common.loading')}</Typography>
        </Box>
      )}
      {slots.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void slots.refetch()}>
              {t('portal.counseling.common.retry')}
            </Button>
          }
        >
          {t('portal.counseling.slots.failed')}
        </Alert>
      )}
      {slots.data && days.length === 0 && <Typography color="text.secondary">{t('portal.counseling.slots.none')}</Typography>}
      {days.map((group) => (
        <Box key={group.day} component="section" aria-label={group.label}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {group.label}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {group.slots.map(({ slot, time }) => (
              <Button key={slot.startsAt} variant="outlined" size="small" disabled={disabled} onClick={() => onPick(slot)}>
                {time}
              </Button>
            ))}
          </Stack>
        </Box>
      ))}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button disabled={offset === 0} onClick={() => setOffset(offset - 1)}>
          {t('portal.counseling.slots.earlier')}
        </Button>
        <Button disabled={offset >= 3} onClick={() => setOffset(offset + 1)}>
          {t('portal.counseling.slots.later')}
        </Button>
      </Stack>
    </Stack>
  );
};
