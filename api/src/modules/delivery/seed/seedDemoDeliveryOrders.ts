import { dataScopes, deliveryAdvanceForm, deliveryPermissions, roleCodes } from '@jobmarket/contracts';
import { JOBS_TABLE, RESUMES_TABLE, SEEKERS_TABLE, USERS_TABLE } from '@jobmarket/projections';
import type { CommandContext } from '../../../eventSourcing/decider';
import type { Actor } from '../../../http/actor';
import { formatDateTime } from '../../../http/time';
import { fileStore } from '../../files/fileStore';
import { SettleBatch, type ModuleContext } from '../../moduleContext';
import { guaranteeEndOf, instantOfLocal } from '../deliveryDecider';
import { deliveryHandlers } from '../handlers';
import { demoDocument, multipartRequest } from './demoDocument';
import { demoDeliveryOrders, type DemoOrder, type DemoStep } from './demoDeliveryOrders';

const DAY_MS = 24 * 3600_000;
const MINUTE_MS = 60_000;

export interface SeededDeliveryOrders {
  orders: number;
  /** The number of events of the longest order's history. */
  steps: number;
  /** The orders' ids, in the order of `demoDeliveryOrders`. */
  orderIds: number[];
}

/**
 * Delivery orders in every state of the table on a fresh start (issue 15, demo data), through the same handlers as
 * the api: the demo seekers deliver their default resumes to the demo companies' published jobs, the demo resume
 * auditor, the companies, staff and the guarantee's timer take each order on, every step placed in the past at the
 * day it would have happened. Runs after the jobs and resumes seeds; not in production.
 */
export async function seedDemoDeliveryOrders(context: ModuleContext, command: CommandContext): Promise<SeededDeliveryOrders> {
  const handlers = deliveryHandlers(context);
  const files = fileStore(context.db);
  const timeZone = context.config.TIME_ZONE;
  const batch = new SettleBatch();

  const userIdOf = async (username: string): Promise<number> => {
    const row = await context.db(USERS_TABLE).where({ username }).whereNull('deleted_at').first('id');
    if (!row) throw new Error(`Seed the demo accounts first: the demo delivery orders need ${username}.`);
    return Number(row.id);
  };
  const actorOf = (userId: number, username: string, role: string, perms: readonly string[] = []): Actor => ({ userId: String(userId), username, roles: [role], perms: new Set(perms) });
  const auditor = actorOf(await userIdOf('auditor'), 'auditor', roleCodes.auditor);
  // the demo admin: every delivery permission over all data, as the ADMIN role holds them
  const staff: Actor = { ...actorOf(await userIdOf('admin'), 'admin', roleCodes.admin, Object.values(deliveryPermissions)), dataScope: dataScopes.all };

  /** The seeker's default resume (the one they chose, else their oldest). */
  async function seekerOf(username: string) {
    const userId = await userIdOf(username);
    const chosen = await context.db(SEEKERS_TABLE).where({ seeker_id: userId }).first('default_resume_id');
    const resume = await context
      .db(RESUMES_TABLE)
      .where({ seeker_id: userId })
      .orderByRaw('id = ? desc, id', [chosen?.default_resume_id ?? 0])
      .first('id', 'name', 'locale');
    if (!resume) throw new Error(`Seed the demo resumes first: ${username} has none.`);
    return { actor: actorOf(userId, username, roleCodes.seeker), resumeId: Number(resume.id), name: String(resume.name), locale: String(resume.locale ?? 'en') };
  }

  async function jobOf(position: string) {
    const job = await context.db(JOBS_TABLE).where({ position, status: 'published' }).first('id', 'publisher_id', 'guarantee_month');
    if (!job) throw new Error(`Seed the demo jobs first: no published job "${position}".`);
    const publisher = await context.db(USERS_TABLE).where({ id: job.publisher_id }).first('username');
    return { id: Number(job.id), guaranteeMonth: Number(job.guarantee_month), publisher: actorOf(Number(job.publisher_id), String(publisher?.username ?? ''), roleCodes.publisher) };
  }

  /** `daysAgo` days before `now` at `hour` o'clock in the server's zone (whole hours, as people's days go). */
  const at = (daysAgo: number, hour: number): Date => instantOfLocal(`${localDay(new Date(command.now.getTime() - daysAgo * DAY_MS))}T${String(hour).padStart(2, '0')}:00`, timeZone);
  const localMinute = (instant: Date) => formatDateTime(instant, timeZone).slice(0, 16).replace(' ', 'T');
  const localDay = (instant: Date) => formatDateTime(instant, timeZone).slice(0, 10);

  let longest = 0;
  const orderIds: number[] = [];
  for (const order of demoDeliveryOrders) {
    const seeker = await seekerOf(order.seeker);
    const job = await jobOf(order.position);
    const people = { seeker: seeker.actor, publisher: job.publisher, candidateName: seeker.name, guaranteeMonth: job.guaranteeMonth };
    let previous = at(order.deliveredDaysAgo, 9);
    const delivered = await handlers.deliver(seeker.actor, { jobId: job.id, resumeId: seeker.resumeId, remark: null }, { ...command, now: previous });
    batch.note(delivered.position);
    const progress = { orderId: delivered.id, onboardDate: null as string | null, events: 1 };
    orderIds.push(delivered.id);
    for (const [index, step] of order.steps.entries()) {
      // a step never before the one it follows: steps of one day follow each other a few minutes apart
      const planned = at(step.daysAgo, step.hour ?? 10 + (index % 6));
      const now = planned > previous ? planned : new Date(previous.getTime() + 7 * MINUTE_MS);
      const written = await take(order, step, { ...command, now }, people, progress).catch((error: unknown) => {
        throw new Error(`demo delivery order ${order.seeker} → ${order.position}: ${step.action} by ${step.by} refused`, { cause: error });
      });
      batch.note(written.position);
      previous = written.now;
    }
    longest = Math.max(longest, progress.events);
  }
  await batch.settle(context);
  return { orders: demoDeliveryOrders.length, steps: longest, orderIds };

  /** One step through the handler the api (or, for the guarantee, the timer's worker) uses. */
  async function take(
    order: DemoOrder,
    step: DemoStep,
    stepCommand: CommandContext,
    people: { seeker: Actor; publisher: Actor; candidateName: string; guaranteeMonth: number },
    progress: { orderId: number; onboardDate: string | null; events: number },
  ): Promise<{ position: string | undefined; now: Date }> {
    const actor = step.by === 'seeker' ? people.seeker : step.by === 'publisher' ? people.publisher : step.by === 'auditor' ? auditor : staff;
    const { orderId } = progress;
    const { now } = stepCommand;
    switch (step.action) {
      case 'elapseGuarantee': {
        if (!progress.onboardDate) throw new Error(`demo order ${order.seeker} → ${order.position}: the guarantee elapses only after joining`);
        // the timer fires at the guarantee's end, as the delayed job would
        const timerNow = new Date(new Date(guaranteeEndOf(progress.onboardDate, people.guaranteeMonth, timeZone)).getTime() + MINUTE_MS);
        const written = await handlers.elapseGuarantee(orderId, { ...stepCommand, actorId: 'system', now: timerNow });
        progress.events += 2;
        return { position: written.position, now: timerNow };
      }
      case 'uploadInvoice': {
        const invoice = multipartRequest({ invoiceDate: localDay(now), remark: step.remark ?? '' }, [{ field: 'files', name: step.invoiceName, contentType: 'application/pdf', bytes: demoDocument(`Invoice ${order.seeker}`) }]);
        const written = await handlers.uploadInvoice(orderId, actor, invoice.req, invoice.res, stepCommand);
        progress.events += 1;
        return { position: written.position, now };
      }
      case 'passInterview': {
        const [fileId] = await files.save([{ ownerId: actor.userId, name: step.proofName, contentType: 'application/pdf', bytes: demoDocument('Interview record'), readerPerms: [] }]);
        return advance({ action: 'passInterview', proofUrls: [`/api/v1/files/${fileId}`], confirmedName: people.candidateName, remark: step.remark });
      }
      case 'scheduleInterview':
        return advance({ action: 'scheduleInterview', interviewAt: localMinute(at(step.daysAgo - step.inDays, step.interviewHour)), place: step.place, remark: step.remark });
      case 'join': {
        progress.onboardDate = localDay(new Date(now.getTime() + step.onboardInDays * DAY_MS));
        // a guarantee of 0 months elapses in the same append
        return advance({ action: 'join', onboardDate: progress.onboardDate, remark: step.remark }, people.guaranteeMonth === 0 ? 3 : 1);
      }
      case 'leaveEarly':
        return advance({ action: 'leaveEarly', leftOn: localDay(now), reason: step.reason }, 2);
      case 'approveResume':
      case 'acceptByEmployer':
        return advance({ action: step.action, remark: step.remark });
      case 'rejectResume':
      case 'rejectByEmployer':
      case 'failInterview':
      case 'notJoin':
        return advance({ action: step.action, reasonCode: step.reasonCode, reason: step.reason });
      case 'withdraw':
      case 'reopen':
        return advance({ action: step.action, reason: step.reason });
    }

    async function advance(form: Record<string, unknown>, events = 1) {
      const written = await handlers.advance(orderId, actor, deliveryAdvanceForm.parse(form), stepCommand);
      progress.events += events;
      return { position: written.position, now };
    }
  }
}
