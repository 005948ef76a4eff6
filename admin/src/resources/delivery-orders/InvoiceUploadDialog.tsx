import type { DeliveryOrderView } from '@jobmarket/contracts/delivery/views';
import { invoiceForm } from '@jobmarket/contracts/delivery/forms';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { fieldMessageOf, type FieldMessage } from '../membership/shared/zodMessages';
import { uploadInvoice } from './deliveryCommands';
import { DeliveryFilesPicker } from './DeliveryFilesPicker';

type InvoiceErrors = Partial<Record<'invoiceDate' | 'remark' | 'files', FieldMessage>>;

/**
 * The invoice upload (spec §5): the invoice date and one or two files, jpg/png/pdf of at most 10 MB each — refused
 * here before anything is sent, in the spec's words — then `POST /delivery-orders/{id}/invoice` (multipart), which
 * settles the order: "Upload successful".
 */
export function InvoiceUploadDialog({ order, onClose }: { order: DeliveryOrderView; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [invoiceDate, setInvoiceDate] = useState('');
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<InvoiceErrors>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [isSaving, setSaving] = useState(false);
  const message = (text: FieldMessage | undefined) => (text === undefined ? undefined : typeof text === 'string' ? translate(text, { _: text }) : translate(text.message, text.args));

  const cancel = () => {
    if (isSaving) return;
    notify('delivery.messages.operationCancelled', { type: 'info' });
    onClose();
  };

  const confirm = async () => {
    const parsed = invoiceForm.safeParse({ invoiceDate: invoiceDate || undefined, remark });
    const found: InvoiceErrors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0]) as keyof InvoiceErrors] ??= fieldMessageOf(issue);
    if (files.length === 0) found.files = 'resources.delivery-orders.invoice.filesRequired';
    if (!parsed.success || files.length === 0) {
      setErrors(found);
      return;
    }
    setSaving(true);
    setRefusal(undefined);
    try {
      await uploadInvoice(order.id, parsed.data, files);
      notify('delivery.messages.uploaded', { type: 'success' });
      refresh();
      onClose();
    } catch (failure) {
      const reason = (failure as Error | undefined)?.message;
      notify(reason || 'delivery.messages.auditFailed', { type: 'error' });
      setRefusal(reason || undefined);
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={cancel} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('resources.delivery-orders.invoice.title', { orderNo: order.orderNo })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            type="date"
            required
            label={translate('delivery.fields.invoiceDate')}
            value={invoiceDate}
            onChange={(event) => (setInvoiceDate(event.target.value), setErrors((previous) => ({ ...previous, invoiceDate: undefined })))}
            error={Boolean(errors.invoiceDate)}
            helperText={message(errors.invoiceDate)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <DeliveryFilesPicker
            label="resources.delivery-orders.invoice.files"
            hint="resources.delivery-orders.invoice.hint"
            files={files}
            required
            onAdd={(accepted) => (setFiles((previous) => [...previous, ...accepted]), setErrors((previous) => ({ ...previous, files: undefined })))}
            onRemove={(index) => setFiles((previous) => previous.filter((_, kept) => kept !== index))}
            error={typeof errors.files === 'string' ? errors.files : undefined}
          />
          <TextField label={translate('delivery.fields.remark')} multiline minRows={2} value={remark} onChange={(event) => setRemark(event.target.value)} error={Boolean(errors.remark)} helperText={message(errors.remark)} />
          {refusal && <Alert severity="error">{translate(refusal, { _: refusal })}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={isSaving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={isSaving}>
          {translate('delivery.actions.uploadInvoice')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
