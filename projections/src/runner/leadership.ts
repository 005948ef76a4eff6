import pg from 'pg';

// first key of the two-key advisory lock: keeps our locks apart from anyone else's in the database
const LOCK_NAMESPACE = 731_001;

/**
 * One connection per process (per database) holds every advisory lock that process leads with: a dozen projections
 * then cost one connection, not a dozen. Advisory locks are re-entrant within a session, so the names held here are
 * also tracked in memory: a second runner of the same name in this process waits like one in another process.
 */
interface LockSession {
  client: pg.Client;
  users: number;
  held: Set<string>;
  lost: AbortController;
  /** The session's statements, one at a time: runners share the client, and pg 9 refuses overlapping queries. */
  query<Row extends pg.QueryResultRow>(sql: string, params: unknown[]): Promise<pg.QueryResult<Row>>;
}

const sessions = new Map<string, Promise<LockSession>>();

function openSession(connectionString: string): Promise<LockSession> {
  let session = sessions.get(connectionString);
  if (!session) {
    session = (async () => {
      const client = new pg.Client({ connectionString });
      const lost = new AbortController();
      const end = (reason: string) => {
        sessions.delete(connectionString);
        lost.abort(new Error(reason));
      };
      client.on('error', () => end('leadership connection broke'));
      client.on('end', () => end('leadership connection ended'));
      await client.connect();
      let queue: Promise<unknown> = Promise.resolve();
      const query = <Row extends pg.QueryResultRow>(sql: string, params: unknown[]) => {
        const result = queue.then(() => client.query<Row>(sql, params));
        queue = result.catch(() => undefined);
        return result;
      };
      return { client, users: 0, held: new Set<string>(), lost, query };
    })();
    sessions.set(connectionString, session);
    session.catch(() => sessions.delete(connectionString));
  }
  return session;
}

/** One active runner per name: whoever holds the advisory lock leads; `lost` fires if the lock's connection breaks. */
export class AdvisoryLeadership {
  private session?: LockSession;

  constructor(
    private readonly connectionString: string,
    private readonly name: string,
  ) {}

  get lost(): AbortSignal {
    return this.session?.lost.signal ?? new AbortController().signal;
  }

  get isHeld(): boolean {
    return !!this.session && !this.session.lost.signal.aborted;
  }

  /** Waits until this process leads; false when aborted first. */
  async acquire(signal: AbortSignal, retryMs = 1000): Promise<boolean> {
    const session = await openSession(this.connectionString);
    session.users += 1;
    try {
      while (!signal.aborted && !session.lost.signal.aborted) {
        if (!session.held.has(this.name)) {
          session.held.add(this.name); // claimed in memory first, so two local runners never both ask
          const { rows } = await session
            .query<{ acquired: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as acquired', [LOCK_NAMESPACE, this.name])
            .catch(() => ({ rows: [{ acquired: false }] }));
          if (rows[0]?.acquired) {
            this.session = session;
            return true;
          }
          session.held.delete(this.name);
        }
        await sleep(retryMs, signal);
      }
    } catch (error) {
      await this.leave(session);
      throw error;
    }
    await this.leave(session);
    return false;
  }

  async release(): Promise<void> {
    const session = this.session;
    if (!session) return;
    this.session = undefined;
    session.held.delete(this.name);
    await session.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_NAMESPACE, this.name]).catch(() => undefined);
    await this.leave(session);
  }

  private async leave(session: LockSession): Promise<void> {
    session.users -= 1;
    if (session.users > 0) return;
    sessions.delete(this.connectionString);
    await session.client.end().catch(() => undefined);
  }
}

/**
 * SQL that is true while some session holds `name`'s lock (a text expression), for status queries. pg_locks shows a
 * two-key advisory lock as classid = first key, objid = second key read as unsigned, objsubid = 2.
 */
export function advisoryLockHeldSql(nameExpression: string): string {
  return `exists (select 1 from pg_locks l where l.locktype = 'advisory' and l.granted and l.objsubid = 2
    and l.database = (select oid from pg_database where datname = current_database())
    and l.classid = ${LOCK_NAMESPACE} and l.objid = (hashtext(${nameExpression})::bigint & 4294967295)::oid)`;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
