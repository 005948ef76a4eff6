export * from './platform/queues';
export * from './platform/workerHost';
export * from './platform/commandContext';
export { pruneOutbox } from './outbox/pruneOutbox';
export { rollupVisits } from './visits/rollupVisits';
export { tellRegistrationDecision } from './registration/decisionNotice.job';
export { expireJob } from './jobs/expireJob.job';
export { tellJobNotice } from './jobs/jobNotice.job';
export { sendMail } from './mail/sendMail.job';
