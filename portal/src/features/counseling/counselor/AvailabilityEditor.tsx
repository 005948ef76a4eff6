import { availabilityForm, dayOffForm, type AvailabilityForm, type CounselorDetailView } from '@jobmarket/contracts';
import { Alert, Box, Button, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from '../../../app/Notifier';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';
import { readerTimeZone } from '../../meetings/school/meetingTimes';
import { useDaysOff, useSaveAvailability } from '../counselingQueries';
import { refusalText } from '../seeker/SessionDialogs';

type Opening = AvailabilityForm['weekly'][number];
const weekdays = [1, 2, 3, 4, 5, 6, 0] as const;

/** The days off, soonest first (the api sends them to the counselor themselves). */
const daysOffOf = (counselor: CounselorDetailView) => [...(counselor.daysOff ?? [])].sort((a, b) => a.day.localeCompare(b.day));

/**
 * The counselor's own weekly openings (in their time zone, which may differ from the browser's when they travel) and
 * days off. The openings are checked with the api's own schema before saving (overlaps, end after start).
 */
export const AvailabilityEditor = ({ counselor }: { counselor: CounselorDetailView }) => {
  const { t } = useI18n();
  const notify = useNotify();
  const save = useSaveAvailability(counselor.id);
  const { add, remove } = useDaysOff(counselor.id);
  const [timeZone, setTimeZone] = useState(counselor.weekly.length > 0 ? counselor.timeZone : readerTimeZone());
  const [weekly, setWeekly] = useState<Opening[]>(counselor.weekly);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [dayRefusal, setDayRefusal] = useState<string | null>(null);

  const change = (index: number, patch: Partial<Opening>) => setWeekly(weekly.map((opening, at) => (at === index ? { ...opening, ...patch } : opening)));

  async function submit() {
    setRefusal(null);
    const parsed = availabilityForm.safeParse({ timeZone, weekly });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), t(issue.message as PortalMessageKey)])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      notify(t('portal.counseling.availability.saved'), 'success');
    } catch (error) {
      setRefusal(refusalText(error, t('portal.counseling.availability.failed')));
    }
  }

  async function addDayOff() {
    setDayRefusal(null);
    const parsed = dayOffForm.safeParse({ day, reason });
    if (!parsed.success) return setDayRefusal(t((parsed.error.issues[0]?.message ?? 'validation.required') as PortalMessageKey));
    try {
      await add.mutateAsync(parsed.data);
      setDay('');
      setReason('');
    } catch (error) {
      setDayRefusal(refusalText(error, t('portal.counseling.availability.failed')));
    }
  }

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="weekly-title">
        <Typography id="weekly-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('counseling.fields.weekly')}
        </Typography>
        <TextField size="small" label={t('counseling.fields.timeZone')} value={timeZone} onChange={(event) => setTimeZone(event.target.value)} error={!!errors.timeZone} helperText={errors.timeZone ?? t('portal.counseling.availability.zoneHint')} sx={{ mb: 2, minWidth: 260 }} />
        {weekly.length === 0 && <Typography color="text.secondary" sx={{ mb: 1 }}>{t('portal.counseling.availability.none')}</Typography>}
        <Stack spacing={1.5}>
          {weekly.map((opening, index) => (
            <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }} role="group" aria-label={t('portal.counseling.availability.opening', { number: index + 1 })}>
              <TextField select size="small" label={t('counseling.fields.weekday')} value={String(opening.weekday)} onChange={(event) => change(index, { weekday: Number(event.target.value) })} sx={{ minWidth: 160 }}>
                {weekdays.map((weekday) => (
                  <MenuItem key={weekday} value={String(weekday)}>
                    {t(`counseling.weekdays.${weekday}` as PortalMessageKey)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField size="small" type="time" label={t('counseling.fields.from')} value={opening.from} onChange={(event) => change(index, { from: event.target.value })} error={!!errors[`weekly.${index}.from`]} helperText={errors[`weekly.${index}.from`]} slotProps={{ inputLabel: { shrink: true } }} />
              <TextField size="small" type="time" label={t('counseling.fields.to')} value={opening.to} onChange={(event) => change(index, { to: event.target.value })} error={!!errors[`weekly.${index}.to`]} helperText={errors[`weekly.${index}.to`]} slotProps={{ inputLabel: { shrink: true } }} />
              <Button color="error" onClick={() => setWeekly(weekly.filter((_, at) => at !== index))}>
                {t('portal.counseling.availability.remove')}
              </Button>
            </Stack>
          ))}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button onClick={() => setWeekly([...weekly, { weekday: 1, from: '09:00', to: '12:00' }])}>{t('portal.counseling.availability.add')}</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={save.isPending}>
            {t('portal.counseling.availability.save')}
          </Button>
        </Stack>
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="days-off-title">
        <Typography id="days-off-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('portal.counseling.availability.daysOff')}
        </Typography>
        {daysOffOf(counselor).length === 0 && <Typography color="text.secondary">{t('portal.counseling.availability.noDaysOff')}</Typography>}
        <Stack component="ul" spacing={0.5} sx={{ pl: 0, listStyle: 'none' }}>
          {daysOffOf(counselor).map((each) => (
            <Box component="li" key={each.day} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Typography>
                {each.day}
                {each.reason ? ` — ${each.reason}` : ''}
              </Typography>
              <IconButton size="small" aria-label={t('portal.counseling.availability.removeDayOff', { day: each.day })} onClick={() => void remove.mutateAsync(each.day).catch((error: unknown) => setDayRefusal(refusalText(error, t('portal.counseling.availability.failed'))))}>
                ×
              </IconButton>
            </Box>
          ))}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
          <TextField size="small" type="date" label={t('counseling.fields.dayOff')} value={day} onChange={(event) => setDay(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField size="small" label={t('portal.counseling.availability.dayOffReason')} value={reason} onChange={(event) => setReason(event.target.value)} />
          <Button variant="outlined" onClick={() => void addDayOff()} disabled={add.isPending}>
            {t('portal.counseling.availability.addDayOff')}
          </Button>
        </Stack>
        {dayRefusal && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {dayRefusal}
          </Alert>
        )}
      </Paper>
    </Stack>
  );
};
