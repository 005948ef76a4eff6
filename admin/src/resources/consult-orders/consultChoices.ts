import { consultPaymentStatuses, consultStatuses, sessionModes } from '@jobmarket/contracts/counseling/consultOrderMachine';

/** The booking status filter's choices, named by the domain texts. */
export const consultStatusChoices = consultStatuses.map((status) => ({ id: status, name: `counseling.statuses.${status}` }));

/** The payment status filter's choices (kept apart from the booking status). */
export const consultPaymentStatusChoices = consultPaymentStatuses.map((status) => ({ id: status, name: `counseling.paymentStatuses.${status}` }));

/** Online or in person. */
export const sessionModeChoices = sessionModes.map((mode) => ({ id: mode, name: `counseling.modes.${mode}` }));
