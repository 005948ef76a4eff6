import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { roleCodes, type UserEvent } from '@jobmarket/contracts';
import { PostgresEventStore } from '@jobmarket/eventstore';
import { ROLES_TABLE } from '@jobmarket/projections';
import pg from 'pg';
import { issueAccessToken } from '../../api/src/modules/identity/auth/accessTokens';
import { hashPassword } from '../../api/src/modules/identity/users/passwords';
import { call, dataOf } from './api';

/** The demo accounts' password (the seed's). */
export const DEMO_PASSWORD = '123456';
const TOKEN_TTL_SECONDS = 3_600;

/** One row of a query on the bench's database, or undefined. */
export async function queryOne<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows[0];
  } finally {
    await client.end();
  }
}

/**
 * Accounts with one role appended straight to the store (`<prefix><id>`), far faster than registering each: the bench
 * measures its commands, not sign-ups. Nobody signs in with them — `tokenFor` issues their tokens — so one password
 * hash serves all.
 */
export async function seedBenchUsers(url: string, ids: number[], options: { role: string; prefix: string; correlationId: string }): Promise<void> {
  const roleRow = await queryOne<{ id: number }>(url, `select id from ${ROLES_TABLE} where code = $1`, [options.role]);
  if (!roleRow) throw new Error(`the seed left no ${options.role} role`);
  const passwordHash = await hashPassword('bench-password');
  const kind = options.role === roleCodes.seeker ? 'seeker' : options.role === roleCodes.publisher ? 'publisher' : 'platform';
  const store = new PostgresEventStore({ connectionString: url, maxConnections: 4 });
  try {
    await Promise.all(
      ids.map(async (id) => {
        const username = `${options.prefix}${id}`;
        const created: UserEvent = {
          type: 'UserCreated',
          data: { id, username, kind, passwordHash, nickname: `Bench ${options.prefix} ${id}`, mobile: null, gender: 0, avatar: null, email: `${username}@example.com`, status: 1, deptId: null, roleIds: [Number(roleRow.id)] },
        };
        const metadata = { schemaVersion: 1, actorId: 'bench', correlationId: options.correlationId };
        await store.appendToStream(`user-${id}`, [{ type: created.type, data: created.data, metadata }], { expectedRevision: 'no_stream' });
      }),
    );
  } finally {
    await store.close();
  }
}

/** An access token for a bench account, as signing in would issue (own data scope). */
export const tokenFor = (secret: string, userId: number, role: string): string =>
  issueAccessToken(secret, { userId: String(userId), roles: [role], deptId: null, dataScope: 3, sessionId: randomUUID() }, TOKEN_TTL_SECONDS).token;

/** Signs a demo account in over the api (captcha off in the bench's product). */
export async function signIn(agent: http.Agent, port: number, username: string): Promise<string> {
  const login = await call(agent, port, 'POST', '/api/v1/auth/login', { body: { username, password: DEMO_PASSWORD, captchaKey: '', captchaCode: '' } });
  return dataOf<{ accessToken: string }>(login, `POST /auth/login (${username})`).accessToken;
}
