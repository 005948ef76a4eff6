import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/testApi';

describe('GET /api/v1/platform/client-config', () => {
  let api: TestApi;

  beforeAll(async () => {
    // a mainland deployment: its own api base and realtime endpoints, the foreign ones configured but not served
    api = await startTestApi({
      CLIENT_VARIANT: 'mainland',
      MAINLAND_API_BASE: 'https://api.example.cn/api/v1',
      MAINLAND_MQTT_URL: 'wss://rt.example.cn/mqtt',
      MAINLAND_WS_URL: 'wss://rt.example.cn/ws',
      FOREIGN_API_BASE: 'https://api.example.com/api/v1',
      FOREIGN_MQTT_URL: 'wss://rt.example.com/mqtt',
    });
  });
  afterAll(() => api?.close());

  it('tells anyone, without a token, the variant this deployment selected with its addresses, the Chinese-edition flag, (outside production) the simulated bank, and the zone times are stated in', async () => {
    const { status, body, response } = await api.call('/api/v1/platform/client-config');
    expect(status).toBe(200);
    expect(body).toEqual({
      code: '00000',
      msg: 'Success',
      data: { variant: 'mainland', apiBase: 'https://api.example.cn/api/v1', realtime: { mqtt: 'wss://rt.example.cn/mqtt', ws: 'wss://rt.example.cn/ws' }, chineseEdition: false, simulatedBank: true, timeZone: api.config.TIME_ZONE },
    });
    // small and fixed per deployment: caches may keep it
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('is described in the OpenAPI document as a public route', async () => {
    const response = await fetch(`${api.baseUrl}/api/v1/openapi.json`);
    const document = (await response.json()) as { paths: Record<string, { get?: { security?: unknown[] } }> };
    expect(document.paths['/api/v1/platform/client-config']?.get?.security).toEqual([]);
  });
});
