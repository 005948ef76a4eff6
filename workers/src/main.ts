import { randomBytes } from 'node:crypto';
import type { ApiConfig } from '@jobmarket/api/platform/config';
import { mailSender } from '@jobmarket/api/platform/messaging/adapters';
import { parseServerEnv } from '@jobmarket/contracts/platform/serverEnv';
import { connectionFromUrl, createDatabase, migrateReadModels, openQueue } from '@jobmarket/projections';
import pino from 'pino';
import { openCommandDependencies } from './platform/commandContext';
import { startWorkers } from './platform/workerHost';

// the api's settings, for jobs run the api's command handlers; workers issue no tokens, so when JWT_SECRET is unset a
// throw-away one keeps this process from racing the api to create the development secrets file
const env = parseServerEnv(process.env);
const config: ApiConfig = { ...env, JWT_SECRET: env.JWT_SECRET ?? randomBytes(48).toString('base64url') };
const logger = pino({ name: 'workers', level: config.LOG_LEVEL });
const db = createDatabase(config.DATABASE_URL);
await migrateReadModels(db);
const connection = connectionFromUrl(config.REDIS_URL);
// each database's queues apart: a worker must never run another installation's jobs against its own database
const prefix = `${config.REDIS_KEY_PREFIX}bull`;
const commands = await openCommandDependencies(config, db, logger, { connection, prefix });

const maintenance = openQueue('maintenance', { connection, prefix });
// one schedule however many worker processes run: upsert is idempotent
await maintenance.upsertJobScheduler('prune-outbox-hourly', { every: 60 * 60 * 1000 }, { name: 'pruneOutbox', data: { olderThanDays: 7 } });
// the dashboard reads today live and earlier days from this roll-up (falling back to live counts until it has run)
await maintenance.upsertJobScheduler('rollup-visits-quarter-hourly', { every: 15 * 60 * 1000 }, { name: 'rollupVisits', data: { timeZone: config.TIME_ZONE } });

// SMTP when SMTP_URL is set; without it, e-mails land in message_outbox for a developer to read
const mail = mailSender(config.SMTP_URL, config.MAIL_FROM, db, logger);
const workers = startWorkers({ db, logger, commands, mail }, { connection, prefix });
logger.info({ queues: workers.map((worker) => worker.name) }, 'workers started');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    logger.info({ signal }, 'workers stopping: finishing running jobs');
    await Promise.all(workers.map((worker) => worker.close()));
    await maintenance.close();
    await commands.close();
    await db.destroy();
    process.exit(0);
  });
}
