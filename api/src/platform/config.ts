import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseServerEnv, type ResolvedServerEnv } from '@jobmarket/contracts/platform/serverEnv';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const devSecretsFile = path.join(repositoryRoot, '.dev-secrets.json');

/** `PAYMENT_WEBHOOK_SECRET` is always set by loadApiConfig; a process that builds its config otherwise (the workers) verifies no webhook. */
export interface ApiConfig extends ResolvedServerEnv {
  JWT_SECRET: string;
}

interface DevSecrets {
  jwtSecret?: string;
  paymentWebhookSecret?: string;
}

/**
 * Reads the environment once. Outside production a missing JWT_SECRET or PAYMENT_WEBHOOK_SECRET is generated and
 * kept in a git-ignored file, so tokens survive restarts of a developer machine and the simulated bank signs what the
 * webhook checks; production refuses to start without JWT_SECRET. Production without PAYMENT_WEBHOOK_SECRET gets a
 * random one nobody knows: no webhook is accepted until the provider's secret is configured.
 */
export function loadApiConfig(source: Record<string, string | undefined> = process.env): ApiConfig {
  const env = parseServerEnv(source);
  if (env.JWT_SECRET && env.PAYMENT_WEBHOOK_SECRET) return { ...env, JWT_SECRET: env.JWT_SECRET, PAYMENT_WEBHOOK_SECRET: env.PAYMENT_WEBHOOK_SECRET };
  if (env.NODE_ENV === 'production' && env.JWT_SECRET) return { ...env, JWT_SECRET: env.JWT_SECRET, PAYMENT_WEBHOOK_SECRET: randomBytes(48).toString('base64url') };
  const stored: DevSecrets = existsSync(devSecretsFile) ? (JSON.parse(readFileSync(devSecretsFile, 'utf8')) as DevSecrets) : {};
  const secrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    paymentWebhookSecret: stored.paymentWebhookSecret ?? randomBytes(48).toString('base64url'),
  };
  if (!stored.jwtSecret || !stored.paymentWebhookSecret) writeFileSync(devSecretsFile, `${JSON.stringify({ ...stored, ...secrets }, null, 2)}\n`, { mode: 0o600 });
  return { ...env, JWT_SECRET: env.JWT_SECRET ?? secrets.jwtSecret, PAYMENT_WEBHOOK_SECRET: env.PAYMENT_WEBHOOK_SECRET ?? secrets.paymentWebhookSecret };
}
