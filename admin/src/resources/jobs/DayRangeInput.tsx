import { Box, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';

/**
 * Two date fields that set a `[from, to]` day-range filter (YYYY-MM-DD, both days included); either end may stay open
 * (the api takes an empty end as open), and no dates is no filter.
 */
export const DayRangeInput = ({ source, fromLabel, toLabel }: { source: string; label?: string; fromLabel: string; toLabel: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const applied = Array.isArray(field.value) ? (field.value as string[]) : [];
  const [from, setFrom] = useState(applied[0] ?? '');
  const [to, setTo] = useState(applied[1] ?? '');

  // the filters were cleared or changed elsewhere (a link, the saved query): follow them
  useEffect(() => {
    const [nextFrom = '', nextTo = ''] = Array.isArray(field.value) ? (field.value as string[]) : [];
    setFrom(nextFrom);
    setTo(nextTo);
  }, [field.value]);

  const change = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    const ordered = nextFrom && nextTo && nextFrom > nextTo ? [nextTo, nextFrom] : [nextFrom, nextTo];
    field.onChange(nextFrom || nextTo ? ordered : null);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, mb: '4px' }}>
      <TextField
        type="date"
        size="small"
        label={translate(fromLabel)}
        value={from}
        onChange={(event) => change(event.target.value, to)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField type="date" size="small" label={translate(toLabel)} value={to} onChange={(event) => change(from, event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
    </Box>
  );
};
