import { meetingEndStatuses, meetingPublishStatuses, reservationStatuses, studentScopes } from '@jobmarket/contracts/meetings/meetingMachine';

/** The publish status filter's choices (spec §4 Meeting), named by the domain texts. */
export const publishStatusChoices = meetingPublishStatuses.map((status) => ({ id: status, name: `meetings.publishStatuses.${status}` }));

/** The end status filter's choices: ongoing or ended (by the timer at the end time). */
export const endStatusChoices = meetingEndStatuses.map((status) => ({ id: status, name: `meetings.endStatuses.${status}` }));

/** Who may join: the organising school's students only, or every student. */
export const studentScopeChoices = studentScopes.map((scope) => ({ id: scope, name: `meetings.studentScopes.${scope}` }));

/** A place at a meeting: a seat, the waitlist, or none any more (cancelled). */
export const reservationStatusChoices = reservationStatuses.map((status) => ({ id: status, name: `meetings.reservationStatuses.${status}` }));
