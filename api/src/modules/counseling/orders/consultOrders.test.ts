import { READER_TIME_ZONE_HEADER } from '@jobmarket/contracts/platform/readerZone';
import { bookForm, consultOrderStream, type ConsultOrderEvent, type ConsultOrderView, type CounselorFormInput } from '@jobmarket/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../eventSourcing/history';
import type { Actor } from '../../../http/actor';
import { as, signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';
import { registeredSeeker } from '../../resumes/resumeFixtures';
import { consultOrderHandlers } from './handlers';

type Page<Row> = { list: Row[]; total: number };
type Caller = { client: ApiClient; authorization: string; userId: number };

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The UTC openings every counselor here keeps: every day 00:00–23:00, so an hourly slot starts at 00…22 UTC. */
const everyDay = { timeZone: 'UTC', weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '00:00', to: '23:00' })) };

/** A slot start `days` ahead at `hour` UTC (an ISO instant). */
const slotAt = (days: number, hour: number) => {
  const day = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
};

/** The first slot starting at least `hours` from now (and before 23:00 UTC, within the openings). */
function slotWithin(hours: number): string {
  let start = Math.ceil((Date.now() + hours * HOUR) / HOUR) * HOUR;
  while (new Date(start).getUTCHours() > 22) start += HOUR;
  return new Date(start).toISOString();
}

describe('consult orders over HTTP', () => {
  let api: TestApi;
  let root: ApiClient;
  let counselor: Caller;
  let paidCounselor: Caller;
  let seeker: Caller;
  let otherSeeker: Caller;
  let serial = 0;

  const userIdOf = async (client: ApiClient) => ((await client.get('/users/me')).body.data as { userId: number }).userId;
  async function caller(username: string, password?: string): Promise<Caller> {
    const authorization = await signIn(api, username, password);
    const client = as(api, authorization);
    return { client, authorization, userId: await userIdOf(client) };
  }

  /** A user account made a counselor by root, with the every-day openings; signed in after (the role is in the token). */
  async function newCounselor(price: number): Promise<Caller> {
    const username = `counselor${++serial}${Date.now().toString(36)}`;
    const roles = (await root.get('/roles/page?pageSize=100')).body.data as Page<{ id: number; code: string }>;
    const userRole = roles.list.find((role) => role.code === 'USER')!.id;
    const created = await root.post('/users', {
      username,
      nickname: `Counselor ${serial}`,
      mobile: null,
      gender: 1,
      email: null,
      status: 1,
      deptId: null,
      roleIds: [userRole],
      password: 'secret123',
      kind: 'platform',
    });
    expect(created.body.code, created.body.msg).toBe('00000');
    const userId = (created.body.data as { userId?: number; id?: number }).userId ?? (created.body.data as { id: number }).id;
    const profile: CounselorFormInput = {
      userId,
      name: `ທີ່ປຶກສາ ${serial}`,
      avatarUrl: null,
      title: 'Career coach',
      specialties: ['careerPlanning'],
      languages: ['lo', 'en'],
      biographies: { lo: 'ຊ່ວຍວາງແຜນອາຊີບ', en: 'Helps plan careers' },
      price,
      sessionMinutes: 60,
      modes: ['online'],
      place: null,
      status: 'active',
    };
    const made = await root.post('/counselors', profile);
    expect(made.body.code, made.body.msg).toBe('00000');
    const opened = await root.put(`/counselors/${userId}/availability`, everyDay);
    expect(opened.body.code, opened.body.msg).toBe('00000');
    return { ...(await caller(username, 'secret123')), userId };
  }

  const book = (who: Caller, counselorId: number, startsAt: string) => who.client.post('/consult-orders', { counselorId, startsAt, mode: 'online', topic: 'ປ່ຽນອາຊີບ' });
  async function booked(who: Caller, counselorId: number, startsAt: string): Promise<ConsultOrderView> {
    const { body } = await book(who, counselorId, startsAt);
    expect(body.code, body.msg).toBe('00000');
    return body.data as ConsultOrderView;
  }
  const eventsOf = async (orderId: number) => (await api.store.readStream(consultOrderStream(orderId))).map((event) => event as unknown as ConsultOrderEvent);
  const actorOf = (who: Caller, roles: string[]): Actor => ({ userId: String(who.userId), username: 'test', roles, perms: new Set() });

  beforeAll(async () => {
    ({ api, root } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    seeker = await caller('seeker');
    const second = await registeredSeeker(api, 'consulting');
    otherSeeker = { client: second.client, authorization: second.authorization, userId: second.userId };
    counselor = await newCounselor(0);
    paidCounselor = await newCounselor(150_000);
  }, 180_000);
  afterAll(async () => api?.close());

  it('asks anonymous callers to sign in, and lists every route in the OpenAPI document', async () => {
    const calls: [string, string][] = [
      ['GET', '/consult-orders/page'],
      ['GET', '/consult-orders/export'],
      ['GET', '/consult-orders/mine'],
      ['GET', '/consult-orders/schedule'],
      ['GET', '/consult-orders/stats/month'],
      ['POST', '/consult-orders'],
      ['GET', '/consult-orders/1'],
      ['GET', '/consult-orders/1/history'],
      ['PUT', '/consult-orders/1/cancel'],
      ['PUT', '/consult-orders/1/reschedule'],
      ['PUT', '/consult-orders/1/complete'],
      ['PUT', '/consult-orders/1/no-show'],
      ['PUT', '/consult-orders/1/notes'],
      ['PUT', '/consult-orders/1/rating'],
    ];
    for (const [method, path] of calls) {
      const { status, body } = await api.call(`/api/v1${path}`, { method });
      expect({ path, status, code: body.code }).toEqual({ path, status: 401, code: 'A0230' });
    }
    // any: the test reads deep, ad-hoc paths of a JSON document
    const document = (await (await fetch(`${api.baseUrl}/api/v1/openapi.json`)).json()) as any;
    for (const [method, path] of calls) expect(document.paths[`/api/v1${path.replace(/\/1\b/, '/{id}')}`]?.[method.toLowerCase()], path).toBeDefined();
  });

  it('keeps the zone the seeker’s browser sends (X-Time-Zone) with the booking, for their mails and reminders', async () => {
    const { body } = await api.call('/api/v1/consult-orders', {
      method: 'POST',
      headers: { Authorization: otherSeeker.authorization, 'Content-Type': 'application/json', [READER_TIME_ZONE_HEADER]: 'Asia/Vientiane' },
      body: JSON.stringify({ counselorId: counselor.userId, startsAt: slotAt(11, 9), mode: 'online', topic: null }),
    });
    expect(body.code, body.msg).toBe('00000');
    const [bookedEvent] = await eventsOf((body.data as ConsultOrderView).id);
    expect(bookedEvent).toMatchObject({ type: 'ConsultBooked', data: { timeZone: 'Asia/Vientiane' } });
  });

  it('books a free session: confirmed at once, nothing to pay, the slot no longer free', async () => {
    const startsAt = slotAt(3, 9);
    const order = await booked(seeker, counselor.userId, startsAt);
    expect(order).toMatchObject({ seekerId: seeker.userId, counselorId: counselor.userId, startsAt, status: 'confirmed', paymentStatus: 'notRequired', payBefore: null, price: 0 });
    expect(order.orderNo).toMatch(/^CO\d{8}\d{6}$/);
    expect(order).not.toHaveProperty('notes');
    expect((await eventsOf(order.id)).map((event) => event.type)).toEqual(['ConsultBooked', 'ConsultConfirmed']);
    const slots = (await seeker.client.get(`/counselors/${counselor.userId}/slots?from=${startsAt.slice(0, 10)}&to=${startsAt.slice(0, 10)}`)).body.data as { startsAt: string }[];
    expect(slots.map((slot) => slot.startsAt)).not.toContain(startsAt);
    // a time that is no slot, a mode not offered, a staff booking
    expect((await book(seeker, counselor.userId, slotAt(3, 9).replace(':00:00', ':30:00'))).body.code).toBe('A0440');
    expect((await seeker.client.post('/consult-orders', { counselorId: counselor.userId, startsAt: slotAt(3, 10), mode: 'inPerson', topic: null })).body.code).toBe('A0402');
    expect((await root.post('/consult-orders', { counselorId: counselor.userId, startsAt: slotAt(3, 10), mode: 'online', topic: null })).body.code).toBe('A0301');
  });

  it('takes a slot atomically: two seekers at once make exactly one order, then ten at once', async () => {
    const rivals = await Promise.all(Array.from({ length: 10 }, (_, index) => registeredSeeker(api, `rival${index}`)));
    for (const [count, startsAt] of [
      [2, slotAt(4, 9)],
      [10, slotAt(4, 11)],
    ] as const) {
      const answers = await Promise.all(rivals.slice(0, count).map((rival) => book({ ...rival }, counselor.userId, startsAt)));
      const codes = answers.map((answer) => answer.body.code);
      expect(codes.filter((code) => code === '00000'), `${count} at once`).toHaveLength(1);
      const refused = answers.filter((answer) => answer.body.code !== '00000');
      // every loser is refused on the slot: on the claim (it passed the free-slot check before the winner's booking
      // reached the read model) or, on a slow machine, already by that check
      const slotRefusals = ['Someone has just booked this time. Please choose another.', 'This time is not one of the counselor’s free slots'];
      for (const answer of refused) {
        expect(answer.body.code).toBe('A0440');
        expect(slotRefusals).toContain(answer.body.msg);
      }
      const page = (await root.get(`/consult-orders/page?counselorId=${counselor.userId}&from=${startsAt.slice(0, 10)}&to=${startsAt.slice(0, 10)}&pageSize=100`)).body.data as Page<ConsultOrderView>;
      expect(page.list.filter((order) => order.startsAt === startsAt)).toHaveLength(1);
    }
  }, 120_000);

  it('lets the seeker cancel only before the notice window; the counselor any time before the start, with a reason', async () => {
    const early = await booked(seeker, counselor.userId, slotAt(5, 9));
    const cancelled = await seeker.client.put(`/consult-orders/${early.id}/cancel`, { reason: null });
    expect(cancelled.body.code, cancelled.body.msg).toBe('00000');
    expect((cancelled.body.data as ConsultOrderView).status).toBe('cancelledBySeeker');
    // the slot is free again: another seeker books it
    await booked(otherSeeker, counselor.userId, slotAt(5, 9));

    const soon = await booked(seeker, counselor.userId, slotWithin(3));
    const tooLate = await seeker.client.put(`/consult-orders/${soon.id}/cancel`, { reason: 'Changed my mind' });
    expect([tooLate.body.code, tooLate.body.msg]).toEqual(['A0440', 'Bookings can be cancelled or moved only up to 24 hours before the start']);
    expect((await seeker.client.put(`/consult-orders/${soon.id}/reschedule`, { startsAt: slotAt(6, 9) })).body.code).toBe('A0440');
    expect((await counselor.client.put(`/consult-orders/${soon.id}/cancel`, { reason: null })).body.code).toBe('A0402');
    const byCounselor = await counselor.client.put(`/consult-orders/${soon.id}/cancel`, { reason: 'ບໍ່ສະບາຍ' });
    expect(byCounselor.body.code, byCounselor.body.msg).toBe('00000');
    expect((byCounselor.body.data as ConsultOrderView).status).toBe('cancelledByCounselor');
  });

  it('reschedules: the old slot given back and the new one taken in one append, the SEQUENCE one more', async () => {
    const order = await booked(seeker, counselor.userId, slotAt(6, 13));
    const moved = await seeker.client.put(`/consult-orders/${order.id}/reschedule`, { startsAt: slotAt(6, 15) });
    expect(moved.body.code, moved.body.msg).toBe('00000');
    expect((moved.body.data as ConsultOrderView).startsAt).toBe(slotAt(6, 15));
    const rescheduled = (await eventsOf(order.id)).find((event) => event.type === 'ConsultRescheduled');
    expect(rescheduled?.data).toMatchObject({ sequence: 1, from: { startsAt: slotAt(6, 13) } });
    // the old time is free again, the new one is not
    await booked(otherSeeker, counselor.userId, slotAt(6, 13));
    expect((await book(otherSeeker, counselor.userId, slotAt(6, 15))).body.code).toBe('A0440');
  });

  it('moves only one of two orders rescheduled into one slot at once; the loser keeps its own slot whole', async () => {
    const first = await booked(seeker, counselor.userId, slotAt(10, 9));
    const second = await booked(otherSeeker, counselor.userId, slotAt(10, 11));
    const target = slotAt(10, 13);
    const answers = await Promise.all([
      seeker.client.put(`/consult-orders/${first.id}/reschedule`, { startsAt: target }),
      otherSeeker.client.put(`/consult-orders/${second.id}/reschedule`, { startsAt: target }),
    ]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual(['00000', 'A0440']);
    const loser = answers[0]!.body.code === '00000' ? second : first;
    const events = await eventsOf(loser.id);
    expect(events.map((event) => event.type)).not.toContain('ConsultRescheduled');
    // the release of the loser's slot went down with its claim of the new one: nobody else can book it
    expect((await book(seeker, counselor.userId, loser.startsAt)).body.code).toBe('A0440');
    // staff cancel on the counselor's behalf, any time before the start, with a reason
    const byStaff = await root.put(`/consult-orders/${loser.id}/cancel`, { reason: 'Counselor on leave' });
    expect(byStaff.body.code, byStaff.body.msg).toBe('00000');
    expect((await eventsOf(loser.id)).at(-1)).toMatchObject({ type: 'ConsultCancelled', data: { by: 'staff', reason: 'Counselor on leave', refund: false } });
  });

  it('keeps the payment status apart: a paid session waits, is paid once, and a cancellation asks for the refund', async () => {
    const order = await booked(seeker, paidCounselor.userId, slotAt(7, 9));
    expect(order).toMatchObject({ status: 'pendingPayment', paymentStatus: 'unpaid', price: 150_000 });
    // an ISO instant, the booking's time plus counseling.paymentMinutes (30)
    expect(Math.abs(new Date(order.payBefore!).getTime() - (Date.now() + 30 * 60_000))).toBeLessThan(60_000);
    expect(order.payBefore).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    const handlers = consultOrderHandlers(api.moduleContext);
    const payment = { providerTxId: `TX-${order.id}`, amount: 150_000, currency: order.currency, paidAt: new Date().toISOString() };
    const paid = await handlers.pay(order.id, payment, { now: new Date() });
    expect(paid.state).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    // the same transaction told again changes nothing
    expect((await handlers.pay(order.id, payment, { now: new Date() })).position).toBeUndefined();
    const cancelled = await seeker.client.put(`/consult-orders/${order.id}/cancel`, { reason: null });
    expect(cancelled.body.code, cancelled.body.msg).toBe('00000');
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({ type: 'ConsultCancelled', data: { by: 'seeker', refund: true } });
    // an unpaid one expires at the timer once payBefore has passed, and its slot is free again
    const unpaid = await booked(seeker, paidCounselor.userId, slotAt(7, 11));
    expect((await handlers.expire(unpaid.id, { now: new Date() })).position).toBeUndefined();
    const expired = await handlers.expire(unpaid.id, { now: new Date(Date.now() + 31 * 60_000) });
    expect(expired.state).toMatchObject({ status: 'expired' });
    await api.projectionWaiter.waitFor(expired.position!);
    const rebooked = await booked(otherSeeker, paidCounselor.userId, slotAt(7, 11));
    // the counselor's schedule lists only the sessions to attend: neither the expired nor the cancelled booking
    const day = slotAt(7, 11).slice(0, 10);
    const schedule = (await paidCounselor.client.get(`/consult-orders/schedule?from=${day}&to=${day}`)).body.data as ConsultOrderView[];
    expect(schedule.map((row) => row.id)).toEqual([rebooked.id]);
    expect(schedule.map((row) => row.status)).toEqual(['pendingPayment']);
  });

  it('answers A0606 for another seeker’s order and never shows the counselor’s notes to the seeker', async () => {
    const order = await booked(seeker, counselor.userId, slotAt(8, 9));
    const notes = 'Private: anxious about interviews';
    const written = await counselor.client.put(`/consult-orders/${order.id}/notes`, { notes });
    expect(written.body.code, written.body.msg).toBe('00000');
    expect((written.body.data as ConsultOrderView).notes).toBe(notes);
    expect((await seeker.client.put(`/consult-orders/${order.id}/notes`, { notes: 'mine' })).body.code).toBe('A0440');

    for (const [method, path, body] of [
      ['get', `/consult-orders/${order.id}`, undefined],
      ['get', `/consult-orders/${order.id}/history`, undefined],
      ['put', `/consult-orders/${order.id}/cancel`, { reason: null }],
      ['put', `/consult-orders/${order.id}/reschedule`, { startsAt: slotAt(8, 11) }],
      ['put', `/consult-orders/${order.id}/rating`, { rating: 5, comment: null }],
    ] as const) {
      const answer = method === 'get' ? await otherSeeker.client.get(path) : await otherSeeker.client.put(path, body);
      expect({ path, code: answer.body.code }).toEqual({ path, code: 'A0606' });
    }
    expect((await otherSeeker.client.get('/consult-orders/999999')).body.code).toBe('A0606');
    expect((await seeker.client.get('/consult-orders/page')).body.code).toBe('A0301');

    const own = await seeker.client.get(`/consult-orders/${order.id}`);
    expect(own.body.code).toBe('00000');
    expect(own.body.data).not.toHaveProperty('notes');
    const mine = (await seeker.client.get('/consult-orders/mine?pageSize=100')).body.data as Page<ConsultOrderView>;
    expect(mine.list.map((row) => row.id)).toContain(order.id);
    expect(mine.list.every((row) => row.seekerId === seeker.userId && !('notes' in row))).toBe(true);
    // the seeker is told until when they may change it: the start less counseling.noticeHours (24 by default)
    const listed = mine.list.find((row) => row.id === order.id)!;
    expect(listed.changeableUntil).toBe(new Date(Date.parse(listed.startsAt) - 24 * 3_600_000).toISOString());
    const history = (await seeker.client.get(`/consult-orders/${order.id}/history`)).body.data as HistoryEntry[];
    expect(history.map((entry) => entry.type)).toContain('ConsultNotesWritten');
    expect(JSON.stringify(history)).not.toContain(notes);
    // the counselor and staff read them
    expect(((await counselor.client.get(`/consult-orders/${order.id}`)).body.data as ConsultOrderView).notes).toBe(notes);
    expect(JSON.stringify((await counselor.client.get(`/consult-orders/${order.id}/history`)).body.data)).toContain(notes);
    expect(((await root.get(`/consult-orders/${order.id}`)).body.data as ConsultOrderView).notes).toBe(notes);
    const schedule = (await counselor.client.get(`/consult-orders/schedule?from=${slotAt(8, 9).slice(0, 10)}&to=${slotAt(8, 9).slice(0, 10)}`)).body.data as ConsultOrderView[];
    expect(schedule.find((row) => row.id === order.id)?.notes).toBe(notes);
    expect((await seeker.client.get('/consult-orders/schedule')).body.code).toBe('A0301');
  });

  it('completes or marks a no-show only once the session has started, and takes the seeker’s rating once after completion', async () => {
    const order = await booked(seeker, counselor.userId, slotAt(9, 9));
    const early = await counselor.client.put(`/consult-orders/${order.id}/complete`);
    expect([early.body.code, early.body.msg]).toEqual(['A0440', 'The session has not started yet']);
    expect((await counselor.client.put(`/consult-orders/${order.id}/no-show`)).body.code).toBe('A0440');
    expect((await seeker.client.put(`/consult-orders/${order.id}/rating`, { rating: 5, comment: null })).body.code).toBe('A0440');

    // the clock at the start: the counselor's command through the same handler (HTTP runs on the real clock)
    const handlers = consultOrderHandlers(api.moduleContext);
    const afterStart = new Date(new Date(order.startsAt).getTime() + 5 * 60_000);
    expect((await handlers.complete(order.id, actorOf(seeker, ['SEEKER']), { now: afterStart }).catch((error: { code?: string }) => error.code))).toBe('A0440');
    const done = await handlers.complete(order.id, actorOf(counselor, ['COUNSELOR']), { now: afterStart });
    await api.projectionWaiter.waitFor(done.position!);
    expect(done.state).toMatchObject({ status: 'completed' });

    const rated = await seeker.client.put(`/consult-orders/${order.id}/rating`, { rating: 5, comment: 'ຊ່ວຍໄດ້ຫຼາຍ' });
    expect(rated.body.code, rated.body.msg).toBe('00000');
    expect(rated.body.data).toMatchObject({ rating: 5, comment: 'ຊ່ວຍໄດ້ຫຼາຍ' });
    const again = await seeker.client.put(`/consult-orders/${order.id}/rating`, { rating: 1, comment: null });
    expect([again.body.code, again.body.msg]).toEqual(['A0440', 'You have already rated this session']);
    expect((await seeker.client.put(`/consult-orders/${order.id}/rating`, { rating: 6, comment: null })).body.code).toBe('A0402');

    // a session booked earlier and left unclosed past its day stays on the counselor's home until it is closed
    const bookedDaysAgo = new Date(Date.now() - 10 * DAY);
    const longAgo = slotAt(-3, 9);
    const unclosed = await handlers.book(actorOf(seeker, ['SEEKER']), bookForm.parse({ counselorId: counselor.userId, startsAt: longAgo, mode: 'online', topic: null }), { locale: 'lo', timeZone: null }, { actorId: String(seeker.userId), now: bookedDaysAgo });
    await api.projectionWaiter.waitFor(unclosed.position!);
    const home = (await counselor.client.get('/consult-orders/schedule')).body.data as ConsultOrderView[];
    expect(home.map((row) => row.id)).toContain(unclosed.id);
    const closed = await handlers.complete(unclosed.id, actorOf(counselor, ['COUNSELOR']), { now: new Date() });
    await api.projectionWaiter.waitFor(closed.position!);
    expect(((await counselor.client.get('/consult-orders/schedule')).body.data as ConsultOrderView[]).map((row) => row.id)).not.toContain(unclosed.id);

    const noShow = await booked(seeker, counselor.userId, slotAt(9, 11));
    const marked = await handlers.markNoShow(noShow.id, actorOf(counselor, ['COUNSELOR']), { now: new Date(new Date(noShow.startsAt).getTime() + HOUR) });
    expect(marked.state).toMatchObject({ status: 'noShow' });
  });

  it('gives staff the month’s figures and an export', async () => {
    // keywords find the counselor's and the seeker's names too
    const byCounselor = (await root.get(`/consult-orders/page?keywords=${encodeURIComponent('ທີ່ປຶກສາ')}&counselorId=${paidCounselor.userId}`)).body.data as Page<ConsultOrderView>;
    expect(byCounselor.total).toBeGreaterThan(0);
    expect(byCounselor.list.every((row) => row.counselorId === paidCounselor.userId && 'notes' in row)).toBe(true);
    const bySeeker = (await root.get('/consult-orders/page?keywords=consulting-&pageSize=100')).body.data as Page<ConsultOrderView>;
    expect(bySeeker.total).toBeGreaterThan(0);
    expect(bySeeker.list.every((row) => row.seekerId === otherSeeker.userId)).toBe(true);
    const stats = await root.get('/consult-orders/stats/month');
    expect(stats.body.code, stats.body.msg).toBe('00000');
    expect(stats.body.data).toMatchObject({ sessions: expect.any(Number), completed: expect.any(Number), cancelled: expect.any(Number), revenue: expect.any(Number) });
    const exported = await fetch(`${api.baseUrl}/api/v1/consult-orders/export`, { headers: { Authorization: await signIn(api, 'root') } });
    expect([exported.status, exported.headers.get('content-type')]).toEqual([200, expect.stringContaining('spreadsheet')]);
    await exported.arrayBuffer();
  });
});
