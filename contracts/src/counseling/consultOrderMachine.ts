/**
 * A consult order's life (issue 17) as transition tables. The booking status and the payment status are kept apart:
 * a paid session cancelled inside the notice window is refunded, one cancelled later keeps its payment, a free one
 * (price 0) never has one. A slot is held while the order waits for payment; unpaid in time, the order expires and
 * the slot is free again.
 */
export const consultStatuses = ['pendingPayment', 'confirmed', 'completed', 'cancelledBySeeker', 'cancelledByCounselor', 'noShow', 'expired'] as const;
export type ConsultStatus = (typeof consultStatuses)[number];

/** `notRequired`: a free session (price 0); paid money goes back only through the payment port's refund. */
export const consultPaymentStatuses = ['notRequired', 'unpaid', 'paid', 'refunded'] as const;
export type ConsultPaymentStatus = (typeof consultPaymentStatuses)[number];

/**
 * pay: the payment port's word; expire: the payment time limit's timer; cancelBySeeker / reschedule: the seeker, up to
 * the notice period before the start; cancelByCounselor: the counselor or staff, any time before the start;
 * complete / markNoShow: the counselor or staff, once the session has started.
 */
export type ConsultAction = 'pay' | 'expire' | 'cancelBySeeker' | 'cancelByCounselor' | 'reschedule' | 'complete' | 'markNoShow';

export const consultTransitions = {
  pendingPayment: { pay: 'confirmed', expire: 'expired', cancelBySeeker: 'cancelledBySeeker', cancelByCounselor: 'cancelledByCounselor', reschedule: 'pendingPayment' },
  confirmed: { cancelBySeeker: 'cancelledBySeeker', cancelByCounselor: 'cancelledByCounselor', reschedule: 'confirmed', complete: 'completed', markNoShow: 'noShow' },
  completed: {},
  cancelledBySeeker: {},
  cancelledByCounselor: {},
  noShow: {},
  expired: {},
} as const satisfies Record<ConsultStatus, Partial<Record<ConsultAction, ConsultStatus>>>;

const refusals: Partial<Record<ConsultAction, string>> = {
  pay: 'counseling.refusals.notPayable',
  expire: 'counseling.refusals.notPayable',
  cancelBySeeker: 'counseling.refusals.notOpen',
  cancelByCounselor: 'counseling.refusals.notOpen',
  reschedule: 'counseling.refusals.notOpen',
  complete: 'counseling.refusals.notConfirmed',
  markNoShow: 'counseling.refusals.notConfirmed',
};

export function canConsult(status: ConsultStatus, action: ConsultAction): boolean {
  return action in consultTransitions[status];
}

/** Actions a screen may offer for an order in this status (before checking who is asking and the time). */
export function allowedConsultActions(status: ConsultStatus): ConsultAction[] {
  return Object.keys(consultTransitions[status]) as ConsultAction[];
}

/** Why the action is refused in this status (an i18n key), or undefined when the table allows it. */
export function consultRefusalOf(status: ConsultStatus, action: ConsultAction): string | undefined {
  if (canConsult(status, action)) return undefined;
  return refusals[action] ?? 'errors.A0440';
}

/** The statuses that hold the counselor's slot (a new booking of it is refused). */
export const slotHoldingStatuses = ['pendingPayment', 'confirmed', 'completed', 'noShow'] as const satisfies readonly ConsultStatus[];
export const holdsSlot = (status: ConsultStatus): boolean => (slotHoldingStatuses as readonly ConsultStatus[]).includes(status);

/**
 * The seeker may cancel or reschedule until `noticeHours` before the start (system config `counseling.noticeHours`);
 * inside that window only the counselor or staff may cancel.
 */
export const isBeforeNotice = (startsAt: string, now: Date, noticeHours: number): boolean =>
  new Date(startsAt).getTime() - now.getTime() >= noticeHours * 3_600_000;

/** Whether a session has started (only then can it be completed or marked a no-show). */
export const hasStarted = (startsAt: string, now: Date): boolean => now.getTime() >= new Date(startsAt).getTime();

/** Who may act: the seeker who booked, the counselor booked, or staff. */
export type ConsultActor = 'seeker' | 'counselor' | 'staff';
export const consultActorsOf = {
  pay: ['seeker'],
  expire: [],
  cancelBySeeker: ['seeker'],
  cancelByCounselor: ['counselor', 'staff'],
  reschedule: ['seeker', 'staff'],
  complete: ['counselor', 'staff'],
  markNoShow: ['counselor', 'staff'],
} as const satisfies Record<ConsultAction, readonly ConsultActor[]>;

/** A counselor's profile status: only active counselors are listed and bookable. */
export const counselorStatuses = ['active', 'inactive'] as const;
export type CounselorStatus = (typeof counselorStatuses)[number];

/** How a session is held. */
export const sessionModes = ['online', 'inPerson'] as const;
export type SessionMode = (typeof sessionModes)[number];
