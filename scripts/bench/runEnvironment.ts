/**
 * What every benchmark that runs the product around a bench database needs besides the child processes (api.ts): the
 * machine's load printed, the projections awaited, a kept database found again, the run's Redis keys dropped.
 */
import { execSync } from 'node:child_process';
import type http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_ADMIN_DATABASE_URL, type TestDatabase } from '@jobmarket/eventstore/testing';
import { Redis } from 'ioredis';
import pg from 'pg';
import { call, endOf, failureOf, type Child } from './api';

/** `uptime` as `<bench> uptime <when>: …`: the machine is shared, so a reader can judge the figures. */
export function printUptime(bench: string, when: string): void {
  let line: string;
  try {
    line = execSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    line = 'uptime unavailable';
  }
  console.log(`${bench} uptime ${when}: ${line}`);
}

interface Readiness {
  projections?: { name: string; state: string; lagEvents: number | null }[];
}

/**
 * Until every projection and reactor the api's /readyz lists reports no lag and `ready(client)` holds (a client on
 * the bench database); the seconds it took. A child that ends meanwhile fails it, with its last lines.
 */
export async function waitForProjections(
  children: Child[],
  agent: http.Agent,
  port: number,
  url: string,
  options: { timeoutMs: number; ready?: (client: pg.Client) => Promise<boolean> },
): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let last = '';
    for (;;) {
      for (const child of children) if (endOf(child)) throw failureOf(child, endOf(child)!);
      const answer = await call(agent, port, 'GET', '/readyz').catch(() => undefined);
      const states = answer ? ((JSON.parse(answer.body) as { data?: Readiness }).data?.projections ?? []) : [];
      last = states.map((state) => `${state.name} ${state.state} lag ${state.lagEvents}`).join(', ');
      if (states.length > 0 && states.every((state) => state.lagEvents === 0) && (!options.ready || (await options.ready(client)))) return (performance.now() - started) / 1000;
      if (performance.now() - started > options.timeoutMs) throw new Error(`projections did not catch up: ${last}`);
      await sleep(250);
    }
  } finally {
    await client.end();
  }
}

/**
 * A database a run kept (BENCH_KEEP_DATABASE=1) on the test server, named by `variable` (e.g. BENCH_JOBS_DATABASE):
 * only one of this bench's own (`<prefix>_<hex>`), never another database of the server.
 */
export function keptDatabase(prefix: string, name: string, variable: string): TestDatabase {
  if (!new RegExp(`^${prefix}_[0-9a-f]+$`).test(name)) throw new Error(`${variable} must name a kept bench database (${prefix}_…), not ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => Promise.resolve() };
}

/** The run's own Redis keys (rate limits, sessions, delayed jobs such as expiry timers) go with its database. */
export async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
