/**
 * A registration application's audit as a transition table (ARCHITECTURE §2.2): the api enforces it, the admin and
 * the portal show only the actions it allows. Wire values are the spec's audit status codes (§4).
 */
export const auditStatuses = { pending: 0, approved: 1, rejected: 2 } as const;
export type AuditStatus = (typeof auditStatuses)[keyof typeof auditStatuses];
export type ApplicationStateName = keyof typeof auditStatuses;

export type ApplicationAction = 'approve' | 'reject' | 'resubmit';

/** Where each allowed action leads; an action missing from a state's row is refused with A0440. */
export const applicationTransitions = {
  pending: { approve: 'approved', reject: 'rejected' },
  // approval is final: the account simply works
  approved: {},
  // the applicant corrects the documents and asks again
  rejected: { resubmit: 'pending' },
} as const satisfies Record<ApplicationStateName, Partial<Record<ApplicationAction, ApplicationStateName>>>;

/** Why the action is refused in a state (an i18n key). */
const refusals: Record<ApplicationStateName, Partial<Record<ApplicationAction, string>>> = {
  pending: { resubmit: 'registration.notRejected' },
  approved: { approve: 'registration.alreadyAudited', reject: 'registration.alreadyAudited', resubmit: 'registration.notRejected' },
  rejected: { approve: 'registration.alreadyAudited', reject: 'registration.alreadyAudited' },
};

export function applicationStateOf(status: AuditStatus): ApplicationStateName {
  if (status === auditStatuses.approved) return 'approved';
  if (status === auditStatuses.rejected) return 'rejected';
  return 'pending';
}

export function canApplication(state: ApplicationStateName, action: ApplicationAction): boolean {
  return action in applicationTransitions[state];
}

/** Actions a UI may offer for an application in this state. */
export function allowedApplicationActions(state: ApplicationStateName): ApplicationAction[] {
  return Object.keys(applicationTransitions[state]) as ApplicationAction[];
}

/** Why the action is refused (an i18n key), or undefined when the table allows it. */
export function applicationRefusalOf(state: ApplicationStateName, action: ApplicationAction): string | undefined {
  if (canApplication(state, action)) return undefined;
  return refusals[state][action] ?? 'errors.A0440';
}
