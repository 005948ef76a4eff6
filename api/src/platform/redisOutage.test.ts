import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, seedDemoIdentity, signIn } from '../testing/identityFixtures';
import { startTestApi, type TestApi } from '../testing/testApi';

/** Resolves on the emitter's next `event`, whatever errors it emits before. */
const nextEvent = (emitter: { once(event: string, listener: () => void): unknown }, event: string) =>
  new Promise<void>((resolve) => emitter.once(event, () => resolve()));

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** A Redis server of this test's own, empty and without persistence; resolves once it accepts connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  child.stdout!.resume();
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

describe('Redis down: what does not need it keeps working, what does answers C0130, ended sessions stay ended', () => {
  let api: TestApi;
  let redisPort: number;
  let redisServer: ChildProcess;

  beforeAll(async () => {
    redisPort = await freePort();
    redisServer = await startRedis(redisPort);
    api = await startTestApi({ REDIS_URL: `redis://127.0.0.1:${redisPort}` });
    api.redis.on('error', () => undefined); // the outage is the point of this test
    await seedDemoIdentity(api);
  });
  afterAll(async () => {
    if (redisServer.exitCode !== null || redisServer.signalCode !== null) redisServer = await startRedis(redisPort);
    await api?.close();
    await stopRedis(redisServer);
  });

  const publicCall = (path: string, body?: unknown) =>
    api.call(`/api/v1${path}`, body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('keeps answering reads and commands, refuses captchas, codes and sign-ins with 503 C0130, and keeps signed-out tokens dead', async () => {
    const admin = as(api, await signIn(api, 'admin'));
    const signedOut = as(api, await signIn(api, 'user'));
    expect((await signedOut.delete('/auth/logout')).body.code).toBe('00000');
    expect((await publicCall('/auth/captcha')).body.code).toBe('00000');

    // not events.once: it rejects on the 'error' events ioredis emits meanwhile (connection refused), and that rejection
    // would surface before the test awaits it
    const disconnected = nextEvent(api.redis, 'close');
    await stopRedis(redisServer);
    await disconnected;

    const dictionaries = await admin.get('/dict/page?pageNum=1&pageSize=10');
    expect(dictionaries.body.code, dictionaries.body.msg).toBe('00000');
    const created = await admin.post('/dict', { name: 'Made during the outage', dictCode: 'outage_made', status: 1 });
    expect(created.body.code, created.body.msg).toBe('00000');
    const listed = (await admin.get('/dict/page?pageNum=1&pageSize=50')).body.data as { list: { dictCode: string }[] };
    expect(listed.list.map((row) => row.dictCode)).toContain('outage_made');

    for (const answer of [
      await publicCall('/auth/captcha'),
      await publicCall('/auth/verification-code', { mobile: '13800000000', purpose: 'REGISTER' }),
      await publicCall('/auth/login', { username: 'admin', password: '123456' }),
    ]) {
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe('C0130');
      expect(answer.body.msg).toMatch(/temporarily unavailable/);
      expect(Number(answer.response.headers.get('Retry-After'))).toBeGreaterThan(0);
    }

    expect((await signedOut.get('/users/profile')).body.code).toBe('A0230');

    // Redis comes back with nothing in it: the sign-out still holds, captchas work again
    const reconnected = nextEvent(api.redis, 'ready');
    redisServer = await startRedis(redisPort);
    await reconnected;
    expect((await signedOut.get('/users/profile')).body.code).toBe('A0230');
    expect((await admin.get('/users/profile')).body.code).toBe('00000');
    expect((await publicCall('/auth/captcha')).body.code).toBe('00000');
  });
});
