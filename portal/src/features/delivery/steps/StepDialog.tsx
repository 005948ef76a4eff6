import { type DeliveryAction, deliveryAdvanceForm, type DeliveryOrderView, type UploadedFile } from '@jobmarket/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify } from '../../../app/Notifier';
import { fieldIssues, useForm } from '../../../forms/useForm';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { useSession } from '../../../session/SessionContext';
import { useAdvanceOrder } from '../deliveryQueries';
import { cancelledMessageOf, failureMessageOf, succeededMessageOf } from './deliveryStepOutcome';
import { acceptDeliveryFiles } from '../files/deliveryFiles';
import { DeliveryFilesField } from '../files/DeliveryFilesField';
import { useRejectReasons } from './useRejectReasons';

/** The steps a party takes in the portal with `PUT /delivery-orders/{id}/advance` (the timer's and staff's are not here). */
export type PortalStep = Exclude<DeliveryAction, 'elapseGuarantee' | 'uploadInvoice' | 'reopen'>;

type TextInput = 'reasonCode' | 'reason' | 'remark' | 'interviewAt' | 'place' | 'confirmedName' | 'onboardDate' | 'leftOn';
type Field = TextInput | 'proof';

/** What each step asks for (contracts' `deliveryAdvanceForm` checks it, here and again in the api). */
const fieldsOf: Record<PortalStep, readonly Field[]> = {
  approveResume: ['remark'],
  rejectResume: ['reasonCode', 'reason', 'remark'],
  acceptByEmployer: ['remark'],
  rejectByEmployer: ['reasonCode', 'reason', 'remark'],
  scheduleInterview: ['interviewAt', 'place', 'remark'],
  passInterview: ['proof', 'confirmedName', 'remark'],
  failInterview: ['reasonCode', 'reason', 'remark'],
  join: ['onboardDate', 'remark'],
  notJoin: ['reasonCode', 'reason', 'remark'],
  leaveEarly: ['leftOn', 'reason', 'remark'],
  withdraw: ['reason'],
};

const labels: Record<TextInput, PortalMessageKey> = {
  reasonCode: 'portal.delivery.action.reasonCode',
  reason: 'portal.delivery.action.reason',
  remark: 'portal.delivery.action.remark',
  interviewAt: 'portal.delivery.action.interviewAt',
  place: 'portal.delivery.action.place',
  confirmedName: 'portal.delivery.action.confirmedName',
  onboardDate: 'portal.delivery.action.onboardDate',
  leftOn: 'portal.delivery.action.leftOn',
};
const inputTypes: Partial<Record<TextInput, string>> = { interviewAt: 'datetime-local', onboardDate: 'date', leftOn: 'date' };

/** The label of a step: a second scheduling is a reschedule. */
export function stepLabelOf(order: Pick<DeliveryOrderView, 'interviewAt'>, action: PortalStep): PortalMessageKey {
  return action === 'scheduleInterview' && order.interviewAt ? 'delivery.actions.rescheduleInterview' : `delivery.actions.${action}`;
}

/** `YYYY-MM-DDTHH:mm` of the api's `YYYY-MM-DD HH:mm:ss` (what a datetime-local field holds), or empty. */
const localDateTimeOf = (value: string | null) => (value ? value.replace(' ', 'T').slice(0, 16) : '');

/**
 * One step on an order: its fields (a reason from the dictionary and words for a refusal, the interview's date and
 * place, the proof and the confirmed name, a date), then "Please conduct audit" before it is sent. Cancelling at
 * either point says "Audit canceled" ("Operation cancelled" for the candidate's withdrawal).
 */
export const StepDialog = ({ order, action, onClose }: { order: DeliveryOrderView; action: PortalStep; onClose: () => void }) => {
  const { t } = useI18n();
  const { api } = useSession();
  const notify = useNotify();
  const advance = useAdvanceOrder();
  const reasons = useRejectReasons();
  const titleId = useId();
  const fields = fieldsOf[action];
  const form = useForm<TextInput>({
    reasonCode: '',
    reason: '',
    remark: '',
    interviewAt: localDateTimeOf(order.interviewAt),
    place: order.interviewPlace ?? '',
    confirmedName: order.candidateName,
    onboardDate: '',
    leftOn: '',
  });
  const [proof, setProof] = useState<UploadedFile[]>([]);
  const [proofProblem, setProofProblem] = useState<string>();
  const [isUploading, setUploading] = useState(false);
  // the withdrawal's own dialog is its confirmation; every audit step is confirmed once its fields are filled
  const isWithdrawal = action === 'withdraw';
  const [checked, setChecked] = useState<ReturnType<typeof deliveryAdvanceForm.parse> | null>(null);
  const stepLabel = t(stepLabelOf(order, action));

  function cancel() {
    notify(t(cancelledMessageOf(action)), 'info');
    onClose();
  }

  function check() {
    const parsed = deliveryAdvanceForm.safeParse({ action, ...form.values, proofUrls: proof.map((file) => file.url) });
    if (!parsed.success) {
      const issues = fieldIssues(parsed.error);
      form.setErrors(Object.fromEntries(Object.entries(issues).map(([field, key]) => [field === 'proofUrls' ? 'proof' : field, t(key as PortalMessageKey)])));
      return undefined;
    }
    form.setErrors({});
    return parsed.data;
  }

  async function send(request: ReturnType<typeof deliveryAdvanceForm.parse>) {
    try {
      await advance.mutateAsync({ orderId: order.id, form: request });
      notify(t(succeededMessageOf(action)), 'success');
      onClose();
    } catch (error) {
      setChecked(null);
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        form.setErrors(error.fieldErrors);
        return;
      }
      notify(failureMessageOf(error, t('delivery.messages.auditFailed')), 'error');
    }
  }

  async function uploadProof(picked: File[]) {
    const { files, problem } = await acceptDeliveryFiles(proof.length, picked);
    let next = proof;
    let found = problem ? t(problem) : undefined;
    setUploading(true);
    for (const file of files) {
      const body = new FormData();
      body.append('file', file, file.name);
      try {
        next = [...next, await api.request<UploadedFile>('/files', { method: 'POST', form: body })];
      } catch (failure) {
        found = failure instanceof ApiError && failure.fieldErrors.file ? failure.fieldErrors.file : t('portal.delivery.action.uploadFailed');
      }
    }
    setUploading(false);
    setProof(next);
    setProofProblem(found);
  }

  if (checked)
    return (
      <Dialog open onClose={cancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{t('portal.delivery.action.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('portal.delivery.action.confirmBody', { action: stepLabel, name: order.candidateName, orderNo: order.orderNo })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>{t('portal.delivery.common.cancel')}</Button>
          <Button variant="contained" disabled={advance.isPending} onClick={() => void send(checked)}>
            {t('portal.delivery.common.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    );

  return (
    <Dialog open onClose={cancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {isWithdrawal ? t('portal.delivery.mine.withdrawTitle', { position: order.position }) : t('portal.delivery.action.title', { action: stepLabel, name: order.candidateName })}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={1}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            const request = check();
            if (!request) return;
            if (isWithdrawal) void send(request);
            else setChecked(request);
          }}
        >
          {isWithdrawal && <DialogContentText sx={{ mb: 1 }}>{t('portal.delivery.mine.withdrawBody')}</DialogContentText>}
          {form.errors.form && <Alert severity="error">{form.errors.form}</Alert>}
          {fields.map((field) => {
            if (field === 'proof')
              return (
                <DeliveryFilesField
                  key={field}
                  label={t('portal.delivery.action.proof')}
                  hint={t('portal.delivery.action.proofHint')}
                  names={proof.map((file) => file.name)}
                  onPick={(picked) => void uploadProof(picked)}
                  onRemove={(index) => setProof(proof.filter((_, kept) => kept !== index))}
                  error={proofProblem ?? form.errors.proof}
                  isUploading={isUploading}
                />
              );
            const label = isWithdrawal && field === 'reason' ? t('portal.delivery.mine.withdrawReason') : t(labels[field]);
            if (field === 'reasonCode')
              return (
                <TextField key={field} select required label={label} {...form.fieldProps(field)}>
                  {reasons.map((reason) => (
                    <MenuItem key={reason.value} value={reason.value}>
                      {reason.label}
                    </MenuItem>
                  ))}
                </TextField>
              );
            const isRequired = field !== 'remark' && !isWithdrawal;
            const type = inputTypes[field];
            return (
              <TextField
                key={field}
                label={label}
                required={isRequired}
                type={type}
                multiline={field === 'reason' || field === 'remark'}
                minRows={field === 'reason' ? 2 : undefined}
                slotProps={type ? { inputLabel: { shrink: true } } : undefined}
                {...form.fieldProps(field)}
              />
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{t('portal.delivery.common.cancel')}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={advance.isPending || isUploading}>
          {isWithdrawal ? t('portal.delivery.mine.withdrawConfirm') : t('portal.delivery.action.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
