import { meetingForm, meetingStream, type MeetingEvent, type MeetingFormInput, type MeetingView, type MyReservationRow, type ReservationRow, type StudentSchoolView } from '@jobmarket/contracts';
import { MEETING_RESERVATIONS_TABLE, MEETINGS_TABLE } from '@jobmarket/projections';
import { READER_TIME_ZONE_HEADER } from '@jobmarket/contracts/platform/readerZone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../eventSourcing/history';
import type { Actor } from '../../http/actor';
import { as, signIn, startSeededApi, type ApiClient } from '../../testing/identityFixtures';
import type { TestApi } from '../../testing/testApi';
import { multipart, pdf, png, registrationCode, send } from '../registration/registrationFixtures';
import { loadState } from '../../eventSourcing/commandHandler';
import { streamQueue } from '../../eventSourcing/streamQueue';
import { formatDateTime } from '../../http/time';
import { meetingHandlers } from './handlers';
import { meetingDecider } from './meetingDecider';

type Page<Row> = { list: Row[]; total: number };
type Caller = { client: ApiClient; authorization: string; userId: number };

const HOUR = 3600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A complete meeting form: tomorrow, two hours, on campus; override what a test is about. */
function meetingFormOf(overrides: Partial<MeetingFormInput> = {}): MeetingFormInput {
  return {
    title: 'งานนัดพบแรงงาน ประจำปี 2026',
    content: '<p>บริษัทชั้นนำกว่า 30 แห่ง <strong>สัมภาษณ์ทันที</strong></p>',
    startTime: inHours(24),
    endTime: inHours(26),
    location: 'หอประชุมใหญ่ อาคาร 1',
    onlineUrl: null,
    capacity: 100,
    studentScope: 'ownSchool',
    ...overrides,
  };
}

describe('job fairs over HTTP', () => {
  let api: TestApi;
  let root: ApiClient;
  let school: Caller;
  let otherSchool: Caller;
  let pendingSchool: Caller;
  let seeker: Caller;
  let otherSeeker: Caller;
  let homeless: Caller;
  let mobileSeq = 13_600_000_000 + Math.floor(Math.random() * 90_000_000);
  let serial = 0;

  const userIdOf = async (client: ApiClient) => ((await client.get('/users/me')).body.data as { userId: number }).userId;
  async function caller(username: string, password?: string): Promise<Caller> {
    const authorization = await signIn(api, username, password);
    const client = as(api, authorization);
    return { client, authorization, userId: await userIdOf(client) };
  }

  /** A school administrator registered through the portal (pending audit), approved by root unless told not to. */
  async function registeredSchool(name: string, approve = true): Promise<Caller> {
    const mobile = String(mobileSeq++);
    const fields = { username: name, nickname: 'Head', password: 'secret123', gender: '1', email: `head${mobile}@school.example`, mobile, code: await registrationCode(api, mobile), schoolName: name };
    const { body } = await send(api, 'POST', '/registrations/school-admin', multipart(fields, { avatar: [png('head.png')], schoolLicense: [pdf('school.pdf')] }));
    expect(body.code, body.msg).toBe('00000');
    const userId = (body.data as { userId: number }).userId;
    if (approve) {
      const audited = await root.put(`/school-admins/${userId}/audit`, { auditStatus: 1 });
      expect(audited.body.code, audited.body.msg).toBe('00000');
    }
    return { ...(await caller(name, 'secret123')), userId };
  }

  /** A seeker registered through the portal's sign-up, declaring their school there when given one. */
  async function registeredSeeker(schoolId?: number): Promise<Caller> {
    const username = `student-${Date.now().toString(36)}-${++serial}`;
    const fields: Record<string, string> = { username, nickname: `Student ${serial}`, email: `${username}@example.com`, password: 'secret123', gender: '2' };
    if (schoolId !== undefined) fields.schoolId = String(schoolId);
    const { body } = await send(api, 'POST', '/registrations/job-seeker', multipart(fields, { avatar: [png()] }));
    expect(body.code, body.msg).toBe('00000');
    return caller(username, 'secret123');
  }

  async function created(by: Caller | ApiClient, overrides: Partial<MeetingFormInput> = {}, extra: Record<string, unknown> = {}): Promise<MeetingView> {
    const client = 'client' in by ? by.client : by;
    const { body } = await client.post('/meetings', { ...meetingFormOf(overrides), ...extra });
    expect(body.code, body.msg).toBe('00000');
    return body.data as MeetingView;
  }
  async function published(by: Caller, overrides: Partial<MeetingFormInput> = {}): Promise<MeetingView> {
    const meeting = await created(by, overrides);
    const { body } = await by.client.put(`/meetings/${meeting.id}/publish`);
    expect(body.code, body.msg).toBe('00000');
    expect((body.data as MeetingView).publishStatus).toBe('published');
    return body.data as MeetingView;
  }
  async function reserve(who: Caller, meetingId: number) {
    const { body } = await who.client.put(`/meetings/${meetingId}/reserve`);
    expect(body.code, body.msg).toBe('00000');
    return body.data as { status: string; position: number | null };
  }
  const eventsOf = async (meetingId: number) => (await api.store.readStream(meetingStream(meetingId))).map((event) => event as unknown as MeetingEvent);

  beforeAll(async () => {
    ({ api, root } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    school = await caller('school');
    otherSchool = await registeredSchool('Hillside High');
    pendingSchool = await registeredSchool('Lakeside College', false);
    seeker = await caller('seeker');
    const declared = await seeker.client.put('/students/me/school', { schoolId: school.userId });
    expect(declared.body.code, declared.body.msg).toBe('00000');
    otherSeeker = await registeredSeeker(otherSchool.userId);
    homeless = await registeredSeeker();
  }, 180_000);
  afterAll(async () => api?.close());

  it('asks anonymous callers to sign in on every meeting route but the school list', async () => {
    const calls: [string, string][] = [
      ['GET', '/meetings/page'],
      ['GET', '/meetings/export'],
      ['GET', '/meetings/upcoming'],
      ['GET', '/meetings/reservations/mine'],
      ['POST', '/meetings'],
      ['GET', '/meetings/1'],
      ['PUT', '/meetings/1'],
      ['PUT', '/meetings/1/publish'],
      ['PUT', '/meetings/1/revoke'],
      ['PUT', '/meetings/1/reserve'],
      ['PUT', '/meetings/1/cancel-reservation'],
      ['GET', '/meetings/1/apology-draft'],
      ['GET', '/meetings/1/history'],
      ['GET', '/meetings/1/reservations'],
      ['GET', '/meetings/1/reservations/export'],
      ['GET', '/students/me/school'],
      ['PUT', '/students/me/school'],
      ['GET', '/students/1/school'],
      ['PUT', '/students/1/school'],
    ];
    for (const [method, path] of calls) {
      const { status, body } = await api.call(`/api/v1${path}`, { method });
      expect({ path, status, code: body.code }).toEqual({ path, status: 401, code: 'A0230' });
    }
    // every route is in the OpenAPI document, the create body with the form's fields and the staff's schoolId
    // any: the test reads deep, ad-hoc paths of a JSON document
    const document = (await (await fetch(`${api.baseUrl}/api/v1/openapi.json`)).json()) as any;
    for (const [method, path] of calls) expect(document.paths[`/api/v1${path.replace(/\/1\b/, '/{id}').replace('/students/{id}', '/students/{seekerId}')}`]?.[method.toLowerCase()], path).toBeDefined();
    expect(JSON.stringify(document.paths['/api/v1/meetings'].post.requestBody)).toContain('schoolId');
    const schools = await api.call('/api/v1/meetings/schools');
    expect(schools.body.data).toEqual(expect.arrayContaining([{ id: school.userId, name: 'school' }, { id: otherSchool.userId, name: 'Hillside High' }]));
    expect((schools.body.data as { id: number }[]).some((option) => option.id === pendingSchool.userId)).toBe(false);
  });

  it('keeps the school a seeker declared at registration or on their profile, and refuses one that is not registered', async () => {
    expect((await otherSeeker.client.get('/students/me/school')).body.data).toEqual({ seekerId: otherSeeker.userId, schoolId: otherSchool.userId, schoolName: 'Hillside High' });
    expect((await seeker.client.get('/students/me/school')).body.data).toEqual({ seekerId: seeker.userId, schoolId: school.userId, schoolName: 'school' });
    const refused = await homeless.client.put('/students/me/school', { schoolId: pendingSchool.userId });
    expect(refused.body.code).toBe('A0402');
    expect((refused.body.data as { errors: Record<string, string> }).errors).toEqual({ schoolId: 'Choose a registered school' });
    const form = multipart({ username: `student-x-${Date.now()}`, nickname: 'X', email: `x${Date.now()}@example.com`, password: 'secret123', gender: '1', schoolId: String(pendingSchool.userId) }, { avatar: [png()] });
    const registration = await send(api, 'POST', '/registrations/job-seeker', form);
    expect(registration.body.code).toBe('A0402');
    expect((registration.body.data as { errors: Record<string, string> }).errors).toEqual({ schoolId: 'Choose a registered school' });
    // staff correct it (ROOT holds biz:meeting:student); a school administrator may not
    expect((await school.client.put(`/students/${homeless.userId}/school`, { schoolId: school.userId })).body.code).toBe('A0301');
    const corrected = await root.put(`/students/${homeless.userId}/school`, { schoolId: otherSchool.userId });
    expect(corrected.body.data as StudentSchoolView).toEqual({ seekerId: homeless.userId, schoolId: otherSchool.userId, schoolName: 'Hillside High' });
    const cleared = await root.put(`/students/${homeless.userId}/school`, { schoolId: null });
    expect(cleared.body.data as StudentSchoolView).toEqual({ seekerId: homeless.userId, schoolId: null, schoolName: null });
  });

  it('lets a school create, edit and publish its own meeting, content sanitised, and no other school touch it', async () => {
    const meeting = await created(school, { content: '<p onclick="steal()">Welcome<script>alert(1)</script></p>' });
    expect(meeting).toMatchObject({ schoolId: school.userId, schoolName: 'school', publishStatus: 'unpublished', endStatus: 'ongoing', reservationCount: 0, content: '<p>Welcome</p>' });
    const edited = await school.client.put(`/meetings/${meeting.id}`, meetingFormOf({ title: 'Job fair 2026', capacity: 5 }));
    expect(edited.body.data).toMatchObject({ title: 'Job fair 2026', capacity: 5 });
    for (const call of [otherSchool.client.put(`/meetings/${meeting.id}/publish`), otherSchool.client.get(`/meetings/${meeting.id}`), otherSchool.client.get(`/meetings/${meeting.id}/reservations`), otherSchool.client.get(`/meetings/${meeting.id}/history`)]) {
      expect((await call).body.code).toBe('A0606');
    }
    expect((await seeker.client.get(`/meetings/${meeting.id}`)).body.code).toBe('A0606');
    const publishedNow = await school.client.put(`/meetings/${meeting.id}/publish`);
    expect(publishedNow.body).toMatchObject({ code: '00000', msg: 'Publish successful' });
    const late = await school.client.put(`/meetings/${meeting.id}`, meetingFormOf({ title: 'Too late' }));
    expect(late.body).toMatchObject({ code: 'A0440', msg: 'Only an unpublished job fair can be edited or published' });
    const history = (await school.client.get(`/meetings/${meeting.id}/history`)).body.data as HistoryEntry[];
    expect(history.map((entry) => entry.type)).toEqual(['MeetingCreated', 'MeetingEdited', 'MeetingPublished']);
  });

  it('refuses an unapproved school, an end in the past, and staff without a school', async () => {
    const pending = await pendingSchool.client.post('/meetings', meetingFormOf());
    expect(pending.body).toMatchObject({ code: 'A0440', msg: 'Your school registration has not been approved yet' });
    const past = await school.client.post('/meetings', meetingFormOf({ startTime: inHours(-3), endTime: inHours(-1) }));
    expect(past.body.code).toBe('A0402');
    expect((past.body.data as { errors: Record<string, string> }).errors).toEqual({ endTime: 'The end must be in the future' });
    const noSchool = await root.post('/meetings', meetingFormOf());
    expect((noSchool.body.data as { errors: Record<string, string> }).errors).toEqual({ schoolId: 'This field is required' });
    const forOther = await created(root, {}, { schoolId: otherSchool.userId });
    expect(forOther).toMatchObject({ schoolId: otherSchool.userId, schoolName: 'Hillside High' });
    expect((await seeker.client.post('/meetings', meetingFormOf())).body.code).toBe('A0301');
  });

  it('shows staff every school’s meetings and a school only its own', async () => {
    const own = await created(school, { title: `Own fair ${++serial}` });
    const others = await created(otherSchool, { title: `Other fair ${serial}` });
    const schoolPage = (await school.client.get(`/meetings/page?pageSize=100&schoolId=${otherSchool.userId}`)).body.data as Page<MeetingView>;
    expect(schoolPage.list.every((meeting) => meeting.schoolId === school.userId)).toBe(true);
    expect(schoolPage.list.map((meeting) => meeting.id)).toContain(own.id);
    const staffPage = (await root.get('/meetings/page?pageSize=100&publishStatus=unpublished')).body.data as Page<MeetingView>;
    expect(staffPage.list.map((meeting) => meeting.id)).toEqual(expect.arrayContaining([own.id, others.id]));
    const bySchool = (await root.get(`/meetings/page?pageSize=100&schoolId=${otherSchool.userId}&keywords=${encodeURIComponent(`Other fair ${serial}`)}`)).body.data as Page<MeetingView>;
    expect(bySchool.list.map((meeting) => meeting.id)).toEqual([others.id]);
    // newest first for a school; the time range keeps the meetings running within it
    expect(schoolPage.list[0]!.id).toBe(own.id);
    const within = async (from: string, to: string) =>
      ((await root.get(`/meetings/page?pageSize=100&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)).body.data as Page<MeetingView>).list.map((meeting) => meeting.id);
    expect(await within(inHours(25), inHours(25.5))).toContain(own.id);
    expect(await within(inHours(27), inHours(30))).not.toContain(own.id);
    expect(await within(inHours(20), inHours(23))).not.toContain(own.id);
    expect((await seeker.client.get('/meetings/page')).body.code).toBe('A0301');
    const exported = await fetch(`${api.baseUrl}/api/v1/meetings/export`, { headers: { Authorization: school.authorization } });
    expect(exported.headers.get('content-type')).toContain('spreadsheetml');
    const reservations = await fetch(`${api.baseUrl}/api/v1/meetings/${own.id}/reservations/export`, { headers: { Authorization: school.authorization } });
    expect(reservations.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('lets only the school’s students reserve a meeting for its own students', async () => {
    const meeting = await published(school);
    const refused = await otherSeeker.client.put(`/meetings/${meeting.id}/reserve`);
    expect(refused.body).toMatchObject({ code: 'A0440', msg: 'This job fair is for the students of another school' });
    const undeclared = await homeless.client.put(`/meetings/${meeting.id}/reserve`);
    expect(undeclared.body.code).toBe('A0440');
    expect(undeclared.body.msg).toContain('choose your school');
    expect((await otherSeeker.client.get(`/meetings/${meeting.id}`)).body.code).toBe('A0606');
    expect(((await otherSeeker.client.get('/meetings/upcoming?pageSize=100')).body.data as Page<MeetingView>).list.map((row) => row.id)).not.toContain(meeting.id);

    expect(await reserve(seeker, meeting.id)).toEqual({ status: 'reserved', position: null });
    // asked again: the seat they hold, nothing appended
    expect(await reserve(seeker, meeting.id)).toEqual({ status: 'reserved', position: null });
    expect((await eventsOf(meeting.id)).filter((event) => event.type === 'SeatReserved')).toHaveLength(1);
    const upcoming = (await seeker.client.get('/meetings/upcoming?pageSize=100')).body.data as Page<MeetingView>;
    expect(upcoming.list.find((row) => row.id === meeting.id)).toMatchObject({ reservationStatus: 'reserved', reservationCount: 1 });
    const mine = (await seeker.client.get('/meetings/reservations/mine')).body.data as MyReservationRow[];
    expect(mine.find((row) => row.meeting.id === meeting.id)).toMatchObject({ status: 'reserved', position: null });
    expect((await seeker.client.get(`/meetings/${meeting.id}`)).body.data).toMatchObject({ id: meeting.id, reservationStatus: 'reserved' });
  });

  it('records the zone the seeker’s browser names (X-Time-Zone) with their place, for their mails; none for a name that is not a zone', async () => {
    const meeting = await published(school, { capacity: 1, studentScope: 'all' });
    const reserveIn = async (who: Caller, timeZone: string) =>
      (await api.call(`/api/v1/meetings/${meeting.id}/reserve`, { method: 'PUT', headers: { Authorization: who.authorization, [READER_TIME_ZONE_HEADER]: timeZone } })).body;
    expect(await reserveIn(seeker, 'Asia/Bangkok')).toMatchObject({ code: '00000', data: { status: 'reserved' } });
    expect(await reserveIn(otherSeeker, 'Mars/Olympus_Mons')).toMatchObject({ code: '00000', data: { status: 'waitlisted', position: 1 } });
    const [seat, waiting] = (await eventsOf(meeting.id)).filter((event) => event.type === 'SeatReserved' || event.type === 'SeatWaitlisted');
    expect(seat!.data).toMatchObject({ seekerId: seeker.userId, timeZone: 'Asia/Bangkok' });
    expect(waiting!.data).toMatchObject({ seekerId: otherSeeker.userId });
    expect(waiting!.data).not.toHaveProperty('timeZone');
  });

  it('promotes the first waiting seeker when a seat is given up, and tells them', async () => {
    const meeting = await published(school, { capacity: 1, studentScope: 'all' });
    expect(await reserve(seeker, meeting.id)).toEqual({ status: 'reserved', position: null });
    expect(await reserve(otherSeeker, meeting.id)).toEqual({ status: 'waitlisted', position: 1 });
    expect(await reserve(homeless, meeting.id)).toEqual({ status: 'waitlisted', position: 2 });
    expect((await otherSeeker.client.get(`/meetings/${meeting.id}`)).body.data).toMatchObject({ reservationStatus: 'waitlisted', waitlistPosition: 1, reservationCount: 1, waitlistCount: 2 });

    const cancelled = await seeker.client.put(`/meetings/${meeting.id}/cancel-reservation`);
    expect(cancelled.body).toMatchObject({ code: '00000', msg: 'Cancel reservation successful' });
    expect(cancelled.body.data).toMatchObject({ reservationStatus: 'unreserved', reservationCount: 1, waitlistCount: 1 });
    const [cancellation, promotion] = (await eventsOf(meeting.id)).slice(-2);
    expect(cancellation).toMatchObject({
      type: 'ReservationCancelled',
      data: { meetingId: meeting.id, seekerId: seeker.userId, reservationId: `meeting-${meeting.id}-seeker-${seeker.userId}@jobmarket`, sequence: 1, wasWaitlisted: false },
    });
    expect(promotion).toMatchObject({ type: 'SeatReserved', data: { seekerId: otherSeeker.userId, sequence: 0, promotedFromWaitlist: true, noticeId: expect.any(Number) } });
    expect((await otherSeeker.client.get(`/meetings/${meeting.id}`)).body.data).toMatchObject({ reservationStatus: 'reserved', waitlistPosition: null });
    expect((await homeless.client.get(`/meetings/${meeting.id}`)).body.data).toMatchObject({ reservationStatus: 'waitlisted', waitlistPosition: 1 });
    const noPlace = await seeker.client.put(`/meetings/${meeting.id}/cancel-reservation`);
    expect(noPlace.body).toMatchObject({ code: 'A0440', msg: 'You have no reservation at this job fair' });

    const list = (await school.client.get(`/meetings/${meeting.id}/reservations?pageSize=100`)).body.data as Page<ReservationRow>;
    expect(list.list.map((row) => [row.seekerId, row.status, row.position])).toEqual(
      expect.arrayContaining([
        [seeker.userId, 'unreserved', null],
        [otherSeeker.userId, 'reserved', null],
        [homeless.userId, 'waitlisted', 1],
      ]),
    );
    expect(list.list.find((row) => row.seekerId === otherSeeker.userId)).toMatchObject({ school: 'Hillside High', seekerName: expect.stringContaining('Student') });
    const waiting = (await root.get(`/meetings/${meeting.id}/reservations?status=waitlisted`)).body.data as Page<ReservationRow>;
    expect(waiting.list.map((row) => row.seekerId)).toEqual([homeless.userId]);
  });

  it('revokes with the apology when anyone holds a place, one notice per place', async () => {
    const meeting = await published(school, { capacity: 1, studentScope: 'all' });
    await reserve(seeker, meeting.id);
    await reserve(otherSeeker, meeting.id);
    const draft = (await school.client.get(`/meetings/${meeting.id}/apology-draft`)).body.data as { emailTitle: string; emailContent: string };
    expect(draft.emailTitle).toBe(`Cancelled: ${meeting.title}`);
    expect(draft.emailContent).toContain(meeting.title);
    expect((await otherSchool.client.get(`/meetings/${meeting.id}/apology-draft`)).body.code).toBe('A0606');
    // its time in the writer's zone when they name one (Bangkok: UTC+7), an unknown zone refused
    const created = (await eventsOf(meeting.id)).find((event) => event.type === 'MeetingCreated')!;
    const start = new Date((created.data as { startTime: string }).startTime);
    const inBangkok = (await school.client.get(`/meetings/${meeting.id}/apology-draft?timeZone=Asia%2FBangkok`)).body.data as { emailContent: string };
    expect(inBangkok.emailContent).toContain(`${formatDateTime(start, 'Asia/Bangkok').slice(0, 16)} (Asia/Bangkok)`);
    expect((await school.client.get(`/meetings/${meeting.id}/apology-draft?timeZone=Mars%2FOlympus`)).body.code).toBe('A0402');

    const bare = await school.client.put(`/meetings/${meeting.id}/revoke`, {});
    expect(bare.body.code).toBe('A0402');
    expect((bare.body.data as { errors: Record<string, string> }).errors).toEqual({ emailTitle: 'This field is required', emailContent: 'This field is required' });
    const revoked = await school.client.put(`/meetings/${meeting.id}/revoke`, draft);
    expect(revoked.body).toMatchObject({ code: '00000', msg: 'Revoke successful', data: { publishStatus: 'revoked', emailTitle: draft.emailTitle } });
    const last = (await eventsOf(meeting.id)).at(-1)!;
    expect(last).toMatchObject({ type: 'MeetingRevoked', data: { emailTitle: draft.emailTitle, emailContent: draft.emailContent } });
    expect((last.data as { noticeIds: number[] }).noticeIds).toHaveLength(2);
    expect((await seeker.client.put(`/meetings/${meeting.id}/reserve`)).body.code).toBe('A0440');

    // nobody holds a place: revoked without an apology
    const quiet = await published(school);
    expect((await school.client.put(`/meetings/${quiet.id}/revoke`, {})).body.code).toBe('00000');
  });

  it('ends a meeting once its end time has come, and shows it ended by the clock before that', async () => {
    const handlers = meetingHandlers(api.moduleContext);
    const actor: Actor = { userId: String(school.userId), username: 'school', roles: ['SCHOOL_ADMIN'], perms: new Set() };
    const earlier = new Date(Date.now() - 5 * HOUR);
    const form = meetingForm.parse(meetingFormOf({ startTime: new Date(earlier.getTime() + HOUR).toISOString(), endTime: new Date(earlier.getTime() + 2 * HOUR).toISOString(), studentScope: 'all' }));
    const past = await handlers.create(actor, form, undefined, 'th', { actorId: actor.userId, now: earlier });
    await api.projectionWaiter.waitFor(past.position!);
    expect((await school.client.get(`/meetings/${past.id}`)).body.data).toMatchObject({ endStatus: 'ended' });
    expect(((await school.client.get('/meetings/page?endStatus=ended&pageSize=100')).body.data as Page<MeetingView>).list.map((row) => row.id)).toContain(past.id);
    const ended = await handlers.end(past.id, { actorId: 'system', now: new Date() });
    expect(ended.position).toBeDefined();
    expect((await handlers.end(past.id, { actorId: 'system', now: new Date() })).position).toBeUndefined();
    const future = await created(school);
    const early = await handlers.end(future.id, { actorId: 'system', now: new Date() });
    expect(early.position).toBeUndefined();
    expect(new Date(early.deferredUntil!).toISOString()).toBe(future.endsAt);
  });

  it('gives 50 seekers racing for the last 10 seats exactly 10 seats and 40 waitlist places', async () => {
    const handlers = meetingHandlers(api.moduleContext);
    const meeting = await published(school, { capacity: 12 });
    await reserve(seeker, meeting.id);
    // a second seat taken the same way, by a seeker of the school
    const classmate = await registeredSeeker(school.userId);
    await reserve(classmate, meeting.id);
    const racers: Actor[] = Array.from({ length: 50 }, (_, index) => ({ userId: String(900_000 + index), username: `racer${index}`, roles: ['SEEKER'], perms: new Set() }));
    const declarations = await Promise.all(racers.map((racer) => handlers.declareSchool(Number(racer.userId), school.userId, racer, { actorId: racer.userId, now: new Date() })));
    await api.projectionWaiter.waitFor(declarations.map((declared) => declared.position!).sort().at(-1)!);

    const answers = await Promise.all(racers.map((racer) => handlers.reserve(meeting.id, racer, { locale: 'th', timeZone: null }, { actorId: racer.userId, now: new Date() })));
    expect(answers.filter((answer) => answer.place.status === 'reserved')).toHaveLength(10);
    const positions = answers.filter((answer) => answer.place.status === 'waitlisted').map((answer) => answer.place.position);
    expect(positions.sort((a, b) => a! - b!)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));

    const events = await eventsOf(meeting.id);
    expect(events.filter((event) => event.type === 'SeatReserved')).toHaveLength(12);
    expect(events.filter((event) => event.type === 'SeatWaitlisted')).toHaveLength(40);
    await api.projectionWaiter.waitFor(answers.map((answer) => answer.position!).sort().at(-1)!);
    const row = await api.db(MEETINGS_TABLE).where({ id: meeting.id }).first('reservation_count', 'waitlist_count');
    expect(row).toEqual({ reservation_count: 12, waitlist_count: 40 });
    const counts = await api.db(MEETING_RESERVATIONS_TABLE).where({ meeting_id: meeting.id }).groupBy('status').select('status').count<{ status: string; count: string }[]>('* as count');
    expect(Object.fromEntries(counts.map((count) => [count.status, Number(count.count)]))).toEqual({ reserved: 12, waitlisted: 40 });
    const places = await api.db(MEETING_RESERVATIONS_TABLE).where({ meeting_id: meeting.id, status: 'waitlisted' }).orderBy('position').pluck('position');
    expect(places).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  }, 120_000);

  it('gives the last 10 seats to exactly 10 of 50 seekers reserving through five api processes at once (expected revision, decided again)', async () => {
    // five handler sets with queues of their own are five processes: their appends race on the meeting's stream
    const processes = Array.from({ length: 5 }, () => meetingHandlers(api.moduleContext, streamQueue()));
    const meeting = await published(school, { capacity: 10, studentScope: 'all' });
    const racers: Actor[] = Array.from({ length: 50 }, (_, index) => ({ userId: String(970_000 + index), username: `proc${index}`, roles: ['SEEKER'], perms: new Set() }));
    const answers = await Promise.all(
      racers.map((racer, index) => processes[index % processes.length]!.reserve(meeting.id, racer, { locale: 'en', timeZone: null }, { actorId: racer.userId, now: new Date() })),
    );
    expect(answers.filter((answer) => answer.place.status === 'reserved')).toHaveLength(10);
    const positions = answers.filter((answer) => answer.place.status === 'waitlisted').map((answer) => answer.place.position!);
    expect(positions.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    const events = await eventsOf(meeting.id);
    expect(events.filter((event) => event.type === 'SeatReserved')).toHaveLength(10);
    expect(events.filter((event) => event.type === 'SeatWaitlisted')).toHaveLength(40);
    // each seeker holds one place: nobody was seated or queued twice by a retried decision
    const seekersPlaced = events.filter((event) => event.type === 'SeatReserved' || event.type === 'SeatWaitlisted').map((event) => (event.data as { seekerId: number }).seekerId);
    expect(new Set(seekersPlaced).size).toBe(50);
  }, 120_000);

  it('keeps seats, waitlist and promotions whole when cancellations race new reservations', async () => {
    const handlers = meetingHandlers(api.moduleContext);
    const meeting = await published(school, { capacity: 5, studentScope: 'all' });
    const seekers: Actor[] = Array.from({ length: 20 }, (_, index) => ({ userId: String(950_000 + index), username: `s${index}`, roles: ['SEEKER'], perms: new Set() }));
    const command = (actor: Actor) => ({ actorId: actor.userId, now: new Date() });
    // 5 seats and 10 waiting, in order
    for (const actor of seekers.slice(0, 15)) await handlers.reserve(meeting.id, actor, { locale: 'en', timeZone: null }, command(actor));
    // the 5 seat holders give up while 5 newcomers ask, all at once
    await Promise.all([
      ...seekers.slice(0, 5).map((actor) => handlers.cancelReservation(meeting.id, actor, command(actor))),
      ...seekers.slice(15).map((actor) => handlers.reserve(meeting.id, actor, { locale: 'en', timeZone: null }, command(actor))),
    ]);
    const events = await eventsOf(meeting.id);
    const promotions = events.filter((event) => event.type === 'SeatReserved' && event.data.promotedFromWaitlist);
    // every freed seat went to the head of the waitlist as it then stood, told by its own notice
    expect(promotions.map((event) => (event.data as { seekerId: number }).seekerId)).toEqual(seekers.slice(5, 10).map((actor) => Number(actor.userId)));
    expect(new Set(promotions.map((event) => (event.data as { noticeId?: number }).noticeId)).size).toBe(5);
    expect(promotions.every((event) => typeof (event.data as { noticeId?: number }).noticeId === 'number')).toBe(true);
    const state = await loadState(api.store, meetingStream(meeting.id), meetingDecider);
    if (!state.exists) throw new Error('the meeting exists');
    expect(state.seats.map((seat) => Number(seat.seekerId))).toEqual(seekers.slice(5, 10).map((actor) => Number(actor.userId)));
    expect(state.waitlist).toHaveLength(10);
    await api.projectionWaiter.waitFor((await api.store.readStream(meetingStream(meeting.id))).at(-1)!.position);
    const row = await api.db(MEETINGS_TABLE).where({ id: meeting.id }).first('reservation_count', 'waitlist_count');
    expect(row).toEqual({ reservation_count: 5, waitlist_count: 10 });
    const places = await api.db(MEETING_RESERVATIONS_TABLE).where({ meeting_id: meeting.id, status: 'waitlisted' }).orderBy('position').pluck('position');
    expect(places).toEqual(Array.from({ length: 10 }, (_, index) => index + 1));
  }, 120_000);
});
