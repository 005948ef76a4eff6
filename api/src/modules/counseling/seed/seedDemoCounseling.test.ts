import { consultOrderStream, counselorStream, roleCodes, type ConsultOrderEvent, type CounselorEvent, type ConsultOrderView, type CounselorView, type Page } from '@jobmarket/contracts';
import { ROLES_TABLE } from '@jobmarket/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandContext } from '../../../eventSourcing/decider';
import { as, signIn, startSeededApi } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';
import { DEMO_PASSWORD } from '../../identity/seed/seedIdentity';
import { userAccounts } from '../../identity/users/handlers';
import { SettleBatch } from '../../moduleContext';
import { demoSeekers } from '../../resumes/seed/demoResumes';
import { demoConsultOrders, demoCounselors } from './demoCounseling';
import { seedDemoCounseling, type SeededCounseling } from './seedDemoCounseling';

const orderOf = (key: string) => demoConsultOrders.find((order) => order.key === key)!;

describe('demo counseling', () => {
  let api: TestApi;
  let seeded: SeededCounseling;
  const now = new Date();

  beforeAll(async () => {
    ({ api } = await startSeededApi());
    const command: CommandContext = { actorId: 'system', correlationId: 'seed', now };
    // the demo seekers' accounts, as the resumes seed makes them (without their resumes: not needed here)
    const role = await api.db(ROLES_TABLE).where({ code: roleCodes.seeker }).first('id');
    const batch = new SettleBatch();
    for (const seeker of demoSeekers.filter((candidate) => candidate.username !== 'seeker')) {
      const fields = { nickname: seeker.nickname, mobile: null, gender: 0, avatar: null, email: `${seeker.username}@jobmarket.example`, status: 1, deptId: null, roleIds: [Number(role.id)] };
      await userAccounts(api.moduleContext).create({ username: seeker.username, password: DEMO_PASSWORD, kind: 'seeker', fields }, command, { batch });
    }
    await batch.settle(api.moduleContext);
    seeded = await seedDemoCounseling(api.moduleContext, command);
  }, 300_000);
  afterAll(async () => api?.close());

  const eventsOf = async (orderId: number) => (await api.moduleContext.store.readStream(consultOrderStream(orderId))) as unknown as (ConsultOrderEvent & { metadata?: { correlationId?: string } })[];

  it('lists three active counselors in several languages, one free and two paid, each signing in with the COUNSELOR role', async () => {
    const { list } = (await api.call('/api/v1/counselors/page?pageSize=50')).body.data as Page<CounselorView>;
    expect(list.map((row) => row.id).sort()).toEqual(Object.values(seeded.counselorIds).sort());
    expect(list.filter((row) => row.price === 0)).toHaveLength(1);
    expect(list.filter((row) => row.price > 0).every((row) => row.currency === 'LAK')).toBe(true);
    expect(new Set(list.flatMap((row) => row.languages))).toEqual(new Set(['en', 'lo', 'th', 'zh-cn']));
    for (const counselor of demoCounselors) {
      const self = as(api, await signIn(api, counselor.username));
      expect(((await self.get('/counselors/me')).body.data as CounselorView).id).toBe(seeded.counselorIds[counselor.username]);
    }
    // the reader's language: Thai biography for a Thai reader of Malee's profile
    const malee = await api.call(`/api/v1/counselors/${seeded.counselorIds.malee}`, { headers: { 'Accept-Language': 'th' } });
    expect((malee.body.data as CounselorView).biography).toBe(demoCounselors[1]!.profile.biographies.th);
  });

  it('offers free slots, none on the counselor’s day off, none at a booked session', async () => {
    const from = now.toISOString().slice(0, 10);
    const to = new Date(now.getTime() + 20 * 24 * 3600_000).toISOString().slice(0, 10);
    const slots = (await api.call(`/api/v1/counselors/${seeded.counselorIds.counselor}/slots?from=${from}&to=${to}`)).body.data as { startsAt: string }[];
    expect(slots.length).toBeGreaterThan(20);
    const admin = as(api, await signIn(api, 'admin'));
    const held = ((await admin.get(`/consult-orders/page?pageSize=50&counselorId=${seeded.counselorIds.counselor}`)).body.data as Page<ConsultOrderView>).list.filter((order) =>
      ['pendingPayment', 'confirmed'].includes(order.status),
    );
    expect(held.length).toBeGreaterThan(0);
    for (const order of held) expect(slots.map((slot) => new Date(slot.startsAt).getTime())).not.toContain(new Date(order.startsAt).getTime());
    // the day off (a day of the counselor's own clock) has none, the days around it have theirs
    const events = (await api.moduleContext.store.readStream(counselorStream(seeded.counselorIds.counselor!))) as unknown as CounselorEvent[];
    const dayOff = events.find((event) => event.type === 'DayOffAdded');
    expect(dayOff?.type === 'DayOffAdded' && dayOff.data.reason).toBe(demoCounselors[0]!.dayOff.reason);
    const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: demoCounselors[0]!.availability.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    const days = new Set(slots.map((slot) => localDay.format(new Date(slot.startsAt))));
    expect(dayOff?.type === 'DayOffAdded' && days.has(dayOff.data.day)).toBe(false);
    expect(days.size).toBeGreaterThan(5);
  });

  it('has a consult order in every booking status, with the payment status each should have', async () => {
    const admin = as(api, await signIn(api, 'admin'));
    const { list } = (await admin.get('/consult-orders/page?pageSize=50')).body.data as Page<ConsultOrderView>;
    expect(list).toHaveLength(demoConsultOrders.length);
    for (const order of demoConsultOrders) {
      const row = list.find((candidate) => candidate.id === seeded.orderIds[order.key]);
      expect(row, order.key).toMatchObject(order.expected);
    }
    expect(new Set(list.map((row) => row.status))).toEqual(new Set(['pendingPayment', 'confirmed', 'completed', 'cancelledBySeeker', 'cancelledByCounselor', 'noShow', 'expired']));
    // the completed ones rated, the awaiting one over and waiting for the counselor's word
    expect(list.find((row) => row.id === seeded.orderIds.completedRated)).toMatchObject({ rating: 5 });
    const awaiting = list.find((row) => row.id === seeded.orderIds.awaitingCompletion)!;
    expect(new Date(awaiting.endsAt).getTime()).toBeLessThan(now.getTime());
    expect(new Date(list.find((row) => row.id === seeded.orderIds.pendingPayment)!.startsAt).getTime()).toBeGreaterThan(now.getTime());
  });

  it('paid through the simulated bank, refunded through the port, rescheduled once; all under the seed’s correlation', async () => {
    const paid = await eventsOf(seeded.orderIds.confirmedPaid);
    expect(paid.map((event) => event.type)).toEqual(['ConsultBooked', 'ConsultPaid', 'ConsultConfirmed', 'ConsultRescheduled']);
    const payment = paid.find((event) => event.type === 'ConsultPaid');
    expect(payment?.type === 'ConsultPaid' && payment.data.providerTxId).toMatch(/^SB/);
    const refunded = await eventsOf(seeded.orderIds.cancelledBySeeker);
    expect(refunded.map((event) => event.type)).toEqual(['ConsultBooked', 'ConsultPaid', 'ConsultConfirmed', 'ConsultCancelled', 'ConsultRefunded']);
    expect(refunded.find((event) => event.type === 'ConsultCancelled')?.data).toMatchObject({ by: 'seeker', refund: true });
    const free = await eventsOf(seeded.orderIds.confirmedFree);
    expect(free.map((event) => event.type)).toEqual(['ConsultBooked', 'ConsultConfirmed']);
    for (const key of Object.keys(seeded.orderIds) as (keyof typeof seeded.orderIds)[]) {
      expect((await eventsOf(seeded.orderIds[key])).every((event) => event.metadata?.correlationId === 'seed'), key).toBe(true);
    }
  });

  it('keeps the counselor’s notes from the seeker who booked, and lets the counselor read them', async () => {
    const id = seeded.orderIds.completedRated;
    const seeker = as(api, await signIn(api, orderOf('completedRated').seeker));
    const seen = (await seeker.get(`/consult-orders/${id}`)).body.data as ConsultOrderView;
    expect(seen.status).toBe('completed');
    expect(seen).not.toHaveProperty('notes');
    const counselor = as(api, await signIn(api, 'counselor'));
    expect(((await counselor.get(`/consult-orders/${id}`)).body.data as ConsultOrderView).notes).toBe(orderOf('completedRated').outcome!.notes);
  });
});
