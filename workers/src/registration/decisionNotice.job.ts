import { decisionNotices } from '@jobmarket/api/modules/registration/decisionNotices';
import { queueDefinitions, recipientJobIdFor } from '@jobmarket/projections';
import type { Job } from 'bullmq';
import type { CommandDependencies } from '../platform/commandContext';

/**
 * The decision reactor's job: create and publish the decision's notice under its reserved id (the notices projection
 * then pushes it to the applicant over MQTT) and hand the e-mail to the mail queue, one job per recipient whose id
 * derives from the decision event. Every step may repeat: a retry finds the mail job and the notice already there.
 */
export async function tellRegistrationDecision(job: Job, { context, queues }: CommandDependencies): Promise<{ position: string | null }> {
  const { applicationId, noticeId } = queueDefinitions.notices.jobs.registrationDecision.parse(job.data);
  const notices = decisionNotices(context);
  const decided = await notices.decisionOf(applicationId, noticeId);
  // a job for a decision that is not in the stream cannot succeed by retrying: say so in the failed set
  if (!decided) throw new Error(`Application ${applicationId} has no decision with notice ${noticeId}`);
  const mail = notices.mailOf(decided);
  if (mail) {
    const data = queueDefinitions.mail.jobs.send.parse(mail);
    await queues.get('mail').add('send', data, { jobId: recipientJobIdFor('decision-mail', decided.event.id, mail.to) });
  }
  // the auditor whose decision this tells stays the notice's author, as when the request sent it
  const actorId = decided.event.metadata.actorId ?? 'system';
  const command = { actorId, correlationId: decided.event.metadata.correlationId ?? String(job.id), causationId: decided.event.id, now: new Date() };
  // the position lets whoever waits on this job wait for the notice in the read model (null: told before)
  return { position: (await notices.tell(decided, noticeId, command)) ?? null };
}
