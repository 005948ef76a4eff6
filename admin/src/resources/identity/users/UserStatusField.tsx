import { Chip, Switch } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { API_BASE, httpClient } from '../../../providers/httpClient';

/** Enabled/disabled: a switch (PATCH /users/{id}/status) for those who may edit users, a chip for the others. */
export const UserStatusField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const canEdit = useCanAccess({ resource: 'users', action: 'edit' }).canAccess === true;
  const [isPending, setPending] = useState(false);
  if (!record) return null;
  const enabled = Number(record.status) === 1;
  const label = translate(enabled ? 'resources.users.status.enabled' : 'resources.users.status.disabled');
  if (!canEdit) return <Chip size="small" color={enabled ? 'success' : 'default'} label={label} />;

  const toggle = async () => {
    setPending(true);
    try {
      await httpClient(`${API_BASE}/users/${record.id}/status?status=${enabled ? 0 : 1}`, { method: 'PATCH' });
      notify('resources.users.messages.modified', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error | undefined)?.message || 'resources.users.messages.modifyFailed', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return <Switch size="small" checked={enabled} disabled={isPending} onClick={(event) => event.stopPropagation()} onChange={toggle} slotProps={{ input: { 'aria-label': label } }} />;
};
