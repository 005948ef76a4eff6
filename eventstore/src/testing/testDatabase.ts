import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const DEFAULT_ADMIN_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A fresh, empty database per test file, so files run in parallel against the real server.
 * The server comes from TEST_DATABASE_URL (any database on it; we connect to `postgres` to create ours).
 */
export async function createTestDatabase(prefix = 'jm_test'): Promise<TestDatabase> {
  const serverUrl = withDatabase(process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_DATABASE_URL, 'postgres');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
