import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_URL, parseServerEnv } from './serverEnv';

describe('server configuration', () => {
  it('works on a developer machine with no variables set', () => {
    const env = parseServerEnv({});
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 8080, DATABASE_URL: DEFAULT_DATABASE_URL, EVENTSTORE_URL: '' });
  });

  it('refuses to start in production without JWT_SECRET and DATABASE_URL, naming both', () => {
    expect(() => parseServerEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*JWT_SECRET/);
  });

  it('refuses a short secret and a bad port', () => {
    expect(() => parseServerEnv({ JWT_SECRET: 'short', PORT: 'eighty' })).toThrow(/JWT_SECRET[\s\S]*PORT|PORT[\s\S]*JWT_SECRET/);
  });
});
