import { deliveryStates, type DeliveryOrderEvent, type DeliveryOrderView } from '@jobmarket/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandContext } from '../../../eventSourcing/decider';
import type { Actor } from '../../../http/actor';
import { as, signIn, startSeededApi } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';
import { seedDemoJobs } from '../../jobs/seed/seedDemoJobs';
import { grantMembership } from '../../membership/membershipFixtures';
import { seedDemoResumes } from '../../resumes/seed/seedDemoResumes';
import { deliveryOrderStream } from '../deliveryDecider';
import { deliveryHandlers } from '../handlers';
import { demoDeliveryOrders } from './demoDeliveryOrders';
import { seedDemoDeliveryOrders, type SeededDeliveryOrders } from './seedDemoDeliveryOrders';

const DAY_MS = 24 * 3600_000;
const staff: Actor = { userId: '1', username: 'root', roles: ['ROOT'], perms: new Set() };

describe('demo delivery orders', () => {
  let api: TestApi;
  let seeded: SeededDeliveryOrders;
  const now = new Date();

  beforeAll(async () => {
    ({ api } = await startSeededApi());
    const command: CommandContext = { actorId: 'system', correlationId: 'seed', now };
    await seedDemoJobs(api.moduleContext, command, {
      beforePosting: async ({ publisherId, jobCount }) => {
        if (jobCount > 3) await grantMembership(api.moduleContext, publisherId);
      },
    });
    await seedDemoResumes(api.moduleContext, command);
    seeded = await seedDemoDeliveryOrders(api.moduleContext, command);
  }, 300_000);
  afterAll(async () => api?.close());

  const stateOf = (orderId: number) => deliveryHandlers(api.moduleContext).readable(orderId, staff);
  const eventsOf = async (orderId: number) => (await api.moduleContext.store.readStream(deliveryOrderStream(orderId))) as unknown as (DeliveryOrderEvent & { createdAt: Date })[];

  it('places an order in every state of the table, each where its steps lead', async () => {
    expect(seeded.orders).toBe(demoDeliveryOrders.length);
    const states = [];
    for (const [index, orderId] of seeded.orderIds.entries()) {
      const order = await stateOf(orderId);
      expect([demoDeliveryOrders[index]!.position, order.state]).toEqual([demoDeliveryOrders[index]!.position, demoDeliveryOrders[index]!.expected]);
      states.push(order.state);
    }
    expect(new Set(states)).toEqual(new Set(deliveryStates));
  });

  it('lists them for staff as the read model has them: every state, the settled one with its invoice and history', async () => {
    const root = as(api, await signIn(api, 'root'));
    const { list } = (await root.get('/delivery-orders/page?pageSize=50')).body.data as { list: DeliveryOrderView[] };
    expect(new Set(list.map((row) => row.state))).toEqual(new Set(deliveryStates));
    const settled = list.find((row) => row.state === 'Settled')!;
    expect(settled).toMatchObject({ position: 'วิศวกรซอฟต์แวร์อาวุโส', commissionOutcome: 'earned', auditStatus: 3, invoiceFiles: [expect.objectContaining({ name: 'invoice-DO-siamdigital.pdf' })] });
    const history = (await root.get(`/delivery-orders/${settled.id}/history`)).body.data as { type: string }[];
    expect(history.map((entry) => entry.type)).toContain('GuaranteeElapsed');
  });

  it('takes one order the whole way: rescheduled, joined, the guarantee elapsed by the timer’s command with the commission earned, the invoice uploaded', async () => {
    const settledId = seeded.orderIds[demoDeliveryOrders.findIndex((order) => order.expected === 'Settled')]!;
    const events = await eventsOf(settledId);
    expect(events.map((event) => event.type)).toEqual([
      'OrderDelivered',
      'ResumeApproved',
      'EmployerAccepted',
      'InterviewScheduled',
      'InterviewScheduled',
      'InterviewPassed',
      'CandidateJoined',
      'GuaranteeElapsed',
      'CommissionEarned',
      'InvoiceUploaded',
    ]);
    const order = await stateOf(settledId);
    expect(order).toMatchObject({ commissionOutcome: 'earned', auditStatus: 3, invoiceFiles: [expect.objectContaining({ name: 'invoice-DO-siamdigital.pdf' })] });
    expect(order.interviewProof).toHaveLength(1);
    // a time line in the past: delivered 130 days ago, the guarantee's end (3 months after joining) before the invoice
    expect(now.getTime() - new Date(order.deliveryTime).getTime()).toBeGreaterThan(129 * DAY_MS);
    expect(new Date(order.guaranteeEndsAt!).getTime()).toBeLessThan(now.getTime() - 12 * DAY_MS);
    expect(order.orderNo).toMatch(/^DO\d{8}\d{6}$/);
    expect(order.orderNo).not.toContain(new Date().toISOString().slice(0, 10).replaceAll('-', ''));
    const scheduled = events.filter((event) => event.type === 'InterviewScheduled').map((event) => event.data);
    expect(scheduled.map((data) => data.sequence)).toEqual([0, 1]);
  });

  it('keeps the order staff reopened after a missed interview, with its whole history to replay', async () => {
    const reopenedId = seeded.orderIds[demoDeliveryOrders.findIndex((order) => order.steps.some((step) => step.action === 'reopen'))]!;
    const types = (await eventsOf(reopenedId)).map((event) => event.type);
    expect(types).toEqual(['OrderDelivered', 'ResumeApproved', 'EmployerAccepted', 'InterviewScheduled', 'InterviewFailed', 'OrderReopened', 'InterviewScheduled', 'InterviewPassed']);
    expect((await eventsOf(reopenedId)).find((event) => event.type === 'OrderReopened')!.data).toMatchObject({ intoState: 'PendingInterview' });
    expect(seeded.steps).toBeGreaterThanOrEqual(10);
  });

  it('leaves the running guarantee for the timer and the pending invoice to its delivery person', async () => {
    const onboarded = await stateOf(seeded.orderIds[demoDeliveryOrders.findIndex((order) => order.expected === 'Onboarded')]!);
    expect(new Date(onboarded.guaranteeEndsAt!).getTime()).toBeGreaterThan(now.getTime());
    const waiting = await stateOf(seeded.orderIds[demoDeliveryOrders.findIndex((order) => order.expected === 'PendingUploadInvoice')]!);
    expect(waiting).toMatchObject({ commissionOutcome: 'earned', invoiceFiles: [] });
  });
});
