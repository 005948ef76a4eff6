import type { DeliveryAction } from '@jobmarket/contracts';
import type { PortalMessageKey } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';

/** The candidate's own verbs end "an operation"; everyone else's steps are audits (spec §8's messages). */
const isOwnOperation = (action: DeliveryAction | 'apply') => action === 'withdraw' || action === 'apply';

/** Said when the person cancels at the confirmation: "Audit canceled", or "Operation cancelled" for their own verbs. */
export const cancelledMessageOf = (action: DeliveryAction | 'apply'): PortalMessageKey =>
  isOwnOperation(action) ? 'delivery.messages.operationCancelled' : 'delivery.messages.auditCanceled';

/** Said after the api took the step: "Audit successful", or what the candidate did. */
export function succeededMessageOf(action: DeliveryAction | 'apply'): PortalMessageKey {
  if (action === 'withdraw') return 'delivery.messages.withdrawn';
  if (action === 'apply') return 'delivery.messages.applied';
  if (action === 'uploadInvoice') return 'delivery.messages.uploaded';
  return 'delivery.messages.audited';
}

/**
 * Why a step failed, for a toast: the api's refusal in words when it gave one (a step out of turn, a duplicate), or the
 * spec's "Audit failed, please try again later" when the api could not answer.
 */
export function failureMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code.startsWith('A')) return error.message;
  return fallback;
}
