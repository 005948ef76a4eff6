import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from 'pino';

export const REVOKED_SESSIONS_TABLE = 'auth_revoked_sessions';
/** NOTIFY channel telling every api instance which sessions just ended. */
export const SESSION_REVOKED_CHANNEL = 'auth_session_revoked';
export type RevocationReason = 'signOut' | 'reuse' | 'ended';

// a NOTIFY payload must stay under 8000 bytes; a longer list tells listeners to re-read the table instead
const MAX_PAYLOAD_LENGTH = 7_000;
const MAX_RECONNECT_MS = 5_000;

interface RevocationNews {
  families?: string[];
  liveUntil?: number;
  reload?: boolean;
}

/**
 * Ended sessions (refresh-token families): access tokens carry their session id, so ending a session ends its access
 * tokens at once, not at their expiry. The durable record is a PostgreSQL table; each api process keeps the live
 * entries in memory, filled when its listener connects and kept current by NOTIFY, so checking a token costs no
 * query and no Redis. While the listener is down (not started, or reconnecting), each check asks the table instead.
 */
export class SessionRevocation {
  private listener?: pg.Client;
  private connecting?: Promise<void>;
  private reconnectTimer?: NodeJS.Timeout;
  private isListening = false;
  private isClosed = false;
  /** Session id → epoch ms after which none of its access tokens can still be valid. */
  private readonly revoked = new Map<string, number>();
  private readonly revocationListeners = new Set<(familyIds: readonly string[]) => void>();

  constructor(
    private readonly db: Knex,
    private readonly accessTokenTtlSeconds: number,
    /** Where to LISTEN; without it every check is a query (fine for tools and tests of other things). */
    private readonly connectionString?: string,
    private readonly logger?: Logger,
  ) {}

  /** Connects the listener and loads the live revocations; resolves once checks are answered from memory. */
  async start(): Promise<void> {
    if (!this.connectionString) throw new Error('SessionRevocation.start needs a connection string to LISTEN on');
    await this.connect();
  }

  async close(): Promise<void> {
    this.isClosed = true;
    this.isListening = false;
    clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  /**
   * Records ended sessions inside the caller's transaction (its NOTIFY is delivered on commit), then call
   * `noteRevoked` after the commit so this process refuses their tokens from the very next request.
   */
  async record(tx: Knex.Transaction, sessions: readonly { familyId: string; userId: string }[], reason: RevocationReason): Promise<number> {
    if (sessions.length === 0) return 0;
    const liveUntil = Date.now() + this.accessTokenTtlSeconds * 1000;
    await tx(REVOKED_SESSIONS_TABLE)
      .insert(sessions.map(({ familyId, userId }) => ({ family_id: familyId, user_id: userId, reason, live_until: new Date(liveUntil) })))
      .onConflict('family_id')
      .ignore();
    // rows past their use are dropped as new ones come: the table stays as small as the live deny-set
    await tx(REVOKED_SESSIONS_TABLE).where('live_until', '<', tx.raw("now() - interval '1 day'")).delete();
    const families = sessions.map((session) => session.familyId);
    const payload = JSON.stringify({ families, liveUntil } satisfies RevocationNews);
    await tx.raw('select pg_notify(?, ?)', [SESSION_REVOKED_CHANNEL, payload.length <= MAX_PAYLOAD_LENGTH ? payload : JSON.stringify({ reload: true })]);
    return liveUntil;
  }

  /** This process's own revocations, known without waiting for its NOTIFY to come back. */
  noteRevoked(familyIds: readonly string[], liveUntil: number): void {
    if (this.revoked.size > 10_000) this.forgetExpired();
    for (const familyId of familyIds) this.revoked.set(familyId, liveUntil);
    for (const listener of this.revocationListeners) listener(familyIds);
  }

  /** True when the session was ended; answered from memory while listening, from the table otherwise. */
  async isRevoked(familyId: string): Promise<boolean> {
    const liveUntil = this.revoked.get(familyId);
    if (liveUntil !== undefined) {
      if (liveUntil > Date.now()) return true;
      this.revoked.delete(familyId);
    }
    if (this.isListening) return false;
    const row = await this.db(REVOKED_SESSIONS_TABLE).where({ family_id: familyId }).where('live_until', '>', this.db.fn.now()).first('family_id');
    return row !== undefined;
  }

  /** Whether checks are answered from memory (the listener is connected and the table loaded). */
  get isAnsweringFromMemory(): boolean {
    return this.isListening;
  }

  /** Called with the sessions each revocation names, this process's own or heard from another; answers the unsubscribe. */
  onRevoked(listener: (familyIds: readonly string[]) => void): () => void {
    this.revocationListeners.add(listener);
    return () => this.revocationListeners.delete(listener);
  }

  private connect(): Promise<void> {
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString });
      client.on('error', () => this.dropped(client));
      client.on('end', () => this.dropped(client));
      client.on('notification', (message) => {
        if (message.channel === SESSION_REVOKED_CHANNEL) void this.hear(message.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`listen ${SESSION_REVOKED_CHANNEL}`);
        this.listener = client;
        // loaded after LISTEN, so a revocation committed in between is heard or read, never missed
        await this.reload();
        this.isListening = !this.isClosed;
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      } finally {
        this.connecting = undefined;
      }
    })();
    return this.connecting;
  }

  private forgetExpired(): void {
    const now = Date.now();
    for (const [familyId, liveUntil] of this.revoked) if (liveUntil <= now) this.revoked.delete(familyId);
  }

  private async reload(): Promise<void> {
    const rows: { family_id: string; live_until: Date }[] = await this.db(REVOKED_SESSIONS_TABLE)
      .where('live_until', '>', this.db.fn.now())
      .select('family_id', 'live_until');
    this.revoked.clear();
    for (const row of rows) this.revoked.set(row.family_id, row.live_until.getTime());
  }

  private async hear(payload: string): Promise<void> {
    const news = JSON.parse(payload) as RevocationNews;
    if (news.reload || !news.families || news.liveUntil === undefined) {
      await this.reload().catch((error: unknown) => this.logger?.warn({ err: error }, 'revoked sessions not re-read'));
      for (const listener of this.revocationListeners) listener(news.families ?? []);
      return;
    }
    this.noteRevoked(news.families, news.liveUntil);
  }

  /** The listener broke: until it is back (and the table re-read), every check asks the table. */
  private dropped(client: pg.Client): void {
    if (client !== this.listener) return;
    this.listener = undefined;
    this.isListening = false;
    client.end().catch(() => undefined);
    if (this.isClosed) return;
    this.logger?.warn('revoked-sessions listener lost; checking tokens against the table until it reconnects');
    this.scheduleReconnect(250);
  }

  private scheduleReconnect(delayMs: number): void {
    if (this.reconnectTimer || this.isClosed) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect().catch(() => this.scheduleReconnect(Math.min(delayMs * 2, MAX_RECONNECT_MS)));
    }, delayMs);
    this.reconnectTimer.unref();
  }
}
