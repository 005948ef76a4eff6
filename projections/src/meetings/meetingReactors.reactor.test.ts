import { randomBytes } from 'node:crypto';
import type { MeetingEvent } from '@jobmarket/contracts';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionFromUrl, jobIdFor, JobQueues } from '../reactors/queues';
import { reactorProjection, type Reactor } from '../reactors/reactor';
import { ProjectionRunner } from '../runner/projectionRunner';
import { createProjectionTestbed, type ProjectionTestbed } from '../testing/projectionTestbed';
import { meetingNoticesReactor } from './meetingNotices.reactor';
import { meetingTimersReactor } from './meetingTimers.reactor';

const connection = connectionFromUrl(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const HOUR_MS = 3600_000;

describe('meetings reactors on real PostgreSQL and Redis', () => {
  let testbed: ProjectionTestbed;
  let queues: JobQueues;
  let meetingSeq = 0;

  beforeAll(async () => {
    testbed = await createProjectionTestbed();
    queues = new JobQueues({ connection, prefix: `jmtest-${randomBytes(4).toString('hex')}` });
  });
  afterAll(async () => {
    for (const name of ['notices', 'meetings'] as const) await queues.get(name).obliterate({ force: true });
    await queues.close();
    await testbed?.dispose();
  });

  async function runUntil(reactor: Reactor, position: string) {
    const runner = new ProjectionRunner({ store: testbed.store, db: testbed.db, connectionString: testbed.database.url, projection: reactorProjection(reactor, queues), attempts: 1 });
    await runner.run(new AbortController().signal, position);
  }

  /** Appends events to a fresh meeting's stream (its id filled in); answers the last position and each event's id. */
  async function happen(events: MeetingEvent[], correlationId?: string) {
    const meetingId = 2000 + ++meetingSeq;
    const withId = events.map((event) => ({ type: event.type, data: { ...event.data, meetingId }, ...(correlationId ? { metadata: { correlationId } } : {}) }));
    const { position } = await testbed.store.appendToStream(`meeting-${meetingId}`, withId, { expectedRevision: 'any' });
    const recorded = await testbed.store.readStream(`meeting-${meetingId}`);
    return { meetingId, position, eventIds: recorded.map((event) => event.id) };
  }

  const form = (endTime: string) => ({
    title: 'Spring fair',
    content: '<p>Come</p>',
    startTime: new Date(new Date(endTime).getTime() - 2 * HOUR_MS).toISOString(),
    endTime,
    location: 'Hall A',
    onlineUrl: null,
    capacity: 2,
    studentScope: 'all' as const,
  });
  const created = (endTime: string): MeetingEvent => ({ type: 'MeetingCreated', data: { ...form(endTime), meetingId: 0, schoolId: 9, createdBy: '9', locale: 'th' } });
  const seat = (seekerId: number, sequence: number, promoted?: number): MeetingEvent => ({
    type: 'SeatReserved',
    data: {
      meetingId: 0,
      seekerId,
      reservationId: `meeting-x-seeker-${seekerId}@jobmarket`,
      sequence,
      promotedFromWaitlist: promoted !== undefined,
      locale: 'lo',
      ...(promoted === undefined ? {} : { noticeId: promoted }),
    },
  });

  const jobsIn = async (queue: 'notices' | 'meetings'): Promise<Job[]> => queues.get(queue).getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
  const dueAt = (job: Job | undefined) => job!.timestamp + (job!.opts.delay ?? 0);

  it('sets the end timer at endTime on create and on each edit, and one at once on publish (the worker defers it)', async () => {
    const endTime = new Date(Date.now() + 48 * HOUR_MS).toISOString();
    const later = new Date(Date.now() + 72 * HOUR_MS).toISOString();
    const flow = await happen([
      created(endTime),
      { type: 'MeetingEdited', data: { ...form(later), meetingId: 0 } },
      { type: 'MeetingPublished', data: { meetingId: 0, actorId: '9' } },
      // what does not move the end sets nothing
      seat(31, 0),
    ]);
    // the seed's meetings end by their timers too
    const seeded = await happen([created(endTime)], 'seed');
    await runUntil(meetingTimersReactor, seeded.position);

    const job = (index: number) => queues.get('meetings').getJob(jobIdFor('meeting-end', flow.eventIds[index]!));
    const [onCreate, onEdit, onPublish] = await Promise.all([job(0), job(1), job(2)]);
    expect([onCreate?.name, onCreate?.data, await onCreate?.getState()]).toEqual(['endMeeting', { meetingId: flow.meetingId }, 'delayed']);
    expect(dueAt(onCreate)).toBeGreaterThanOrEqual(new Date(endTime).getTime() - 1);
    expect(dueAt(onEdit)).toBeGreaterThanOrEqual(new Date(later).getTime() - 1);
    expect([onPublish?.data, onPublish?.opts.delay]).toEqual([{ meetingId: flow.meetingId }, 0]);
    expect((await jobsIn('meetings')).map((queued) => queued.id).sort()).toEqual(
      [...flow.eventIds.slice(0, 3), seeded.eventIds[0]!].map((eventId) => jobIdFor('meeting-end', eventId)).sort(),
    );
    for (const queued of await jobsIn('meetings')) await queued.remove();
  });

  it('mails a seat’s confirmation and a cancelled seat’s CANCEL, tells a promotion, and fans a revoke out once', async () => {
    const endTime = new Date(Date.now() + 48 * HOUR_MS).toISOString();
    const flow = await happen([
      created(endTime),
      { type: 'MeetingPublished', data: { meetingId: 0, actorId: '9' } },
      seat(41, 0),
      seat(42, 0),
      { type: 'SeatWaitlisted', data: { meetingId: 0, seekerId: 43, position: 1, locale: 'th' } },
      { type: 'SeatWaitlisted', data: { meetingId: 0, seekerId: 44, position: 2, locale: 'th' } },
      { type: 'ReservationCancelled', data: { meetingId: 0, seekerId: 41, reservationId: 'meeting-x-seeker-41@jobmarket', sequence: 1, wasWaitlisted: false } },
      seat(43, 0, 501),
      // a waitlisted seeker's cancellation has no calendar entry: no mail
      { type: 'ReservationCancelled', data: { meetingId: 0, seekerId: 44, reservationId: null, sequence: null, wasWaitlisted: true } },
      { type: 'MeetingRevoked', data: { meetingId: 0, actorId: '9', emailTitle: 'Sorry', emailContent: 'Called off', noticeIds: [502, 503] } },
    ]);
    // revoked with no one holding a place: nothing to send
    const empty = await happen([created(endTime), { type: 'MeetingRevoked', data: { meetingId: 0, actorId: '9', emailTitle: null, emailContent: null } }]);
    // the seed's reservations send nothing, its revoke's apology does
    const seeded = await happen(
      [
        created(endTime),
        seat(51, 0),
        { type: 'ReservationCancelled', data: { meetingId: 0, seekerId: 51, reservationId: 'meeting-x-seeker-51@jobmarket', sequence: 1, wasWaitlisted: false } },
        seat(52, 0),
        { type: 'MeetingRevoked', data: { meetingId: 0, actorId: '9', emailTitle: 'Sorry', emailContent: 'Called off', noticeIds: [504] } },
      ],
      'seed',
    );
    await runUntil(meetingNoticesReactor, seeded.position);

    const mail = (eventId: string, meetingId = flow.meetingId) => [jobIdFor('meeting-reservation-mail', eventId), 'reservationMail', { meetingId, eventId }];
    const apologies = (eventId: string, meetingId: number) => [jobIdFor('meeting-apologies', eventId), 'revokeApologies', { meetingId, eventId }];
    const id = (index: number) => flow.eventIds[index]!;
    // the first test's meeting (its seat) is not this one's
    const ofThese = (job: Job) => [flow.meetingId, empty.meetingId, seeded.meetingId].includes((job.data as { meetingId: number }).meetingId);
    expect((await jobsIn('meetings')).filter(ofThese).map((job) => [job.id, job.name, job.data]).sort()).toEqual(
      [mail(id(2)), mail(id(3)), mail(id(6)), mail(id(7)), apologies(id(9), flow.meetingId), apologies(seeded.eventIds[4]!, seeded.meetingId)].sort(),
    );
    const notice = (noticeId: number, eventId: string, meetingId = flow.meetingId) => [jobIdFor(`meeting-notice-${noticeId}`, eventId), 'meetingNotice', { meetingId, noticeId, eventId }];
    expect((await jobsIn('notices')).filter(ofThese).map((job) => [job.id, job.name, job.data]).sort()).toEqual(
      [notice(501, id(7)), notice(502, id(9)), notice(503, id(9)), notice(504, seeded.eventIds[4]!, seeded.meetingId)].sort(),
    );
  });
});
