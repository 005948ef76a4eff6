import { meetingForm, meetingStream, roleCodes, type MeetingEvent, type MeetingFormInput } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import type { RecordedEvent } from '@jobmarket/eventstore';
import type { CommandContext } from '@jobmarket/api/eventSourcing/decider';
import type { Actor } from '@jobmarket/api/http/actor';
import { DEMO_PASSWORD } from '@jobmarket/api/modules/identity/seed/seedIdentity';
import { userAccounts } from '@jobmarket/api/modules/identity/users/handlers';
import { meetingHandlers } from '@jobmarket/api/modules/meetings/handlers';
import { reservationUidOf } from '@jobmarket/api/modules/meetings/meetingDecider';
import { meetingTimeVars } from '@jobmarket/api/modules/meetings/invitation/meetingInvitation';
import { mailSender } from '@jobmarket/api/platform/messaging/adapters';
import { as, signIn, type ApiClient } from '@jobmarket/api/testing/identityFixtures';
import type { TestApi } from '@jobmarket/api/testing/testApi';
import { jobIdFor, noticesProjection, recipientJobIdFor, ROLES_TABLE, USERS_TABLE } from '@jobmarket/projections';
import { meetingNoticesReactor } from '@jobmarket/projections/meetings/meetingNotices.reactor';
import { meetingTimersReactor } from '@jobmarket/projections/meetings/meetingTimers.reactor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReactorHarness, type FinishedJobs, type ReactorHarness } from '../testing/reactorHarness';
import { apologyMailJobIdFor } from './revokeApologies.job';
import { propertiesOf } from '@jobmarket/api/testing/calendarProperties';

const HOUR_MS = 3600_000;

interface OutboxRow {
  subject: string;
  body: string;
  attachments: { filename: string; contentType: string; content: string }[] | null;
}

const calendarOf = (row: OutboxRow) => {
  const properties = propertiesOf(row.attachments![0]!.content);
  return { method: properties.get('METHOD')?.[0], uid: properties.get('UID')?.[0], sequence: Number(properties.get('SEQUENCE')?.[0]) };
};

describe('what follows from a meeting’s events: the end timer, the reservation mails with their .ics, the revoke’s apologies and notices', () => {
  let harness: ReactorHarness<'meetings' | 'notices' | 'mail'>;
  let api: TestApi;
  let meetingJobs: FinishedJobs;
  let noticeJobs: FinishedJobs;
  let mailJobs: FinishedJobs;
  let school: Actor;
  let seekerSeq = 0;

  beforeAll(async () => {
    harness = await startReactorHarness({
      reactors: [meetingTimersReactor, meetingNoticesReactor],
      watch: ['meetings', 'notices', 'mail'],
      mail: (testApi, logger) => mailSender('', testApi.moduleContext.config.MAIL_FROM, testApi.db, logger),
    });
    ({ api } = harness);
    ({ meetings: meetingJobs, notices: noticeJobs, mail: mailJobs } = harness.finished);
    // the demo school: the identity seed approves its registration
    const row = await api.db(USERS_TABLE).where({ username: 'school' }).first('id');
    school = { userId: String(row.id), username: 'school', roles: [roleCodes.schoolAdmin], perms: new Set() };
  }, 120_000);
  afterAll(() => harness?.close());

  const handlers = () => meetingHandlers(api.moduleContext);
  const command = (actorId: string, now = new Date()): CommandContext => ({ actorId, correlationId: `test-${Date.now()}`, now });

  /** A seeker account with an e-mail (as the users read model holds it), signed in. */
  async function seeker(withEmail = true): Promise<{ actor: Actor; name: string; email: string; client: ApiClient }> {
    const username = `meet-${Date.now().toString(36)}-${++seekerSeq}`;
    const email = `${username}@example.com`;
    const role = await api.db(ROLES_TABLE).where({ code: roleCodes.seeker }).first('id');
    const fields = { nickname: `Seeker ${seekerSeq}`, mobile: null, gender: 0, avatar: null, email: withEmail ? email : null, status: 1, deptId: null, roleIds: [Number(role.id)] };
    const userId = await userAccounts(api.moduleContext).create({ username, password: DEMO_PASSWORD, kind: 'seeker', fields }, command('1'));
    const actor: Actor = { userId: String(userId), username, roles: [roleCodes.seeker], perms: new Set() };
    return { actor, name: fields.nickname, email, client: as(api, await signIn(api, username)) };
  }

  /** A published meeting of the demo school ending at `endTime`. */
  async function publishedMeeting(endTime: Date, capacity: number, title = `Fair ${Date.now().toString(36)}`) {
    const input: MeetingFormInput = {
      title,
      content: '<p>Meet the employers</p>',
      startTime: new Date(endTime.getTime() - 2 * HOUR_MS).toISOString(),
      endTime: endTime.toISOString(),
      location: 'Hall A',
      onlineUrl: null,
      capacity,
      studentScope: 'all',
    };
    const created = await handlers().create(school, meetingForm.parse(input), undefined, 'th', command(school.userId));
    await handlers().publish(created.id, school, command(school.userId));
    return created.id;
  }

  const eventsOf = async (meetingId: number) => (await api.store.readStream(meetingStream(meetingId))) as (RecordedEvent & MeetingEvent)[];
  const lastOf = async (meetingId: number, type: MeetingEvent['type']) => (await eventsOf(meetingId)).filter((event) => event.type === type).at(-1)!;
  const outboxOf = async (email: string): Promise<OutboxRow[]> =>
    api.db('message_outbox').where({ channel: 'email', recipient: email }).orderBy('id').select('subject', 'body', 'attachments');

  /** The reservation mail job of an event, then its mail job: what the outbox holds for the seeker afterwards. */
  async function reservationMailed(event: RecordedEvent, seekerId: string, email: string) {
    const { mailJobId } = (await meetingJobs.finished(jobIdFor('meeting-reservation-mail', event.id))) as { mailJobId: string | null };
    expect(mailJobId).toBe(recipientJobIdFor('meeting-reservation-mail', event.id, `seeker-${seekerId}`));
    expect(await mailJobs.finished(mailJobId!)).toEqual({ sent: true });
    return outboxOf(email);
  }

  it('ends the meeting at its end time: the timer fires then, and a timer that comes early waits for it', async () => {
    const endTime = new Date(Date.now() + 4000);
    const meetingId = await publishedMeeting(endTime, 5);
    const created = await lastOf(meetingId, 'MeetingCreated');
    const publishedEvent = await lastOf(meetingId, 'MeetingPublished');
    // the publish's timer runs at once and defers itself to the meeting's end
    expect(await meetingJobs.finished(jobIdFor('meeting-end', publishedEvent.id))).toEqual({ deferredUntil: endTime.toISOString() });
    const onCreate = (await meetingJobs.finished(jobIdFor('meeting-end', created.id))) as { ended: boolean; position: string | null };
    const deferred = (await meetingJobs.finished(`${jobIdFor('meeting-end', publishedEvent.id)}-due`)) as { ended: boolean };
    // whichever of the two ran first ended it, the other found nothing to do
    expect([onCreate.ended, deferred.ended].filter(Boolean)).toHaveLength(1);
    const ended = (await eventsOf(meetingId)).filter((event) => event.type === 'MeetingEnded');
    expect(ended).toHaveLength(1);
    expect(ended[0]!.data).toEqual({ meetingId, endTime: endTime.toISOString() });
    expect(ended[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(endTime.getTime());
    expect(ended[0]!.createdAt.getTime()).toBeLessThan(endTime.getTime() + 10_000);
  }, 30_000);

  it('confirms a seat with a REQUEST, cancels it with a CANCEL of a higher SEQUENCE, and mails and tells the promoted seeker', async () => {
    const meetingId = await publishedMeeting(new Date(Date.now() + 72 * HOUR_MS), 1, 'Career fair <2027>');
    const [first, second] = [await seeker(), await seeker()];
    // each in the zone their browser named when they reserved (the api's own is UTC here)
    const { startTime, endTime } = (await lastOf(meetingId, 'MeetingCreated')).data as { startTime: string; endTime: string };
    const startIn = (timeZone: string) => meetingTimeVars(startTime, endTime, timeZone).start;
    await handlers().reserve(meetingId, first.actor, { locale: 'lo', timeZone: 'Asia/Bangkok' }, command(first.actor.userId));
    const reserved = await lastOf(meetingId, 'SeatReserved');
    const [confirmation] = await reservationMailed(reserved, first.actor.userId, first.email);
    const uid = reservationUidOf(meetingId, Number(first.actor.userId));
    expect(confirmation!.subject).toBe(translate('lo', 'meetingMail.reserved.subject', { title: 'Career fair <2027>' }));
    // to the seeker by the name the users read model holds, in the language they reserved in
    expect(confirmation!.body.startsWith(`ຮຽນ ${first.name},`)).toBe(true);
    expect(confirmation!.body).toContain('Career fair <2027>');
    expect(confirmation!.body).toContain(startIn('Asia/Bangkok'));
    expect(confirmation!.attachments![0]!.contentType).toBe('text/calendar; method=REQUEST; charset=UTF-8');
    expect(calendarOf(confirmation!)).toEqual({ method: 'REQUEST', uid, sequence: 0 });

    // the second seeker waits (no mail), then takes the freed seat
    await handlers().reserve(meetingId, second.actor, { locale: 'zh-cn', timeZone: 'Asia/Shanghai' }, command(second.actor.userId));
    await handlers().cancelReservation(meetingId, first.actor, command(first.actor.userId));
    const cancelled = await lastOf(meetingId, 'ReservationCancelled');
    const [, cancellation] = await reservationMailed(cancelled, first.actor.userId, first.email);
    expect(cancellation!.subject).toBe(translate('lo', 'meetingMail.cancelled.subject', { title: 'Career fair <2027>' }));
    expect(cancellation!.attachments![0]!.contentType).toBe('text/calendar; method=CANCEL; charset=UTF-8');
    expect(cancellation!.body).toContain(startIn('Asia/Bangkok'));
    const cancel = calendarOf(cancellation!);
    expect(cancel).toMatchObject({ method: 'CANCEL', uid });
    expect(cancel.sequence).toBeGreaterThan(calendarOf(confirmation!).sequence);

    const promoted = await lastOf(meetingId, 'SeatReserved');
    expect(promoted.data).toMatchObject({ seekerId: Number(second.actor.userId), promotedFromWaitlist: true });
    const [promotion] = await reservationMailed(promoted, second.actor.userId, second.email);
    expect(promotion!.subject).toBe(translate('zh-cn', 'meetingMail.promoted.subject', { title: 'Career fair <2027>' }));
    expect(calendarOf(promotion!)).toEqual({ method: 'REQUEST', uid: reservationUidOf(meetingId, Number(second.actor.userId)), sequence: 0 });
    expect(promotion!.body).toContain(startIn('Asia/Shanghai'));
    const noticeId = (promoted.data as { noticeId: number }).noticeId;
    const { position } = (await noticeJobs.finished(jobIdFor(`meeting-notice-${noticeId}`, promoted.id))) as { position: string | null };
    expect(await api.projectionWaiter.waitFor(position!, { projections: [noticesProjection.name] })).toBe(true);
    const mine = ((await second.client.get('/notices/my-page')).body.data as { list: { id: number; title: string }[] }).list;
    expect(mine).toEqual([expect.objectContaining({ id: noticeId, title: translate('zh-cn', 'meetingMail.notices.promoted.title', { title: 'Career fair <2027>' }) })]);
    // the waitlisted reservation sent nothing: one mail each for the seat, its cancellation and the promotion
    expect(await outboxOf(second.email)).toHaveLength(1);
  }, 60_000);

  it('sends the revoke’s apology once per seeker, even when the fan-out runs twice, with a CANCEL above each seat’s last SEQUENCE', async () => {
    const title = `Revoked fair ${Date.now().toString(36)}`;
    const meetingId = await publishedMeeting(new Date(Date.now() + 72 * HOUR_MS), 2, title);
    const [again, seated, waiting, unreachable] = [await seeker(), await seeker(), await seeker(), await seeker(false)];
    // one seeker reserves, cancels and reserves again (SEQUENCE 0, 1, 2): the revoke's CANCEL must come above 2
    await handlers().reserve(meetingId, again.actor, { locale: 'th', timeZone: null }, command(again.actor.userId));
    await handlers().cancelReservation(meetingId, again.actor, command(again.actor.userId));
    await handlers().reserve(meetingId, again.actor, { locale: 'th', timeZone: null }, command(again.actor.userId));
    await handlers().reserve(meetingId, seated.actor, { locale: 'en', timeZone: null }, command(seated.actor.userId));
    await handlers().reserve(meetingId, waiting.actor, { locale: 'lo', timeZone: null }, command(waiting.actor.userId));
    await handlers().reserve(meetingId, unreachable.actor, { locale: 'en', timeZone: null }, command(unreachable.actor.userId));
    const lastConfirmation = await lastOf(meetingId, 'SeatReserved');
    await reservationMailed(lastConfirmation, seated.actor.userId, seated.email);
    const reReserved = (await eventsOf(meetingId)).filter((event) => event.type === 'SeatReserved')[1]!;
    const [, , reConfirmation] = await reservationMailed(reReserved, again.actor.userId, again.email);
    expect(calendarOf(reConfirmation!).sequence).toBe(2);

    const apology = { emailTitle: 'We are sorry <all>', emailContent: 'The fair is called off.\nSee you & thanks.' };
    await handlers().revoke(meetingId, school, apology, command(school.userId));
    const revoked = await lastOf(meetingId, 'MeetingRevoked');
    const seekers = [again, seated, waiting];
    const expectedJobs = seekers.map((one) => apologyMailJobIdFor(revoked.id, Number(one.actor.userId)));
    const fanOut = (await meetingJobs.finished(jobIdFor('meeting-apologies', revoked.id))) as { mailJobIds: string[] };
    // the seeker without an address is told by their notice alone
    expect(fanOut).toEqual({ mailJobIds: expectedJobs, withoutAddress: 1 });
    for (const mailJobId of expectedJobs) expect(await mailJobs.finished(mailJobId)).toEqual({ sent: true });
    const finishedOn = await Promise.all(expectedJobs.map(async (id) => (await harness.queues.get('mail').getJob(id))!.finishedOn));

    // the fan-out again (a retry after a crash, a replayed reactor): every mail job is there already, nothing is added
    const rerun = await harness.queues.get('meetings').add('revokeApologies', { meetingId, eventId: revoked.id }, { jobId: `again-${revoked.id}` });
    expect(await meetingJobs.finished(rerun.id!)).toEqual({ mailJobIds: expectedJobs, withoutAddress: 1 });
    expect(await Promise.all(expectedJobs.map(async (id) => (await harness.queues.get('mail').getJob(id))!.finishedOn))).toEqual(finishedOn);
    expect((await harness.queues.get('mail').getJobs(['waiting', 'delayed', 'active'])).filter((job) => expectedJobs.includes(job.id!))).toEqual([]);

    const apologiesOf = async (email: string) => (await outboxOf(email)).filter((row) => row.subject === apology.emailTitle);
    const apologies = await Promise.all(seekers.map((one) => apologiesOf(one.email)));
    expect(apologies.map((rows) => rows.length)).toEqual([1, 1, 1]);
    const [toAgain, toSeated, toWaiting] = apologies;
    expect(toSeated![0]!.body.startsWith(apology.emailContent)).toBe(true);
    expect(toSeated![0]!.body).toContain(translate('en', 'meetingMail.revoked.calendarNote'));
    // a seat's calendar entry is cancelled under its UID with a SEQUENCE above the last one sent; a waitlist place has none
    expect(calendarOf(toAgain![0]!)).toEqual({ method: 'CANCEL', uid: reservationUidOf(meetingId, Number(again.actor.userId)), sequence: 3 });
    expect(calendarOf(toSeated![0]!)).toEqual({ method: 'CANCEL', uid: reservationUidOf(meetingId, Number(seated.actor.userId)), sequence: 1 });
    expect(toWaiting![0]!.attachments).toBeNull();

    // each of them is told live too, in the language of their place
    const noticeIds = (revoked.data as { noticeIds: number[] }).noticeIds;
    expect(noticeIds).toHaveLength(4);
    for (const [index, noticeId] of noticeIds.entries()) {
      const { position } = (await noticeJobs.finished(jobIdFor(`meeting-notice-${noticeId}`, revoked.id))) as { position: string | null };
      expect(await api.projectionWaiter.waitFor(position!, { projections: [noticesProjection.name] })).toBe(true);
      const mine = ((await [...seekers, unreachable][index]!.client.get('/notices/my-page')).body.data as { list: { id: number; title: string }[] }).list;
      expect(mine.map((notice) => notice.id)).toContain(noticeId);
    }
    const waitingNotices = ((await waiting.client.get('/notices/my-page')).body.data as { list: { id: number; title: string }[] }).list;
    expect(waitingNotices[0]!.title).toBe(translate('lo', 'meetingMail.notices.revoked.title', { title }));
  }, 60_000);
});
