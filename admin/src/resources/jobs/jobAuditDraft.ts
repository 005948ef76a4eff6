import {
  commissionAmountsOf,
  commissionShares,
  commissionTotalOf,
  COMMISSION_TOTAL,
  jobAuditForm,
  type CommissionSplit,
  type JobAuditForm,
} from '@jobmarket/contracts/jobs/forms';
import { jobAuditStatuses, type JobAction } from '@jobmarket/contracts/jobs/jobMachine';

export type CommissionShare = (typeof commissionShares)[number];

/** The audit as the dialog holds it: the percentages and the sort as typed, the auditor as chosen. */
export interface JobAuditDraft {
  auditStatus: 1 | 2 | null;
  commission: Record<CommissionShare, string>;
  resumeAuditorId: number | null;
  sort: string;
  rejectReason: string;
}

/** Field → i18n key; percentages under `commission.<share>`, the total under `commission`. */
export type JobAuditErrors = Partial<Record<'auditStatus' | 'commission' | `commission.${CommissionShare}` | 'resumeAuditorId' | 'sort' | 'rejectReason', string>>;

export type CheckedJobAudit = { isValid: true; form: JobAuditForm } | { isValid: false; errors: JobAuditErrors };

/** A decision the auditor may take, and the audit status it sends. */
export interface JobDecision {
  action: Extract<JobAction, 'approve' | 'reject'>;
  auditStatus: 1 | 2;
}

const decisions: JobDecision[] = [
  { action: 'approve', auditStatus: jobAuditStatuses.approved },
  { action: 'reject', auditStatus: jobAuditStatuses.rejected },
];

/** The decisions the api offers this caller on the job (its `allowedActions`: the state machine and who they are). */
export const jobDecisionsOf = (allowedActions: readonly JobAction[] | undefined): JobDecision[] =>
  decisions.filter((decision) => allowedActions?.includes(decision.action));

/** A fresh draft: nothing decided, no split typed, the job's current sort kept. */
export function newJobAuditDraft(sort: number | null | undefined): JobAuditDraft {
  return { auditStatus: null, commission: { company: '', auditor: '', candidate: '' }, resumeAuditorId: null, sort: sort == null ? '0' : String(sort), rejectReason: '' };
}

const percentOf = (typed: string): number => {
  const value = Number(typed.trim());
  return typed.trim() === '' || !Number.isFinite(value) ? 0 : value;
};

/** The typed percentages as numbers (blank or unreadable counts as 0, for the running figures only). */
export const typedSplitOf = (draft: JobAuditDraft): CommissionSplit => ({
  company: percentOf(draft.commission.company),
  auditor: percentOf(draft.commission.auditor),
  candidate: percentOf(draft.commission.candidate),
});

/** The running total the dialog shows while the auditor types, and whether it is the required 100%. */
export function runningTotalOf(draft: JobAuditDraft): { total: number; isComplete: boolean } {
  const total = commissionTotalOf(typedSplitOf(draft));
  return { total, isComplete: total === COMMISSION_TOTAL };
}

/** Each share's amount of money from the job's total commission, as the api will record it. */
export const shareAmountsOf = (draft: JobAuditDraft, totalCommission: number): CommissionSplit => commissionAmountsOf(typedSplitOf(draft), totalCommission);

/**
 * Checks the draft with the api's own schema (contracts' jobAuditForm, spec §5): to approve, a split totalling exactly
 * 100%, a resume auditor and a sort; to reject, a reason. Only the chosen decision's fields are sent.
 */
export function checkJobAudit(draft: JobAuditDraft): CheckedJobAudit {
  const input =
    draft.auditStatus === jobAuditStatuses.rejected
      ? { auditStatus: draft.auditStatus, rejectReason: draft.rejectReason }
      : draft.auditStatus === jobAuditStatuses.approved
        ? { auditStatus: draft.auditStatus, commission: draft.commission, resumeAuditorId: draft.resumeAuditorId, sort: draft.sort }
        : { auditStatus: null };
  const parsed = jobAuditForm.safeParse(input);
  if (parsed.success) return { isValid: true, form: parsed.data };
  const errors: JobAuditErrors = {};
  for (const issue of parsed.error.issues) {
    const [field, share] = issue.path;
    const key = (field === 'commission' && typeof share === 'string' ? `commission.${share}` : String(field)) as keyof JobAuditErrors;
    // the schema's own messages are catalog keys; zod's built-in ones (an unreadable number) are English, so generic here
    errors[key] ??= issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  }
  // zod runs the schema's cross-field rules only once every field parses: name the missing auditor and sort at once too
  if (draft.auditStatus === jobAuditStatuses.approved) {
    if (draft.resumeAuditorId === null) errors.resumeAuditorId ??= 'validation.required';
    if (draft.sort.trim() === '') errors.sort ??= 'validation.required';
  }
  return { isValid: false, errors };
}

/**
 * The api's field errors (`data.errors` of an A0402, already in the reader's language) on the dialog's fields, so a
 * refusal the client did not foresee (a resume auditor who lost the role, a split the api counts differently) shows
 * where it belongs.
 */
export function apiAuditErrorsOf(body: unknown): JobAuditErrors {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const known = new Set<string>(['auditStatus', 'commission', 'resumeAuditorId', 'sort', 'rejectReason', ...commissionShares.map((share) => `commission.${share}`)]);
  return Object.fromEntries(Object.entries(errors).filter(([field, message]) => known.has(field) && typeof message === 'string')) as JobAuditErrors;
}
