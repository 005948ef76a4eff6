import type { MeetingEvent, MeetingForm } from '@jobmarket/contracts';
import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../eventSourcing/deciderSpecification';
import { meetingDecider, nextSequenceOf, recipientsOf, reservationUidOf, type MeetingActor, type MeetingCommand } from './meetingDecider';
import { studentDecider } from './student/studentDecider';

const given = DeciderSpecification.for(meetingDecider);

const HOUR = 3600_000;
const now = new Date('2026-03-02T02:00:00.000Z');
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

const SCHOOL = 8;
const OTHER_SCHOOL = 9;
const fields: MeetingForm = {
  title: 'งานนัดพบแรงงาน 2026',
  content: '<p>บริษัทชั้นนำ 30 แห่ง</p>',
  startTime: at(24).toISOString(),
  endTime: at(30).toISOString(),
  location: 'หอประชุมใหญ่',
  onlineUrl: null,
  capacity: 2,
  studentScope: 'ownSchool',
};

const nobody = { query: false, add: false, edit: false, publish: false, revoke: false };
const school: MeetingActor = { userId: SCHOOL, schoolId: SCHOOL, may: nobody };
const otherSchool: MeetingActor = { userId: OTHER_SCHOOL, schoolId: OTHER_SCHOOL, may: nobody };
const staff: MeetingActor = { userId: 2, schoolId: null, may: { query: true, add: true, edit: true, publish: true, revoke: true } };
const staffReader: MeetingActor = { userId: 3, schoolId: null, may: { ...nobody, query: true } };

const created: MeetingEvent = { type: 'MeetingCreated', data: { ...fields, meetingId: 1, schoolId: SCHOOL, createdBy: String(SCHOOL), locale: 'th' } };
const published: MeetingEvent = { type: 'MeetingPublished', data: { meetingId: 1, actorId: String(SCHOOL) } };
const ended: MeetingEvent = { type: 'MeetingEnded', data: { meetingId: 1, endTime: fields.endTime } };
const revokedQuietly: MeetingEvent = { type: 'MeetingRevoked', data: { meetingId: 1, actorId: String(SCHOOL), emailTitle: null, emailContent: null } };
const uid = (seekerId: number) => reservationUidOf(1, seekerId);
const seat = (seekerId: number, sequence = 0, promoted = false, noticeId?: number): MeetingEvent => ({
  type: 'SeatReserved',
  data: { meetingId: 1, seekerId, reservationId: uid(seekerId), sequence, promotedFromWaitlist: promoted, locale: 'lo', ...(noticeId === undefined ? {} : { noticeId }) },
});
const waitlisted = (seekerId: number, position: number): MeetingEvent => ({ type: 'SeatWaitlisted', data: { meetingId: 1, seekerId, position, locale: 'lo' } });
const cancelled = (seekerId: number, sequence: number): MeetingEvent => ({
  type: 'ReservationCancelled',
  data: { meetingId: 1, seekerId, reservationId: uid(seekerId), sequence, wasWaitlisted: false },
});
const leftWaitlist = (seekerId: number): MeetingEvent => ({ type: 'ReservationCancelled', data: { meetingId: 1, seekerId, reservationId: null, sequence: null, wasWaitlisted: true } });

const create = (actor: MeetingActor, schoolId = SCHOOL, isApproved = true, changes: Partial<MeetingForm> = {}): MeetingCommand => ({
  type: 'CreateMeeting',
  meetingId: 1,
  actor,
  school: { schoolId, isApproved },
  fields: { ...fields, ...changes },
  locale: 'th',
  now,
});
const edit = (actor: MeetingActor, changes: Partial<MeetingForm> = { title: 'Job fair 2026' }, when = now): MeetingCommand => ({ type: 'EditMeeting', actor, fields: { ...fields, ...changes }, now: when });
const publish = (actor: MeetingActor = school, when = now): MeetingCommand => ({ type: 'PublishMeeting', actor, now: when });
const revoke = (emailTitle: string | null = null, emailContent: string | null = null, noticeIds?: number[], actor = school, when = now): MeetingCommand => ({
  type: 'RevokeMeeting',
  actor,
  emailTitle,
  emailContent,
  now: when,
  ...(noticeIds ? { noticeIds } : {}),
});
const end = (when: Date): MeetingCommand => ({ type: 'EndMeeting', now: when });
const reserve = (seekerId: number, schoolId: number | null = SCHOOL, when = now, timeZone: string | null = null): MeetingCommand => ({
  type: 'Reserve',
  seeker: { seekerId, schoolId },
  locale: 'lo',
  timeZone,
  now: when,
});
const cancel = (seekerId: number, noticeId?: number, when = now): MeetingCommand => ({ type: 'CancelReservation', seekerId, now: when, ...(noticeId === undefined ? {} : { noticeId }) });

const open = [created, published];
const full = [...open, seat(21), seat(22)];

describe('meeting decider', () => {
  describe('creating', () => {
    it('takes a meeting from its approved school, unpublished, in the school’s language', () => given([]).when(create(school)).then([created]));

    it('lets staff holding biz:meeting:add create one for a registered school', () =>
      given([]).when(create(staff)).then([{ ...created, data: { ...created.data, createdBy: '2' } } as MeetingEvent]));

    it('tells a school whose registration is not approved why it cannot create', () =>
      given([]).when(create(school, SCHOOL, false)).thenThrows('A0440', 'meetings.refusals.schoolNotApproved'));

    it('refuses staff a school that is not registered, under the school field', () =>
      given([]).when(create(staff, 77, false)).thenThrows('A0402', 'meetings.validation.unknownSchool', { fieldErrors: { schoolId: 'meetings.validation.unknownSchool' } }));

    it('refuses a school creating for another school, and anyone without the permission', () => {
      given([]).when(create(otherSchool)).thenThrows('A0301');
      given([]).when(create(staffReader)).thenThrows('A0301');
    });

    it('refuses an end time that is not after now', () =>
      given([])
        .when(create(school, SCHOOL, true, { startTime: at(-3).toISOString(), endTime: now.toISOString() }))
        .thenThrows('A0402', 'meetings.validation.endInPast', { fieldErrors: { endTime: 'meetings.validation.endInPast' } }));
  });

  describe('editing', () => {
    it('edits an unpublished meeting (its school or staff), and an unchanged form changes nothing', () => {
      const edited: MeetingEvent = { type: 'MeetingEdited', data: { ...fields, title: 'Job fair 2026', meetingId: 1 } };
      given([created]).when(edit(school)).then([edited]);
      given([created]).when(edit(staff)).then([edited]);
      given([created]).when(edit(school, {})).thenNothingHappened();
    });

    it('edits only while unpublished', () => {
      given(open).when(edit(school)).thenThrows('A0440', 'meetings.refusals.notUnpublished');
      given([...open, revokedQuietly]).when(edit(school)).thenThrows('A0440', 'meetings.refusals.notUnpublished');
    });

    it('hides another school’s meeting (A0606), refuses staff who may only read it (A0301)', () => {
      given([created]).when(edit(otherSchool)).thenThrows('A0606');
      given([created]).when(edit(staffReader)).thenThrows('A0301');
      given([]).when(edit(school)).thenThrows('A0606');
    });

    it('refuses a meeting that is over, by its end event or by its end time, even to move it later', () => {
      const later = { startTime: at(60).toISOString(), endTime: at(66).toISOString() };
      given([created, ended]).when(edit(school, later, at(31))).thenThrows('A0440', 'meetings.refusals.ended');
      given([created]).when(edit(school, later, at(31))).thenThrows('A0440', 'meetings.refusals.ended');
    });

    it('refuses an end moved into the past', () =>
      given([created]).when(edit(school, { startTime: at(-3).toISOString(), endTime: at(-1).toISOString() })).thenThrows('A0402', 'meetings.validation.endInPast'));
  });

  describe('publishing, revoking and ending', () => {
    it('publishes an unpublished meeting once', () => {
      given([created]).when(publish()).then([published]);
      given(open).when(publish()).thenThrows('A0440', 'meetings.refusals.notUnpublished');
      given([...open, revokedQuietly]).when(publish()).thenThrows('A0440', 'meetings.refusals.notUnpublished');
    });

    it('does not publish a meeting that has ended, by the event or by the clock', () => {
      given([created, ended]).when(publish()).thenThrows('A0440', 'meetings.refusals.ended');
      given([created]).when(publish(school, at(30))).thenThrows('A0440', 'meetings.refusals.ended');
    });

    it('revokes only a published meeting that has not ended', () => {
      given([created]).when(revoke()).thenThrows('A0440', 'meetings.refusals.notPublished');
      given([...open, revokedQuietly]).when(revoke()).thenThrows('A0440', 'meetings.refusals.notPublished');
      given([...open, ended]).when(revoke()).thenThrows('A0440', 'meetings.refusals.ended');
    });

    it('revokes a meeting nobody reserved without an apology', () => given(open).when(revoke()).then([revokedQuietly]));

    it('requires the apology e-mail when anyone holds a place, naming each missing field', () => {
      given([...open, seat(21)])
        .when(revoke())
        .thenThrows('A0402', 'validation.required', { fieldErrors: { emailTitle: 'validation.required', emailContent: 'validation.required' } });
      given([...full, waitlisted(23, 1), leftWaitlist(23), cancelled(21, 1), cancelled(22, 1)]).when(revoke()).then([revokedQuietly]);
      given([...full, waitlisted(23, 1)])
        .when(revoke('Cancelled', null))
        .thenThrows('A0402', 'validation.required', { fieldErrors: { emailContent: 'validation.required' } });
    });

    it('carries one notice id per seeker with a place: seats by reservation order, then the waitlist', () =>
      given([...full, waitlisted(23, 1)])
        .when(revoke('Cancelled', 'We are sorry', [101, 102, 103]))
        .then([{ type: 'MeetingRevoked', data: { meetingId: 1, actorId: String(SCHOOL), emailTitle: 'Cancelled', emailContent: 'We are sorry', noticeIds: [101, 102, 103] } }]));

    it('lets staff holding biz:meeting:revoke revoke, not another school', () => {
      given(open).when(revoke(null, null, undefined, staff)).then([{ ...revokedQuietly, data: { ...revokedQuietly.data, actorId: '2' } } as MeetingEvent]);
      given(open).when(revoke(null, null, undefined, otherSchool)).thenThrows('A0606');
    });

    it('ends once, when its end time has come, whatever its publish status', () => {
      given(open).when(end(at(30))).then([ended]);
      given([created]).when(end(at(31))).then([ended]);
      given([...open, revokedQuietly]).when(end(at(31))).then([ended]);
      given(open).when(end(at(29))).thenNothingHappened();
      given([...open, ended]).when(end(at(40))).thenNothingHappened();
    });
  });

  describe('reserving', () => {
    it('gives a seat while seats are left, sequence 0 first', () => given(open).when(reserve(21)).then([seat(21)]));

    it('puts a seeker on the waitlist of a full meeting, in arrival order', () => {
      given(full).when(reserve(23)).then([waitlisted(23, 1)]);
      given([...full, waitlisted(23, 1)]).when(reserve(24)).then([waitlisted(24, 2)]);
    });

    it('changes nothing for a seeker who holds a seat or a waitlist place already', () => {
      given(full).when(reserve(21)).thenNothingHappened();
      given([...full, waitlisted(23, 1)]).when(reserve(23)).thenNothingHappened();
    });

    it('takes only its school’s students when the scope is its own school', () => {
      given(open).when(reserve(21, OTHER_SCHOOL)).thenThrows('A0440', 'meetings.refusals.notYourSchool');
      given(open).when(reserve(21, null)).thenThrows('A0440', 'meetings.refusals.noSchoolDeclared');
    });

    it('takes every student when the scope is all', () => {
      const forAll: MeetingEvent = { ...created, data: { ...created.data, studentScope: 'all' } } as MeetingEvent;
      given([forAll, published]).when(reserve(21, null)).then([seat(21)]);
      given([forAll, published]).when(reserve(21, OTHER_SCHOOL)).then([seat(21)]);
    });

    it('is closed unless published and not ended', () => {
      given([created]).when(reserve(21)).thenThrows('A0440', 'meetings.refusals.closed');
      given([...open, revokedQuietly]).when(reserve(21)).thenThrows('A0440', 'meetings.refusals.closed');
      given([...open, ended]).when(reserve(21)).thenThrows('A0440', 'meetings.refusals.closed');
      given(open).when(reserve(21, SCHOOL, at(30))).thenThrows('A0440', 'meetings.refusals.closed');
      given([]).when(reserve(21)).thenThrows('A0606');
    });

    it('counts the sequence on from the seeker’s last calendar message when they reserve again', () =>
      given([...open, seat(21), cancelled(21, 1)]).when(reserve(21)).then([seat(21, 2)]));
  });

  describe('cancelling', () => {
    it('frees a seat with a higher sequence', () => given([...open, seat(21)]).when(cancel(21)).then([cancelled(21, 1)]));

    it('promotes the first waiting seeker to the freed seat in the same append, with the notice that tells them', () =>
      given([...full, waitlisted(23, 1), waitlisted(24, 2)])
        .when(cancel(21, 301))
        .then([cancelled(21, 1), seat(23, 0, true, 301)]));

    it('gives a promoted seeker who held a seat before the next sequence of theirs', () =>
      given([...full, cancelled(22, 1), seat(23), waitlisted(22, 1)]).when(cancel(21, 302)).then([cancelled(21, 1), seat(22, 2, true, 302)]));

    it('keeps the zone a seeker’s browser named on their seat and their waitlist place, and on the seat they are promoted to', () => {
      const inBangkok = { timeZone: 'Asia/Bangkok' };
      const waiting: MeetingEvent = { type: 'SeatWaitlisted', data: { meetingId: 1, seekerId: 23, position: 1, locale: 'lo', ...inBangkok } };
      given(open).when(reserve(21, SCHOOL, now, 'Asia/Bangkok')).then([{ ...seat(21), data: { ...seat(21).data, ...inBangkok } } as MeetingEvent]);
      given(full).when(reserve(23, SCHOOL, now, 'Asia/Bangkok')).then([waiting]);
      given([...full, waiting]).when(cancel(21, 303)).then([cancelled(21, 1), { ...seat(23, 0, true, 303), data: { ...seat(23, 0, true, 303).data, ...inBangkok } } as MeetingEvent]);
    });

    it('takes a seeker off the waitlist without touching the seats', () =>
      given([...full, waitlisted(23, 1)]).when(cancel(23)).then([leftWaitlist(23)]));

    it('refuses a seeker with no place, and a meeting that is closed', () => {
      given(full).when(cancel(23)).thenThrows('A0440', 'meetings.refusals.noReservation');
      given([...full, cancelled(21, 1)]).when(cancel(21)).thenThrows('A0440', 'meetings.refusals.noReservation');
      given([...full, ended]).when(cancel(21)).thenThrows('A0440', 'meetings.refusals.closed');
      given([...full, revokedQuietly]).when(cancel(21)).thenThrows('A0440', 'meetings.refusals.closed');
    });
  });

  describe('who holds a place', () => {
    it('lists the seats in reservation order with their calendar identity, then the waitlist; the next sequence is one more', () => {
      const after = [...full, waitlisted(23, 1), waitlisted(24, 2), cancelled(21, 1), seat(23, 0, true)].reduce(meetingDecider.evolve, meetingDecider.initialState);
      expect(recipientsOf(after)).toEqual([
        { seekerId: 22, seat: { reservationId: uid(22), sequence: 0 }, locale: 'lo', timeZone: null },
        { seekerId: 23, seat: { reservationId: uid(23), sequence: 0 }, locale: 'lo', timeZone: null },
        { seekerId: 24, seat: null, locale: 'lo', timeZone: null },
      ]);
      expect(nextSequenceOf(after, 21)).toBe(2);
      expect(nextSequenceOf(after, 22)).toBe(1);
      expect(nextSequenceOf(after, 24)).toBe(0);
    });
  });
});

describe('student decider', () => {
  const declare = (schoolId: number | null, isKnownSchool = true) => ({ type: 'DeclareSchool' as const, seekerId: 21, schoolId, isKnownSchool, actorId: '21' });
  const declared = (schoolId: number | null) => ({ type: 'StudentSchoolDeclared' as const, data: { seekerId: 21, schoolId, actorId: '21' } });
  const student = DeciderSpecification.for(studentDecider);

  it('declares a registered school, changes it, clears it', () => {
    student([]).when(declare(SCHOOL)).then([declared(SCHOOL)]);
    student([declared(SCHOOL)]).when(declare(OTHER_SCHOOL)).then([declared(OTHER_SCHOOL)]);
    student([declared(SCHOOL)]).when(declare(null)).then([declared(null)]);
  });

  it('changes nothing when the school is the same', () => student([declared(SCHOOL)]).when(declare(SCHOOL)).thenNothingHappened());

  it('refuses a school that is not registered and approved, under the school field', () =>
    student([]).when(declare(77, false)).thenThrows('A0402', 'meetings.validation.unknownSchool', { fieldErrors: { schoolId: 'meetings.validation.unknownSchool' } }));
});
