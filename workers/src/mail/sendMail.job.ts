import { queueDefinitions } from '@jobmarket/projections';
import type { Job } from 'bullmq';
import type { MailSender } from '@jobmarket/api/platform/messaging/ports';

/** One e-mail to one recipient, through the mail port (SMTP when SMTP_URL is set, else message_outbox). */
export async function sendMail(job: Job, mail: MailSender): Promise<{ sent: true }> {
  await mail.send(queueDefinitions.mail.jobs.send.parse(job.data));
  return { sent: true };
}
