/**
 * A delivery order's life as a transition table (ARCHITECTURE §2.2, issue 15): one candidate's application to one job,
 * moved through four audits (spec §4: resume, employer, interview, joining) to onboarding, the guarantee period and
 * the invoice. The api enforces it; the admin and the portal offer only the actions it allows (and the caller may take).
 * State names are the spec's review states, plus `Settled` (invoice uploaded) and `Withdrawn`.
 */
export const deliveryStates = [
  'PendingResumeReview',
  'PendingEmployerReview',
  'PendingInterview',
  'PendingOnboarding',
  'Onboarded',
  'PendingUploadInvoice',
  'Settled',
  'ResumeRejected',
  'EmployerRejected',
  'InterviewFailed',
  'NotOnboarded',
  'Withdrawn',
] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** Spec §4 audit types: which audit an order waits for, or which audit a step was. `invoice` is the upload. */
export const deliveryAuditTypes = ['resume', 'employer', 'interview', 'joining', 'invoice'] as const;
export type DeliveryAuditType = (typeof deliveryAuditTypes)[number];

/** Spec §4 audit status codes, carried by every audit record: 0 pending, 1 approved, 2 rejected, 3 invoice uploaded. */
export const deliveryAuditStatuses = { pending: 0, approved: 1, rejected: 2, invoiceUploaded: 3 } as const;
export type DeliveryAuditStatus = (typeof deliveryAuditStatuses)[keyof typeof deliveryAuditStatuses];

/**
 * What can be done to an order. `elapseGuarantee` is the timer's (a delayed job at the guarantee's end); the others are
 * people's — who may take each is `deliveryActors`.
 */
export const deliveryActions = [
  'approveResume',
  'rejectResume',
  'acceptByEmployer',
  'rejectByEmployer',
  'scheduleInterview',
  'passInterview',
  'failInterview',
  'join',
  'notJoin',
  'elapseGuarantee',
  'leaveEarly',
  'uploadInvoice',
  'withdraw',
  'reopen',
] as const;
export type DeliveryAction = (typeof deliveryActions)[number];

/** `reopen` returns an order to the state it was in before it ended (the decider knows which). */
export const REOPEN_TARGET = 'previous';

export const deliveryTransitions = {
  PendingResumeReview: { approveResume: 'PendingEmployerReview', rejectResume: 'ResumeRejected', withdraw: 'Withdrawn' },
  PendingEmployerReview: { acceptByEmployer: 'PendingInterview', rejectByEmployer: 'EmployerRejected', withdraw: 'Withdrawn' },
  // scheduling again is a reschedule: the invitation is sent again with the next SEQUENCE
  PendingInterview: { scheduleInterview: 'PendingInterview', passInterview: 'PendingOnboarding', failInterview: 'InterviewFailed', withdraw: 'Withdrawn' },
  // joining with a guarantee of 0 months goes on to PendingUploadInvoice in the same append (the decider's call)
  PendingOnboarding: { join: 'Onboarded', notJoin: 'NotOnboarded', withdraw: 'Withdrawn' },
  Onboarded: { elapseGuarantee: 'PendingUploadInvoice', leaveEarly: 'NotOnboarded' },
  PendingUploadInvoice: { uploadInvoice: 'Settled' },
  Settled: { reopen: REOPEN_TARGET },
  ResumeRejected: { reopen: REOPEN_TARGET },
  EmployerRejected: { reopen: REOPEN_TARGET },
  InterviewFailed: { reopen: REOPEN_TARGET },
  NotOnboarded: { reopen: REOPEN_TARGET },
  Withdrawn: { reopen: REOPEN_TARGET },
} as const satisfies Record<DeliveryState, Partial<Record<DeliveryAction, DeliveryState | typeof REOPEN_TARGET>>>;

/**
 * Who may take each action, besides ROOT: `deliveryPerson` (who delivered the order: the seeker themself or the staff
 * member/recruiter), `resumeAuditor` (the job's resume auditor, named at the job's audit), `publisher` (the job's),
 * `staff` (holding `biz:delivery:audit`, or `invoice`/`reopen` for those actions), `system` (the timer).
 */
export type DeliveryRole = 'deliveryPerson' | 'resumeAuditor' | 'publisher' | 'staff' | 'system';
export const deliveryActors = {
  approveResume: ['resumeAuditor', 'staff'],
  rejectResume: ['resumeAuditor', 'staff'],
  acceptByEmployer: ['publisher'],
  rejectByEmployer: ['publisher'],
  scheduleInterview: ['publisher', 'resumeAuditor', 'staff'],
  passInterview: ['publisher', 'resumeAuditor', 'staff'],
  failInterview: ['publisher', 'resumeAuditor', 'staff'],
  join: ['publisher', 'resumeAuditor', 'staff'],
  notJoin: ['publisher', 'resumeAuditor', 'staff'],
  elapseGuarantee: ['system'],
  leaveEarly: ['publisher', 'resumeAuditor', 'staff'],
  uploadInvoice: ['deliveryPerson', 'staff'],
  withdraw: ['deliveryPerson'],
  reopen: ['staff'],
} as const satisfies Record<DeliveryAction, readonly DeliveryRole[]>;

/** The audit type each action belongs to (what the history shows as "audit type"). */
export const auditTypeOfAction: Partial<Record<DeliveryAction, DeliveryAuditType>> = {
  approveResume: 'resume',
  rejectResume: 'resume',
  acceptByEmployer: 'employer',
  rejectByEmployer: 'employer',
  scheduleInterview: 'interview',
  passInterview: 'interview',
  failInterview: 'interview',
  join: 'joining',
  notJoin: 'joining',
  leaveEarly: 'joining',
  uploadInvoice: 'invoice',
};

/** The audit an order in this state waits for (none when it waits for nobody's decision). */
export const awaitedAuditOf: Partial<Record<DeliveryState, DeliveryAuditType>> = {
  PendingResumeReview: 'resume',
  PendingEmployerReview: 'employer',
  PendingInterview: 'interview',
  PendingOnboarding: 'joining',
  PendingUploadInvoice: 'invoice',
};

/** The states an order ends in: nothing but a staff reopen applies. */
export const terminalDeliveryStates: readonly DeliveryState[] = ['Settled', 'ResumeRejected', 'EmployerRejected', 'InterviewFailed', 'NotOnboarded', 'Withdrawn'];
export const isTerminalDelivery = (state: DeliveryState): boolean => terminalDeliveryStates.includes(state);
/** The states of a candidate who joined the company (and has not left within the guarantee): the "onboarded" counts. */
export const onboardedDeliveryStates: readonly DeliveryState[] = ['Onboarded', 'PendingUploadInvoice', 'Settled'];

/** An order that still counts against "one open order per candidate × job". */
export const isOpenDelivery = (state: DeliveryState): boolean => !isTerminalDelivery(state);

export function canDeliveryOrder(state: DeliveryState, action: DeliveryAction): boolean {
  return action in deliveryTransitions[state];
}

/** Actions the table allows in a state (before checking who is asking). */
export function allowedDeliveryActions(state: DeliveryState): DeliveryAction[] {
  return Object.keys(deliveryTransitions[state]) as DeliveryAction[];
}

/** Why the action is refused in this state (an i18n key), or undefined when the table allows it. */
export function deliveryRefusalOf(state: DeliveryState, action: DeliveryAction): string | undefined {
  if (canDeliveryOrder(state, action)) return undefined;
  return isTerminalDelivery(state) ? 'delivery.refusals.orderEnded' : 'delivery.refusals.notNow';
}
