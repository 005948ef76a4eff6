import { describe, expect, it } from 'vitest';
import { clientConfigOf } from './clientConfig';
import { CLIENT_CONFIG_PATH, createClientConfigLoader, fallbackClientConfig, websocketUrlOf } from './clientConfigLoader';
import { parseServerEnv } from './serverEnv';

const mainlandConfig = { variant: 'mainland', apiBase: 'https://api.example.cn/api/v1', realtime: { mqtt: 'wss://rt.example.cn/mqtt', ws: 'wss://rt.example.cn/ws' }, chineseEdition: false };

describe('client configuration of a deployment', () => {
  it('serves the foreign variant on this origin, without the Chinese edition, when nothing is set', () => {
    expect(clientConfigOf(parseServerEnv({}))).toEqual({ variant: 'foreign', apiBase: '/api/v1', realtime: { mqtt: '/mqtt', ws: '/ws' }, chineseEdition: false });
  });

  it('answers the addresses of the variant the deployment selects', () => {
    const env = parseServerEnv({
      CLIENT_VARIANT: 'mainland',
      MAINLAND_API_BASE: 'https://api.example.cn/api/v1',
      MAINLAND_MQTT_URL: 'wss://rt.example.cn/mqtt',
      MAINLAND_WS_URL: 'wss://rt.example.cn/ws',
      FOREIGN_API_BASE: 'https://api.example.com/api/v1',
    });
    expect(clientConfigOf(env)).toEqual(mainlandConfig);
    expect(clientConfigOf({ ...env, CLIENT_VARIANT: 'foreign' }).apiBase).toBe('https://api.example.com/api/v1');
    expect(clientConfigOf(parseServerEnv({ CHINESE_EDITION: 'true' })).chineseEdition).toBe(true);
  });

  it('refuses an unknown variant, an address on another site without a scheme, and a scheme that is not the endpoint kind', () => {
    expect(() => parseServerEnv({ CLIENT_VARIANT: 'china' })).toThrow(/CLIENT_VARIANT/);
    expect(() => parseServerEnv({ FOREIGN_MQTT_URL: '//rt.example.com/mqtt' })).toThrow(/FOREIGN_MQTT_URL/);
    expect(() => parseServerEnv({ MAINLAND_API_BASE: 'wss://api.example.cn' })).toThrow(/MAINLAND_API_BASE/);
    expect(() => parseServerEnv({ CHINESE_EDITION: 'yes' })).toThrow(/CHINESE_EDITION/);
  });
});

describe('client configuration in the browser', () => {
  it('turns an endpoint address into a WebSocket URL seen from the page', () => {
    expect(websocketUrlOf('/mqtt', 'https://jobs.example.com')).toBe('wss://jobs.example.com/mqtt');
    expect(websocketUrlOf('/mqtt', 'http://localhost:8080')).toBe('ws://localhost:8080/mqtt');
    expect(websocketUrlOf('wss://rt.example.cn/mqtt', 'http://localhost:8080')).toBe('wss://rt.example.cn/mqtt');
    expect(websocketUrlOf('https://rt.example.cn/mqtt', 'http://localhost:8080')).toBe('wss://rt.example.cn/mqtt');
  });

  it('fetches the configuration once and keeps it', async () => {
    const asked: string[] = [];
    const load = createClientConfigLoader(async (path) => {
      asked.push(path);
      return { code: '00000', data: mainlandConfig, msg: 'Success' };
    });
    expect(await load()).toEqual(mainlandConfig);
    expect(await load()).toEqual(mainlandConfig);
    expect(asked).toEqual([CLIENT_CONFIG_PATH]);
  });

  it('answers the same-origin fallback when the api cannot say, and asks again next time', async () => {
    const answers: (() => unknown)[] = [
      () => {
        throw new Error('offline');
      },
      () => ({ code: '00000', data: { variant: 'elsewhere' } }),
      () => ({ code: '00000', data: mainlandConfig }),
    ];
    const load = createClientConfigLoader(async () => answers.shift()!());
    expect(await load()).toEqual(fallbackClientConfig);
    expect(await load()).toEqual(fallbackClientConfig);
    expect(await load()).toEqual(mainlandConfig);
  });
});
