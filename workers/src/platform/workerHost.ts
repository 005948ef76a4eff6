import { queueDefinitions, type QueueName } from '@jobmarket/projections';
import { Worker, type ConnectionOptions, type Job } from 'bullmq';
import type { Knex } from 'knex';
import type { MailSender } from '@jobmarket/api/platform/messaging/ports';
import type { Logger } from 'pino';
import { sendConsultInvitation } from '../counseling/consultInvitation.job';
import { tellConsultNotice } from '../counseling/consultNotice.job';
import { expireConsult, refundConsult, remindConsult } from '../counseling/consultTimers.job';
import { tellDeliveryNotice } from '../delivery/deliveryNotice.job';
import { elapseGuarantee } from '../delivery/guaranteeTimer.job';
import { sendInterviewInvitation } from '../delivery/interviewInvitation.job';
import { expireJob } from '../jobs/expireJob.job';
import { tellJobNotice } from '../jobs/jobNotice.job';
import { sendMail } from '../mail/sendMail.job';
import { endMeeting } from '../meetings/endMeeting.job';
import { tellMeetingNotice } from '../meetings/meetingNotice.job';
import { sendReservationMail } from '../meetings/reservationMail.job';
import { fanOutRevokeApologies } from '../meetings/revokeApologies.job';
import { endPromotion, expireMembership, remindMembershipExpiry } from '../membership/membershipTimers.job';
import { tellMembershipNotice } from '../membership/membershipNotice.job';
import { cancelUnpaidOrder, reconcilePayment } from '../membership/orderTimers.job';
import { pruneOutbox } from '../outbox/pruneOutbox';
import { tellRegistrationDecision } from '../registration/decisionNotice.job';
import { rollupVisits } from '../visits/rollupVisits';
import type { CommandDependencies } from './commandContext';

export interface WorkerDependencies {
  db: Knex;
  logger: Logger;
  /** For the queues whose jobs run commands (notices, jobs, membership, delivery, meetings, counseling); without it they are not worked here. */
  commands?: CommandDependencies;
  /** For the mail queue; without it mail is not worked here. */
  mail?: MailSender;
}

type Processor = (job: Job) => Promise<unknown>;

/** Dispatches a queue's jobs by name; a name the queue does not know fails visibly. */
function byName(queue: QueueName, handlers: Record<string, Processor>): Processor {
  return (job) => {
    const handler = Object.hasOwn(handlers, job.name) ? handlers[job.name] : undefined;
    if (!handler) throw new Error(`No handler for ${job.name} on ${queue}`);
    return handler(job);
  };
}

/** What each queue's jobs do; payloads are re-validated in each handler. */
function processorsFor(deps: WorkerDependencies): Partial<Record<QueueName, Processor>> {
  const maintenance = byName('maintenance', {
    async pruneOutbox(job) {
      const { olderThanDays } = queueDefinitions.maintenance.jobs.pruneOutbox.parse(job.data);
      const pruned = await pruneOutbox(deps.db, olderThanDays);
      deps.logger.info({ pruned, olderThanDays }, 'outbox pruned');
      return { pruned };
    },
    async rollupVisits(job) {
      const { timeZone } = queueDefinitions.maintenance.jobs.rollupVisits.parse(job.data);
      return rollupVisits(deps.db, { timeZone });
    },
  });
  const { commands, mail } = deps;
  return {
    maintenance,
    ...(commands
      ? {
          notices: byName('notices', {
            registrationDecision: (job) => tellRegistrationDecision(job, commands),
            jobNotice: (job) => tellJobNotice(job, commands),
            membershipNotice: (job) => tellMembershipNotice(job, commands),
            deliveryNotice: (job) => tellDeliveryNotice(job, commands),
            meetingNotice: (job) => tellMeetingNotice(job, commands),
            consultNotice: (job) => tellConsultNotice(job, commands),
          }),
          jobs: byName('jobs', { expire: (job) => expireJob(job, commands) }),
          membership: byName('membership', {
            cancelUnpaidOrder: (job) => cancelUnpaidOrder(job, commands),
            reconcilePayment: (job) => reconcilePayment(job, commands),
            expireMembership: (job) => expireMembership(job, commands),
            remindMembershipExpiry: (job) => remindMembershipExpiry(job, commands),
            endPromotion: (job) => endPromotion(job, commands),
          }),
          delivery: byName('delivery', {
            elapseGuarantee: (job) => elapseGuarantee(job, commands),
            interviewInvitation: (job) => sendInterviewInvitation(job, commands),
          }),
          meetings: byName('meetings', {
            endMeeting: (job) => endMeeting(job, commands),
            reservationMail: (job) => sendReservationMail(job, commands),
            revokeApologies: (job) => fanOutRevokeApologies(job, commands),
          }),
          counseling: byName('counseling', {
            expireConsult: (job) => expireConsult(job, commands),
            remindConsult: (job) => remindConsult(job, commands),
            consultInvitation: (job) => sendConsultInvitation(job, commands),
            refundConsult: (job) => refundConsult(job, commands),
          }),
        }
      : {}),
    ...(mail ? { mail: byName('mail', { send: (job) => sendMail(job, mail) }) } : {}),
  };
}

export function startWorkers(
  deps: WorkerDependencies,
  settings: { connection: ConnectionOptions; prefix?: string; concurrency?: number },
): Worker[] {
  return Object.entries(processorsFor(deps)).map(([name, processor]) => {
    const worker = new Worker(name, processor, {
      connection: settings.connection,
      prefix: settings.prefix,
      concurrency: settings.concurrency ?? 4,
    });
    worker.on('failed', (job, error) =>
      deps.logger.warn({ queue: name, job: job?.name, jobId: job?.id, attempts: job?.attemptsMade, err: error.message }, 'job failed'),
    );
    worker.on('error', (error) => deps.logger.error({ queue: name, err: error.message }, 'worker error'));
    return worker;
  });
}
