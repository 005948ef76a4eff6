import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { fieldMessageOf } from './zodMessages';

export interface ReasonDialogProps {
  /** i18n keys of the title and of the consequence the dialog asks to confirm, with their arguments. */
  title: string;
  content: string;
  translateOptions?: Record<string, unknown>;
  /** i18n keys of the reason field and the confirming button. */
  reasonLabel: string;
  confirmLabel: string;
  confirmColor?: 'primary' | 'error' | 'warning';
  /** The api's own body schema (`vipOrderReasonForm`, `promotionEndForm`): the reason is checked as the api checks it. */
  schema: z.ZodType<{ reason?: string | null }>;
  /** Sends the command; a refusal keeps the dialog open and shows the api's message. */
  onConfirm: (body: { reason?: string | null }) => Promise<void>;
  onClose: () => void;
}

/**
 * A staff action on a VIP order or promotion that needs a reason (kept in its history): says what will happen, takes
 * the reason, and acts only when confirmed. Opened from list rows too, so its clicks stay inside it.
 */
export function ReasonDialog({ title, content, translateOptions, reasonLabel, confirmLabel, confirmColor = 'primary', schema, onConfirm, onClose }: ReasonDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSending, setSending] = useState(false);

  const confirm = async () => {
    const checked = schema.safeParse({ reason });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const message = issue ? fieldMessageOf(issue) : 'validation.invalid';
      setError(typeof message === 'string' ? translate(message) : translate(message.message, message.args));
      return;
    }
    setSending(true);
    try {
      await onConfirm(checked.data);
      onClose();
    } catch (failure) {
      notify((failure as Error | undefined)?.message || 'ra.notification.http_error', { type: 'error' });
      setSending(false);
    }
  };

  return (
    <Dialog
      open
      onClose={() => !isSending && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      // opened from a list row: React bubbles a portalled dialog's clicks up to the row, whose rowClick would navigate away
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id={titleId}>{translate(title, translateOptions)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{translate(content, translateOptions)}</DialogContentText>
          <TextField
            label={translate(reasonLabel)}
            multiline
            minRows={3}
            autoFocus
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" color={confirmColor} onClick={confirm} disabled={isSending}>
          {translate(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
