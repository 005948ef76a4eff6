import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { dayOffForm } from '@jobmarket/contracts/counseling/forms';
import type { CounselorDetailView } from '@jobmarket/contracts/counseling/views';
import { useState } from 'react';
import { useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatDay, localDayOf } from '../../dashboard/localDates';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { addCounselorDayOff, removeCounselorDayOff } from './counselorCommands';

/**
 * The counselor's days off (soonest first, with the reason), and for biz:counselor:edit adding one (a day and an
 * optional reason) and removing one. Sessions already booked on a new day off stay until cancelled.
 */
export function CounselorDaysOff({ counselor }: { counselor: CounselorDetailView }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const locale = useDashboardLocale();
  const canEdit = useCanAccess({ resource: 'counselors', action: 'availability' }).canAccess === true;
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [isSaving, setSaving] = useState(false);
  const daysOff = [...(counselor.daysOff ?? [])].sort((a, b) => a.day.localeCompare(b.day));

  const failed = (failure: unknown) => {
    const message = (failure as Error | undefined)?.message;
    setRefusal(`${translate('resources.counselors.availability.dayOffFailed')}${message ? `: ${translate(message, { _: message })}` : ''}`);
  };
  const add = async () => {
    if (!day) {
      setError('validation.required');
      return;
    }
    const form = dayOffForm.safeParse({ day, reason });
    if (!form.success) {
      setError(form.error.issues[0]?.message ?? 'validation.invalid');
      return;
    }
    setSaving(true);
    setRefusal(undefined);
    try {
      await addCounselorDayOff(counselor.id, form.data);
      notify('resources.counselors.messages.dayOffAdded', { type: 'success' });
      setDay('');
      setReason('');
      refresh();
    } catch (failure) {
      failed(failure);
    } finally {
      setSaving(false);
    }
  };
  const remove = async (removed: string) => {
    setSaving(true);
    setRefusal(undefined);
    try {
      await removeCounselorDayOff(counselor.id, removed);
      notify('resources.counselors.messages.dayOffRemoved', { type: 'success' });
      refresh();
    } catch (failure) {
      failed(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={1}>
      {daysOff.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.counselors.availability.noDaysOff')}
        </Typography>
      ) : (
        <List dense aria-label={translate('resources.counselors.sections.daysOff')} sx={{ maxWidth: 560 }}>
          {daysOff.map((dayOff) => (
            <ListItem
              key={dayOff.day}
              disableGutters
              secondaryAction={
                canEdit && (
                  <IconButton edge="end" aria-label={translate('resources.counselors.availability.removeDayOff', { day: formatDay(dayOff.day, locale) })} onClick={() => remove(dayOff.day)} disabled={isSaving}>
                    <DeleteIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText primary={formatDay(dayOff.day, locale)} secondary={dayOff.reason} />
            </ListItem>
          ))}
        </List>
      )}
      {canEdit && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            type="date"
            size="small"
            label={translate('resources.counselors.availability.dayOffDay')}
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ? translate(error, { _: error }) : undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localDayOf(new Date()) } }}
            // the theme makes fields full width: a day off is one row of its day and reason
            fullWidth={false}
            sx={{ width: 180 }}
          />
          <TextField
            size="small"
            label={translate('resources.counselors.availability.dayOffReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            fullWidth={false}
            sx={{ width: 280 }}
          />
          <Button variant="outlined" onClick={add} disabled={isSaving}>
            {translate('resources.counselors.availability.addDayOff')}
          </Button>
        </Box>
      )}
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
    </Stack>
  );
}
