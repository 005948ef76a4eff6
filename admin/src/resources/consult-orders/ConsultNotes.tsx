import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { CONSULT_NOTES_MAX, consultNotesForm } from '@jobmarket/contracts/counseling/forms';
import type { ConsultOrderView } from '@jobmarket/contracts/counseling/views';
import { useEffect, useState } from 'react';
import { useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import { writeConsultNotes } from './consultCommands';

/**
 * The counselor's private notes as staff see them (the api gives `notes` to the counselor and staff only, never to the
 * job seeker); staff holding biz:consult:manage may keep them too.
 */
export function ConsultNotes({ order }: { order: ConsultOrderView }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const canWrite = useCanAccess({ resource: 'consult-orders', action: 'notes' }).canAccess === true;
  const [notes, setNotes] = useState(order.notes ?? '');
  const [refusal, setRefusal] = useState<string>();
  const [isSaving, setSaving] = useState(false);
  useEffect(() => setNotes(order.notes ?? ''), [order.notes]);

  const save = async () => {
    setSaving(true);
    setRefusal(undefined);
    try {
      await writeConsultNotes(order.id, consultNotesForm.parse({ notes }));
      notify('resources.consult-orders.messages.notesSaved', { type: 'success' });
      refresh();
    } catch (failure) {
      const reason = (failure as Error | undefined)?.message;
      setRefusal(`${translate('resources.consult-orders.messages.notesFailed')}${reason ? `: ${translate(reason, { _: reason })}` : ''}`);
    } finally {
      setSaving(false);
    }
  };

  if (!canWrite) {
    return (
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }} color={order.notes ? 'text.primary' : 'text.secondary'}>
        {order.notes || '—'}
      </Typography>
    );
  }
  return (
    <Stack spacing={1} sx={{ maxWidth: 720 }}>
      <TextField
        label={translate('counseling.fields.notes')}
        multiline
        minRows={4}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        helperText={`${translate('resources.consult-orders.notes.hint')} (${notes.length} / ${CONSULT_NOTES_MAX})`}
        error={notes.length > CONSULT_NOTES_MAX}
        fullWidth
      />
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      <div>
        <Button variant="outlined" onClick={save} disabled={isSaving || notes.length > CONSULT_NOTES_MAX || notes === (order.notes ?? '')}>
          {translate('resources.consult-orders.notes.save')}
        </Button>
      </div>
    </Stack>
  );
}
