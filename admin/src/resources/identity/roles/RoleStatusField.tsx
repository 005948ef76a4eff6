import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** Status 1/0 as a coloured chip (roles, dictionaries and their items share the values). */
export const StatusField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<{ status?: number }>();
  const translate = useTranslate();
  if (!record) return null;
  const enabled = record.status === 1;
  return <Chip size="small" color={enabled ? 'success' : 'default'} label={translate(enabled ? 'resources.roles.status.enabled' : 'resources.roles.status.disabled')} />;
};
