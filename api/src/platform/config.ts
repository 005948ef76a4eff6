import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseServerEnv, type ResolvedServerEnv } from '@jobmarket/contracts/platform/serverEnv';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const devSecretsFile = path.join(repositoryRoot, '.dev-secrets.json');

export interface ApiConfig extends ResolvedServerEnv {
  JWT_SECRET: string;
}

/**
 * Reads the environment once. Outside production a missing JWT_SECRET is generated and kept in a git-ignored
 * file, so tokens survive restarts of a developer machine; production refuses to start without one.
 */
export function loadApiConfig(source: Record<string, string | undefined> = process.env): ApiConfig {
  const env = parseServerEnv(source);
  if (env.JWT_SECRET) return { ...env, JWT_SECRET: env.JWT_SECRET };
  const stored = existsSync(devSecretsFile) ? (JSON.parse(readFileSync(devSecretsFile, 'utf8')) as { jwtSecret?: string }) : {};
  const jwtSecret = stored.jwtSecret ?? randomBytes(48).toString('base64url');
  if (!stored.jwtSecret) writeFileSync(devSecretsFile, `${JSON.stringify({ jwtSecret }, null, 2)}\n`, { mode: 0o600 });
  return { ...env, JWT_SECRET: jwtSecret };
}
