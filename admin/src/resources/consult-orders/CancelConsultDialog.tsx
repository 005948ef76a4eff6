import { Alert, Dialog, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { consultCancelForm } from '@jobmarket/contracts/counseling/forms';
import type { ConsultOrderView } from '@jobmarket/contracts/counseling/views';
import { useId, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { formatMoney } from '../jobs/jobFormat';
import { cancelConsult } from './consultCommands';
import { CommandDialogActions, CommandRefusal } from '../../components/CommandDialogParts';

/**
 * Cancelling a session on the counselor's behalf, confirmed: the reason is required (it goes to the job seeker), and a
 * paid session says its payment is refunded. The api's refusal (the session started meanwhile, it was cancelled
 * already) stays in the dialog.
 */
export function CancelConsultDialog({ order, onClose }: { order: ConsultOrderView; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const locale = useDashboardLocale();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [isSaving, setSaving] = useState(false);

  const confirm = async () => {
    const form = consultCancelForm.safeParse({ reason });
    if (!form.success) {
      setError(form.error.issues[0]?.message ?? 'validation.invalid');
      return;
    }
    if (!form.data.reason) {
      setError('validation.required');
      return;
    }
    setSaving(true);
    setRefusal(undefined);
    try {
      await cancelConsult(order.id, form.data);
      notify('resources.consult-orders.messages.cancelled', { type: 'success' });
      refresh();
      onClose();
    } catch (failure) {
      const fieldError = (failure as { body?: { errors?: { reason?: string } } } | undefined)?.body?.errors?.reason;
      if (fieldError) setError(fieldError);
      setRefusal((failure as Error | undefined)?.message || 'ra.notification.http_error');
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={() => !isSaving && onClose()} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('resources.consult-orders.cancel.title', { orderNo: order.orderNo })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{translate('resources.consult-orders.cancel.content')}</Typography>
          {order.paymentStatus === 'paid' && (
            <Alert severity="info">{translate('resources.consult-orders.cancel.refund', { amount: formatMoney(order.price, order.currency, locale) })}</Alert>
          )}
          <TextField
            label={translate('resources.consult-orders.cancel.reason')}
            required
            multiline
            minRows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ? translate(error, { _: error }) : undefined}
            fullWidth
          />
          <CommandRefusal refusal={refusal} />
        </Stack>
      </DialogContent>
      <CommandDialogActions onCancel={onClose} onConfirm={confirm} confirmLabel="resources.consult-orders.cancel.confirm" isSaving={isSaving} color="error" />
    </Dialog>
  );
}
