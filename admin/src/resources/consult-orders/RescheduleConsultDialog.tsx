import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, LinearProgress, Stack, ToggleButton, Typography } from '@mui/material';
import type { ConsultOrderView, SlotView } from '@jobmarket/contracts/counseling/views';
import { useEffect, useId, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { addDays, formatDay } from '../../dashboard/localDates';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { freeSlotsOf, rescheduleConsult } from './consultCommands';
import { useInstantFormat } from './consultTimes';
import { CommandDialogActions, CommandRefusal } from '../../components/CommandDialogParts';

/** How many days of free slots the dialog shows at a time (the api gives at most 31). */
export const RESCHEDULE_WINDOW_DAYS = 7;

type LoadedSlots = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; slots: SlotView[] };

/** Today's day (`YYYY-MM-DD`) in `timeZone` (the browser's when unknown). */
export const todayIn = (timeZone: string | undefined, now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', ...(timeZone ? { timeZone } : {}) }).format(now);

/** The slots by their day in `timeZone` (the browser's when unknown), days in order. */
export function slotsByDay(slots: readonly SlotView[], timeZone: string | undefined): [string, SlotView[]][] {
  const dayOf = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', ...(timeZone ? { timeZone } : {}) });
  const days = new Map<string, SlotView[]>();
  for (const slot of [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const day = dayOf.format(new Date(slot.startsAt));
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days.entries()];
}

/**
 * Moving a session to another free slot of its counselor: the counselor's free slots (`GET /counselors/{id}/slots`)
 * a week at a time from today, by day, in the api's zone (the days asked in it too); staff pick one and confirm. Someone may take the slot
 * meanwhile: the api's refusal stays in the dialog and the slots are read again.
 */
export function RescheduleConsultDialog({ order, onClose }: { order: ConsultOrderView; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const locale = useDashboardLocale();
  const format = useInstantFormat();
  const titleId = useId();
  // the week shown starts today in the api's zone until staff page on
  const [shownFrom, setFrom] = useState<string>();
  const [loaded, setLoaded] = useState<LoadedSlots>({ status: 'loading' });
  const [reload, setReload] = useState(0);
  const [picked, setPicked] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [isSaving, setSaving] = useState(false);
  const today = todayIn(format.timeZone);
  const from = shownFrom ?? today;
  const to = addDays(from, RESCHEDULE_WINDOW_DAYS - 1);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    freeSlotsOf(order.counselorId, from, to, format.timeZone, controller.signal)
      .then((slots) => setLoaded({ status: 'loaded', slots }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' });
      });
    return () => controller.abort();
  }, [order.counselorId, from, to, format.timeZone, reload]);

  const confirm = async () => {
    if (!picked) return;
    setSaving(true);
    setRefusal(undefined);
    try {
      await rescheduleConsult(order.id, { startsAt: picked });
      notify('resources.consult-orders.messages.rescheduled', { type: 'success' });
      refresh();
      onClose();
    } catch (failure) {
      setRefusal((failure as Error | undefined)?.message || 'ra.notification.http_error');
      setPicked(undefined);
      setReload((count) => count + 1);
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={() => !isSaving && onClose()} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('resources.consult-orders.reschedule.title', { orderNo: order.orderNo })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{translate('resources.consult-orders.reschedule.current', { time: format.slot(order.startsAt, order.endsAt) })}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" onClick={() => setFrom(addDays(from, -RESCHEDULE_WINDOW_DAYS))} disabled={from <= today || isSaving}>
              {translate('resources.consult-orders.reschedule.previous')}
            </Button>
            <Typography variant="subtitle2" component="p" aria-live="polite">
              {formatDay(from, locale)} – {formatDay(to, locale)}
            </Typography>
            <Button size="small" onClick={() => setFrom(addDays(from, RESCHEDULE_WINDOW_DAYS))} disabled={isSaving}>
              {translate('resources.consult-orders.reschedule.next')}
            </Button>
          </Box>
          {format.timeZone && (
            <Typography variant="caption" color="text.secondary">
              {translate('resources.consult-orders.reschedule.zone', { zone: format.timeZone })}
            </Typography>
          )}
          {loaded.status === 'loading' && (
            <Box>
              <Typography variant="caption" color="text.secondary">
                {translate('resources.consult-orders.reschedule.loading')}
              </Typography>
              <LinearProgress />
            </Box>
          )}
          {loaded.status === 'failed' && <Alert severity="error">{translate('resources.consult-orders.reschedule.failed')}</Alert>}
          {loaded.status === 'loaded' && loaded.slots.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.consult-orders.reschedule.none')}
            </Typography>
          )}
          {loaded.status === 'loaded' &&
            slotsByDay(loaded.slots, format.timeZone).map(([day, slots]) => (
              <Box key={day} component="section" aria-label={formatDay(day, locale)}>
                <Typography variant="subtitle2" component="h3" gutterBottom>
                  {formatDay(day, locale)}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {slots.map((slot) => (
                    <ToggleButton
                      key={slot.startsAt}
                      size="small"
                      color="primary"
                      value={slot.startsAt}
                      selected={picked === slot.startsAt}
                      onChange={() => setPicked(slot.startsAt)}
                      aria-label={format.slot(slot.startsAt, slot.endsAt)}
                    >
                      {format.time(slot.startsAt)}
                    </ToggleButton>
                  ))}
                </Box>
              </Box>
            ))}
          <CommandRefusal refusal={refusal} />
        </Stack>
      </DialogContent>
      <CommandDialogActions onCancel={onClose} onConfirm={confirm} confirmLabel="resources.consult-orders.reschedule.confirm" isSaving={isSaving} isDisabled={!picked} />
    </Dialog>
  );
}
