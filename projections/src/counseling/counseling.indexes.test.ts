import { randomUUID } from 'node:crypto';
import { consultOrderStream, counselorStream, slotHoldingStatuses } from '@jobmarket/contracts';
import { encodePosition, type RecordedEvent } from '@jobmarket/eventstore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counselingProjection } from './counseling.projection';
import { bookedData, counselorProfileOf } from './counselingEventFixtures';
import { CONSULT_ORDERS_TABLE, COUNSELORS_TABLE } from './tables';
import { createProjectionTestbed, type ProjectionTestbed } from '../testing/projectionTestbed';

// a year of sessions of forty counselors, as a running platform holds them: reading them all would cost the planner
// more than walking an index for a page or one counselor's fortnight
const ORDERS = 20_000;
const COUNSELORS = 40;
const SEEKERS = 3_000;
const DAY_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('counselors_v1 and consult_orders_v1 indexes: what the api reads', () => {
  let testbed: ProjectionTestbed;

  beforeAll(async () => {
    testbed = await createProjectionTestbed();
    await counselingProjection.setup(testbed.db);
    // through the projection itself: the counselors, then orders booked over a year, most confirmed and completed
    const start = Date.now() - 350 * DAY_MS;
    const events: RecordedEvent[] = [];
    let position = 0n;
    const record = (streamId: string, revision: number, at: Date, event: { type: string; data: unknown }) =>
      events.push({ id: randomUUID(), streamId, revision: BigInt(revision), ...event, metadata: {}, position: encodePosition(1000n, ++position), createdAt: at });
    for (let counselorId = 1; counselorId <= COUNSELORS; counselorId++) {
      record(counselorStream(counselorId), 0, new Date(start), { type: 'CounselorProfileSaved', data: { ...counselorProfileOf({ userId: counselorId, name: `Counselor ${counselorId}` }), counselorId, actorId: '1' } });
    }
    for (let id = 1; id <= ORDERS; id++) {
      const createdAt = new Date(start + Math.floor((id / ORDERS) * 360 * DAY_MS));
      const startsAt = new Date(createdAt.getTime() + (2 + (id % 10)) * DAY_MS);
      const data = bookedData(id, {
        seekerId: 5000 + ((id * 7) % SEEKERS),
        counselorId: 1 + (id % COUNSELORS),
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + HOUR_MS).toISOString(),
        payBefore: new Date(createdAt.getTime() + 30 * 60_000).toISOString(),
      });
      record(consultOrderStream(id), 0, createdAt, { type: 'ConsultBooked', data });
      if (id % 11 === 0) {
        record(consultOrderStream(id), 1, createdAt, { type: 'ConsultExpired', data: { orderId: id } });
        continue;
      }
      record(consultOrderStream(id), 1, createdAt, { type: 'ConsultPaid', data: { orderId: id, providerTxId: `tx-${id}`, amount: data.price, paidAt: createdAt.toISOString() } });
      record(consultOrderStream(id), 2, createdAt, { type: 'ConsultConfirmed', data: { orderId: id, sequence: 0 } });
      if (startsAt.getTime() < Date.now()) record(consultOrderStream(id), 3, startsAt, { type: 'ConsultCompleted', data: { orderId: id, actorId: String(data.counselorId) } });
    }
    await testbed.db.transaction((tx) => counselingProjection.apply(events, { tx, notify: async () => {}, isReplay: () => false }));
    await testbed.db.raw(`analyze ${CONSULT_ORDERS_TABLE}`);
    await testbed.db.raw(`analyze ${COUNSELORS_TABLE}`);
  }, 120_000);
  afterAll(async () => testbed?.dispose());

  async function plan(sql: string, bindings: unknown[] = []): Promise<PlanNode[]> {
    const { rows } = await testbed.db.raw<{ rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] }>(`explain (format json) ${sql}`, bindings as never);
    return nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan);
  }
  const usesIndex = (nodes: PlanNode[], table: string, name: string) =>
    expect(nodes.filter((node) => node['Index Name'] === `${table}_${name}`).length, `${table}_${name} in ${JSON.stringify(nodes.map((node) => node['Node Type']))}`).toBeGreaterThan(0);
  const sortsNothing = (nodes: PlanNode[]) => expect(nodes.filter((node) => node['Node Type'] === 'Sort')).toEqual([]);

  it('reads the slots a counselor’s orders hold in a date range by the counselor+start index', async () => {
    const from = new Date(Date.now() - 7 * DAY_MS);
    const to = new Date(Date.now() + 7 * DAY_MS);
    const held = await plan(
      `select starts_at, ends_at from ${CONSULT_ORDERS_TABLE} where counselor_id = ? and starts_at >= ? and starts_at < ? and status in (${slotHoldingStatuses.map(() => '?').join(', ')})`,
      [17, from, to, ...slotHoldingStatuses],
    );
    usesIndex(held, CONSULT_ORDERS_TABLE, 'counselor_starts');
    // the counselor's schedule, soonest first
    const schedule = await plan(`select * from ${CONSULT_ORDERS_TABLE} where counselor_id = ? and starts_at >= ? and starts_at < ? order by starts_at, id`, [17, from, to]);
    usesIndex(schedule, CONSULT_ORDERS_TABLE, 'counselor_starts');
  });

  it('reads a seeker’s own orders newest first from their index', async () => {
    // a seeker has a handful: the planner may fetch them by the index and sort those few, never the table
    const nodes = await plan(`select * from ${CONSULT_ORDERS_TABLE} where seeker_id = ? order by created_at desc, id desc limit 10`, [5042]);
    usesIndex(nodes, CONSULT_ORDERS_TABLE, 'seeker');
  });

  it('walks the newest index for the staff list, and the status index for its status filter', async () => {
    const page = await plan(`select * from ${CONSULT_ORDERS_TABLE} order by created_at desc, id desc limit 10 offset 20`);
    usesIndex(page, CONSULT_ORDERS_TABLE, 'newest');
    sortsNothing(page);
    const expired = await plan(`select * from ${CONSULT_ORDERS_TABLE} where status = ? order by created_at desc, id desc limit 10`, ['expired']);
    usesIndex(expired, CONSULT_ORDERS_TABLE, 'status');
    sortsNothing(expired);
  });

  it('counts this month’s sessions by the start-time index', async () => {
    const monthStart = new Date(Date.now() - 20 * DAY_MS);
    const nodes = await plan(`select count(*) filter (where status = 'completed') from ${CONSULT_ORDERS_TABLE} where starts_at >= ? and starts_at < ?`, [monthStart, new Date()]);
    expect(nodes.some((node) => node['Index Name'] === `${CONSULT_ORDERS_TABLE}_starts_at` || node['Index Name'] === `${CONSULT_ORDERS_TABLE}_counselor_starts`)).toBe(true);
  });
});
