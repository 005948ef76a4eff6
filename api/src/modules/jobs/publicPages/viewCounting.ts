import type { Request } from 'express';
import type { Logger } from 'pino';
import type { Knex } from 'knex';
import { visitorHasher } from '../../system/logs/visitorKeys';
import { recordJobView } from '../search/jobViews';

// crawlers read every page every day: a view is a person's
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|headless/i;

/**
 * Counts a person's view of a job page (telemetry, one per visitor per job per day: recordJobView). A visitor is the
 * keyed hash the visits telemetry uses for a browser that sent no id of its own — its address and user agent — so the
 * server-rendered page and the JSON the portal fetches on a later visit count the same person once. Never fails the
 * page: the promise settles either way (a failure is only logged); callers start it early and await it last, so it
 * overlaps the page's own work. The day is the api's TIME_ZONE day.
 */
export function jobViewCounter(db: Knex, config: { JWT_SECRET: string; TIME_ZONE: string }, logger: Logger) {
  const hasher = visitorHasher(config.JWT_SECRET);
  return async (jobId: number, req: Request): Promise<void> => {
    const userAgent = req.get('user-agent') ?? '';
    if (CRAWLER.test(userAgent)) return;
    const { visitorKey } = hasher.keysOf({ ip: req.ip ?? 'unknown', userAgent });
    await recordJobView(db, jobId, visitorKey, { timeZone: config.TIME_ZONE }).catch((error: unknown) => logger.warn({ err: error, jobId }, 'a job view was not counted'));
  };
}
