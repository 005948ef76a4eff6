import { randomUUID } from 'node:crypto';
import { deliveryOrderStream } from '@jobmarket/contracts';
import { encodePosition, type RecordedEvent } from '@jobmarket/eventstore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionTestbed, type ProjectionTestbed } from '../testing/projectionTestbed';
import { deliveryProjection } from './delivery.projection';
import { deliveredData } from './deliveryEventFixtures';
import { DELIVERY_ORDERS_TABLE } from './tables';

// enough orders over a year that reading them all would cost the planner more than walking an index for a page or a week
const ORDERS = 6_000;
const DAY_MS = 24 * 3600_000;
const start = Date.UTC(2026, 0, 1);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Sort Key'?: string[];
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('delivery_orders_v1 indexes: what the api reads', () => {
  let testbed: ProjectionTestbed;

  beforeAll(async () => {
    testbed = await createProjectionTestbed();
    await deliveryProjection.setup(testbed.db);
    // delivered through the projection itself; a tenth of them joined (the trend's onboarded days)
    const events: RecordedEvent[] = [];
    for (let id = 1; id <= ORDERS; id++) {
      const at = new Date(start + Math.floor((id / ORDERS) * 365 * DAY_MS));
      const data = deliveredData(id, { seekerId: 1000 + (id % 700), publisherId: 10 + (id % 90), resumeAuditorId: 5 + (id % 40), jobId: 1 + (id % 300), deliveryTime: at.toISOString() });
      events.push({ id: randomUUID(), streamId: deliveryOrderStream(id), revision: 0n, type: 'OrderDelivered', data, metadata: {}, position: encodePosition(1000n, BigInt(id)), createdAt: at });
      if (id % 10 === 0) {
        const onboardDate = new Date(at.getTime() + 20 * DAY_MS).toISOString().slice(0, 10);
        const joined = { orderId: id, actorId: '9', auditType: 'joining', auditStatus: 1, remark: null, onboardDate, guaranteeEndsAt: new Date(at.getTime() + 100 * DAY_MS).toISOString() };
        events.push({ id: randomUUID(), streamId: deliveryOrderStream(id), revision: 1n, type: 'CandidateJoined', data: joined, metadata: {}, position: encodePosition(1000n, BigInt(ORDERS + id)), createdAt: at });
      }
    }
    await testbed.db.transaction((tx) => deliveryProjection.apply(events, { tx, notify: async () => {}, isReplay: () => false }));
    await testbed.db.raw(`analyze ${DELIVERY_ORDERS_TABLE}`);
  }, 120_000);
  afterAll(async () => testbed?.dispose());

  async function plan(sql: string, bindings: unknown[] = []): Promise<PlanNode[]> {
    const { rows } = await testbed.db.raw<{ rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] }>(`explain (format json) ${sql}`, bindings as never);
    return nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan);
  }
  const usesIndex = (nodes: PlanNode[], name: string) =>
    expect(nodes.filter((node) => node['Index Name'] === `${DELIVERY_ORDERS_TABLE}_${name}`).length, `${DELIVERY_ORDERS_TABLE}_${name} in ${JSON.stringify(nodes.map((node) => node['Node Type']))}`).toBeGreaterThan(0);
  const sortsNothing = (nodes: PlanNode[]) => expect(nodes.filter((node) => node['Node Type'] === 'Sort')).toEqual([]);

  it('walks the newest-first index for the staff list’s default order', async () => {
    const nodes = await plan(`select * from ${DELIVERY_ORDERS_TABLE} order by created_at desc, id desc limit 10 offset 20`);
    usesIndex(nodes, 'newest');
    sortsNothing(nodes);
  });

  it('reads a seeker’s applications and a publisher’s received ones by their indexes', async () => {
    const mine = await plan(`select * from ${DELIVERY_ORDERS_TABLE} where seeker_id = ? order by created_at desc, id desc limit 10`, [1042]);
    // a seeker's few orders may be fetched by the index and sorted in memory: the planner's choice, either way indexed
    usesIndex(mine, 'seeker');
    const received = await plan(`select * from ${DELIVERY_ORDERS_TABLE} where publisher_id = ? order by created_at desc, id desc limit 10`, [42]);
    usesIndex(received, 'publisher');
  });

  it('finds a resume auditor’s and a delivery person’s waiting orders by their indexes', async () => {
    usesIndex(await plan(`select * from ${DELIVERY_ORDERS_TABLE} where auditor_id = ? and state in ('PendingResumeReview', 'PendingInterview')`, [7]), 'auditor_state');
    usesIndex(await plan(`select * from ${DELIVERY_ORDERS_TABLE} where delivered_by_id = ? and state = 'PendingUploadInvoice'`, [1042]), 'delivered_by_state');
  });

  it('counts the trend’s created and onboarded days of the last 30 from indexes', async () => {
    const from = new Date(start + 335 * DAY_MS);
    usesIndex(await plan(`select (created_at at time zone 'Asia/Vientiane')::date as day, count(*) from ${DELIVERY_ORDERS_TABLE} where created_at >= ? group by 1`, [from]), 'newest');
    usesIndex(await plan(`select onboard_date as day, count(*) from ${DELIVERY_ORDERS_TABLE} where onboard_date >= ?::date group by 1`, [from.toISOString().slice(0, 10)]), 'onboard_date');
  });
});
