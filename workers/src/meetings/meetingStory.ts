import type { MeetingEvent } from '@jobmarket/contracts';
import { meetingDecider, meetingStream, type MeetingState } from '@jobmarket/api/modules/meetings/meetingDecider';
import { eventWithId, momentOf, type StreamMoment } from '../platform/streamMoment';
import type { MeetingAbout, MeetingAttendee } from '@jobmarket/api/modules/meetings/invitation/meetingInvitation';
import type { ModuleContext } from '@jobmarket/api/modules/moduleContext';
import { APPLICATIONS_TABLE, USERS_TABLE } from '@jobmarket/projections';

export type Meeting = Extract<MeetingState, { exists: true }>;

/** One event of a meeting's stream with the meeting as it stood just before it and just after it. */
export type MeetingMoment = StreamMoment<Meeting, MeetingEvent>;

/** The meeting's stream folded up to the event `eventId` (a later edit or revoke sends its own mail and notice). */
export const meetingAt = (context: ModuleContext, meetingId: number, eventId: string): Promise<MeetingMoment | undefined> =>
  momentOf(context, meetingStream(meetingId), meetingDecider, eventWithId(eventId));

/**
 * The meeting's words for mails: its fields and its school's name (an approved school admin's application; the
 * school's id when the read model has none, which only a hand-made stream would cause).
 */
export async function meetingAboutOf(context: ModuleContext, meeting: Meeting): Promise<MeetingAbout> {
  const school = (await context.db(APPLICATIONS_TABLE).where({ id: meeting.schoolId }).first('school_name')) as { school_name: string | null } | undefined;
  const { title, startTime, endTime, location, onlineUrl } = meeting.fields;
  return { title, school: school?.school_name ?? String(meeting.schoolId), startTime, endTime, location, onlineUrl };
}

/** A seeker as their place recorded them: the language and the zone (null: their browser named none) to write in. */
export interface SeekerReader {
  seekerId: number;
  locale: string;
  timeZone: string | null;
}

/** The zone a seeker's mails and notices write times in: theirs when their place recorded it, else the api's. */
export const zoneOfSeeker = (context: ModuleContext, seeker: Pick<SeekerReader, 'timeZone'>): string => seeker.timeZone ?? context.config.TIME_ZONE;

/**
 * The seekers as mails address them, read at send time from the users read model in one query (an address may have
 * changed since they reserved), each in the language and zone their place recorded; a seeker without a usable address
 * or whose account is gone is left out: they still get their notice.
 */
export async function attendeesOf(
  context: ModuleContext,
  seekers: readonly SeekerReader[],
  isAddress: (value: string) => boolean,
): Promise<Map<number, MeetingAttendee>> {
  if (seekers.length === 0) return new Map();
  const users = (await context.db(USERS_TABLE)
    .whereIn('id', [...new Set(seekers.map((seeker) => seeker.seekerId))])
    .whereNull('deleted_at')
    .select('id', 'username', 'nickname', 'email')) as { id: number; username: string; nickname: string; email: string | null }[];
  const byId = new Map(users.map((user) => [Number(user.id), user]));
  const attendees = new Map<number, MeetingAttendee>();
  for (const seeker of seekers) {
    const user = byId.get(seeker.seekerId);
    if (user?.email && isAddress(user.email)) {
      attendees.set(seeker.seekerId, { name: user.nickname || user.username, email: user.email, locale: seeker.locale, timeZone: zoneOfSeeker(context, seeker) });
    }
  }
  return attendees;
}

/** One seeker as a mail addresses them (see `attendeesOf`); undefined without a usable address. */
export async function attendeeOf(context: ModuleContext, seeker: SeekerReader, isAddress: (value: string) => boolean): Promise<MeetingAttendee | undefined> {
  return (await attendeesOf(context, [seeker], isAddress)).get(seeker.seekerId);
}
