import { roleCodes, type CounselorDetailView, type CounselorFormInput, type CounselorView, type SlotView } from '@jobmarket/contracts';
import { ROLES_TABLE, USER_ROLES_TABLE } from '@jobmarket/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../eventSourcing/history';
import { as, signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';
import { multipart, png, sampleFiles, send } from '../../registration/registrationFixtures';
import { localDayOf } from './slots';

type Page<Row> = { list: Row[]; total: number };
type Caller = { client: ApiClient; authorization: string; userId: number; username: string };
type Errors = { errors: Record<string, string> };

const DAY = 24 * 3_600_000;
const ZONE = 'Asia/Bangkok';
/** A day of the counselor's zone `days` from today. */
const dayIn = (days: number) => localDayOf(new Date(Date.now() + days * DAY), ZONE);
/** A wall-clock time of a Bangkok day (UTC+7 all year) as an ISO instant. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`).toISOString();
const everyDay = (from: string, to: string) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from, to }));

function formOf(userId: number, overrides: Partial<CounselorFormInput> = {}): CounselorFormInput {
  return {
    userId,
    name: 'Khamla Vongsa',
    avatarUrl: null,
    title: 'Career coach',
    specialties: ['careerPlanning', 'interviewPreparation'],
    languages: ['lo', 'th', 'en'],
    biographies: { lo: 'ຊ່ວຍວາງແຜນອາຊີບມາ 10 ປີ', th: 'ช่วยวางแผนอาชีพมา 10 ปี', en: 'Ten years of career planning' },
    price: 0,
    sessionMinutes: 60,
    modes: ['online'],
    place: null,
    status: 'active',
    ...overrides,
  };
}

describe('counselors over HTTP', () => {
  let api: TestApi;
  let root: ApiClient;
  let first: Caller;
  let second: Caller;
  let seeker: Caller;
  let serial = 0;

  const userIdOf = async (client: ApiClient) => ((await client.get('/users/me')).body.data as { userId: number }).userId;
  async function caller(username: string, password?: string): Promise<Caller> {
    const authorization = await signIn(api, username, password);
    const client = as(api, authorization);
    return { client, authorization, userId: await userIdOf(client), username };
  }

  /** A job seeker registered through the portal's sign-up. */
  async function registered(): Promise<Caller> {
    const username = `coach-${Date.now().toString(36)}-${++serial}`;
    const fields = { username, nickname: `Coach ${serial}`, email: `${username}@example.com`, password: 'secret123', gender: '1' };
    const { body } = await send(api, 'POST', '/registrations/job-seeker', multipart(fields, { avatar: [png()] }));
    expect(body.code, body.msg).toBe('00000');
    return caller(username, 'secret123');
  }

  async function madeCounselor(who: Caller, overrides: Partial<CounselorFormInput> = {}): Promise<CounselorDetailView> {
    const { body } = await root.post('/counselors', formOf(who.userId, overrides));
    expect(body.code, body.msg).toBe('00000');
    return body.data as CounselorDetailView;
  }

  const anonymous = (path: string, language = 'en') => api.call(`/api/v1${path}`, { headers: { 'Accept-Language': language } });
  const slotsOf = async (counselorId: number, from: string, to: string, client?: ApiClient): Promise<string[]> => {
    const path = `/counselors/${counselorId}/slots?from=${from}&to=${to}`;
    const { body } = client ? await client.get(path) : await anonymous(path);
    expect(body.code, body.msg).toBe('00000');
    return (body.data as SlotView[]).map((slot) => slot.startsAt);
  };

  beforeAll(async () => {
    ({ api, root } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    seeker = await caller('seeker');
    first = await registered();
    second = await registered();
  }, 180_000);
  afterAll(async () => api?.close());

  it('lets anyone read the directory and asks for staff to make a counselor; every route is documented', async () => {
    expect((await anonymous('/counselors/page')).body.code).toBe('00000');
    for (const [method, path] of [
      ['POST', '/counselors'],
      ['PUT', '/counselors/1'],
      ['PUT', '/counselors/1/status'],
      ['PUT', '/counselors/1/availability'],
      ['POST', '/counselors/1/days-off'],
      ['DELETE', '/counselors/1/days-off/2026-12-01'],
      ['GET', '/counselors/1/history'],
      ['GET', '/counselors/me'],
      ['GET', '/counselors/candidates'],
    ] as const) {
      const { status, body } = await api.call(`/api/v1${path}`, { method });
      expect({ path, status, code: body.code }).toEqual({ path, status: 401, code: 'A0230' });
    }
    expect((await seeker.client.post('/counselors', formOf(seeker.userId))).body.code).toBe('A0301');
    // any: the test reads deep, ad-hoc paths of a JSON document
    const document = (await (await fetch(`${api.baseUrl}/api/v1/openapi.json`)).json()) as any;
    const documented = ['/counselors/page', '/counselors/me', '/counselors/candidates', '/counselors', '/counselors/{id}', '/counselors/{id}/slots', '/counselors/{id}/avatar', '/counselors/{id}/status', '/counselors/{id}/availability', '/counselors/{id}/days-off', '/counselors/{id}/days-off/{day}', '/counselors/{id}/history'];
    for (const path of documented) expect(document.paths[`/api/v1${path}`], path).toBeDefined();
    expect(JSON.stringify(document.paths['/api/v1/counselors'].post.requestBody)).toContain('sessionMinutes');
  });

  it('makes a user a counselor: the COUNSELOR role granted with the profile, once', async () => {
    const candidates = async (keywords: string) => ((await root.get(`/counselors/candidates?keywords=${keywords}`)).body.data as { id: number; username: string }[]).map((user) => user.id);
    expect(await candidates(first.username)).toEqual([first.userId]);
    expect((await seeker.client.get('/counselors/candidates')).body.code).toBe('A0301');
    const made = await madeCounselor(first);
    expect(await candidates(first.username)).toEqual([]);
    expect(made).toMatchObject({ id: first.userId, name: 'Khamla Vongsa', status: 'active', price: 0, currency: 'LAK', rating: null, ratingCount: 0, biography: 'Ten years of career planning', daysOff: [] });
    const roles = await api.db({ ur: USER_ROLES_TABLE }).join({ r: ROLES_TABLE }, 'r.id', 'ur.role_id').where('ur.user_id', first.userId).pluck('r.code');
    expect(roles.sort()).toEqual([roleCodes.counselor, roleCodes.seeker].sort());
    // one command of one request: the user's edit (the role) and the profile, appended together
    const [granted] = (await api.store.readStream(`user-${first.userId}`)).slice(-1);
    const [profile] = await api.store.readStream(`counselor-${first.userId}`);
    expect(granted!.type).toBe('UserUpdated');
    expect(profile!.type).toBe('CounselorProfileSaved');
    expect(granted!.metadata.correlationId).toBe(profile!.metadata.correlationId);
    expect(granted!.createdAt).toEqual(profile!.createdAt);
    // the role reaches the counselor's next sign-in: their own page
    first = await caller(first.username, 'secret123');
    expect((await first.client.get('/counselors/me')).body.data).toMatchObject({ id: first.userId, biographies: made.biographies });
    expect((await seeker.client.get('/counselors/me')).body.code).toBe('A0301');

    const again = await root.post('/counselors', formOf(first.userId));
    expect(again.body).toMatchObject({ code: 'A0440', msg: 'This account is already a counselor' });
    const nobody = await root.post('/counselors', formOf(9_999_999));
    expect((nobody.body.data as Errors).errors).toEqual({ userId: 'Choose an existing user account' });
    const unknownSpecialty = await root.post('/counselors', formOf(second.userId, { specialties: ['astrology'] }));
    expect((unknownSpecialty.body.data as Errors).errors).toEqual({ specialties: 'Choose specialties from the list' });
    const missingBiography = await root.post('/counselors', formOf(second.userId, { biographies: { lo: 'ບົດຄວາມ' } }));
    expect(missingBiography.body.code).toBe('A0402');
    expect(Object.keys((missingBiography.body.data as Errors).errors).sort()).toEqual(['biographies.en', 'biographies.th']);
  });

  it('takes a photo the staff member uploaded, serves it publicly, and refuses someone else’s upload', async () => {
    const upload = async (authorization: string) => {
      const { body } = await send(api, 'POST', '/files', multipart({}, { file: [{ bytes: sampleFiles.png(), name: 'coach.png', type: 'image/png' }] }), authorization);
      expect(body.code, body.msg).toBe('00000');
      return (body.data as { url: string }).url;
    };
    const notRoots = await root.put(`/counselors/${first.userId}`, formOf(first.userId, { avatarUrl: await upload(seeker.authorization) }));
    expect((notRoots.body.data as Errors).errors).toEqual({ avatarUrl: 'Choose a photo you uploaded' });
    const rootAuthorization = await signIn(api, 'root');
    const edited = await root.put(`/counselors/${first.userId}`, formOf(first.userId, { avatarUrl: await upload(rootAuthorization) }));
    expect(edited.body.code, edited.body.msg).toBe('00000');
    const avatarUrl = (edited.body.data as CounselorView).avatarUrl!;
    expect(avatarUrl).toBe(`/api/v1/counselors/${first.userId}/avatar`);
    const photo = await fetch(`${api.baseUrl}${avatarUrl}`);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(sampleFiles.png());
    // the page's record sent back whole (as the back office's edit does): the same photo, nothing changes
    const page = (await root.get(`/counselors/${first.userId}`)).body.data as CounselorDetailView;
    const unchanged = await root.put(`/counselors/${first.userId}`, page);
    expect(unchanged.body.code, unchanged.body.msg).toBe('00000');
    expect((unchanged.body.data as CounselorView).avatarUrl).toBe(avatarUrl);
    const history = (await root.get(`/counselors/${first.userId}/history`)).body.data as HistoryEntry[];
    expect(history.map((entry) => entry.type)).toEqual(['CounselorProfileSaved', 'CounselorProfileSaved']);
  });

  it('lists only active counselors publicly, with the biography in the reader’s language; staff see every one', async () => {
    await madeCounselor(second, { name: 'Nittaya Srisuk', specialties: ['resumeWriting'], languages: ['th'], biographies: { th: 'เขียนเรซูเม่ให้โดดเด่น' } });
    const deactivated = await root.put(`/counselors/${second.userId}/status`, { status: 'inactive' });
    expect(deactivated.body.data).toMatchObject({ status: 'inactive' });

    const publicPage = (await anonymous('/counselors/page?pageSize=100', 'th')).body.data as Page<CounselorView>;
    expect(publicPage.list.map((counselor) => counselor.id)).toEqual([first.userId]);
    expect(publicPage.list[0]!.biography).toBe('ช่วยวางแผนอาชีพมา 10 ปี');
    expect(((await anonymous('/counselors/page', 'lo')).body.data as Page<CounselorView>).list[0]!.biography).toBe('ຊ່ວຍວາງແຜນອາຊີບມາ 10 ປີ');
    // zh-cn is not spoken: the first language they speak
    expect(((await anonymous('/counselors/page', 'zh-CN')).body.data as Page<CounselorView>).list[0]!.biography).toBe('ຊ່ວຍວາງແຜນອາຊີບມາ 10 ປີ');
    expect((await anonymous(`/counselors/${second.userId}`)).body.code).toBe('A0606');
    expect((await anonymous('/counselors/page?status=inactive')).body.code).toBe('A0301');
    expect(((await anonymous('/counselors/page?specialty=resumeWriting')).body.data as Page<CounselorView>).total).toBe(0);
    expect(((await anonymous('/counselors/page?language=th&keywords=coach')).body.data as Page<CounselorView>).list.map((row) => row.id)).toEqual([first.userId]);

    for (const sortField of ['rating', 'price', 'createTime', 'name']) {
      const sorted = await root.get(`/counselors/page?pageSize=100&sortField=${sortField}&sortOrder=desc`);
      expect(sorted.body.code, `${sortField}: ${sorted.body.msg}`).toBe('00000');
      expect((sorted.body.data as Page<CounselorView>).total).toBe(2);
    }
    const staffPage = (await root.get('/counselors/page?pageSize=100&status=inactive')).body.data as Page<CounselorView>;
    expect(staffPage.list.map((counselor) => counselor.id)).toEqual([second.userId]);
    expect(((await root.get(`/counselors/${second.userId}`)).body.data as CounselorDetailView).daysOff).toEqual([]);
    // the public page of an active counselor keeps their days off to themselves and staff
    expect((await anonymous(`/counselors/${first.userId}`)).body.data).not.toHaveProperty('daysOff');
    const reactivated = await root.put(`/counselors/${second.userId}/status`, { status: 'active' });
    expect(reactivated.body.data).toMatchObject({ status: 'active' });
  });

  it('validates the availability: openings that overlap, end before they start, or a zone nobody knows', async () => {
    const overlap = await root.put(`/counselors/${first.userId}/availability`, { timeZone: ZONE, weekly: [{ weekday: 1, from: '09:00', to: '12:00' }, { weekday: 1, from: '11:00', to: '13:00' }] });
    expect((overlap.body.data as Errors).errors).toEqual({ 'weekly.1.from': 'This opening overlaps another on the same day' });
    const backwards = await root.put(`/counselors/${first.userId}/availability`, { timeZone: ZONE, weekly: [{ weekday: 2, from: '12:00', to: '09:00' }] });
    expect((backwards.body.data as Errors).errors).toEqual({ 'weekly.0.to': 'The end must be after the start' });
    const badTime = await root.put(`/counselors/${first.userId}/availability`, { timeZone: ZONE, weekly: [{ weekday: 2, from: '9am', to: '12:00' }] });
    expect((badTime.body.data as Errors).errors).toEqual({ 'weekly.0.from': 'Enter a time as HH:mm' });
    const zone = await root.put(`/counselors/${first.userId}/availability`, { timeZone: 'Asia/Atlantis', weekly: everyDay('09:00', '12:00') });
    expect((zone.body.data as Errors).errors).toEqual({ timeZone: 'Choose a time zone from the list' });
    const slots = await anonymous(`/counselors/${first.userId}/slots?from=${dayIn(1)}&to=${dayIn(40)}`);
    expect((slots.body.data as Errors).errors).toEqual({ to: 'Ask for at most 31 days at a time' });
  });

  it('lets a counselor keep their own availability and days off, and nobody but staff another’s', async () => {
    const own = await first.client.put(`/counselors/${first.userId}/availability`, { timeZone: ZONE, weekly: everyDay('09:00', '12:00') });
    expect(own.body).toMatchObject({ code: '00000', msg: 'Availability saved' });
    expect(own.body.data).toMatchObject({ timeZone: ZONE, weekly: everyDay('09:00', '12:00') });
    const others = await first.client.put(`/counselors/${second.userId}/availability`, { timeZone: ZONE, weekly: everyDay('09:00', '10:00') });
    expect(others.body.code).toBe('A0606');
    expect((await first.client.post(`/counselors/${second.userId}/days-off`, { day: dayIn(5), reason: null })).body.code).toBe('A0606');
    expect((await seeker.client.put(`/counselors/${first.userId}/availability`, { timeZone: ZONE, weekly: [] })).body.code).toBe('A0606');
    // staff keep anyone's
    expect((await root.put(`/counselors/${second.userId}/availability`, { timeZone: ZONE, weekly: everyDay('14:00', '16:00') })).body.code).toBe('00000');

    const past = await first.client.post(`/counselors/${first.userId}/days-off`, { day: dayIn(-2), reason: null });
    expect((past.body.data as Errors).errors).toEqual({ day: 'A day off cannot be in the past' });
    const added = await first.client.post(`/counselors/${first.userId}/days-off`, { day: dayIn(9), reason: 'ສຳມະນາ' });
    expect((added.body.data as CounselorDetailView).daysOff).toEqual([{ day: dayIn(9), reason: 'ສຳມະນາ' }]);
    const removed = await first.client.delete(`/counselors/${first.userId}/days-off/${dayIn(9)}`);
    expect((removed.body.data as CounselorDetailView).daysOff).toEqual([]);
  });

  it('offers slots from the openings, without days off, booked sessions or the past', async () => {
    const [dayOff, booked, free] = [dayIn(10), dayIn(11), dayIn(12)];
    expect((await first.client.post(`/counselors/${first.userId}/days-off`, { day: dayOff, reason: 'Training' })).body.code).toBe('00000');
    // a seeker's booking holds 10:00 on `booked`; one they cancelled holds nothing
    const book = async (startsAt: string, cancelled: boolean) => {
      const booking = await seeker.client.post('/consult-orders', { counselorId: first.userId, startsAt, mode: 'online', topic: null });
      expect(booking.body.code, booking.body.msg).toBe('00000');
      if (!cancelled) return;
      const cancel = await seeker.client.put(`/consult-orders/${(booking.body.data as { id: number }).id}/cancel`, { reason: null });
      expect(cancel.body.code, cancel.body.msg).toBe('00000');
    };
    await book(at(booked, '10:00'), false);
    await book(at(booked, '11:00'), true);
    // the booking asks the same question: a day off is no free slot
    const onDayOff = await seeker.client.post('/consult-orders', { counselorId: first.userId, startsAt: at(dayOff, '10:00'), mode: 'online', topic: null });
    expect(onDayOff.body.code).toBe('A0440');

    expect(await slotsOf(first.userId, dayOff, free)).toEqual([at(booked, '09:00'), at(booked, '11:00'), at(free, '09:00'), at(free, '10:00'), at(free, '11:00')]);
    // a reader in Los Angeles asks for their own days: the same instants, by their calendar
    const losAngeles = (await anonymous(`/counselors/${first.userId}/slots?from=${dayIn(9)}&to=${dayIn(13)}&timeZone=America/Los_Angeles`)).body.data as SlotView[];
    expect(losAngeles.map((slot) => slot.startsAt)).toEqual(expect.arrayContaining([at(booked, '09:00'), at(free, '11:00')]));
    expect(losAngeles.map((slot) => slot.startsAt)).not.toContain(at(booked, '10:00'));
    // today's slots: none already begun or starting within the hour
    const today = await slotsOf(first.userId, dayIn(0), dayIn(0));
    expect(today.every((startsAt) => Date.parse(startsAt) >= Date.now() + 3_600_000 - 60_000)).toBe(true);
    // an inactive counselor has no public slots
    expect((await anonymous(`/counselors/${second.userId}/slots?from=${free}&to=${free}`)).body.code).toBe('00000');
    await root.put(`/counselors/${second.userId}/status`, { status: 'inactive' });
    expect((await anonymous(`/counselors/${second.userId}/slots?from=${free}&to=${free}`)).body.code).toBe('A0606');
    expect(await slotsOf(second.userId, free, free, root)).toEqual([at(free, '14:00'), at(free, '15:00')]);
  });
});
