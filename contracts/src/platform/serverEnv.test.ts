import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_URL, parseServerEnv } from './serverEnv';

describe('server configuration', () => {
  it('works on a developer machine with no variables set', () => {
    const env = parseServerEnv({});
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 8080, DATABASE_URL: DEFAULT_DATABASE_URL, EVENTSTORE_URL: '' });
  });

  it('reports an append left open for 30 s unless told otherwise, and refuses a threshold that is no duration', () => {
    expect(parseServerEnv({}).EVENTSTORE_STALE_APPEND_SECONDS).toBe(30);
    expect(parseServerEnv({ EVENTSTORE_STALE_APPEND_SECONDS: '2.5' }).EVENTSTORE_STALE_APPEND_SECONDS).toBe(2.5);
    expect(() => parseServerEnv({ EVENTSTORE_STALE_APPEND_SECONDS: '0' })).toThrow(/EVENTSTORE_STALE_APPEND_SECONDS/);
    expect(() => parseServerEnv({ EVENTSTORE_STALE_APPEND_SECONDS: 'soon' })).toThrow(/EVENTSTORE_STALE_APPEND_SECONDS/);
  });

  it('keeps Redis keys of different databases apart unless told otherwise', () => {
    expect(parseServerEnv({}).REDIS_KEY_PREFIX).toBe('jm:jobmarket:');
    expect(parseServerEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/jm_e2e_1' }).REDIS_KEY_PREFIX).toBe('jm:jm_e2e_1:');
    expect(parseServerEnv({ REDIS_KEY_PREFIX: 'shop:' }).REDIS_KEY_PREFIX).toBe('shop:');
    expect(parseServerEnv({}).MQTT_TOPIC_PREFIX).toBe('jm/jobmarket/');
    expect(parseServerEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/jm_e2e_1' }).MQTT_TOPIC_PREFIX).toBe('jm/jm_e2e_1/');
    expect(parseServerEnv({ MQTT_TOPIC_PREFIX: '' }).MQTT_TOPIC_PREFIX).toBe('');
    expect(() => parseServerEnv({ MQTT_TOPIC_PREFIX: 'jm/#/' })).toThrow(/MQTT_TOPIC_PREFIX/);
  });

  it('refuses to start in production without JWT_SECRET and DATABASE_URL, naming both', () => {
    expect(() => parseServerEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*JWT_SECRET/);
  });

  it('refuses a short secret and a bad port', () => {
    expect(() => parseServerEnv({ JWT_SECRET: 'short', PORT: 'eighty' })).toThrow(/JWT_SECRET[\s\S]*PORT|PORT[\s\S]*JWT_SECRET/);
  });

  it('trusts no proxy unless told, and takes what Express takes for trust proxy', () => {
    expect(parseServerEnv({}).TRUST_PROXY).toBe(false);
    expect(parseServerEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseServerEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseServerEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseServerEnv({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
    expect(parseServerEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8,192.168.1.5, fd00::/8' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8', '192.168.1.5', 'fd00::/8']);
  });

  it('refuses a trust proxy setting Express would misread, naming the bad entry', () => {
    expect(() => parseServerEnv({ TRUST_PROXY: 'loopbak' })).toThrow(/TRUST_PROXY: .*loopbak/);
    expect(() => parseServerEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => parseServerEnv({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
    expect(() => parseServerEnv({ TRUST_PROXY: 'loopback,,' })).toThrow(/TRUST_PROXY/);
  });

  it('limits signed-in users per user, 600 a minute unless told', () => {
    expect(parseServerEnv({}).RATE_LIMIT_PER_USER_PER_MINUTE).toBe(600);
    expect(parseServerEnv({ RATE_LIMIT_PER_USER_PER_MINUTE: '1200' }).RATE_LIMIT_PER_USER_PER_MINUTE).toBe(1200);
    expect(() => parseServerEnv({ RATE_LIMIT_PER_USER_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_USER_PER_MINUTE/);
  });
});
