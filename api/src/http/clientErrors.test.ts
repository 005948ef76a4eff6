import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/testApi';

describe('requests Node refuses before Express sees them', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => api?.close());

  it('answers headers over the size limit with HTTP 431 and the envelope', async () => {
    // Node's default limit on the whole header block is 16 KiB
    const { status, body, response } = await api.call('/api/v1/dict/page', { headers: { 'X-Padding': 'a'.repeat(20_000) } });
    expect(status).toBe(431);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(body).toEqual({ code: 'A0400', data: null, msg: 'The request headers are too large' });
  });

  it('answers a request line it cannot parse with HTTP 400 and the envelope', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(api.baseUrl).port), '127.0.0.1', () => socket.write('NOT A REQUEST\r\n\r\n'));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(raw.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ code: 'A0400', data: null, msg: 'The request is malformed' });
  });
});
