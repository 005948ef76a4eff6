import { randomUUID } from 'node:crypto';
import { meetingStream } from '@jobmarket/contracts';
import { encodePosition, type RecordedEvent } from '@jobmarket/eventstore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionTestbed, type ProjectionTestbed } from '../testing/projectionTestbed';
import { createdData, meetingFormOf } from './meetingEventFixtures';
import { reservationUidOf } from './meetingRow';
import { meetingsProjection } from './meetings.projection';
import { MEETING_RESERVATIONS_TABLE, MEETINGS_TABLE } from './tables';

// a year of meetings behind and a month ahead, as a running platform holds them: reading them all would cost the
// planner more than walking an index for a page, and the seekers' upcoming ones are a small share
const MEETINGS = 6_000;
const SCHOOLS = 60;
const SEEKERS = 2_000;
const DAY_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('meetings_v1 and meeting_reservations_v1 indexes: what the api reads', () => {
  let testbed: ProjectionTestbed;

  beforeAll(async () => {
    testbed = await createProjectionTestbed();
    await meetingsProjection.setup(testbed.db);
    // through the projection itself: created a year ago onwards, most published, each with three places
    const start = Date.now() - 370 * DAY_MS;
    const events: RecordedEvent[] = [];
    let position = 0n;
    const record = (meetingId: number, revision: number, at: Date, event: { type: string; data: unknown }) =>
      events.push({ id: randomUUID(), streamId: meetingStream(meetingId), revision: BigInt(revision), ...event, metadata: {}, position: encodePosition(1000n, ++position), createdAt: at });
    for (let id = 1; id <= MEETINGS; id++) {
      const startsAt = new Date(start + Math.floor((id / MEETINGS) * 400 * DAY_MS));
      const createdAt = new Date(startsAt.getTime() - 20 * DAY_MS);
      const form = meetingFormOf({ title: `Job fair ${id}`, startTime: startsAt.toISOString(), endTime: new Date(startsAt.getTime() + 3 * HOUR_MS).toISOString(), capacity: 2, studentScope: id % 3 === 0 ? 'all' : 'ownSchool' });
      record(id, 0, createdAt, { type: 'MeetingCreated', data: { ...createdData(id, { schoolId: 1000 + (id % SCHOOLS) }), ...form } });
      if (id % 10 === 0) continue; // a draft
      record(id, 1, createdAt, { type: 'MeetingPublished', data: { meetingId: id, actorId: '7' } });
      for (let place = 0; place < 3; place++) {
        const seekerId = 5000 + ((id * 7 + place * 13) % SEEKERS);
        record(
          id,
          2 + place,
          createdAt,
          place < 2
            ? { type: 'SeatReserved', data: { meetingId: id, seekerId, reservationId: reservationUidOf(id, seekerId), sequence: 0, promotedFromWaitlist: false, locale: 'en' } }
            : { type: 'SeatWaitlisted', data: { meetingId: id, seekerId, position: 1, locale: 'en' } },
        );
      }
      // the end timer fired for those over, but for a few late ones
      const endsAt = new Date(startsAt.getTime() + 3 * HOUR_MS);
      if (endsAt.getTime() < Date.now() && id % 50 !== 1) record(id, 5, endsAt, { type: 'MeetingEnded', data: { meetingId: id, endTime: endsAt.toISOString() } });
    }
    await testbed.db.transaction((tx) => meetingsProjection.apply(events, { tx, notify: async () => {}, isReplay: () => false }));
    await testbed.db.raw(`analyze ${MEETINGS_TABLE}`);
    await testbed.db.raw(`analyze ${MEETING_RESERVATIONS_TABLE}`);
  }, 120_000);
  afterAll(async () => testbed?.dispose());

  async function plan(sql: string, bindings: unknown[] = []): Promise<PlanNode[]> {
    const { rows } = await testbed.db.raw<{ rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] }>(`explain (format json) ${sql}`, bindings as never);
    return nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan);
  }
  const usesIndex = (nodes: PlanNode[], table: string, name: string) =>
    expect(nodes.filter((node) => node['Index Name'] === `${table}_${name}`).length, `${table}_${name} in ${JSON.stringify(nodes.map((node) => node['Node Type']))}`).toBeGreaterThan(0);
  const sortsNothing = (nodes: PlanNode[]) => expect(nodes.filter((node) => node['Node Type'] === 'Sort')).toEqual([]);

  it('reads a school’s own meetings latest start first from its index, without sorting', async () => {
    const nodes = await plan(`select * from ${MEETINGS_TABLE} where school_id = ? order by starts_at desc, id desc limit 10 offset 10`, [1042]);
    usesIndex(nodes, MEETINGS_TABLE, 'school');
    sortsNothing(nodes);
  });

  it('walks the start-time index for the staff list across schools', async () => {
    const nodes = await plan(`select * from ${MEETINGS_TABLE} order by starts_at desc, id desc limit 10 offset 20`);
    usesIndex(nodes, MEETINGS_TABLE, 'starts_at');
    sortsNothing(nodes);
  });

  it('reads seekers’ upcoming meetings (published, not over) by the upcoming index, never walking the past ones', async () => {
    // as the api's `joinableBy` writes it
    const open = `publish_status = ? and end_status = ? and ends_at > now() and (student_scope = 'all' or (student_scope = 'ownSchool' and school_id = ?))`;
    const page = await plan(`select * from ${MEETINGS_TABLE} where ${open} order by starts_at, id limit 10 offset 10`, ['published', 'ongoing', 1042]);
    usesIndex(page, MEETINGS_TABLE, 'upcoming');
    expect(page.filter((node) => node['Index Name'] === `${MEETINGS_TABLE}_starts_at`)).toEqual([]);
    usesIndex(await plan(`select count(*) from ${MEETINGS_TABLE} where ${open}`, ['published', 'ongoing', 1042]), MEETINGS_TABLE, 'upcoming');
  });

  it('has a trigram index that serves a title’s `ilike` (a table this small is scanned, so the scan is ruled out here)', async () => {
    const { rows } = await testbed.db.raw<{ rows: unknown[] }>(`select 1 from pg_extension where extname = 'pg_trgm'`);
    if (rows.length === 0) return; // without pg_trgm the filter scans (createTrigramIndex makes nothing)
    await testbed.db.transaction(async (tx) => {
      await tx.raw('set local enable_seqscan = off');
      const { rows: plans } = await tx.raw<{ rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] }>(`explain (format json) select * from ${MEETINGS_TABLE} where title ilike ?`, ['%fair 4217%']);
      const nodes = nodesOf(plans[0]!['QUERY PLAN'][0]!.Plan);
      usesIndex(nodes, MEETINGS_TABLE, 'keywords');
    });
  });

  it('reads a seeker’s places and a meeting’s waitlist in order by their indexes', async () => {
    usesIndex(await plan(`select * from ${MEETING_RESERVATIONS_TABLE} where seeker_id = ? and status in ('reserved', 'waitlisted')`, [5042]), MEETING_RESERVATIONS_TABLE, 'seeker_status');
    const waitlist = await plan(`select * from ${MEETING_RESERVATIONS_TABLE} where meeting_id = ? and status = 'waitlisted' order by position`, [4217]);
    usesIndex(waitlist, MEETING_RESERVATIONS_TABLE, 'meeting_status');
    sortsNothing(waitlist);
  });
});
