import type { DeliveryOrderView } from '@jobmarket/contracts/delivery/views';
import type { UploadedFile } from '@jobmarket/contracts/registration/views';
import { Dialog, DialogContent, DialogTitle, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FieldMessage } from '../membership/shared/zodMessages';
import { advanceOrder, uploadProof } from './deliveryCommands';
import { DeliveryFilesPicker } from './DeliveryFilesPicker';
import { auditTypeOfStep, checkStep, dialogChoicesOf, newStepDraft, stepActionsOf, stepFields, type StepAction, type StepDraft, type StepErrors, type StepField } from './deliveryStepDraft';
import { useRejectReasons } from './useRejectReasons';
import { CommandDialogActions, CommandRefusal } from '../../components/CommandDialogParts';

const doneMessages: Partial<Record<StepAction, string>> = { withdraw: 'delivery.messages.withdrawn', reopen: 'delivery.messages.reopened' };

/** The label of a step: scheduling again is a reschedule. */
export const stepLabel = (action: StepAction, order: Pick<DeliveryOrderView, 'interviewAt'>): string =>
  action === 'scheduleInterview' && order.interviewAt ? 'delivery.actions.rescheduleInterview' : `delivery.actions.${action}`;

/**
 * One step of an order's flow (spec §5 delivery order audit): the dialog of the step's audit type offering the
 * decisions the order allows of that type, with the fields the chosen one needs — a reason code from
 * `delivery_reject_reason` and words to reject, date, time and place to schedule, proof files and the confirmed name
 * to pass, a date to join or to leave early — or a withdrawal or reopening with its reason. Checked with the api's own
 * schema; nothing chosen is "Please conduct audit", cancelling "Audit canceled" (or "Operation cancelled").
 */
export function DeliveryStepDialog({ order, action, onClose }: { order: DeliveryOrderView; action: StepAction | null; onClose: () => void }) {
  // opened without a decision (the list's "Audit"): the audit the order waits for
  const auditType = action ? auditTypeOfStep(action) : (order.awaitedAudit ?? undefined);
  const choices = action ? dialogChoicesOf(action, order.allowedActions) : stepActionsOf(order.allowedActions).filter((choice) => auditTypeOfStep(choice) === auditType);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const decisionId = useId();
  const { reasons } = useRejectReasons();
  const [draft, setDraft] = useState<StepDraft>(() => newStepDraft(action, order.candidateName));
  const [proof, setProof] = useState<UploadedFile[]>([]);
  const [errors, setErrors] = useState<StepErrors>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [isUploading, setUploading] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const message = (text: FieldMessage | undefined) => (text === undefined ? undefined : typeof text === 'string' ? translate(text, { _: text }) : translate(text.message, text.args));

  const change = (next: Partial<StepDraft>, cleared: (StepField | 'action')[]) => {
    setDraft((previous) => ({ ...previous, ...next }));
    setErrors((previous) => ({ ...previous, ...Object.fromEntries(cleared.map((key) => [key, undefined])) }));
  };
  const changeProof = (files: UploadedFile[]) => {
    setProof(files);
    change({ proofUrls: files.map((file) => file.url) }, ['proofUrls']);
  };
  const addProof = async (picked: File[]) => {
    setUploading(true);
    try {
      const uploaded: UploadedFile[] = [];
      for (const file of picked) uploaded.push(await uploadProof(file));
      changeProof([...proof, ...uploaded]);
    } catch (failure) {
      setErrors((previous) => ({ ...previous, proofUrls: (failure as Error | undefined)?.message || 'resources.delivery-orders.audit.uploadFailed' }));
    } finally {
      setUploading(false);
    }
  };

  const cancel = () => {
    if (isSaving) return;
    notify(auditType ? 'delivery.messages.auditCanceled' : 'delivery.messages.operationCancelled', { type: 'info' });
    onClose();
  };

  const confirm = async () => {
    const checked = checkStep(draft);
    if (!checked.isValid) {
      setErrors(checked.errors);
      if (checked.errors.action) notify('delivery.messages.conductAudit', { type: 'warning' });
      return;
    }
    setSaving(true);
    setRefusal(undefined);
    try {
      await advanceOrder(order.id, checked.form);
      notify(doneMessages[checked.form.action] ?? 'delivery.messages.audited', { type: 'success' });
      refresh();
      onClose();
    } catch (failure) {
      // the spec's words as the notification; the api's reason (a step out of turn, a taken claim…) stays in the dialog
      notify('delivery.messages.auditFailed', { type: 'error' });
      setRefusal((failure as Error | undefined)?.message || undefined);
      refresh();
      setSaving(false);
    }
  };

  const text = (field: StepField, label: string, options: { type?: string; multiline?: boolean; required?: boolean } = {}) => (
    <TextField
      key={field}
      label={translate(label)}
      type={options.type}
      required={options.required}
      multiline={options.multiline}
      minRows={options.multiline ? 2 : undefined}
      value={draft[field]}
      onChange={(event) => change({ [field]: event.target.value }, [field])}
      error={Boolean(errors[field])}
      helperText={message(errors[field])}
      slotProps={options.type ? { inputLabel: { shrink: true } } : undefined}
    />
  );
  const isRefusal = draft.action !== null && stepFields[draft.action].includes('reasonCode');
  const fieldOf = (field: StepField) => {
    switch (field) {
      case 'reasonCode':
        return (
          <TextField
            key={field}
            select
            required
            label={translate('delivery.fields.reasonCode')}
            value={draft.reasonCode}
            onChange={(event) => change({ reasonCode: event.target.value }, ['reasonCode'])}
            error={Boolean(errors.reasonCode)}
            helperText={message(errors.reasonCode)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{translate('resources.delivery-orders.audit.chooseReason')}</option>
            {reasons.map((reason) => (
              <option key={reason.value} value={reason.value}>
                {reason.label}
              </option>
            ))}
          </TextField>
        );
      case 'reason':
        return text('reason', isRefusal ? 'delivery.fields.reason' : 'resources.delivery-orders.fields.reason', { multiline: true, required: draft.action !== 'withdraw' });
      case 'interviewAt':
        return text('interviewAt', 'delivery.fields.interviewDate', { type: 'datetime-local', required: true });
      case 'place':
        return text('place', 'delivery.fields.interviewPlace', { required: true });
      case 'confirmedName':
        return text('confirmedName', 'delivery.fields.confirmedName', { required: true });
      case 'onboardDate':
        return text('onboardDate', 'delivery.fields.onboardDate', { type: 'date', required: true });
      case 'leftOn':
        return text('leftOn', 'delivery.fields.leftOn', { type: 'date', required: true });
      case 'remark':
        return text('remark', 'delivery.fields.remark', { multiline: true });
      case 'proofUrls':
        return (
          <DeliveryFilesPicker
            key={field}
            label="delivery.fields.interviewProof"
            hint="resources.delivery-orders.audit.proofHint"
            files={proof}
            required
            isBusy={isUploading}
            onAdd={addProof}
            onRemove={(index) => changeProof(proof.filter((_, kept) => kept !== index))}
            error={typeof errors.proofUrls === 'string' ? errors.proofUrls : errors.proofUrls?.message}
          />
        );
    }
  };

  const title = auditType
    ? translate('resources.delivery-orders.audit.title', { auditType: translate(`delivery.auditTypes.${auditType}`), orderNo: order.orderNo })
    : translate('resources.delivery-orders.audit.actionTitle', { action: action ? translate(`delivery.actions.${action}`) : '', orderNo: order.orderNo });
  return (
    <Dialog open onClose={cancel} fullWidth maxWidth="sm" aria-labelledby={titleId} onClick={(event) => event.stopPropagation()}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.delivery-orders.audit.summary', { candidate: order.candidateName, position: order.position, company: order.company })}
          </Typography>
          {action === 'withdraw' && <Typography variant="body2">{translate('resources.delivery-orders.audit.withdrawContent')}</Typography>}
          {action === 'reopen' && <Typography variant="body2">{translate('resources.delivery-orders.audit.reopenContent')}</Typography>}
          {auditType && (
            <FormControl error={Boolean(errors.action)} required>
              <FormLabel id={decisionId}>{translate('resources.delivery-orders.audit.decision')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={decisionId}
                value={draft.action ?? ''}
                onChange={(_event, value) => change({ action: choices.find((choice) => choice === value) ?? null }, ['action'])}
              >
                {choices.map((choice) => (
                  <FormControlLabel key={choice} value={choice} control={<Radio />} label={translate(stepLabel(choice, order))} />
                ))}
              </RadioGroup>
              {errors.action && <FormHelperText>{message(errors.action)}</FormHelperText>}
            </FormControl>
          )}
          {draft.action && stepFields[draft.action].map(fieldOf)}
          <CommandRefusal refusal={refusal} />
        </Stack>
      </DialogContent>
      <CommandDialogActions onCancel={cancel} onConfirm={confirm} confirmLabel="resources.delivery-orders.audit.confirm" isSaving={isSaving} isDisabled={isUploading} />
    </Dialog>
  );
}
