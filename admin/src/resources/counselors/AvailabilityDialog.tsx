import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Autocomplete, Box, Button, Dialog, DialogContent, DialogTitle, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { availabilityForm } from '@jobmarket/contracts/counseling/forms';
import type { CounselorDetailView } from '@jobmarket/contracts/counseling/views';
import { useId, useMemo, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { setCounselorAvailability } from './counselorCommands';
import { knownTimeZones, weekdayOrder, type WeeklyOpening } from './weeklyOpenings';
import { CommandDialogActions, CommandRefusal } from '../../components/CommandDialogParts';

type Row = { key: number; weekday: number; from: string; to: string };
type RowErrors = Partial<Record<'weekday' | 'from' | 'to', string>>;

/** The errors of the api's own availability schema: the zone's, and each opening's by row. */
export function availabilityErrors(timeZone: string, rows: readonly Omit<Row, 'key'>[]): { timeZone?: string; rows: RowErrors[] } {
  const checked = availabilityForm.safeParse({ timeZone, weekly: rows.map(({ weekday, from, to }) => ({ weekday, from, to })) });
  const errors: { timeZone?: string; rows: RowErrors[] } = { rows: rows.map(() => ({})) };
  if (checked.success) return errors;
  for (const issue of checked.error.issues) {
    const [head, index, field] = issue.path;
    if (head === 'timeZone') errors.timeZone ??= issue.message;
    if (head === 'weekly' && typeof index === 'number' && (field === 'weekday' || field === 'from' || field === 'to')) errors.rows[index]![field] ??= issue.message;
  }
  return errors;
}

const hasErrors = (errors: ReturnType<typeof availabilityErrors>) => Boolean(errors.timeZone) || errors.rows.some((row) => Object.values(row).some(Boolean));

/**
 * The counselor's weekly openings in their zone (biz:counselor:edit): rows of a weekday and a time span, added and
 * removed freely, checked with the api's schema (the end after the start, no overlap on a day) before they replace
 * the old ones whole (`PUT /counselors/{id}/availability`). Sessions are cut from each opening's start.
 */
export function AvailabilityDialog({ counselor, onClose }: { counselor: CounselorDetailView; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const zones = useMemo(knownTimeZones, []);
  const [timeZone, setTimeZone] = useState(counselor.timeZone || 'UTC');
  const [rows, setRows] = useState<Row[]>(() => (counselor.weekly ?? []).map((opening: WeeklyOpening, key) => ({ key, weekday: Number(opening.weekday), from: opening.from, to: opening.to })));
  const [nextKey, setNextKey] = useState(rows.length);
  const [errors, setErrors] = useState<ReturnType<typeof availabilityErrors>>({ rows: [] });
  const [refusal, setRefusal] = useState<string>();
  const [isSaving, setSaving] = useState(false);

  const change = (key: number, patch: Partial<Row>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setErrors({ rows: [] });
  };
  const add = () => {
    const last = rows.at(-1);
    setRows((current) => [...current, { key: nextKey, weekday: last ? (last.weekday + 1) % 7 : 1, from: '09:00', to: '12:00' }]);
    setNextKey((key) => key + 1);
  };

  const save = async () => {
    const found = availabilityErrors(timeZone.trim(), rows);
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    setRefusal(undefined);
    try {
      await setCounselorAvailability(counselor.id, availabilityForm.parse({ timeZone: timeZone.trim(), weekly: rows.map(({ weekday, from, to }) => ({ weekday, from, to })) }));
      notify('resources.counselors.messages.availabilitySaved', { type: 'success' });
      refresh();
      onClose();
    } catch (failure) {
      const reason = (failure as Error | undefined)?.message;
      setRefusal(`${translate('resources.counselors.availability.failed')}${reason ? `: ${translate(reason, { _: reason })}` : ''}`);
      setSaving(false);
    }
  };

  const message = (key: string | undefined) => (key ? translate(key, { _: key }) : undefined);
  return (
    <Dialog open onClose={() => !isSaving && onClose()} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('resources.counselors.availability.title', { name: counselor.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Autocomplete
            freeSolo
            options={zones}
            value={timeZone}
            onInputChange={(_event, value) => setTimeZone(value)}
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('counseling.fields.timeZone')}
                required
                error={Boolean(errors.timeZone)}
                helperText={message(errors.timeZone) ?? translate('resources.counselors.availability.timeZoneHint')}
              />
            )}
          />
          {rows.length === 0 && <Alert severity="warning">{translate('resources.counselors.availability.noOpenings')}</Alert>}
          {rows.map((row, index) => {
            const rowErrors = errors.rows[index] ?? {};
            return (
              <Box key={row.key} role="group" aria-label={translate('counseling.fields.weekly')} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                <TextField
                  select
                  size="small"
                  label={translate('counseling.fields.weekday')}
                  value={row.weekday}
                  onChange={(event) => change(row.key, { weekday: Number(event.target.value) })}
                  // the theme makes fields full width: an opening is one row of a day and its two times
                  fullWidth={false}
                  sx={{ width: 180 }}
                >
                  {weekdayOrder.map((weekday) => (
                    <MenuItem key={weekday} value={weekday}>
                      {translate(`counseling.weekdays.${weekday}`)}
                    </MenuItem>
                  ))}
                </TextField>
                {(['from', 'to'] as const).map((end) => (
                  <TextField
                    key={end}
                    type="time"
                    size="small"
                    label={translate(`counseling.fields.${end}`)}
                    value={row[end]}
                    onChange={(event) => change(row.key, { [end]: event.target.value })}
                    error={Boolean(rowErrors[end])}
                    helperText={message(rowErrors[end])}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                    fullWidth={false}
                    sx={{ width: 150 }}
                  />
                ))}
                <IconButton aria-label={translate('resources.counselors.availability.removeOpening')} onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}>
                  <DeleteIcon />
                </IconButton>
              </Box>
            );
          })}
          <Box>
            <Button startIcon={<AddIcon />} onClick={add}>
              {translate('resources.counselors.availability.addOpening')}
            </Button>
          </Box>
          <Typography variant="caption" color="text.secondary">
            {translate('counseling.fields.sessionMinutes')}: {counselor.sessionMinutes}
          </Typography>
          <CommandRefusal refusal={refusal} />
        </Stack>
      </DialogContent>
      <CommandDialogActions onCancel={onClose} onConfirm={save} confirmLabel="resources.counselors.availability.save" isSaving={isSaving} />
    </Dialog>
  );
}
