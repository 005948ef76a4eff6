import { meetingStream, roleCodes, type MeetingEvent, type MeetingView, type Page, type ReservationRow, type StudentSchoolView } from '@jobmarket/contracts';
import { ROLES_TABLE, USERS_TABLE } from '@jobmarket/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandContext } from '../../../eventSourcing/decider';
import { as, signIn, startSeededApi } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';
import { DEMO_PASSWORD } from '../../identity/seed/seedIdentity';
import { userAccounts } from '../../identity/users/handlers';
import { SettleBatch } from '../../moduleContext';
import { demoSeekers } from '../../resumes/seed/demoResumes';
import { demoMeetings, demoStudents } from './demoMeetings';
import { seedDemoMeetings, type SeededMeetings } from './seedDemoMeetings';

const DAY_MS = 24 * 3600_000;
const meetingOf = (key: string) => demoMeetings.find((meeting) => meeting.key === key)!;

describe('demo meetings', () => {
  let api: TestApi;
  let seeded: SeededMeetings;
  const now = new Date();

  beforeAll(async () => {
    ({ api } = await startSeededApi());
    const command: CommandContext = { actorId: 'system', correlationId: 'seed', now };
    // the demo seekers' accounts, as the resumes seed makes them (without their resumes and PDFs: not needed here)
    const role = await api.db(ROLES_TABLE).where({ code: roleCodes.seeker }).first('id');
    const batch = new SettleBatch();
    for (const seeker of demoSeekers.filter((candidate) => candidate.username !== 'seeker')) {
      const fields = { nickname: seeker.nickname, mobile: null, gender: 0, avatar: null, email: `${seeker.username}@jobmarket.example`, status: 1, deptId: null, roleIds: [Number(role.id)] };
      await userAccounts(api.moduleContext).create({ username: seeker.username, password: DEMO_PASSWORD, kind: 'seeker', fields }, command, { batch });
    }
    await batch.settle(api.moduleContext);
    seeded = await seedDemoMeetings(api.moduleContext, command);
  }, 300_000);
  afterAll(async () => api?.close());

  const eventsOf = async (meetingId: number) =>
    (await api.moduleContext.store.readStream(meetingStream(meetingId))) as unknown as (MeetingEvent & { metadata?: { correlationId?: string } })[];

  it('gives the demo school one meeting in each state, listed for it from the read model', async () => {
    expect(seeded.meetings).toBe(demoMeetings.length);
    const school = as(api, await signIn(api, 'school'));
    const { list } = (await school.get('/meetings/page?pageSize=50')).body.data as Page<MeetingView>;
    const byTitle = new Map(list.map((row) => [row.title, row]));
    expect(list).toHaveLength(demoMeetings.length);
    expect(byTitle.get(meetingOf('upcoming').title)).toMatchObject({ publishStatus: 'published', endStatus: 'ongoing', reservationCount: 4, capacity: 6, schoolId: seeded.schoolId, locale: 'en' });
    expect(byTitle.get(meetingOf('draft').title)).toMatchObject({ publishStatus: 'unpublished', endStatus: 'ongoing', reservationCount: 0, locale: 'lo' });
    expect(byTitle.get(meetingOf('ended').title)).toMatchObject({ publishStatus: 'published', endStatus: 'ended', reservationCount: 3 });
    expect(byTitle.get(meetingOf('revoked').title)).toMatchObject({ publishStatus: 'revoked', locale: 'th', emailTitle: meetingOf('revoked').apology!.emailTitle });
    expect(byTitle.get(meetingOf('allStudents').title)).toMatchObject({ studentScope: 'all', reservationCount: 2, waitlistCount: 1, onlineUrl: 'https://meet.jobmarket.example/career-talk' });
    // upcoming in the future, the ended one weeks back
    const upcoming = byTitle.get(meetingOf('upcoming').title)!;
    expect(new Date(upcoming.startsAt).getTime()).toBeGreaterThan(now.getTime() + 5 * DAY_MS);
    expect(new Date(byTitle.get(meetingOf('ended').title)!.endsAt).getTime()).toBeLessThan(now.getTime() - 20 * DAY_MS);
    // 09:00 on the demo school's clock in Vientiane (UTC+7), whatever zone the server states times in
    expect(new Date(upcoming.startsAt).toISOString().slice(11, 16)).toBe('02:00');
  });

  it('makes the demo seeker and the demo students belong to the demo school; liwei to none', async () => {
    for (const username of demoStudents) {
      const seeker = as(api, await signIn(api, username));
      expect(((await seeker.get('/students/me/school')).body.data as StudentSchoolView).schoolId).toBe(seeded.schoolId);
    }
    const liwei = as(api, await signIn(api, 'liwei'));
    expect(((await liwei.get('/students/me/school')).body.data as StudentSchoolView).schoolId).toBeNull();
  });

  it('offers the demo seeker the upcoming fair with their seat and the talk for all students, not the draft, ended or revoked ones', async () => {
    const seeker = as(api, await signIn(api, 'seeker'));
    const { list } = (await seeker.get('/meetings/upcoming?pageSize=50')).body.data as Page<MeetingView>;
    expect(list.map((row) => row.title).sort()).toEqual([meetingOf('upcoming').title, meetingOf('allStudents').title].sort());
    expect(list.find((row) => row.title === meetingOf('upcoming').title)).toMatchObject({ reservationStatus: 'reserved', waitlistPosition: null });
  });

  it('keeps the talk’s third seeker first in its waitlist, and the ended fair ended by the timer’s command at its end time', async () => {
    const school = as(api, await signIn(api, 'school'));
    const rows = ((await school.get(`/meetings/${seeded.meetingIds.allStudents}/reservations?pageSize=50`)).body.data as Page<ReservationRow>).list;
    expect(rows.map((row) => [row.status, row.position]).sort()).toEqual([
      ['reserved', null],
      ['reserved', null],
      ['waitlisted', 1],
    ]);
    const ended = await eventsOf(seeded.meetingIds.ended);
    expect(ended.map((event) => event.type)).toEqual(['MeetingCreated', 'MeetingPublished', 'SeatReserved', 'SeatReserved', 'SeatReserved', 'MeetingEnded']);
  });

  it('revokes one fair with its apology in Thai, one notice per seeker, under the seed’s correlation', async () => {
    const events = await eventsOf(seeded.meetingIds.revoked);
    expect(events.map((event) => event.type)).toEqual(['MeetingCreated', 'MeetingPublished', 'SeatReserved', 'SeatReserved', 'MeetingRevoked']);
    const revoked = events.at(-1)!;
    expect(revoked.type === 'MeetingRevoked' && revoked.data).toMatchObject({ emailTitle: meetingOf('revoked').apology!.emailTitle });
    expect(revoked.type === 'MeetingRevoked' && revoked.data.noticeIds).toHaveLength(2);
    expect(events.every((event) => event.metadata?.correlationId === 'seed')).toBe(true);
    const reserved = events.filter((event) => event.type === 'SeatReserved').map((event) => event.data);
    expect(reserved.map((data) => [data.sequence, data.locale])).toEqual([
      [0, 'th'],
      [0, 'th'],
    ]);
    const seekerIds = await api.db(USERS_TABLE).whereIn('username', meetingOf('revoked').reservedBy).pluck('id');
    expect(reserved.map((data) => data.seekerId).sort()).toEqual(seekerIds.map(Number).sort());
  });
});
