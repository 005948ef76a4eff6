import pg from 'pg';

/**
 * The development SMS and e-mail gateway (api/src/platform/messaging/adapters.ts) writes every message to the
 * product's message_outbox table; this reads them back as the person holding the phone would.
 */
export function messageOutbox(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  return {
    /** The newest message to `recipient` on `channel`, if any. */
    async latest(channel: 'sms' | 'email', recipient: string): Promise<string | undefined> {
      const { rows } = await pool.query<{ body: string }>('select body from message_outbox where channel = $1 and recipient = $2 order by id desc limit 1', [channel, recipient]);
      return rows[0]?.body;
    },
    /** The six-digit verification code in the newest message to `recipient`. */
    async verificationCode(channel: 'sms' | 'email', recipient: string): Promise<string> {
      const body = await this.latest(channel, recipient);
      const code = body ? /\b(\d{6})\b/.exec(body)?.[1] : undefined;
      if (!code) throw new Error(`no verification code was sent to ${recipient} (${channel})`);
      return code;
    },
    close: () => pool.end(),
  };
}
