import { auditTypeOfAction, type DeliveryAction, type DeliveryAuditType } from '@jobmarket/contracts/delivery/deliveryMachine';
import { deliveryAdvanceForm, type DeliveryAdvanceForm } from '@jobmarket/contracts/delivery/forms';
import { fieldMessageOf, type FieldMessage } from '../membership/shared/zodMessages';

/** The steps a person takes from the order page (the timer's guarantee end is not one; the invoice has its own dialog). */
export type StepAction = Exclude<DeliveryAction, 'elapseGuarantee' | 'uploadInvoice'>;
export const stepActions = [
  'approveResume',
  'rejectResume',
  'acceptByEmployer',
  'rejectByEmployer',
  'scheduleInterview',
  'passInterview',
  'failInterview',
  'join',
  'notJoin',
  'leaveEarly',
  'withdraw',
  'reopen',
] as const satisfies readonly StepAction[];

export type StepField = 'reasonCode' | 'reason' | 'interviewAt' | 'place' | 'proofUrls' | 'confirmedName' | 'onboardDate' | 'leftOn' | 'remark';

/** What each step's dialog asks for, in the order it asks (the fields of its `deliveryAdvanceForm` branch). */
export const stepFields: Record<StepAction, readonly StepField[]> = {
  approveResume: ['remark'],
  rejectResume: ['reasonCode', 'reason', 'remark'],
  acceptByEmployer: ['remark'],
  rejectByEmployer: ['reasonCode', 'reason', 'remark'],
  scheduleInterview: ['interviewAt', 'place', 'remark'],
  passInterview: ['proofUrls', 'confirmedName', 'remark'],
  failInterview: ['reasonCode', 'reason', 'remark'],
  join: ['onboardDate', 'remark'],
  notJoin: ['reasonCode', 'reason', 'remark'],
  leaveEarly: ['leftOn', 'reason', 'remark'],
  withdraw: ['reason'],
  reopen: ['reason'],
};

/** The audit a step belongs to (spec §4); withdraw and reopen are operations, not audits. */
export const auditTypeOfStep = (action: StepAction): DeliveryAuditType | undefined => auditTypeOfAction[action];

/** The steps among `allowed` that a person takes here, in the table's order. */
export const stepActionsOf = (allowed: readonly DeliveryAction[] | undefined): StepAction[] => stepActions.filter((action) => allowed?.includes(action));

/**
 * The decisions the dialog opened for `action` offers: the allowed steps of the same audit type (approve or reject the
 * resume…), or the operation alone (withdraw, reopen).
 */
export function dialogChoicesOf(action: StepAction, allowed: readonly DeliveryAction[] | undefined): StepAction[] {
  const auditType = auditTypeOfStep(action);
  if (!auditType) return [action];
  return stepActionsOf(allowed).filter((candidate) => auditTypeOfStep(candidate) === auditType);
}

export interface StepDraft {
  /** null until a decision is chosen ("Please conduct audit"). */
  action: StepAction | null;
  reasonCode: string;
  reason: string;
  interviewAt: string;
  place: string;
  proofUrls: string[];
  confirmedName: string;
  onboardDate: string;
  leftOn: string;
  remark: string;
}

export const newStepDraft = (action: StepAction | null, confirmedName = ''): StepDraft => ({
  action,
  reasonCode: '',
  reason: '',
  interviewAt: '',
  place: '',
  proofUrls: [],
  confirmedName,
  onboardDate: '',
  leftOn: '',
  remark: '',
});

export type StepErrors = Partial<Record<StepField | 'action', FieldMessage>>;
export type CheckedStep = { isValid: true; form: DeliveryAdvanceForm } | { isValid: false; errors: StepErrors };

/**
 * The draft as `PUT /delivery-orders/{id}/advance` takes it, checked with the api's own schema: only the chosen step's
 * fields go, and each refusal lands on its field. No decision is "Please conduct audit".
 */
export function checkStep(draft: StepDraft): CheckedStep {
  if (draft.action === null) return { isValid: false, errors: { action: 'delivery.messages.conductAudit' } };
  const body: Record<string, unknown> = { action: draft.action };
  // an empty field is a missing one, so the schema says "required" rather than "invalid"
  for (const field of stepFields[draft.action]) body[field] = draft[field] === '' ? undefined : draft[field];
  const parsed = deliveryAdvanceForm.safeParse(body);
  if (parsed.success) return { isValid: true, form: parsed.data };
  const errors: StepErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'action') as StepField | 'action';
    // this context's own keys (delivery.validation.*, registration.files.*) are messages as they stand
    errors[field] ??= /^(delivery|registration)\./.test(issue.message) ? issue.message : fieldMessageOf(issue);
  }
  return { isValid: false, errors };
}
