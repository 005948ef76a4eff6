/**
 * A job fair's life (spec §4 Meeting) as transition tables: its publish status (unpublished → published → revoked,
 * publish and revoke each confirmed, revoke with an apology e-mail when seats are reserved), its end status (ongoing →
 * ended, by a timer at its end time), and a seeker's reservation (reserved ↔ unreserved; a full meeting offers the
 * waitlist, whose first seeker is promoted when a seat frees).
 */
export const meetingPublishStatuses = ['unpublished', 'published', 'revoked'] as const;
export type MeetingPublishStatus = (typeof meetingPublishStatuses)[number];

export const meetingEndStatuses = ['ongoing', 'ended'] as const;
export type MeetingEndStatus = (typeof meetingEndStatuses)[number];

/** edit (school admin or staff) only before publishing; publish; revoke; end is the timer's. */
export type MeetingAction = 'edit' | 'publish' | 'revoke';

export const meetingTransitions = {
  unpublished: { edit: 'unpublished', publish: 'published' },
  published: { revoke: 'revoked' },
  revoked: {},
} as const satisfies Record<MeetingPublishStatus, Partial<Record<MeetingAction, MeetingPublishStatus>>>;

/** Who may join a meeting: the students of the organising school only, or every student (spec §3 student scope). */
export const studentScopes = ['ownSchool', 'all'] as const;
export type StudentScope = (typeof studentScopes)[number];

/** A seeker's place at a meeting: a seat, a place in the waitlist, or none (cancelled or never reserved). */
export const reservationStatuses = ['reserved', 'waitlisted', 'unreserved'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

export function canMeeting(status: MeetingPublishStatus, action: MeetingAction): boolean {
  return action in meetingTransitions[status];
}

/** Actions a screen may offer for a meeting in this status (before checking who is asking). */
export function allowedMeetingActions(status: MeetingPublishStatus): MeetingAction[] {
  return Object.keys(meetingTransitions[status]) as MeetingAction[];
}

/** Whether seekers may reserve now: published, not ended. */
export const isOpenForReservations = (status: MeetingPublishStatus, endStatus: MeetingEndStatus): boolean => status === 'published' && endStatus === 'ongoing';
