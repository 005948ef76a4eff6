import RefreshIcon from '@mui/icons-material/Refresh';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { API_BASE, http } from '../../../providers/httpClient';

/** Reloads the api's cached settings from the config (PUT /config/refresh); shown to holders of sys:config:refresh. */
export function RefreshCacheButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      await http.json(`${API_BASE}/config/refresh`, { method: 'PUT' });
      notify('resources.config.refreshed', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<RefreshIcon />} onClick={refresh} disabled={busy}>
      {translate('resources.config.actions.refresh')}
    </Button>
  );
}
