import {
  canMeeting,
  type MeetingAction,
  type MeetingEndStatus,
  type MeetingEvent,
  type MeetingForm,
  type MeetingPublishStatus,
  type MessageKey,
} from '@jobmarket/contracts';
import type { Decider } from '../../eventSourcing/decider';
import { DomainError } from '../../http/appError';

export { meetingStream } from '@jobmarket/contracts';

/**
 * Who asks for a change to a meeting: a school administrator manages their own school's meetings without any
 * permission string (role and ownership); staff act on every school's with `biz:meeting:*`.
 */
export interface MeetingActor {
  userId: number;
  /** A SCHOOL_ADMIN's own school (their user id), null for anyone else. */
  schoolId: number | null;
  may: { query: boolean; add: boolean; edit: boolean; publish: boolean; revoke: boolean };
}

/** A seeker asking for a place: their user id and the school they declared (null: none). */
export interface MeetingSeeker {
  seekerId: number;
  schoolId: number | null;
}

export interface Seat {
  seekerId: number;
  /** The calendar UID (`reservationUidOf`). */
  reservationId: string;
  /** The SEQUENCE its SeatReserved carried. */
  sequence: number;
  /** The seeker's language when they reserved: their mails are written in it. */
  locale: string;
  /** The zone their browser named when they reserved: their mails write times in it (null: the api's TIME_ZONE). */
  timeZone: string | null;
}

export interface WaitingSeeker {
  seekerId: number;
  locale: string;
  timeZone: string | null;
}

export interface Meeting {
  meetingId: number;
  schoolId: number;
  fields: MeetingForm;
  publishStatus: MeetingPublishStatus;
  endStatus: MeetingEndStatus;
  /** The school's language when it created the meeting (the apology draft's). */
  locale: string;
  /** Seats in reservation order. */
  seats: Seat[];
  /** First come first: the first is promoted when a seat frees. */
  waitlist: WaitingSeeker[];
  /** The last SEQUENCE sent to each seeker who ever held a seat (by seeker id): the next one is one more. */
  lastSequence: Record<number, number>;
}

export type MeetingState = { exists: false } | ({ exists: true } & Meeting);

export type MeetingCommand =
  | {
      type: 'CreateMeeting';
      meetingId: number;
      actor: MeetingActor;
      /** The school it is for (the school admin's own, or the one staff chose) and whether it is a registered, approved one. */
      school: { schoolId: number; isApproved: boolean };
      fields: MeetingForm;
      locale: string;
      now: Date;
    }
  | { type: 'EditMeeting'; actor: MeetingActor; fields: MeetingForm; now: Date }
  | { type: 'PublishMeeting'; actor: MeetingActor; now: Date }
  /** `noticeIds`: one per recipient, in the order of `recipientsOf(state)` (the handler reserves them). */
  | { type: 'RevokeMeeting'; actor: MeetingActor; emailTitle: string | null; emailContent: string | null; now: Date; noticeIds?: number[] }
  /** The timer at endTime: nothing happens unless the time has come and it has not ended yet. */
  | { type: 'EndMeeting'; now: Date }
  | { type: 'Reserve'; seeker: MeetingSeeker; locale: string; timeZone: string | null; now: Date }
  /** `noticeId`: for the waiting seeker promoted to the freed seat, when there is one. */
  | { type: 'CancelReservation'; seekerId: number; now: Date; noticeId?: number };

type Existing = Extract<MeetingState, { exists: true }>;

/** The calendar UID of a seeker's reservation at a meeting: stable, so calendar clients match updates and cancellations. */
export const reservationUidOf = (meetingId: number, seekerId: number): string => `meeting-${meetingId}-seeker-${seekerId}@jobmarket`;

/** The SEQUENCE the seeker's next calendar message carries: 0 first, then one more than the last one sent. */
export function nextSequenceOf(state: MeetingState, seekerId: number): number {
  if (!state.exists) return 0;
  const last = state.lastSequence[seekerId];
  return last === undefined ? 0 : last + 1;
}

/** Someone holding a place when the meeting is revoked: a seat (with its calendar identity) or a waitlist place. */
export interface MeetingRecipient {
  seekerId: number;
  /** `sequence` is the seat's last one sent; its CANCEL carries `nextSequenceOf(state, seekerId)`. */
  seat: { reservationId: string; sequence: number } | null;
  locale: string;
  timeZone: string | null;
}

/** Everyone with a place, seats in reservation order then the waitlist: the order of a revoke's `noticeIds`. */
export function recipientsOf(state: MeetingState): MeetingRecipient[] {
  if (!state.exists) return [];
  return [
    ...state.seats.map(({ seekerId, reservationId, sequence, locale, timeZone }) => ({ seekerId, seat: { reservationId, sequence }, locale, timeZone })),
    ...state.waitlist.map(({ seekerId, locale, timeZone }) => ({ seekerId, seat: null, locale, timeZone })),
  ];
}

/** The seeker's place: a seat, a waitlist position (1 first), or none. */
export function placeOf(state: MeetingState, seekerId: number): { status: 'reserved' | 'waitlisted'; position: number | null } | null {
  if (!state.exists) return null;
  if (state.seats.some((seat) => seat.seekerId === seekerId)) return { status: 'reserved', position: null };
  const index = state.waitlist.findIndex((waiting) => waiting.seekerId === seekerId);
  return index < 0 ? null : { status: 'waitlisted', position: index + 1 };
}

/** Ended: MeetingEnded was recorded, or its end time has passed (the timer may be late). */
export const hasEnded = (meeting: Meeting, now: Date): boolean => meeting.endStatus === 'ended' || new Date(meeting.fields.endTime).getTime() <= now.getTime();

/** Whether seekers may reserve or cancel now: published and not ended. */
export const isOpen = (meeting: Meeting, now: Date): boolean => meeting.publishStatus === 'published' && !hasEnded(meeting, now);

function fieldError(field: string, key: MessageKey): DomainError {
  return new DomainError('A0402', key, {}, { errors: { [field]: key } });
}

function existing(state: MeetingState): Existing {
  if (!state.exists) throw new DomainError('A0606');
  return state;
}

type ManageAction = Extract<keyof MeetingActor['may'], 'edit' | 'publish' | 'revoke'>;

/**
 * The meeting, when the actor may take the action on it: its own school's administrator, or staff holding the
 * action's permission. Staff who may only read it are refused (A0301); anyone else learns nothing (A0606).
 */
export function managedBy(state: MeetingState, actor: MeetingActor, action: ManageAction): Existing {
  const meeting = existing(state);
  if (actor.schoolId !== null && actor.schoolId === meeting.schoolId) return meeting;
  if (actor.may[action]) return meeting;
  throw new DomainError(actor.may.query ? 'A0301' : 'A0606');
}

/** The publish status table first, then the end: a meeting that has ended changes no more. */
function refuseUnless(meeting: Meeting, action: MeetingAction, now?: Date): void {
  if (!canMeeting(meeting.publishStatus, action)) throw new DomainError('A0440', action === 'revoke' ? 'meetings.refusals.notPublished' : 'meetings.refusals.notUnpublished');
  if (now && hasEnded(meeting, now)) throw new DomainError('A0440', 'meetings.refusals.ended');
}

function refuseEndInPast(fields: MeetingForm, now: Date): void {
  if (new Date(fields.endTime).getTime() <= now.getTime()) throw fieldError('endTime', 'meetings.validation.endInPast');
}

/** A reader's zone as events carry it: named when known, left out otherwise (the api's TIME_ZONE then). */
const zoneOf = (timeZone: string | null): { timeZone?: string } => (timeZone === null ? {} : { timeZone });

const sameFields = (a: MeetingForm, b: MeetingForm) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

function decideReserve(meeting: Existing, command: Extract<MeetingCommand, { type: 'Reserve' }>): MeetingEvent[] {
  if (!isOpen(meeting, command.now)) throw new DomainError('A0440', 'meetings.refusals.closed');
  const { seekerId, schoolId } = command.seeker;
  // asked twice (a double click, a retried request): the place they hold is the answer
  if (placeOf(meeting, seekerId)) return [];
  if (meeting.fields.studentScope === 'ownSchool') {
    if (schoolId === null) throw new DomainError('A0440', 'meetings.refusals.noSchoolDeclared');
    if (schoolId !== meeting.schoolId) throw new DomainError('A0440', 'meetings.refusals.notYourSchool');
  }
  const { meetingId } = meeting;
  const reader = { locale: command.locale, ...zoneOf(command.timeZone) };
  if (meeting.seats.length < meeting.fields.capacity) {
    const seat = { reservationId: reservationUidOf(meetingId, seekerId), sequence: nextSequenceOf(meeting, seekerId) };
    return [{ type: 'SeatReserved', data: { meetingId, seekerId, ...seat, promotedFromWaitlist: false, ...reader } }];
  }
  return [{ type: 'SeatWaitlisted', data: { meetingId, seekerId, position: meeting.waitlist.length + 1, ...reader } }];
}

function decideCancel(meeting: Existing, command: Extract<MeetingCommand, { type: 'CancelReservation' }>): MeetingEvent[] {
  if (!isOpen(meeting, command.now)) throw new DomainError('A0440', 'meetings.refusals.closed');
  const { meetingId } = meeting;
  const { seekerId } = command;
  const place = placeOf(meeting, seekerId);
  if (!place) throw new DomainError('A0440', 'meetings.refusals.noReservation');
  if (place.status === 'waitlisted') return [{ type: 'ReservationCancelled', data: { meetingId, seekerId, reservationId: null, sequence: null, wasWaitlisted: true } }];
  const cancelled: MeetingEvent = {
    type: 'ReservationCancelled',
    data: { meetingId, seekerId, reservationId: reservationUidOf(meetingId, seekerId), sequence: nextSequenceOf(meeting, seekerId), wasWaitlisted: false },
  };
  const first = meeting.waitlist[0];
  if (!first) return [cancelled];
  // the freed seat goes to the first waiting seeker in the same append: no one else can take it in between
  const promoted: MeetingEvent = {
    type: 'SeatReserved',
    data: {
      meetingId,
      seekerId: first.seekerId,
      reservationId: reservationUidOf(meetingId, first.seekerId),
      sequence: nextSequenceOf(meeting, first.seekerId),
      promotedFromWaitlist: true,
      locale: first.locale,
      ...zoneOf(first.timeZone),
      ...(command.noticeId === undefined ? {} : { noticeId: command.noticeId }),
    },
  };
  return [cancelled, promoted];
}

function decideRevoke(meeting: Existing, command: Extract<MeetingCommand, { type: 'RevokeMeeting' }>): MeetingEvent[] {
  // a job fair that has taken place is not called off
  refuseUnless(meeting, 'revoke', command.now);
  const recipients = recipientsOf(meeting);
  if (recipients.length > 0) {
    // everyone holding a place is told why: the apology is required, every missing field named at once
    const errors: Record<string, string> = {};
    if (!command.emailTitle) errors.emailTitle = 'validation.required';
    if (!command.emailContent) errors.emailContent = 'validation.required';
    if (Object.keys(errors).length > 0) throw new DomainError('A0402', 'validation.required', {}, { errors });
  }
  if (command.noticeIds && command.noticeIds.length !== recipients.length) throw new Error(`revoke: ${command.noticeIds.length} notice ids for ${recipients.length} recipients`);
  const noticeIds = command.noticeIds && recipients.length > 0 ? { noticeIds: command.noticeIds } : {};
  return [
    {
      type: 'MeetingRevoked',
      data: { meetingId: meeting.meetingId, actorId: String(command.actor.userId), emailTitle: command.emailTitle, emailContent: command.emailContent, ...noticeIds },
    },
  ];
}

function withoutSeeker<Entry extends { seekerId: number }>(entries: Entry[], seekerId: number): Entry[] {
  return entries.filter((entry) => entry.seekerId !== seekerId);
}

/**
 * A job fair (stream `meeting-<id>`), by contracts' meetingTransitions: created unpublished by its school (or staff
 * for a school), edited while unpublished, published, revoked (with the apology when anyone holds a place); ended by
 * its timer once its end time has come. Its seats and waitlist live on the same stream, so the capacity is decided
 * with the stream's expected revision: the last seat never goes twice.
 */
export const meetingDecider: Decider<MeetingState, MeetingCommand, MeetingEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    if (event.type === 'MeetingCreated') {
      const { meetingId, schoolId, createdBy: _createdBy, locale, ...fields } = event.data;
      return { exists: true, meetingId, schoolId, fields, publishStatus: 'unpublished', endStatus: 'ongoing', locale, seats: [], waitlist: [], lastSequence: {} };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'MeetingEdited': {
        const { meetingId: _meetingId, ...fields } = event.data;
        return { ...state, fields };
      }
      case 'MeetingPublished':
        return { ...state, publishStatus: 'published' };
      case 'MeetingRevoked':
        return { ...state, publishStatus: 'revoked' };
      case 'MeetingEnded':
        return { ...state, endStatus: 'ended' };
      case 'SeatReserved': {
        const { seekerId, reservationId, sequence, locale, timeZone = null } = event.data;
        return {
          ...state,
          seats: [...withoutSeeker(state.seats, seekerId), { seekerId, reservationId, sequence, locale, timeZone }],
          waitlist: withoutSeeker(state.waitlist, seekerId),
          lastSequence: { ...state.lastSequence, [seekerId]: sequence },
        };
      }
      case 'SeatWaitlisted': {
        const { seekerId, locale, timeZone = null } = event.data;
        return { ...state, seats: withoutSeeker(state.seats, seekerId), waitlist: [...withoutSeeker(state.waitlist, seekerId), { seekerId, locale, timeZone }] };
      }
      case 'ReservationCancelled': {
        const { seekerId, sequence } = event.data;
        return {
          ...state,
          seats: withoutSeeker(state.seats, seekerId),
          waitlist: withoutSeeker(state.waitlist, seekerId),
          lastSequence: sequence === null ? state.lastSequence : { ...state.lastSequence, [seekerId]: sequence },
        };
      }
    }
    return state;
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateMeeting': {
        const { actor, school } = command;
        const isOwnSchool = actor.schoolId !== null && actor.schoolId === school.schoolId;
        if (!isOwnSchool && !actor.may.add) throw new DomainError('A0301');
        if (!school.isApproved) {
          if (isOwnSchool) throw new DomainError('A0440', 'meetings.refusals.schoolNotApproved');
          throw fieldError('schoolId', 'meetings.validation.unknownSchool');
        }
        refuseEndInPast(command.fields, command.now);
        if (state.exists) throw new DomainError('A0440');
        const { meetingId, fields, locale } = command;
        return [{ type: 'MeetingCreated', data: { ...fields, meetingId, schoolId: school.schoolId, createdBy: String(actor.userId), locale } }];
      }
      case 'EditMeeting': {
        const meeting = managedBy(state, command.actor, 'edit');
        // a fair that is over stays over (its end is never undone): editing it would change what nobody can publish
        refuseUnless(meeting, 'edit', command.now);
        refuseEndInPast(command.fields, command.now);
        if (sameFields(meeting.fields, command.fields)) return [];
        return [{ type: 'MeetingEdited', data: { ...command.fields, meetingId: meeting.meetingId } }];
      }
      case 'PublishMeeting': {
        const meeting = managedBy(state, command.actor, 'publish');
        refuseUnless(meeting, 'publish', command.now);
        return [{ type: 'MeetingPublished', data: { meetingId: meeting.meetingId, actorId: String(command.actor.userId) } }];
      }
      case 'RevokeMeeting':
        return decideRevoke(managedBy(state, command.actor, 'revoke'), command);
      case 'EndMeeting': {
        const meeting = existing(state);
        // once, and only when due: a timer set before an edit moved the end finds nothing to do
        if (meeting.endStatus === 'ended' || new Date(meeting.fields.endTime).getTime() > command.now.getTime()) return [];
        return [{ type: 'MeetingEnded', data: { meetingId: meeting.meetingId, endTime: meeting.fields.endTime } }];
      }
      case 'Reserve':
        return decideReserve(existing(state), command);
      case 'CancelReservation':
        return decideCancel(existing(state), command);
    }
  },
};
