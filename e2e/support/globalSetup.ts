import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@jobmarket/eventstore/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The product's database, for what a user would read elsewhere (the development SMS and e-mail outbox). */
    databaseUrl: string;
    /** The product's VIP payment time limit (VIP_PAYMENT_TIME_LIMIT_MS), so a test can wait for an unpaid order's cancellation. */
    vipPaymentTimeLimitMs: number;
  }
}

/**
 * VIP orders are cancelled this long after submission (the config's days, shortened for tests). Above 20 seconds: the
 * demo seed submits each demo order 20 seconds (in its own clock) before the simulated bank pays it.
 */
const VIP_PAYMENT_TIME_LIMIT_MS = 60_000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let product: ChildProcess | undefined;
let database: TestDatabase | undefined;

async function waitForHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode} before the api answered`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the product did not become ready in 2 minutes');
}

/** Starts the whole product the way a user does (scripts/start.mjs), on its own port and database. */
export default async function setup(project: TestProject) {
  database = await createTestDatabase('jm_e2e');
  const port = 18_000 + Math.floor(Math.random() * 1000);
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  product = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    // captcha checking off (a test cannot read the image); the admin's tests fill the field all the same
    env: { ...process.env, PORT: String(port), DATABASE_URL: database.url, LOG_LEVEL: 'warn', AUTH_CAPTCHA: 'off', VIP_PAYMENT_TIME_LIMIT_MS: String(VIP_PAYMENT_TIME_LIMIT_MS) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  product.stdout?.on('data', (chunk) => output.push(String(chunk)));
  product.stderr?.on('data', (chunk) => output.push(String(chunk)));
  try {
    await waitForHealthy(baseUrl, product);
  } catch (error) {
    console.error(output.join(''));
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', database.url);
  project.provide('vipPaymentTimeLimitMs', VIP_PAYMENT_TIME_LIMIT_MS);

  return async () => {
    if (product && product.exitCode === null) {
      const exited = new Promise((resolve) => product!.once('exit', resolve));
      product.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
  };
}
