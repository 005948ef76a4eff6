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
  | { type: 'SeatReserved'; data: { meetingId: number; seekerId: number; reservationId: string; sequence: number; promotedFromWaitlist: boolean; noticeId?: number } }
  | { type: 'SeatWaitlisted'; data: { meetingId: number; seekerId: number; position: number } }
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
