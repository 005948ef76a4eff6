import { type DeliveryOrderView, invoiceForm } from '@jobmarket/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify } from '../../../app/Notifier';
import { useForm } from '../../../forms/useForm';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { useUploadInvoice } from '../deliveryQueries';
import { cancelledMessageOf, failureMessageOf, succeededMessageOf } from '../steps/deliveryStepOutcome';
import { acceptDeliveryFiles } from '../files/deliveryFiles';
import { DeliveryFilesField } from '../files/DeliveryFilesField';

/**
 * The delivery person's invoice (`POST /delivery-orders/{id}/invoice`, multipart): its date, one or two files checked
 * here by their bytes and size with the spec's words before anything is sent, a remark; then "Please conduct audit".
 */
export const InvoiceDialog = ({ order, onClose }: { order: DeliveryOrderView; onClose: () => void }) => {
  const { t } = useI18n();
  const notify = useNotify();
  const upload = useUploadInvoice();
  const titleId = useId();
  const form = useForm({ invoiceDate: '', remark: '' });
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblem, setFileProblem] = useState<string>();
  const [isConfirming, setConfirming] = useState(false);

  function cancel() {
    notify(t(cancelledMessageOf('uploadInvoice')), 'info');
    onClose();
  }

  async function pick(picked: File[]) {
    const accepted = await acceptDeliveryFiles(files.length, picked);
    setFiles([...files, ...accepted.files]);
    setFileProblem(accepted.problem ? t(accepted.problem) : undefined);
  }

  function check() {
    const values = form.validate(invoiceForm, { files: files.length === 0 ? t('portal.delivery.invoice.filesRequired') : undefined });
    if (values) setConfirming(true);
  }

  async function send() {
    const values = invoiceForm.parse(form.values);
    const body = new FormData();
    body.set('invoiceDate', values.invoiceDate);
    if (values.remark) body.set('remark', values.remark);
    for (const file of files) body.append('files', file, file.name);
    try {
      await upload.mutateAsync({ orderId: order.id, form: body });
      notify(t(succeededMessageOf('uploadInvoice')), 'success');
      onClose();
    } catch (error) {
      setConfirming(false);
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        form.setErrors(error.fieldErrors);
        return;
      }
      notify(failureMessageOf(error, t('delivery.messages.auditFailed')), 'error');
    }
  }

  if (isConfirming)
    return (
      <Dialog open onClose={cancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{t('portal.delivery.action.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('portal.delivery.action.confirmBody', { action: t('delivery.actions.uploadInvoice'), name: order.candidateName, orderNo: order.orderNo })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>{t('portal.delivery.common.cancel')}</Button>
          <Button variant="contained" disabled={upload.isPending} onClick={() => void send()}>
            {t('portal.delivery.common.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    );

  return (
    <Dialog open onClose={cancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('portal.delivery.invoice.title', { orderNo: order.orderNo })}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={1}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            check();
          }}
        >
          <DialogContentText>{t('portal.delivery.invoice.intro')}</DialogContentText>
          {form.errors.form && <Alert severity="error">{form.errors.form}</Alert>}
          <TextField label={t('delivery.fields.invoiceDate')} type="date" required slotProps={{ inputLabel: { shrink: true } }} {...form.fieldProps('invoiceDate')} />
          <DeliveryFilesField
            label={t('portal.delivery.invoice.files')}
            hint={t('portal.delivery.invoice.intro')}
            names={files.map((file) => file.name)}
            onPick={(picked) => void pick(picked)}
            onRemove={(index) => setFiles(files.filter((_, kept) => kept !== index))}
            error={fileProblem ?? form.errors.files}
          />
          <TextField label={t('portal.delivery.action.remark')} multiline {...form.fieldProps('remark')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{t('portal.delivery.common.cancel')}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained">
          {t('portal.delivery.invoice.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
