/**
 * What the browser benchmarks share: the real product started the way a user starts it (scripts/start.mjs, which
 * also rebuilds stale front ends) on a fresh database, Debian's Chromium, and a meter of the JS and CSS a page loads.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createTestDatabase, type TestDatabase } from '@jobmarket/eventstore/testing';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STARTUP_TIMEOUT_MS = 180_000;

export interface RunningProduct {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the whole product on its own port and database; captcha checking off so a script can sign in. */
export async function startProduct(): Promise<RunningProduct> {
  const database: TestDatabase = await createTestDatabase('jm_bench_web');
  const port = 19_000 + Math.floor(Math.random() * 1000);
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT_DIR,
    env: { ...process.env, PORT: String(port), DATABASE_URL: database.url, LOG_LEVEL: 'warn', AUTH_CAPTCHA: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await database.drop();
  };
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${baseUrl}/readyz`).then((response) => response.ok, () => false);
    if (ready) return { baseUrl, stop };
    await sleep(500);
  }
  await stop();
  throw new Error(`the product did not become ready:\n${output.join('')}`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export interface AssetTally {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Counts every script and stylesheet the page fetches from now on, gzip-compressed as a server would send them
 * (level 9 matches what a static gzip step produces; our api compresses on the fly at a similar ratio).
 */
export function meterAssets(page: Page): () => Promise<AssetTally> {
  const pending: Promise<Buffer | undefined>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') pending.push(response.body().catch(() => undefined));
  });
  return async () => {
    const bodies = (await Promise.all(pending)).filter((body): body is Buffer => body !== undefined);
    return {
      files: bodies.length,
      rawBytes: bodies.reduce((sum, body) => sum + body.length, 0),
      gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    };
  };
}

export const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
