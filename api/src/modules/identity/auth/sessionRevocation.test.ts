import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@jobmarket/eventstore/testing';
import { createDatabase, migrateReadModels } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionRevocation } from './sessionRevocation';

const TTL_SECONDS = 1800;

describe('ended sessions, kept in PostgreSQL and known in memory by every api process', () => {
  let database: TestDatabase;
  let db: Knex;
  const started: SessionRevocation[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('jm_revocation');
    db = createDatabase(database.url);
    await migrateReadModels(db);
  });
  afterAll(async () => {
    await Promise.all(started.map((revocation) => revocation.close()));
    await db?.destroy();
    await database?.drop();
  });

  async function listening(ttlSeconds = TTL_SECONDS): Promise<SessionRevocation> {
    const revocation = new SessionRevocation(db, ttlSeconds, database.url);
    started.push(revocation);
    await revocation.start();
    return revocation;
  }

  async function end(revocation: SessionRevocation, familyId: string): Promise<void> {
    const liveUntil = await db.transaction((tx) => revocation.record(tx, [{ familyId, userId: '7' }], 'signOut'));
    revocation.noteRevoked([familyId], liveUntil);
  }

  it('tells another api process at once, which then answers from memory', async () => {
    const [here, there] = [await listening(), await listening()];
    const familyId = randomUUID();
    const heardThere = new Promise<readonly string[]>((resolve) => there.onRevoked(resolve));
    await end(here, familyId);

    expect(await here.isRevoked(familyId)).toBe(true);
    expect(await heardThere).toEqual([familyId]);
    expect(there.isAnsweringFromMemory).toBe(true);
    expect(await there.isRevoked(familyId)).toBe(true);
    expect(await there.isRevoked(randomUUID())).toBe(false);
  });

  it('outlives the process: one started later, and one that never listens, both know the ended session', async () => {
    const familyId = randomUUID();
    await end(await listening(), familyId);

    const restarted = await listening();
    expect(restarted.isAnsweringFromMemory).toBe(true);
    expect(await restarted.isRevoked(familyId)).toBe(true);

    const notListening = new SessionRevocation(db, TTL_SECONDS);
    expect(notListening.isAnsweringFromMemory).toBe(false);
    expect(await notListening.isRevoked(familyId)).toBe(true);
    expect(await notListening.isRevoked(randomUUID())).toBe(false);
  });

  it('forgets a session once every access token it could have issued has expired', async () => {
    const shortLived = await listening(0);
    const familyId = randomUUID();
    await end(shortLived, familyId);
    expect(await shortLived.isRevoked(familyId)).toBe(false);
    expect(await (await listening()).isRevoked(familyId)).toBe(false);
  });

  it('drops rows a day past their use as new revocations come, so the table stays small', async () => {
    const long = randomUUID();
    await db('auth_revoked_sessions').insert({ family_id: long, user_id: '7', reason: 'signOut', live_until: db.raw("now() - interval '2 days'") });
    await end(await listening(), randomUUID());
    expect(await db('auth_revoked_sessions').where({ family_id: long }).first()).toBeUndefined();
  });
});
