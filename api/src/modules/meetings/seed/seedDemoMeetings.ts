import { meetingForm, revokeForm, roleCodes } from '@jobmarket/contracts';
import { USERS_TABLE } from '@jobmarket/projections';
import type { CommandContext } from '../../../eventSourcing/decider';
import type { Actor } from '../../../http/actor';
import { formatDateTime } from '../../../http/time';
import { instantOfLocal } from '../../delivery/deliveryDecider';
import { demoSeekers } from '../../resumes/seed/demoResumes';
import { SettleBatch, type ModuleContext } from '../../moduleContext';
import { meetingHandlers } from '../handlers';
import { DEMO_SCHOOL_ZONE, demoMeetings, demoStudents, type DemoMeeting } from './demoMeetings';

const DAY_MS = 24 * 3600_000;
const MINUTE_MS = 60_000;

export interface SeededMeetings {
  meetings: number;
  /** Reservations made (seats and waitlist places), the revoked meeting's included. */
  reservations: number;
  /** The meetings' ids by their `demoMeetings` key. */
  meetingIds: Record<DemoMeeting['key'], number>;
  /** The demo school's id (its SCHOOL_ADMIN account's). */
  schoolId: number;
}

/**
 * Job fairs of the demo school on a fresh start (issue 16, demo data), through the same handlers as the api and the
 * end timer's worker: the demo seekers in `demoStudents` declare the demo school ("school") on their profile; the
 * school creates each meeting of `demoMeetings`, publishes it, its seekers reserve, each step at the time it would
 * have happened (an earlier `command.now`: the ended fair lies weeks back); the timer's `end` closes the ended one and
 * the school revokes one with its apology. The events keep the seed's correlation, so the reactors send no
 * confirmations — except the revoke's apology, which lands in the dev mail outbox as the issue wants. Runs after the
 * identity seed (the approved school) and the resumes seed (the demo seekers' accounts); not in production.
 */
export async function seedDemoMeetings(context: ModuleContext, command: CommandContext): Promise<SeededMeetings> {
  const handlers = meetingHandlers(context);
  const timeZone = DEMO_SCHOOL_ZONE;
  const batch = new SettleBatch();

  const userIdOf = async (username: string): Promise<number> => {
    const row = await context.db(USERS_TABLE).where({ username }).whereNull('deleted_at').first('id');
    if (!row) throw new Error(`Seed the demo accounts first: the demo meetings need ${username}.`);
    return Number(row.id);
  };
  const actorOf = (userId: number, username: string, role: string): Actor => ({ userId: String(userId), username, roles: [role], perms: new Set() });
  const schoolId = await userIdOf('school');
  const school = actorOf(schoolId, 'school', roleCodes.schoolAdmin);
  const localeOf = (username: string) => demoSeekers.find((seeker) => seeker.username === username)?.locale ?? 'en';
  const seekers = new Map<string, Actor>();
  for (const username of new Set([...demoStudents, ...demoMeetings.flatMap((meeting) => meeting.reservedBy)])) {
    seekers.set(username, actorOf(await userIdOf(username), username, roleCodes.seeker));
  }

  // the students declare their school first: a reservation for "own school only" reads it from the read model
  const declaredAt = at(-40, 9);
  for (const username of demoStudents) {
    const seeker = seekers.get(username)!;
    batch.note((await handlers.declareSchool(Number(seeker.userId), schoolId, seeker, { ...command, actorId: seeker.userId, now: declaredAt })).position);
  }
  await batch.settle(context);

  const meetingIds = {} as Record<DemoMeeting['key'], number>;
  let reservations = 0;
  for (const meeting of demoMeetings) {
    const step = (day: number, hour: number, actorId: string | undefined): CommandContext => ({ ...command, actorId, now: at(day, hour) });
    const form = meetingForm.parse({
      title: meeting.title,
      content: meeting.content,
      startTime: at(meeting.day, meeting.startHour).toISOString(),
      endTime: at(meeting.day, meeting.endHour).toISOString(),
      location: meeting.location,
      onlineUrl: meeting.onlineUrl,
      capacity: meeting.capacity,
      studentScope: meeting.studentScope,
    });
    const refused = (what: string) => (error: unknown) => {
      throw new Error(`demo meeting "${meeting.key}": ${what} refused`, { cause: error });
    };
    const created = await handlers.create(school, form, undefined, meeting.locale, step(meeting.createdDay, 10, school.userId)).catch(refused('create'));
    const meetingId = created.id;
    meetingIds[meeting.key] = meetingId;
    batch.note(created.position);
    if (meeting.published) batch.note((await handlers.publish(meetingId, school, step(meeting.createdDay, 11, school.userId)).catch(refused('publish'))).position);
    for (const [index, username] of meeting.reservedBy.entries()) {
      const seeker = seekers.get(username)!;
      // a few minutes apart, in the order listed (seats first come, first served)
      const now = new Date(at(meeting.reservedDay, 10).getTime() + index * 7 * MINUTE_MS);
      // the students reserve from Vientiane, where the school is: their mails write its times as they read them there
      const reserved = await handlers.reserve(meetingId, seeker, { locale: localeOf(username), timeZone }, { ...command, actorId: seeker.userId, now }).catch(refused(`${username}'s reservation`));
      batch.note(reserved.position);
      reservations += 1;
    }
    if (meeting.ended) {
      // the end timer's command, as its delayed job runs it once the end time has passed
      const ended = await handlers.end(meetingId, { ...command, actorId: 'system', now: new Date(at(meeting.day, meeting.endHour).getTime() + MINUTE_MS) }).catch(refused('end'));
      batch.note(ended.position);
    }
    if (meeting.apology) {
      const revoked = await handlers.revoke(meetingId, school, revokeForm.parse(meeting.apology), step(-1, 16, school.userId)).catch(refused('revoke'));
      batch.note(revoked.position);
    }
  }
  await batch.settle(context);
  return { meetings: demoMeetings.length, reservations, meetingIds, schoolId };

  /** `day` days from the seed's day at `hour` o'clock on the demo school's clock (whole hours, as timetables go). */
  function at(day: number, hour: number): Date {
    const localDay = formatDateTime(new Date(command.now.getTime() + day * DAY_MS), timeZone).slice(0, 10);
    return instantOfLocal(`${localDay}T${String(hour).padStart(2, '0')}:00`, timeZone);
  }
}
