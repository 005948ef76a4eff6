import { formatDateTime } from '@jobmarket/contracts/platform/time';
import { availabilityForm, bookForm, consultOrderStream, consultInvitationUid, consultPermissions, counselorForm, counselorPermissions, dataScopes, roleCodes, type ConsultOrderEvent } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import type { RecordedEvent } from '@jobmarket/eventstore';
import type { CommandContext } from '@jobmarket/api/eventSourcing/decider';
import type { Actor } from '@jobmarket/api/http/actor';
import { counselorHandlers } from '@jobmarket/api/modules/counseling/counselors/handlers';
import { consultOrderHandlers } from '@jobmarket/api/modules/counseling/orders/handlers';
import { consultPayments } from '@jobmarket/api/modules/counseling/payments/routes';
import { paymentWebhook } from '@jobmarket/api/modules/membership/payments/routes';
import { actOnQr } from '@jobmarket/api/modules/membership/payments/simulatedPayer';
import { SIGNATURE_HEADER } from '@jobmarket/api/modules/membership/payments/webhookSignature';
import { DEMO_PASSWORD } from '@jobmarket/api/modules/identity/seed/seedIdentity';
import { userAccounts } from '@jobmarket/api/modules/identity/users/handlers';
import { mailSender } from '@jobmarket/api/platform/messaging/adapters';
import type { TestApi } from '@jobmarket/api/testing/testApi';
import { consultNoticesReactor, consultTimersReactor, jobIdFor, NOTICES_TABLE, noticesProjection, recipientJobIdFor, ROLES_TABLE, USERS_TABLE } from '@jobmarket/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReactorHarness, type FinishedJobs, type ReactorHarness } from '../testing/reactorHarness';
import { consultReminderJobIdOf } from './consultTimers.job';
import { propertiesOf } from '@jobmarket/api/testing/calendarProperties';

const HOUR_MS = 3600_000;
const MINUTE_MS = 60_000;
/** `counseling.paymentMinutes` as the system config seeds it. */
const PAYMENT_MINUTES = 30;

interface OutboxRow {
  subject: string;
  body: string;
  attachments: { filename: string; contentType: string; content: string }[] | null;
}

const calendarOf = (row: OutboxRow) => {
  const properties = propertiesOf(row.attachments![0]!.content);
  return { method: properties.get('METHOD')?.[0], uid: properties.get('UID')?.[0], sequence: Number(properties.get('SEQUENCE')?.[0]) };
};

describe('what follows from a consult order’s events: the payment time limit, the calendar mails, the reminder, the notices', () => {
  let harness: ReactorHarness<'counseling' | 'notices' | 'mail'>;
  let api: TestApi;
  let counselingJobs: FinishedJobs;
  let noticeJobs: FinishedJobs;
  let mailJobs: FinishedJobs;
  let staff: Actor;
  let seq = 0;

  beforeAll(async () => {
    harness = await startReactorHarness({
      reactors: [consultTimersReactor, consultNoticesReactor],
      watch: ['counseling', 'notices', 'mail'],
      mail: (testApi, logger) => mailSender('', testApi.moduleContext.config.MAIL_FROM, testApi.db, logger),
    });
    ({ api } = harness);
    ({ counseling: counselingJobs, notices: noticeJobs, mail: mailJobs } = harness.finished);
    const admin = await api.db(USERS_TABLE).where({ username: 'admin' }).first('id');
    staff = { userId: String(admin.id), username: 'admin', roles: [roleCodes.admin], perms: new Set([...Object.values(counselorPermissions), ...Object.values(consultPermissions)]), dataScope: dataScopes.all };
  }, 120_000);
  afterAll(() => harness?.close());

  const orders = () => consultOrderHandlers(api.moduleContext);
  const command = (actorId: string, now = new Date()): CommandContext => ({ actorId, correlationId: `test-${Date.now()}`, now });
  const settle = async (position: string | undefined) => {
    if (position) expect(await api.projectionWaiter.waitFor(position)).toBe(true);
  };

  /** An account with an e-mail in the role, as the users read model holds it. */
  async function account(role: string, kind: 'seeker' | 'platform', prefix: string): Promise<{ actor: Actor; email: string; name: string }> {
    const username = `${prefix}-${Date.now().toString(36)}-${++seq}`;
    const email = `${username}@example.com`;
    const roleRow = await api.db(ROLES_TABLE).where({ code: role }).first('id');
    const fields = { nickname: `${prefix} ${seq}`, mobile: null, gender: 0, avatar: null, email, status: 1, deptId: null, roleIds: [Number(roleRow.id)] };
    const userId = await userAccounts(api.moduleContext).create({ username, password: DEMO_PASSWORD, kind, fields }, command('1'));
    return { actor: { userId: String(userId), username, roles: [role], perms: new Set() }, email, name: fields.nickname };
  }

  /** A counselor open every day around the clock (UTC), sessions of an hour at `price`. */
  async function counselor(price: number) {
    const who = await account(roleCodes.counselor, 'platform', 'counselor');
    const userId = Number(who.actor.userId);
    const form = counselorForm.parse({
      userId,
      name: `Counselor ${seq}`,
      avatarUrl: null,
      title: 'Career coach',
      specialties: ['careerPlanning'],
      languages: ['en'],
      biographies: { en: 'Helps you find work.' },
      price,
      sessionMinutes: 60,
      modes: ['online'],
      place: null,
      status: 'active',
    });
    await settle((await counselorHandlers(api.moduleContext).save(staff, form, command(staff.userId))).position);
    const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '00:00', to: '23:00' }));
    await settle((await counselorHandlers(api.moduleContext).setAvailability(staff, userId, availabilityForm.parse({ timeZone: 'UTC', weekly }), command(staff.userId))).position);
    return { ...who, userId, shownName: form.name };
  }

  /** The next whole UTC hour at least `hours` ahead, before 23:00 (the openings' end). */
  const slotIn = (hours: number) => {
    const start = new Date(Math.ceil((Date.now() + hours * HOUR_MS) / HOUR_MS) * HOUR_MS);
    if (start.getUTCHours() === 23) start.setUTCHours(24);
    return start.toISOString();
  };

  const eventsOf = async (orderId: number) => (await api.store.readStream(consultOrderStream(orderId))) as (RecordedEvent & ConsultOrderEvent)[];
  const lastOf = async (orderId: number, type: ConsultOrderEvent['type']) => (await eventsOf(orderId)).filter((event) => event.type === type).at(-1)!;
  const outboxOf = async (email: string): Promise<OutboxRow[]> =>
    api.db('message_outbox').where({ channel: 'email', recipient: email }).orderBy('id').select('subject', 'body', 'attachments');

  async function book(seeker: Actor, counselorId: number, startsAt: string, now = new Date(), timeZone: string | null = null) {
    const written = await orders().book(seeker, bookForm.parse({ counselorId, startsAt, mode: 'online', topic: 'Changing careers' }), { locale: 'en', timeZone }, command(seeker.userId, now));
    await settle(written.position);
    return written.id;
  }

  it('expires an unpaid booking at its payBefore, giving the slot back, and tells the seeker', async () => {
    const paid = await counselor(150_000);
    const seeker = await account(roleCodes.seeker, 'seeker', 'seeker');
    // booked (as far as the clock of the command goes) half an hour less three seconds ago: payBefore is 3 s away
    const bookedAt = new Date(Date.now() - PAYMENT_MINUTES * MINUTE_MS + 3000);
    const orderId = await book(seeker.actor, paid.userId, slotIn(48), bookedAt);
    const booked = await lastOf(orderId, 'ConsultBooked');
    const payBefore = new Date((booked.data as { payBefore: string }).payBefore).getTime();

    const expiry = jobIdFor('consult-expire', booked.id);
    expect(await counselingJobs.finished(expiry)).toEqual({ expired: true, position: expect.any(String) });
    const job = await harness.queues.get('counseling').getJob(expiry);
    expect(job!.processedOn!).toBeGreaterThanOrEqual(payBefore);
    const expired = await lastOf(orderId, 'ConsultExpired');
    expect(expired).toBeDefined();
    // the seeker's notice of the expiry, in the language they booked in
    const [noticeId] = (expired.data as { noticeIds: number[] }).noticeIds;
    const { position } = (await noticeJobs.finished(jobIdFor(`consult-notice-${noticeId}`, expired.id))) as { position: string };
    expect(await api.projectionWaiter.waitFor(position, { projections: [noticesProjection.name] })).toBe(true);
    const notice = await api.db(NOTICES_TABLE).where({ id: noticeId }).first('title');
    expect(notice.title).toBe(translate('en', 'counselingMail.notices.expired.title'));
    // the slot is free again: another seeker books it
    const other = await account(roleCodes.seeker, 'seeker', 'seeker');
    expect(await book(other.actor, paid.userId, (booked.data as { startsAt: string }).startsAt)).toBeGreaterThan(orderId);
  }, 60_000);

  it('invites both parties with a REQUEST, moves it with a higher SEQUENCE, and cancels it with a CANCEL of the same UID above it', async () => {
    const free = await counselor(0);
    const seeker = await account(roleCodes.seeker, 'seeker', 'seeker');
    const orderId = await book(seeker.actor, free.userId, slotIn(72));
    const confirmed = await lastOf(orderId, 'ConsultConfirmed');
    const mailed = async (event: RecordedEvent) => {
      const { mailJobIds } = (await counselingJobs.finished(jobIdFor('consult-invitation', event.id))) as { mailJobIds: string[] };
      expect(mailJobIds).toEqual([
        recipientJobIdFor('consult-invitation-mail', event.id, `seeker-${seeker.actor.userId}`),
        recipientJobIdFor('consult-invitation-mail', event.id, `counselor-${free.userId}`),
      ]);
      for (const mailJobId of mailJobIds) expect(await mailJobs.finished(mailJobId)).toEqual({ sent: true });
    };
    await mailed(confirmed);

    await settle((await orders().reschedule(orderId, seeker.actor, slotIn(96), command(seeker.actor.userId))).position);
    await mailed(await lastOf(orderId, 'ConsultRescheduled'));
    await settle((await orders().cancel(orderId, free.actor, 'Unwell', command(free.actor.userId))).position);
    const cancelled = await lastOf(orderId, 'ConsultCancelled');
    await mailed(cancelled);

    const uid = consultInvitationUid(orderId);
    const toSeeker = await outboxOf(seeker.email);
    expect(toSeeker.map(calendarOf)).toEqual([
      { method: 'REQUEST', uid, sequence: 0 },
      { method: 'REQUEST', uid, sequence: 1 },
      { method: 'CANCEL', uid, sequence: 2 },
    ]);
    expect(toSeeker[0]!.body).toContain(free.shownName);
    expect(toSeeker[2]!.body).toContain('Unwell');
    // the counselor's calendar holds the same entry: the booking's own words, then the same updates
    const toCounselor = await outboxOf(free.email);
    expect(toCounselor.map(calendarOf)).toEqual(toSeeker.map(calendarOf));
    expect(toCounselor[0]!.subject.startsWith(translate('en', 'counselingMail.booked.subject', { start: '' }).trim())).toBe(true);
    // a free session has nothing to give back
    expect(await harness.queues.get('counseling').getJob(jobIdFor('consult-refund', cancelled.id))).toBeUndefined();
  }, 60_000);

  it('sends a calendar mail once when its job runs again', async () => {
    const free = await counselor(0);
    const seeker = await account(roleCodes.seeker, 'seeker', 'seeker');
    const orderId = await book(seeker.actor, free.userId, slotIn(72));
    const confirmed = await lastOf(orderId, 'ConsultConfirmed');
    const first = (await counselingJobs.finished(jobIdFor('consult-invitation', confirmed.id))) as { mailJobIds: string[] };
    for (const mailJobId of first.mailJobIds) await mailJobs.finished(mailJobId);
    const finishedOn = await Promise.all(first.mailJobIds.map(async (id) => (await harness.queues.get('mail').getJob(id))!.finishedOn));

    // the same event's job again (a retry after a crash, a replayed reactor): the mail jobs are there already
    const rerun = await harness.queues.get('counseling').add('consultInvitation', { orderId, eventId: confirmed.id }, { jobId: `again-${confirmed.id}` });
    expect(await counselingJobs.finished(rerun.id!)).toEqual(first);
    expect(await Promise.all(first.mailJobIds.map(async (id) => (await harness.queues.get('mail').getJob(id))!.finishedOn))).toEqual(finishedOn);
    expect(await outboxOf(seeker.email)).toHaveLength(1);
    expect(await outboxOf(free.email)).toHaveLength(1);
  }, 60_000);

  it('reminds both parties the day before a confirmed session, once, and nobody for a session no longer there', async () => {
    const free = await counselor(0);
    const seeker = await account(roleCodes.seeker, 'seeker', 'seeker');
    const startsAt = slotIn(20);
    // booked from a browser in Bangkok: the seeker's mails write times there, the counselor's in their own zone (UTC)
    const orderId = await book(seeker.actor, free.userId, startsAt, new Date(), 'Asia/Bangkok');
    const confirmed = await lastOf(orderId, 'ConsultConfirmed');
    // confirmed inside the day before: the confirmation is the reminder
    expect(await counselingJobs.finished(jobIdFor('consult-remind', confirmed.id))).toEqual({ skipped: 'insideTheDay' });

    // a timer set two days ago for this start, now due: it hands over to the start's one sending job
    const remind = (jobId: string, data: { orderId: number; startsAt: string }) => harness.queues.get('counseling').add('remindConsult', data, { jobId, timestamp: Date.now() - 48 * HOUR_MS });
    const dueJobId = consultReminderJobIdOf(orderId, startsAt);
    await remind(`remind-${orderId}`, { orderId, startsAt });
    expect(await counselingJobs.finished(`remind-${orderId}`)).toEqual({ dueJobId, dueAt: new Date(new Date(startsAt).getTime() - 24 * HOUR_MS).toISOString() });
    const outcome = (await counselingJobs.finished(dueJobId)) as { reminded: boolean; mailJobIds: string[]; position: string };
    expect(outcome.reminded).toBe(true);
    expect(await api.projectionWaiter.waitFor(outcome.position, { projections: [noticesProjection.name] })).toBe(true);
    for (const mailJobId of outcome.mailJobIds) expect(await mailJobs.finished(mailJobId)).toEqual({ sent: true });
    const reminders = (await outboxOf(seeker.email)).filter((row) => row.subject.startsWith('Reminder'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.attachments).toBeNull();
    const startIn = (timeZone: string) => `${formatDateTime(new Date(startsAt), timeZone).slice(0, 16)} (${timeZone})`;
    expect(reminders[0]!.body).toContain(startIn('Asia/Bangkok'));
    const counselorReminders = (await outboxOf(free.email)).filter((row) => row.subject.startsWith('Reminder'));
    expect(counselorReminders).toHaveLength(1);
    expect(counselorReminders[0]!.body).toContain(startIn('UTC'));
    const job = await harness.queues.get('counseling').getJob(dueJobId);
    const noticeIds = (job!.data as { noticeIds: number[] }).noticeIds;
    const told = await api.db(NOTICES_TABLE).whereIn('id', noticeIds).select('title');
    expect(told.map((row: { title: string }) => row.title)).toEqual([translate('en', 'counselingMail.notices.reminder.title'), translate('en', 'counselingMail.notices.reminder.title')]);

    // another timer of the same start (a reschedule back to it, a replay) hands over to the same job: nobody is told twice
    await remind(`remind-again-${orderId}`, { orderId, startsAt });
    expect(await counselingJobs.finished(`remind-again-${orderId}`)).toMatchObject({ dueJobId });
    expect((await harness.queues.get('counseling').getJob(dueJobId))!.finishedOn).toBe(job!.finishedOn);
    expect((await outboxOf(seeker.email)).filter((row) => row.subject.startsWith('Reminder'))).toHaveLength(1);

    // cancelled: a reminder of it tells nobody
    await settle((await orders().cancel(orderId, free.actor, 'Unwell', command(free.actor.userId))).position);
    await remind(`remind-cancelled-${orderId}`, { orderId, startsAt });
    expect(await counselingJobs.finished(`remind-cancelled-${orderId}`)).toEqual({ skipped: 'notConfirmed' });
  }, 60_000);

  /** The seeker asks for the order's QR, the simulated bank pays it, its signed webhook confirms the order. */
  async function payInBank(orderId: number, seeker: Actor) {
    const context = api.moduleContext;
    const qr = await consultPayments(context).issueQr(seeker, orderId, command(seeker.userId));
    const answer = await actOnQr(context.db, context.config.PAYMENT_WEBHOOK_SECRET ?? '', qr.payload, 'pay', new Date(), async (rawBody, signature) => {
      await settle((await paymentWebhook(context).receive(Buffer.from(rawBody), { [SIGNATURE_HEADER]: signature }, command('system'))).position);
      return 200;
    });
    expect(answer).toMatchObject({ outcome: 'paid' });
  }

  it('tells both parties of a paid confirmation, and refunds a paid session the seeker cancels in time', async () => {
    const paid = await counselor(150_000);
    const seeker = await account(roleCodes.seeker, 'seeker', 'seeker');
    const orderId = await book(seeker.actor, paid.userId, slotIn(72));
    await payInBank(orderId, seeker.actor);
    const confirmed = await lastOf(orderId, 'ConsultConfirmed');
    // the seeker's "confirmed" and the counselor's "booked", each in their own words
    const [toSeeker, toCounselor] = (confirmed.data as { noticeIds: number[] }).noticeIds;
    for (const noticeId of [toSeeker!, toCounselor!]) {
      const { position } = (await noticeJobs.finished(jobIdFor(`consult-notice-${noticeId}`, confirmed.id))) as { position: string };
      expect(await api.projectionWaiter.waitFor(position, { projections: [noticesProjection.name] })).toBe(true);
    }
    const titles = await api.db(NOTICES_TABLE).whereIn('id', [toSeeker!, toCounselor!]).orderBy('id').select('title');
    expect(titles.map((row: { title: string }) => row.title)).toEqual([translate('en', 'counselingMail.notices.confirmed.title'), translate('en', 'counselingMail.notices.booked.title')]);

    await settle((await orders().cancel(orderId, seeker.actor, null, command(seeker.actor.userId))).position);
    const cancelled = await lastOf(orderId, 'ConsultCancelled');
    expect((cancelled.data as { refund: boolean }).refund).toBe(true);
    expect(await counselingJobs.finished(jobIdFor('consult-refund', cancelled.id))).toEqual({ outcome: 'refunded', position: expect.any(String) });
    expect(await lastOf(orderId, 'ConsultRefunded')).toMatchObject({ data: { orderId, amount: 150_000 } });
    // the seeker's CANCEL says the money goes back; the counselor's does not speak of it
    const { mailJobIds } = (await counselingJobs.finished(jobIdFor('consult-invitation', cancelled.id))) as { mailJobIds: string[] };
    for (const mailJobId of mailJobIds) await mailJobs.finished(mailJobId);
    expect((await outboxOf(seeker.email)).at(-1)!.body).toContain('150,000 LAK');
    expect((await outboxOf(paid.email)).at(-1)!.body).not.toContain('150,000');
  }, 60_000);
});
