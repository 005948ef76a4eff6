import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, seedDemoIdentity, signIn } from '../../../testing/identityFixtures';
import { startTestApi, type TestApi } from '../../../testing/testApi';

describe('sign-in and sessions', () => {
  let api: TestApi;
  beforeAll(async () => {
    // the login guard's per-address counters are driven through X-Forwarded-For, as from behind a local proxy
    api = await startTestApi({ TRUST_PROXY: 'loopback' });
    await seedDemoIdentity(api);
  });
  afterAll(async () => api?.close());

  const login = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    api.call('/api/v1/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('signs in with JSON, urlencoded and multipart forms and answers the token pair', async () => {
    const json = await login({ username: 'admin', password: '123456' });
    expect(json.body.data).toMatchObject({ tokenType: 'Bearer', expiresIn: 1800 });
    const form = new FormData();
    form.set('username', 'admin');
    form.set('password', '123456');
    form.set('captchaKey', '');
    form.set('captchaCode', '');
    const multipart = await api.call('/api/v1/auth/login', { method: 'POST', body: form });
    expect(multipart.body.code).toBe('00000');
    const urlencoded = await api.call('/api/v1/auth/login', { method: 'POST', body: new URLSearchParams({ username: 'admin', password: '123456' }) });
    expect(urlencoded.body.code).toBe('00000');
  });

  it('answers A0210 alike for an unknown user and a wrong password', async () => {
    const unknown = await login({ username: 'nobody', password: '123456' }, { 'X-Forwarded-For': '10.0.0.1' });
    const wrong = await login({ username: 'seeker', password: 'wrong-password' });
    expect(unknown.body).toMatchObject({ code: 'A0210', msg: 'Wrong username or password' });
    expect(wrong.body).toMatchObject({ code: 'A0210', msg: 'Wrong username or password' });
    expect(unknown.status).toBe(400);
  });

  it('rotates refresh tokens and revokes the whole family when a used one comes back', async () => {
    const first = (await login({ username: 'user', password: '123456' })).body.data as { refreshToken: string; accessToken: string };
    const refresh = (refreshToken: string) =>
      api.call('/api/v1/auth/refresh-token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refreshToken }) });
    const second = await refresh(first.refreshToken);
    expect(second.body.code).toBe('00000');
    const secondTokens = second.body.data as { refreshToken: string };
    expect(secondTokens.refreshToken).not.toBe(first.refreshToken);

    // a repeat within the grace window answers the same successor (sessions.test.ts); this one comes later
    await api.db.raw(`update auth_refresh_tokens set used_at = used_at - interval '1 hour' where used_at is not null`);
    const replay = await refresh(first.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('A0231');
    // the thief's replay ended the legitimate successor too
    expect((await refresh(secondTokens.refreshToken)).body.code).toBe('A0231');
  });

  it('signs out: the access token and the refresh token stop working', async () => {
    const tokens = (await login({ username: 'publisher', password: '123456' })).body.data as { accessToken: string; refreshToken: string };
    const client = as(api, `Bearer ${tokens.accessToken}`);
    expect((await client.delete('/auth/logout')).body.code).toBe('00000');
    expect((await client.get('/dept')).body.code).toBe('A0230');
    const refreshed = await api.call('/api/v1/auth/refresh-token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: tokens.refreshToken }),
    });
    expect(refreshed.body.code).toBe('A0231');
  });

  it('locks the (username, IP) pair after 5 failures and lets the right password through afterwards only when unlocked', async () => {
    const ip = { 'X-Forwarded-For': '10.9.9.9' };
    for (let attempt = 0; attempt < 5; attempt++) expect((await login({ username: 'school', password: 'nope-nope' }, ip)).body.code).toBe('A0210');
    const locked = await login({ username: 'school', password: '123456' }, ip);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('A0501');
    // another address is not locked out by someone else's guessing
    expect((await login({ username: 'school', password: '123456' }, { 'X-Forwarded-For': '10.9.9.10' })).body.code).toBe('00000');
  });

  it('refuses tokens that are forged, unsigned, expired or for another audience', async () => {
    const valid = await signIn(api, 'admin');
    const [, payloadPart] = valid.split(' ')[1]!.split('.');
    const payload = JSON.parse(Buffer.from(payloadPart!, 'base64url').toString());
    const { exp: _exp, iat: _iat, ...claims } = payload;
    const secret = api.config.JWT_SECRET;
    const tokens = {
      tampered: `${valid.split(' ')[1]!.slice(0, -3)}abc`,
      unsigned: `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payloadPart}.`,
      expired: jwt.sign({ ...claims }, secret, { algorithm: 'HS256', expiresIn: -10 }),
      wrongAudience: jwt.sign({ ...claims, aud: 'someone-else' }, secret, { algorithm: 'HS256', expiresIn: 600 }),
      otherSecret: jwt.sign({ ...claims }, 'x'.repeat(40), { algorithm: 'HS256', expiresIn: 600 }),
    };
    expect((await as(api, valid).get('/dept')).body.code).toBe('00000');
    for (const [name, token] of Object.entries(tokens)) {
      const answer = await as(api, `Bearer ${token}`).get('/dept');
      expect(answer.body.code, name).toBe('A0230');
      expect(answer.status, name).toBe(401);
    }
  });
});

describe('captcha', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ AUTH_CAPTCHA: 'on' });
    await seedDemoIdentity(api);
  });
  afterAll(async () => api?.close());

  async function captchaAnswer(key: string): Promise<string> {
    // the answer is only in Redis; a test reads it there as a person reads the image
    return (await api.redis.get(`captcha:${key}`))!;
  }

  /** admin's sign-in with a code typed for the captcha behind the key. */
  const signInWithCaptcha = (captchaKey: string, captchaCode: string) =>
    api.call('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: '123456', captchaKey, captchaCode }),
    });

  it('answers an SVG data URI, accepts the right answer in any case once, then never again', async () => {
    const { body } = await api.call('/api/v1/auth/captcha');
    const { captchaKey, captchaBase64 } = body.data as { captchaKey: string; captchaBase64: string };
    expect(captchaBase64).toMatch(/^data:image\/svg\+xml;base64,/);
    const answer = await captchaAnswer(captchaKey);
    expect((await signInWithCaptcha(captchaKey, answer.toUpperCase())).body.code).toBe('00000');
    expect((await signInWithCaptcha(captchaKey, answer)).body.code).toBe('A0242');
  });

  it('burns the captcha on a wrong answer', async () => {
    const { captchaKey } = (await api.call('/api/v1/auth/captcha')).body.data as { captchaKey: string };
    const answer = await captchaAnswer(captchaKey);
    expect((await signInWithCaptcha(captchaKey, 'zzzz')).body.code).toBe('A0240');
    expect((await signInWithCaptcha(captchaKey, answer)).body.code).toBe('A0242');
  });
});
