import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LoadedHistory } from './useEntityHistory';

/** What a history-based panel shows until it has entries: a spinner, the failure, or that nothing happened yet. */
export function HistoryState({ loaded, emptyMessage }: { loaded: LoadedHistory; emptyMessage: string }) {
  const translate = useTranslate();
  if (loaded.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress size={28} aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <Alert severity="error">
        {translate('history.loadFailed')}
        {loaded.message ? ` — ${translate(loaded.message, { _: loaded.message })}` : ''}
      </Alert>
    );
  }
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate(emptyMessage)}
    </Typography>
  );
}
