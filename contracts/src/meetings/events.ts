import type { MeetingForm } from './forms';

/**
 * Events of a job fair (stream `meeting-<meetingId>`). Reservations live on the meeting's stream so the capacity is
 * decided on one stream with its expected revision (the last seats never go twice); a cancelled seat promotes the
 * first waiting seeker in the same append. Times are ISO 8601 instants; `content` is sanitised HTML.
 */
export type MeetingEvent =
  | { type: 'MeetingCreated'; data: MeetingForm & { meetingId: number; schoolId: number; createdBy: string; locale: string } }
  | { type: 'MeetingEdited'; data: MeetingForm & { meetingId: number } }
  | { type: 'MeetingPublished'; data: { meetingId: number; actorId: string } }
  | { type: 'MeetingRevoked'; data: { meetingId: number; actorId: string; emailTitle: string | null; emailContent: string | null; noticeIds?: number[] } }
  | { type: 'MeetingEnded'; data: { meetingId: number; endTime: string } }
  // timeZone: the zone the seeker's browser named when they reserved, their mails' (absent: the api's TIME_ZONE)
  | { type: 'SeatReserved'; data: { meetingId: number; seekerId: number; reservationId: string; sequence: number; promotedFromWaitlist: boolean; locale: string; timeZone?: string; noticeId?: number } }
  | { type: 'SeatWaitlisted'; data: { meetingId: number; seekerId: number; position: number; locale: string; timeZone?: string } }
  | { type: 'ReservationCancelled'; data: { meetingId: number; seekerId: number; reservationId: string | null; sequence: number | null; wasWaitlisted: boolean } };

export const meetingEventTypes = [
  'MeetingCreated',
  'MeetingEdited',
  'MeetingPublished',
  'MeetingRevoked',
  'MeetingEnded',
  'SeatReserved',
  'SeatWaitlisted',
  'ReservationCancelled',
] as const satisfies readonly MeetingEvent['type'][];

export const meetingStream = (meetingId: number): string => `meeting-${meetingId}`;

/**
 * Which school a job seeker studies at (stream `student-<seekerId>`): declared by the seeker (at registration or on
 * their profile, from the registered schools) and corrected by staff holding `biz:meeting:student`; null clears it.
 * A meeting for its own school's students takes the seekers whose latest declaration names that school.
 */
export type StudentEvent = { type: 'StudentSchoolDeclared'; data: { seekerId: number; schoolId: number | null; actorId: string } };
export const studentEventTypes = ['StudentSchoolDeclared'] as const satisfies readonly StudentEvent['type'][];
export const studentStream = (seekerId: number): string => `student-${seekerId}`;
