import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSearchExtension, rumStep } from '../scripts/lib/services.mjs';

const server = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : new URL('postgres://postgres@127.0.0.1:5432/postgres');

describe('the rum extension for job search (npm start)', () => {
  it('creates it where the server offers it, installs the package where it can, and otherwise falls back to GIN', () => {
    expect(rumStep({ available: true, installed: true, installable: false })).toBe('ready');
    expect(rumStep({ available: true, installed: false, installable: false })).toBe('create');
    expect(rumStep({ available: false, installed: false, installable: true })).toBe('install');
    expect(rumStep({ available: false, installed: false, installable: false })).toBe('fallback');
  });

  describe('on this server', () => {
    const suffix = randomBytes(4).toString('hex');
    const database = `jm_rum_${suffix}`;
    const role = `jm_rum_role_${suffix}`;
    const admin = () => {
      const url = new URL(server);
      url.pathname = '/postgres';
      return new pg.Client({ connectionString: url.toString() });
    };
    const urlOf = (user) => {
      const url = new URL(server);
      url.username = user ?? url.username;
      url.pathname = `/${database}`;
      return url.toString();
    };
    let available = false;

    beforeAll(async () => {
      const client = admin();
      await client.connect();
      available = (await client.query(`select 1 from pg_available_extensions where name = 'rum'`)).rowCount === 1;
      await client.query(`create database ${database}`);
      await client.query(`create role ${role} login nosuperuser`);
      await client.end();
    });
    afterAll(async () => {
      const client = admin();
      await client.connect();
      await client.query(`drop database if exists ${database} with (force)`);
      await client.query(`drop role if exists ${role}`);
      await client.end();
    });

    it('creates the extension in the application database', async (context) => {
      if (!available) context.skip('postgresql-<major>-rum is not installed on this server');
      const warnings = [];
      expect(await ensureSearchExtension(urlOf(), { say: () => undefined, warn: (line) => warnings.push(line), env: { RUM_INSTALL: 'off' } })).toBe('rum');
      expect(warnings).toEqual([]);
    });

    it('warns and falls back to GIN when the extension cannot be created (a role that is no superuser)', async (context) => {
      if (!available) context.skip('postgresql-<major>-rum is not installed on this server');
      const inDatabase = new pg.Client({ connectionString: urlOf() });
      await inDatabase.connect();
      await inDatabase.query('drop extension if exists rum');
      await inDatabase.end();
      const warnings = [];
      expect(await ensureSearchExtension(urlOf(role), { say: () => undefined, warn: (line) => warnings.push(line), env: { RUM_INSTALL: 'off' } })).toBe('gin');
      expect(warnings.join('\n')).toMatch(/create extension rum failed .*GIN index/);
    });
  });
});
