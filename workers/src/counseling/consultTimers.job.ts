import { consultMail } from '@jobmarket/api/modules/counseling/invitation/consultInvitation';
import { consultNoticeText } from '@jobmarket/api/modules/counseling/invitation/consultInvitation';
import { consultOrderHandlers } from '@jobmarket/api/modules/counseling/orders/handlers';
import { refundConsultOrder } from '@jobmarket/api/modules/counseling/payments/routes';
import { nextEntityId } from '@jobmarket/api/eventSourcing/entityIds';
import { tellPersonalNotice } from '@jobmarket/api/modules/system/notices/personalNotice';
import { CONSULT_REMINDER_BEFORE_MS, queueDefinitions, recipientJobIdFor } from '@jobmarket/projections';
import type { Job } from 'bullmq';
import type { CommandDependencies } from '../platform/commandContext';
import { consultAboutOf, consultNow, noticeHoursOf, partiesOf, systemCommandOf } from './consultStory';

const { jobs } = queueDefinitions.counseling;

/**
 * The payment time limit at payBefore: runs the expire command through the api's own handler, which records
 * ConsultExpired (its slot's claim given back in the same append) only while the order still waits for payment past
 * payBefore; one paid, cancelled or expired meanwhile finds nothing to do, as does a repeat.
 */
export async function expireConsult(job: Job, { context }: CommandDependencies): Promise<{ expired: boolean; position: string | null }> {
  const { orderId } = jobs.expireConsult.parse(job.data);
  const written = await consultOrderHandlers(context).expire(orderId, systemCommandOf(job.id));
  return { expired: written.position !== undefined, position: written.position ?? null };
}

export type RemindOutcome = { reminded: boolean; mailJobIds: string[]; position: string | null } | { dueJobId: string; dueAt: string } | { skipped: 'notConfirmed' | 'insideTheDay' };

/** The one job that sends the reminder of an order's start (BullMQ keeps one job per id: two timers of a start add one). */
export const consultReminderJobIdOf = (orderId: number, startsAt: string): string => `consult-reminder-${orderId}-${new Date(startsAt).getTime()}`;

/**
 * The reminder the day before, to both parties (mail and notice), for the start it was set for. A timer (a
 * confirmation's names no start: the order's own then) hands over to the one sending job of the order and that start,
 * delayed to the day before — a confirmation and a reschedule back to the same start remind once. Nothing when the
 * order is no longer confirmed at that start (cancelled, moved: the move set its own), nor when the timer was set
 * inside the day before (the confirmation or the move's mail just told them). The sending job reserves the two
 * notices on its first run and keeps them with it, so a retry tells nobody twice; the mails' ids derive from the
 * order and the start.
 */
export async function remindConsult(job: Job, { context, queues }: CommandDependencies): Promise<RemindOutcome> {
  const data = jobs.remindConsult.parse(job.data);
  const order = await consultNow(context, data.orderId);
  if (!order || order.status !== 'confirmed') return { skipped: 'notConfirmed' };
  const startsAt = data.startsAt ?? order.startsAt;
  if (new Date(startsAt).getTime() !== new Date(order.startsAt).getTime()) return { skipped: 'notConfirmed' };
  if (!data.due) {
    const due = new Date(startsAt).getTime() - CONSULT_REMINDER_BEFORE_MS;
    // set (enqueued) when the session was already less than a day away
    if (due <= job.timestamp) return { skipped: 'insideTheDay' };
    const dueJobId = consultReminderJobIdOf(order.orderId, order.startsAt);
    const sending = jobs.remindConsult.parse({ orderId: order.orderId, startsAt: order.startsAt, due: true });
    await queues.get('counseling').add('remindConsult', sending, { jobId: dueJobId, delay: Math.max(0, due - Date.now()) });
    return { dueJobId, dueAt: new Date(due).toISOString() };
  }
  const noticeIds = data.noticeIds ?? [await nextEntityId(context.db, 'notice'), await nextEntityId(context.db, 'notice')];
  if (!data.noticeIds) await job.updateData({ ...data, noticeIds });
  const parties = await partiesOf(context, order);
  const about = consultAboutOf(order, parties);
  const settings = { mailFrom: context.config.MAIL_FROM, noticeHours: await noticeHoursOf(context) };
  const command = systemCommandOf(job.id);
  const mailJobIds: string[] = [];
  let position: string | undefined;
  for (const [index, reader] of [parties.seeker, parties.counselor].entries()) {
    const userId = reader.role === 'seeker' ? order.seekerId : order.counselorId;
    const mail = consultMail('reminder', about, reader, parties, null, settings);
    if (mail) {
      const mailJobId = recipientJobIdFor('consult-reminder-mail', `${order.orderId}-${new Date(startsAt).getTime()}`, `${reader.role}-${userId}`);
      await queues.get('mail').add('send', queueDefinitions.mail.jobs.send.parse(mail), { jobId: mailJobId });
      mailJobIds.push(mailJobId);
    }
    const text = consultNoticeText('reminder', about, reader);
    position = (await tellPersonalNotice(context, noticeIds[index]!, { userId, title: text.title, text: text.text }, command)) ?? position;
  }
  return { reminded: true, mailJobIds, position: position ?? null };
}

/**
 * A cancellation with refund: part P's refund asks the payment port for the money back and records ConsultRefunded;
 * it leaves an order already refunded (a repeat) or never paid alone.
 */
export async function refundConsult(job: Job, { context }: CommandDependencies): Promise<{ outcome: string; position: string | null }> {
  const { orderId } = jobs.refundConsult.parse(job.data);
  const result = await refundConsultOrder(context, orderId, systemCommandOf(job.id));
  return { outcome: result.outcome, position: result.position ?? null };
}
