import {
  availabilityForm,
  bookForm,
  consultCancelForm,
  consultNotesForm,
  consultOrderStream,
  consultPermissions,
  consultRatingForm,
  counselorForm,
  counselorPermissions,
  dataScopes,
  dayOffForm,
  rescheduleForm,
  roleCodes,
  type ConsultOrderEvent,
  type Locale,
} from '@jobmarket/contracts';
import { ROLES_TABLE, USERS_TABLE } from '@jobmarket/projections';
import type { CommandContext } from '../../../eventSourcing/decider';
import type { Actor } from '../../../http/actor';
import { formatDateTime } from '../../../http/time';
import { instantOfLocal } from '../../delivery/deliveryDecider';
import { DEMO_PASSWORD } from '../../identity/seed/seedIdentity';
import { userAccounts } from '../../identity/users/handlers';
import { SIGNATURE_HEADER } from '../../membership/payments/webhookSignature';
import { paymentWebhook } from '../../membership/payments/routes';
import { actOnQr } from '../../membership/payments/simulatedPayer';
import { demoSeekers } from '../../resumes/seed/demoResumes';
import { SettleBatch, type ModuleContext } from '../../moduleContext';
import { counselorHandlers } from '../counselors/handlers';
import { consultOrderHandlers } from '../orders/handlers';
import { consultPayments, refundConsultOrder } from '../payments/routes';
import { demoConsultOrders, demoCounselors, type DemoConsultKey, type DemoCounselor, type DemoSlot } from './demoCounseling';

const DAY_MS = 24 * 3600_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 3600_000;

export interface SeededCounseling {
  counselors: number;
  orders: number;
  /** The counselors' user ids (= counselor ids) by username. */
  counselorIds: Record<string, number>;
  /** The orders' ids by their `demoConsultOrders` key. */
  orderIds: Record<DemoConsultKey, number>;
}

interface Slot {
  startsAt: Date;
  endsAt: Date;
}

/**
 * Career counseling on a fresh start (issue 17, demo data), through the same handlers as the api, the payment webhook
 * and the timers' worker: three counselor accounts (the COUNSELOR role) get their profiles, weekly openings and a day
 * off from staff; demo job seekers book their slots, pay the paid ones in the simulated bank (QR, the bank paying it,
 * the signed webhook confirming the order), reschedule, cancel (a paid cancellation refunded through the payment
 * port), and the counselors mark sessions completed or no-show, each step at the time it would have happened (an
 * earlier `command.now`). The events keep the seed's correlation. Runs after the resumes seed (the demo seekers'
 * accounts); not in production.
 */
export async function seedDemoCounseling(context: ModuleContext, command: CommandContext): Promise<SeededCounseling> {
  const counselors = counselorHandlers(context);
  const orders = consultOrderHandlers(context);
  const payments = consultPayments(context);
  const webhook = paymentWebhook(context);
  const secret = context.config.PAYMENT_WEBHOOK_SECRET ?? '';
  const batch = new SettleBatch();

  const userIdOf = async (username: string): Promise<number | undefined> => {
    const row = await context.db(USERS_TABLE).where({ username }).whereNull('deleted_at').first('id');
    return row ? Number(row.id) : undefined;
  };
  const actorOf = (userId: number, username: string, role: string, perms: readonly string[] = []): Actor => ({ userId: String(userId), username, roles: [role], perms: new Set(perms) });
  const adminId = await userIdOf('admin');
  if (adminId === undefined) throw new Error('Seed the demo accounts first: the demo counseling needs admin.');
  // the demo admin: every counseling permission over all data, as the ADMIN role holds them
  const staff: Actor = { ...actorOf(adminId, 'admin', roleCodes.admin, [...Object.values(counselorPermissions), ...Object.values(consultPermissions)]), dataScope: dataScopes.all };
  const at = (instant: Date, actorId: string | undefined): CommandContext => ({ ...command, actorId, now: instant });
  const daysAgo = (days: number) => new Date(command.now.getTime() - days * DAY_MS);

  // the counselors: accounts, then staff make them counselors (60 days back), their openings and a day off
  const counselorIds: Record<string, number> = {};
  const counselorActors = new Map<string, Actor>();
  const counselorRole = await context.db(ROLES_TABLE).where({ code: roleCodes.counselor }).first('id');
  if (!counselorRole) throw new Error('Seed the identity first: no COUNSELOR role.');
  for (const counselor of demoCounselors) {
    let userId = await userIdOf(counselor.username);
    if (userId === undefined) {
      const fields = { nickname: counselor.nickname, mobile: null, gender: 0, avatar: null, email: `${counselor.username}@jobmarket.example`, status: 1, deptId: null, roleIds: [Number(counselorRole.id)] };
      userId = await userAccounts(context).create({ username: counselor.username, password: DEMO_PASSWORD, kind: 'platform', fields }, at(daysAgo(61), 'system'));
    }
    counselorIds[counselor.username] = userId;
    counselorActors.set(counselor.username, actorOf(userId, counselor.username, roleCodes.counselor));
    const form = counselorForm.parse({ ...counselor.profile, userId, name: counselor.nickname, avatarUrl: null });
    const refused = (what: string) => (error: unknown) => {
      throw new Error(`demo counselor "${counselor.username}": ${what} refused`, { cause: error });
    };
    batch.note((await counselors.save(staff, form, at(daysAgo(60), staff.userId)).catch(refused('profile'))).position);
    batch.note((await counselors.setAvailability(staff, userId, availabilityForm.parse(counselor.availability), at(daysAgo(60), staff.userId)).catch(refused('availability'))).position);
  }
  await batch.settle(context);
  const daysOff = new Map<string, string>();
  for (const counselor of demoCounselors) {
    const day = openDaysOf(counselor, counselor.dayOff.openDay, undefined);
    daysOff.set(counselor.username, day);
    const self = counselorActors.get(counselor.username)!;
    const written = await counselors.addDayOff(self, counselorIds[counselor.username]!, dayOffForm.parse({ day, reason: counselor.dayOff.reason }), at(daysAgo(7), self.userId));
    batch.note(written.position);
  }
  await batch.settle(context);

  // the orders, each through its steps; slots named by open days, the latest session over last (it picks what is left)
  const seekers = new Map<string, { actor: Actor; locale: Locale }>();
  for (const username of new Set(demoConsultOrders.map((order) => order.seeker))) {
    const userId = await userIdOf(username);
    if (userId === undefined) throw new Error(`Seed the demo seekers first: the demo counseling needs ${username}.`);
    seekers.set(username, { actor: actorOf(userId, username, roleCodes.seeker), locale: demoSeekers.find((seeker) => seeker.username === username)?.locale ?? 'en' });
  }
  const taken = new Set<string>();
  const orderIds = {} as Record<DemoConsultKey, number>;
  const inTurn = [...demoConsultOrders].sort((a, b) => Number(a.slot === 'latestOver') - Number(b.slot === 'latestOver'));
  for (const order of inTurn) {
    const counselor = demoCounselors.find((candidate) => candidate.username === order.counselor)!;
    const counselorActor = counselorActors.get(order.counselor)!;
    const { actor: seeker, locale } = seekers.get(order.seeker)!;
    const slot = order.slot === 'latestOver' ? latestOverOf(counselor) : slotOf(counselor, order.slot);
    taken.add(`${order.counselor}@${slot.startsAt.toISOString()}`);
    const bookedAt = order.bookedDaysAgo === 0 ? command.now : daysAgo(order.bookedDaysAgo);
    if (bookedAt.getTime() > slot.startsAt.getTime() - 2 * HOUR_MS) throw new Error(`demo consult order "${order.key}": booked after its slot (${slot.startsAt.toISOString()})`);
    const refused = (what: string) => (error: unknown) => {
      throw new Error(`demo consult order "${order.key}": ${what} refused`, { cause: error });
    };

    const form = bookForm.parse({ counselorId: counselorIds[order.counselor], startsAt: slot.startsAt.toISOString(), mode: order.mode, topic: order.topic });
    // the seeker books from where the counselor is: their mails write times as they read them there
    const booked = await orders.book(seeker, form, { locale, timeZone: counselor.availability.timeZone }, at(bookedAt, seeker.userId)).catch(refused('booking'));
    const orderId = booked.id;
    orderIds[order.key] = orderId;
    batch.note(booked.position);
    let last = bookedAt;

    if (order.paidAfterMinutes !== undefined) {
      const paidAt = new Date(bookedAt.getTime() + order.paidAfterMinutes * MINUTE_MS);
      await payInBank(orderId, seeker, paidAt).catch(refused('payment'));
      last = paidAt;
    }
    if (order.reschedule) {
      const to = slotOf(counselor, order.reschedule.to);
      taken.add(`${order.counselor}@${to.startsAt.toISOString()}`);
      const now = later(daysAgo(order.reschedule.daysAgo), last);
      batch.note((await orders.reschedule(orderId, seeker, rescheduleForm.parse({ startsAt: to.startsAt.toISOString() }).startsAt, at(now, seeker.userId)).catch(refused('reschedule'))).position);
      last = now;
    }
    if (order.cancel) {
      const by = order.cancel.by === 'seeker' ? seeker : counselorActor;
      const now = later(daysAgo(order.cancel.daysAgo), last);
      const cancelled = await orders.cancel(orderId, by, consultCancelForm.parse({ reason: order.cancel.reason }).reason, at(now, by.userId)).catch(refused('cancel'));
      batch.note(cancelled.position);
      last = now;
      if (order.expected.paymentStatus === 'refunded') {
        // the reactions' refund job, as its worker runs it a moment later: the payment port gives the money back
        await batch.settle(context);
        const refunded = await refundConsultOrder(context, orderId, at(new Date(now.getTime() + MINUTE_MS), 'system')).catch(refused('refund'));
        batch.note(refunded.position);
      }
    }
    if (order.expires) {
      // the payment time limit's timer, as its delayed job runs it just after `payBefore`
      const events = (await context.store.readStream(consultOrderStream(orderId))) as unknown as ConsultOrderEvent[];
      const bookedEvent = events.find((event) => event.type === 'ConsultBooked');
      const payBefore = bookedEvent?.type === 'ConsultBooked' ? bookedEvent.data.payBefore : null;
      if (!payBefore) throw new Error(`demo consult order "${order.key}": a paid booking without payBefore`);
      batch.note((await orders.expire(orderId, at(new Date(new Date(payBefore).getTime() + MINUTE_MS), 'system')).catch(refused('expire'))).position);
    }
    if (order.outcome) {
      const now = new Date(slot.endsAt.getTime() + order.outcome.minutesAfterEnd * MINUTE_MS);
      const step = at(now, counselorActor.userId);
      const marked = order.outcome.action === 'complete' ? await orders.complete(orderId, counselorActor, step).catch(refused('complete')) : await orders.markNoShow(orderId, counselorActor, step).catch(refused('no-show'));
      batch.note(marked.position);
      if (order.outcome.notes) {
        const noted = await orders.writeNotes(orderId, counselorActor, consultNotesForm.parse({ notes: order.outcome.notes }).notes, at(new Date(now.getTime() + 3 * MINUTE_MS), counselorActor.userId)).catch(refused('notes'));
        batch.note(noted.position);
      }
    }
    if (order.rating) {
      const now = new Date(slot.endsAt.getTime() + order.rating.hoursAfterEnd * HOUR_MS);
      const rated = await orders.rate(orderId, seeker, consultRatingForm.parse({ rating: order.rating.rating, comment: order.rating.comment }), at(now, seeker.userId)).catch(refused('rating'));
      batch.note(rated.position);
    }
  }
  await batch.settle(context);
  return { counselors: demoCounselors.length, orders: demoConsultOrders.length, counselorIds, orderIds };

  /** The seeker asks for the order's QR, the simulated bank pays it, its signed webhook confirms the order. */
  async function payInBank(orderId: number, seeker: Actor, paidAt: Date): Promise<void> {
    const qr = await payments.issueQr(seeker, orderId, at(new Date(paidAt.getTime() - MINUTE_MS), seeker.userId));
    const answer = await actOnQr(context.db, secret, qr.payload, 'pay', paidAt, async (rawBody, signature) => {
      const written = await webhook.receive(Buffer.from(rawBody), { [SIGNATURE_HEADER]: signature }, at(paidAt, undefined));
      batch.note(written.position);
      return 200;
    });
    if ('problem' in answer || answer.outcome !== 'paid') throw new Error(`the simulated bank did not pay the demo consult order ${orderId}: ${JSON.stringify(answer)}`);
  }

  /** The local day (`YYYY-MM-DD`, the counselor's zone) `count` open days from the seed's day, skipping `dayOff`. */
  function openDaysOf(counselor: DemoCounselor, count: number, dayOff: string | undefined): string {
    const { timeZone, weekly } = counselor.availability;
    const today = formatDateTime(command.now, timeZone).slice(0, 10);
    const step = Math.sign(count);
    let found = 0;
    for (let offset = step; Math.abs(offset) <= 60; offset += step) {
      const day = new Date(new Date(`${today}T00:00:00Z`).getTime() + offset * DAY_MS).toISOString().slice(0, 10);
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      if (day === dayOff || !weekly.some((opening) => opening.weekday === weekday)) continue;
      found += 1;
      if (found === Math.abs(count)) return day;
    }
    throw new Error(`demo counselor "${counselor.username}": no open day ${count}`);
  }

  /** The sessions of a local day: each opening cut into session lengths from its start, in the order of the day. */
  function slotsOfDay(counselor: DemoCounselor, day: string): Slot[] {
    const { timeZone, weekly } = counselor.availability;
    const minutes = Number(counselor.profile.sessionMinutes);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const clock = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    const openings = weekly.filter((opening) => opening.weekday === weekday).sort((a, b) => clock(a.from) - clock(b.from));
    const slots: Slot[] = [];
    for (const opening of openings) {
      for (let start = clock(opening.from); start + minutes <= clock(opening.to); start += minutes) {
        const startsAt = instantOfLocal(`${day}T${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`, timeZone);
        slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + minutes * MINUTE_MS) });
      }
    }
    return slots;
  }

  function slotOf(counselor: DemoCounselor, slot: DemoSlot): Slot {
    const day = openDaysOf(counselor, slot.openDay, daysOff.get(counselor.username));
    const found = slotsOfDay(counselor, day)[slot.slot];
    if (!found) throw new Error(`demo counselor "${counselor.username}": no session ${slot.slot} on ${day}`);
    return found;
  }

  /** The latest session of the counselor that ended before the seed's time and no other demo order holds. */
  function latestOverOf(counselor: DemoCounselor): Slot {
    const today = formatDateTime(command.now, counselor.availability.timeZone).slice(0, 10);
    for (let offset = 0; offset <= 14; offset++) {
      const day = new Date(new Date(`${today}T00:00:00Z`).getTime() - offset * DAY_MS).toISOString().slice(0, 10);
      const over = slotsOfDay(counselor, day)
        .filter((slot) => slot.endsAt.getTime() <= command.now.getTime() - 5 * MINUTE_MS && !taken.has(`${counselor.username}@${slot.startsAt.toISOString()}`))
        .at(-1);
      if (over) return over;
    }
    throw new Error(`demo counselor "${counselor.username}": no session over in the last two weeks`);
  }
}

/** A step's time: as planned, but never before the step it follows. */
const later = (planned: Date, previous: Date): Date => (planned > previous ? planned : new Date(previous.getTime() + 7 * MINUTE_MS));
