import {
  allowedApplicationActions,
  applicationStateOf,
  applicationTransitions,
  auditStatuses,
  type ApplicationAction,
  type ApplicationStateName,
  type AuditStatus,
} from '@jobmarket/contracts/registration/auditMachine';
import { auditForm, type AuditForm } from '@jobmarket/contracts/registration/forms';

/** The decision as the dialog holds it: nothing chosen yet, approve (1) or reject (2). */
export interface DecisionDraft {
  auditStatus: 1 | 2 | null;
  rejectReason: string;
}

/** A decision staff may take, and the audit status it sends. */
export interface StaffDecision {
  action: Exclude<ApplicationAction, 'resubmit'>;
  auditStatus: 1 | 2;
}

const isDecisionStatus = (status: AuditStatus): status is 1 | 2 => status !== auditStatuses.pending;

/**
 * The decisions offered on an application in this status, read from the audit machine in contracts (the api enforces
 * the same table), so the dialog never offers what the api would refuse. Resubmitting is the applicant's, not staff's.
 */
export function staffDecisionsOf(status: AuditStatus): StaffDecision[] {
  const state = applicationStateOf(status);
  const leadsTo: Partial<Record<ApplicationAction, ApplicationStateName>> = applicationTransitions[state];
  return allowedApplicationActions(state).flatMap((action) => {
    const next = leadsTo[action];
    if (action === 'resubmit' || next === undefined) return [];
    const auditStatus = auditStatuses[next];
    return isDecisionStatus(auditStatus) ? [{ action, auditStatus }] : [];
  });
}

export type DecisionErrors = Partial<Record<keyof DecisionDraft, string>>;

export type CheckedDecision = { isValid: true; form: AuditForm } | { isValid: false; errors: DecisionErrors };

/**
 * Checks a decision with the api's own schema (spec §5: decision required, reason when rejecting); the errors are
 * i18n keys ("Please conduct audit", "Please enter reject reason").
 */
export function checkDecision(draft: DecisionDraft): CheckedDecision {
  const parsed = auditForm.safeParse(draft);
  if (parsed.success) return { isValid: true, form: parsed.data };
  const errors: DecisionErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'auditStatus' || field === 'rejectReason') && !errors[field]) errors[field] = issue.message;
  }
  return { isValid: false, errors };
}
