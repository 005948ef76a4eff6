import { meetingStream, studentStream, type MeetingEvent, type MeetingForm } from '@jobmarket/contracts';
import { specEvent, type SpecEvent, type SpecEventOptions } from '../testing/projectionSpec';
import { reservationUidOf } from './meetingRow';

/** Meetings-context events for projection specs, the property test and api tests: plausible defaults, overridden where a test cares. */

type Created = Extract<MeetingEvent, { type: 'MeetingCreated' }>['data'];

const inMeeting = (meetingId: number, event: MeetingEvent, options?: SpecEventOptions) => specEvent(meetingStream(meetingId), event, options);

/** A job fair of the demo school (school admin 7): two hours on 1 March 2026 in Vientiane, 3 seats, own students only. */
export function meetingFormOf(changes: Partial<MeetingForm> = {}): MeetingForm {
  return {
    title: 'Spring job fair',
    content: '<p>Meet twenty employers.</p>',
    startTime: '2026-03-01T02:00:00.000Z',
    endTime: '2026-03-01T04:00:00.000Z',
    location: 'Main hall',
    onlineUrl: null,
    capacity: 3,
    studentScope: 'ownSchool',
    ...changes,
  };
}

export function createdData(meetingId: number, changes: Partial<Created> = {}): Created {
  return { ...meetingFormOf(), meetingId, schoolId: 7, createdBy: '7', locale: 'lo', ...changes };
}

export const meetingCreated = (meetingId: number, changes: Partial<Created> = {}, options?: SpecEventOptions): SpecEvent =>
  inMeeting(meetingId, { type: 'MeetingCreated', data: createdData(meetingId, changes) }, options);

export const meetingEdited = (meetingId: number, changes: Partial<MeetingForm> = {}, options?: SpecEventOptions): SpecEvent =>
  inMeeting(meetingId, { type: 'MeetingEdited', data: { ...meetingFormOf(changes), meetingId } }, options);

export const meetingPublished = (meetingId: number, options?: SpecEventOptions): SpecEvent =>
  inMeeting(meetingId, { type: 'MeetingPublished', data: { meetingId, actorId: '7' } }, options);

export const meetingRevoked = (meetingId: number, emailTitle: string | null = 'Fair cancelled', emailContent: string | null = '<p>We are sorry.</p>', options?: SpecEventOptions): SpecEvent =>
  inMeeting(meetingId, { type: 'MeetingRevoked', data: { meetingId, actorId: '7', emailTitle, emailContent } }, options);

export const meetingEnded = (meetingId: number, endTime = '2026-03-01T04:00:00.000Z', options?: SpecEventOptions): SpecEvent =>
  inMeeting(meetingId, { type: 'MeetingEnded', data: { meetingId, endTime } }, options);

export const seatReserved = (meetingId: number, seekerId: number, sequence = 0, promotedFromWaitlist = false, locale = 'en', options?: SpecEventOptions): SpecEvent =>
  inMeeting(
    meetingId,
    {
      type: 'SeatReserved',
      data: { meetingId, seekerId, reservationId: reservationUidOf(meetingId, seekerId), sequence, promotedFromWaitlist, locale, ...(promotedFromWaitlist ? { noticeId: 500 + seekerId } : {}) },
    },
    options,
  );

export const seatWaitlisted = (meetingId: number, seekerId: number, position: number, locale = 'th', options?: SpecEventOptions): SpecEvent =>
  inMeeting(meetingId, { type: 'SeatWaitlisted', data: { meetingId, seekerId, position, locale } }, options);

/** A seat given up (`sequence`: the seeker's last + 1) or, with `sequence` null, a waitlist place. */
export const reservationCancelled = (meetingId: number, seekerId: number, sequence: number | null, options?: SpecEventOptions): SpecEvent =>
  inMeeting(
    meetingId,
    {
      type: 'ReservationCancelled',
      data: { meetingId, seekerId, reservationId: sequence === null ? null : reservationUidOf(meetingId, seekerId), sequence, wasWaitlisted: sequence === null },
    },
    options,
  );

export const studentSchoolDeclared = (seekerId: number, schoolId: number | null, actorId = String(seekerId), options?: SpecEventOptions): SpecEvent =>
  specEvent(studentStream(seekerId), { type: 'StudentSchoolDeclared', data: { seekerId, schoolId, actorId } }, options);
