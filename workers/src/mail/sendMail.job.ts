import { queueDefinitions } from '@jobmarket/projections';
import type { Job } from 'bullmq';
import type { CommandDependencies } from '../platform/commandContext';

/** One e-mail to one recipient, through the mail port (SMTP when SMTP_URL is set, else message_outbox). */
export async function sendMail(job: Job, { mail }: Pick<CommandDependencies, 'mail'>): Promise<{ sent: true }> {
  await mail.send(queueDefinitions.mail.jobs.send.parse(job.data));
  return { sent: true };
}
