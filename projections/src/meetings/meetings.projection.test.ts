import { describe, it } from 'vitest';
import { ProjectionSpec, rowsOf, specTime } from '../testing/projectionSpec';
import {
  meetingCreated,
  meetingEdited,
  meetingEnded,
  meetingPublished,
  meetingRevoked,
  reservationCancelled,
  seatReserved,
  seatWaitlisted,
  studentSchoolDeclared,
} from './meetingEventFixtures';
import { reservationUidOf } from './meetingRow';
import { meetingsProjection } from './meetings.projection';
import { MEETING_RESERVATIONS_TABLE, MEETINGS_TABLE, STUDENT_SCHOOLS_TABLE } from './tables';

const published = (id: number) => [meetingCreated(id), meetingPublished(id)];
/** Three seats (the fixture's capacity) taken by seekers 21–23, seekers 24–26 waiting in that order. */
const full = (id: number) => [
  ...published(id),
  seatReserved(id, 21),
  seatReserved(id, 22),
  seatReserved(id, 23),
  seatWaitlisted(id, 24, 1),
  seatWaitlisted(id, 25, 2),
  seatWaitlisted(id, 26, 3),
];
const places = (...rows: [seekerId: number, status: string, position: number | null][]) =>
  rowsOf(MEETING_RESERVATIONS_TABLE, ...rows.map(([seeker_id, status, position]) => ({ seeker_id, status, position })));

describe('meetings projection', () => {
  const given = ProjectionSpec.for(meetingsProjection);

  it('records a created meeting unpublished and ongoing, with its form, school and language', () =>
    given([meetingCreated(1)]).then(
      rowsOf(MEETINGS_TABLE, {
        id: 1,
        school_id: 7,
        title: 'Spring job fair',
        content: '<p>Meet twenty employers.</p>',
        starts_at: new Date('2026-03-01T02:00:00.000Z'),
        ends_at: new Date('2026-03-01T04:00:00.000Z'),
        location: 'Main hall',
        online_url: null,
        capacity: 3,
        student_scope: 'ownSchool',
        publish_status: 'unpublished',
        end_status: 'ongoing',
        reservation_count: 0,
        waitlist_count: 0,
        locale: 'lo',
        email_title: null,
        email_content: null,
        created_by: '7',
        created_at: specTime(1),
        updated_at: null,
        published_at: null,
        revoked_at: null,
        stream_revision: 0,
      }),
      rowsOf(MEETING_RESERVATIONS_TABLE),
    ));

  it('takes an edit’s form whole', () =>
    given([meetingCreated(1)])
      .when([meetingEdited(1, { title: 'Autumn job fair', location: null, onlineUrl: 'https://meet.example.com/fair', capacity: 40, studentScope: 'all', endTime: '2026-03-01T06:00:00.000Z' })])
      .then(
        rowsOf(MEETINGS_TABLE, {
          title: 'Autumn job fair',
          location: null,
          online_url: 'https://meet.example.com/fair',
          capacity: 40,
          student_scope: 'all',
          ends_at: new Date('2026-03-01T06:00:00.000Z'),
          publish_status: 'unpublished',
          updated_at: specTime(2),
          stream_revision: 1,
        }),
      ));

  it('publishes a meeting with its time', () =>
    given([meetingCreated(1)])
      .when([meetingPublished(1)])
      .then(rowsOf(MEETINGS_TABLE, { publish_status: 'published', published_at: specTime(2), revoked_at: null })));

  it('reserves seats, counting them, each with its calendar UID, SEQUENCE and language', () =>
    given(published(1))
      .when([seatReserved(1, 21, 0, false, 'th'), seatReserved(1, 22, 0, false, 'zh-CN')])
      .then(
        rowsOf(MEETINGS_TABLE, { reservation_count: 2, waitlist_count: 0, stream_revision: 3 }),
        rowsOf(
          MEETING_RESERVATIONS_TABLE,
          { meeting_id: 1, seeker_id: 21, status: 'reserved', position: null, reservation_id: reservationUidOf(1, 21), sequence: 0, locale: 'th', reserved_at: specTime(3), updated_at: specTime(3) },
          { meeting_id: 1, seeker_id: 22, status: 'reserved', position: null, reservation_id: reservationUidOf(1, 22), sequence: 0, locale: 'zh-CN', reserved_at: specTime(4) },
        ),
      ));

  it('puts seekers of a full meeting on the waitlist in order, no SEQUENCE yet', () =>
    given(full(1)).then(
      rowsOf(MEETINGS_TABLE, { reservation_count: 3, waitlist_count: 3 }),
      rowsOf(
        MEETING_RESERVATIONS_TABLE,
        { seeker_id: 21, status: 'reserved', position: null, sequence: 0 },
        { seeker_id: 22, status: 'reserved', position: null, sequence: 0 },
        { seeker_id: 23, status: 'reserved', position: null, sequence: 0 },
        { seeker_id: 24, status: 'waitlisted', position: 1, sequence: null, reservation_id: reservationUidOf(1, 24), locale: 'th' },
        { seeker_id: 25, status: 'waitlisted', position: 2, sequence: null },
        { seeker_id: 26, status: 'waitlisted', position: 3, sequence: null },
      ),
    ));

  it('frees a cancelled seat to the first waiting seeker, moving the waitlist up', () =>
    given(full(1))
      .when([reservationCancelled(1, 22, 1), seatReserved(1, 24, 0, true)])
      .then(
        rowsOf(MEETINGS_TABLE, { reservation_count: 3, waitlist_count: 2, updated_at: specTime(10) }),
        places([21, 'reserved', null], [22, 'unreserved', null], [23, 'reserved', null], [24, 'reserved', null], [25, 'waitlisted', 1], [26, 'waitlisted', 2]),
        rowsOf(MEETING_RESERVATIONS_TABLE, { seeker_id: 22, sequence: 1, updated_at: specTime(9) }, { seeker_id: 24, sequence: 0, reserved_at: specTime(10) }, { seeker_id: 25 }, { seeker_id: 26 }, { seeker_id: 21 }, { seeker_id: 23 }),
      ));

  it('moves those behind a waiting seeker who leaves one place up, and those before stay', () =>
    given(full(1))
      .when([reservationCancelled(1, 25, null)])
      .then(
        rowsOf(MEETINGS_TABLE, { reservation_count: 3, waitlist_count: 2 }),
        places([21, 'reserved', null], [22, 'reserved', null], [23, 'reserved', null], [24, 'waitlisted', 1], [25, 'unreserved', null], [26, 'waitlisted', 2]),
      ));

  it('moves the waitlist across batches (the waitlist is read back whole)', () =>
    given([...full(1), reservationCancelled(1, 24, null)])
      .when([reservationCancelled(1, 21, 1), seatReserved(1, 25, 0, true), seatWaitlisted(1, 27, 2)])
      .then(
        rowsOf(MEETINGS_TABLE, { reservation_count: 3, waitlist_count: 2 }),
        places([21, 'unreserved', null], [22, 'reserved', null], [23, 'reserved', null], [24, 'unreserved', null], [25, 'reserved', null], [26, 'waitlisted', 1], [27, 'waitlisted', 2]),
      ));

  it('gives a seeker who comes back a new SEQUENCE on the same UID and the latest reservation time', () =>
    given([...published(1), seatReserved(1, 21), reservationCancelled(1, 21, 1)])
      .when([seatReserved(1, 21, 2, false, 'lo')])
      .then(
        rowsOf(MEETINGS_TABLE, { reservation_count: 1, waitlist_count: 0 }),
        rowsOf(MEETING_RESERVATIONS_TABLE, { seeker_id: 21, status: 'reserved', reservation_id: reservationUidOf(1, 21), sequence: 2, locale: 'lo', reserved_at: specTime(5) }),
      ));

  it('keeps a waiting seeker’s last SEQUENCE when they come back to the waitlist', () =>
    given([...full(1), reservationCancelled(1, 21, 1), seatReserved(1, 24, 0, true), reservationCancelled(1, 24, 1)])
      .when([seatReserved(1, 25, 0, true), seatWaitlisted(1, 24, 2)])
      .then(rowsOf(MEETING_RESERVATIONS_TABLE, { seeker_id: 24, status: 'waitlisted', position: 2, sequence: 1 }, { seeker_id: 26, status: 'waitlisted', position: 1 }, {}, {}, {}, {})));

  it('revokes a meeting with the apology sent, its places kept for the list', () =>
    given(full(1))
      .when([meetingRevoked(1)])
      .then(
        rowsOf(MEETINGS_TABLE, { publish_status: 'revoked', revoked_at: specTime(9), email_title: 'Fair cancelled', email_content: '<p>We are sorry.</p>', reservation_count: 3, waitlist_count: 3 }),
        places([21, 'reserved', null], [22, 'reserved', null], [23, 'reserved', null], [24, 'waitlisted', 1], [25, 'waitlisted', 2], [26, 'waitlisted', 3]),
      ));

  it('revokes a meeting nobody reserved without an apology', () =>
    given(published(1))
      .when([meetingRevoked(1, null, null)])
      .then(rowsOf(MEETINGS_TABLE, { publish_status: 'revoked', email_title: null, email_content: null })));

  it('ends a meeting whatever its publish status', () =>
    given([meetingCreated(1), ...full(2)])
      .when([meetingEnded(1), meetingEnded(2)])
      .then(
        rowsOf(MEETINGS_TABLE, { id: 1, publish_status: 'unpublished', end_status: 'ended' }, { id: 2, publish_status: 'published', end_status: 'ended', reservation_count: 3, waitlist_count: 3 }),
      ));

  it('records a seeker’s declared school, the latest declaration winning, and a clearing', () =>
    given([studentSchoolDeclared(21, 7), studentSchoolDeclared(22, 8)])
      .when([studentSchoolDeclared(21, 9, '1'), studentSchoolDeclared(22, null)])
      .then(
        rowsOf(
          STUDENT_SCHOOLS_TABLE,
          { seeker_id: 21, school_id: 9, declared_by: '1', updated_at: specTime(3), stream_revision: 1 },
          { seeker_id: 22, school_id: null, declared_by: '22', updated_at: specTime(4), stream_revision: 1 },
        ),
      ));

  it('changes nothing when a batch is applied again', () =>
    given(full(1))
      .when([reservationCancelled(1, 22, 1), seatReserved(1, 24, 0, true), reservationCancelled(1, 26, null), meetingRevoked(1), studentSchoolDeclared(21, 7)], { times: 2 })
      .then(
        rowsOf(MEETINGS_TABLE, { reservation_count: 3, waitlist_count: 1, publish_status: 'revoked', stream_revision: 11 }),
        places([21, 'reserved', null], [22, 'unreserved', null], [23, 'reserved', null], [24, 'reserved', null], [25, 'waitlisted', 1], [26, 'unreserved', null]),
        rowsOf(STUDENT_SCHOOLS_TABLE, { seeker_id: 21, school_id: 7, stream_revision: 0 }),
      ));

  it('ignores events of a meeting it never saw created, and keeps meetings apart', () =>
    given([...published(1), ...published(2)])
      .when([seatReserved(3, 21), seatReserved(2, 21), meetingPublished(3)])
      .then(
        rowsOf(MEETINGS_TABLE, { id: 1, reservation_count: 0 }, { id: 2, reservation_count: 1 }),
        rowsOf(MEETING_RESERVATIONS_TABLE, { meeting_id: 2, seeker_id: 21, status: 'reserved' }),
      ));
});
