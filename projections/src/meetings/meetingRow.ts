import type { MeetingEndStatus, MeetingEvent, MeetingPublishStatus, ReservationStatus, StudentScope } from '@jobmarket/contracts';

/** A row of MEETINGS_TABLE as the projection writes it (meetings-seams.md: MeetingView in snake_case). */
export interface MeetingRowColumns {
  id: number;
  school_id: number;
  title: string;
  content: string;
  starts_at: Date;
  ends_at: Date;
  location: string | null;
  online_url: string | null;
  capacity: number;
  student_scope: StudentScope;
  publish_status: MeetingPublishStatus;
  /** 'ended' once MeetingEnded was recorded (readers also compare `ends_at` with now). */
  end_status: MeetingEndStatus;
  /** Seats held. */
  reservation_count: number;
  /** Seekers in the waitlist. */
  waitlist_count: number;
  locale: string;
  email_title: string | null;
  email_content: string | null;
  created_by: string;
  created_at: Date;
  /** When an event after the creation last changed it (an edit, a status, a reservation). */
  updated_at: Date | null;
  published_at: Date | null;
  revoked_at: Date | null;
  /** The revision of the meeting's stream last applied (its reservations' too: they live on that stream). */
  stream_revision: number;
}

export const MEETING_ROW_COLUMNS = [
  'id',
  'school_id',
  'title',
  'content',
  'starts_at',
  'ends_at',
  'location',
  'online_url',
  'capacity',
  'student_scope',
  'publish_status',
  'end_status',
  'reservation_count',
  'waitlist_count',
  'locale',
  'email_title',
  'email_content',
  'created_by',
  'created_at',
  'updated_at',
  'published_at',
  'revoked_at',
  'stream_revision',
] as const satisfies readonly (keyof MeetingRowColumns)[];

/** A row of MEETING_RESERVATIONS_TABLE: one seeker's place at one meeting. */
export interface MeetingReservationRowColumns {
  meeting_id: number;
  seeker_id: number;
  status: ReservationStatus;
  /** Place in the waitlist, 1 first; null unless waitlisted. */
  position: number | null;
  /** The calendar UID (stable per seeker and meeting). */
  reservation_id: string;
  /** The last SEQUENCE sent for the reservation (a seat or its cancellation); null while the seeker never held a seat. */
  sequence: number | null;
  locale: string;
  /** The latest reserve or waitlisting (a promotion counts). */
  reserved_at: Date;
  updated_at: Date;
}

export const MEETING_RESERVATION_ROW_COLUMNS = [
  'meeting_id',
  'seeker_id',
  'status',
  'position',
  'reservation_id',
  'sequence',
  'locale',
  'reserved_at',
  'updated_at',
] as const satisfies readonly (keyof MeetingReservationRowColumns)[];

/** A row of STUDENT_SCHOOLS_TABLE. */
export interface StudentSchoolRowColumns {
  seeker_id: number;
  school_id: number | null;
  declared_by: string;
  updated_at: Date;
  stream_revision: number;
}

/**
 * The calendar UID of a seeker's reservation at a meeting, as the api's `reservationUidOf` makes it
 * (meetings-seams.md "Calendar identity"); a seeker only ever waitlisted has no SeatReserved to carry it, and gets
 * the same one here. The property test holds the two together.
 */
export const reservationUidOf = (meetingId: number, seekerId: number): string => `meeting-${meetingId}-seeker-${seekerId}@jobmarket`;

/** One meeting as a batch folds it: its row and the reservations the batch may change (every waitlisted one among them). */
export interface MeetingFold {
  meeting: MeetingRowColumns | undefined;
  /** By seeker id. */
  reservations: Map<number, MeetingReservationRowColumns>;
  meetingChanged: boolean;
  /** Seekers whose row changed. */
  changedSeekers: Set<number>;
}

/**
 * Folds one event of the meeting's stream into the fold. The events are what the meeting's decider (api
 * meetingDecider) accepted, so the rows follow them without re-deciding; they keep the seats, the waitlist's order and
 * the counts the decider's state keeps (the property test holds the two together). A seeker leaving the waitlist (a
 * promotion, a cancellation) moves everyone behind them one place up. `at` is when the event was recorded.
 */
export function evolveMeetingFold(fold: MeetingFold, event: MeetingEvent, at: Date, revision: number): void {
  if (event.type === 'MeetingCreated') {
    const { data } = event;
    fold.meeting = {
      id: data.meetingId,
      school_id: data.schoolId,
      ...formColumns(data),
      publish_status: 'unpublished',
      end_status: 'ongoing',
      reservation_count: 0,
      waitlist_count: 0,
      locale: data.locale,
      email_title: null,
      email_content: null,
      created_by: data.createdBy,
      created_at: at,
      updated_at: null,
      published_at: null,
      revoked_at: null,
      stream_revision: revision,
    };
    fold.meetingChanged = true;
    return;
  }
  const meeting = fold.meeting;
  // a history that starts mid-way (no creation seen): nothing to follow
  if (!meeting) return;
  switch (event.type) {
    case 'MeetingEdited':
      Object.assign(meeting, formColumns(event.data));
      break;
    case 'MeetingPublished':
      Object.assign(meeting, { publish_status: 'published', published_at: at });
      break;
    case 'MeetingRevoked':
      Object.assign(meeting, { publish_status: 'revoked', revoked_at: at, email_title: event.data.emailTitle, email_content: event.data.emailContent });
      break;
    case 'MeetingEnded':
      meeting.end_status = 'ended';
      break;
    case 'SeatReserved': {
      const { data } = event;
      const before = fold.reservations.get(data.seekerId);
      if (before?.status === 'waitlisted') leaveWaitlist(fold, before, at);
      if (before?.status !== 'reserved') meeting.reservation_count += 1;
      place(fold, data.meetingId, data.seekerId, { status: 'reserved', position: null, reservation_id: data.reservationId, sequence: data.sequence, locale: data.locale, reserved_at: at }, at);
      break;
    }
    case 'SeatWaitlisted': {
      const { data } = event;
      const before = fold.reservations.get(data.seekerId);
      if (before?.status === 'reserved') meeting.reservation_count -= 1;
      if (before?.status !== 'waitlisted') meeting.waitlist_count += 1;
      place(fold, data.meetingId, data.seekerId, { status: 'waitlisted', position: data.position, locale: data.locale, reserved_at: at }, at);
      break;
    }
    case 'ReservationCancelled': {
      const { data } = event;
      const before = fold.reservations.get(data.seekerId);
      if (!before) break;
      if (before.status === 'reserved') meeting.reservation_count -= 1;
      if (before.status === 'waitlisted') leaveWaitlist(fold, before, at);
      place(fold, data.meetingId, data.seekerId, { status: 'unreserved', position: null, ...(data.sequence === null ? {} : { sequence: data.sequence }) }, at);
      break;
    }
  }
  meeting.updated_at = at;
  meeting.stream_revision = revision;
  fold.meetingChanged = true;
}

function formColumns(form: Extract<MeetingEvent, { type: 'MeetingEdited' }>['data']) {
  return {
    title: form.title,
    content: form.content,
    starts_at: new Date(form.startTime),
    ends_at: new Date(form.endTime),
    location: form.location,
    online_url: form.onlineUrl ?? null,
    capacity: form.capacity,
    student_scope: form.studentScope,
  };
}

/** The seeker's row with the changes (a first place creates it). */
function place(fold: MeetingFold, meetingId: number, seekerId: number, changes: Partial<MeetingReservationRowColumns>, at: Date): void {
  const before = fold.reservations.get(seekerId);
  const base: MeetingReservationRowColumns = before ?? {
    meeting_id: meetingId,
    seeker_id: seekerId,
    status: 'unreserved',
    position: null,
    reservation_id: reservationUidOf(meetingId, seekerId),
    sequence: null,
    locale: 'en',
    reserved_at: at,
    updated_at: at,
  };
  fold.reservations.set(seekerId, { ...base, ...changes, updated_at: at });
  fold.changedSeekers.add(seekerId);
}

/** The seeker leaves the waitlist: the meeting counts one fewer, everyone behind them moves one place up. */
function leaveWaitlist(fold: MeetingFold, leaving: MeetingReservationRowColumns, at: Date): void {
  fold.meeting!.waitlist_count -= 1;
  const from = leaving.position ?? Number.POSITIVE_INFINITY;
  for (const row of fold.reservations.values()) {
    if (row.status !== 'waitlisted' || row.seeker_id === leaving.seeker_id || row.position === null || row.position < from) continue;
    fold.reservations.set(row.seeker_id, { ...row, position: row.position - 1, updated_at: at });
    fold.changedSeekers.add(row.seeker_id);
  }
}
