import { SIGN_INS_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import type { Logger } from 'pino';

/**
 * Notes a successful sign-in for the dashboard's monthly active users (telemetry, not an event: ARCHITECTURE §2).
 * A lost row only undercounts a figure, so a failure is logged and never refuses the sign-in.
 */
export function signInTelemetry(db: Knex, logger: Logger) {
  return {
    async record(userId: number): Promise<void> {
      try {
        await db(SIGN_INS_TABLE).insert({ user_id: userId });
      } catch (error) {
        logger.warn({ err: error, userId }, 'sign-in telemetry not recorded');
      }
    },
  };
}
