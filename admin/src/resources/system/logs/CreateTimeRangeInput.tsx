import { Box, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { createTimeFilter, EARLIEST_DAY } from './createTimeFilter';

const todayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Two date fields that set the log's `createTime` filter to a `[from, to]` day range. */
export const CreateTimeRangeInput = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const applied = Array.isArray(field.value) ? (field.value as string[]) : [];
  const [from, setFrom] = useState(applied[0] && applied[0] !== EARLIEST_DAY ? applied[0] : '');
  const [to, setTo] = useState(applied[1] ?? '');

  // the filters were cleared or changed elsewhere (another tab, the saved query): follow them
  useEffect(() => {
    if (!Array.isArray(field.value)) {
      setFrom('');
      setTo('');
    }
  }, [field.value]);

  const change = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    field.onChange(createTimeFilter(nextFrom, nextTo, todayOf(new Date())) ?? null);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, mb: '4px' }}>
      <TextField
        type="date"
        size="small"
        label={translate('resources.logs.fields.createTimeFrom')}
        value={from}
        onChange={(event) => change(event.target.value, to)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={translate('resources.logs.fields.createTimeTo')}
        value={to}
        onChange={(event) => change(from, event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
};
