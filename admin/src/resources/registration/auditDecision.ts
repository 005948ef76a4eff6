import { auditForm, type AuditForm } from '@jobmarket/contracts/registration/forms';

/** The decision as the dialog holds it: nothing chosen yet, approve (1) or reject (2). */
export interface DecisionDraft {
  auditStatus: 1 | 2 | null;
  rejectReason: string;
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
