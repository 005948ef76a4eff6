import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../modules/identity/seed/seedIdentity';
import { seedDemoIdentity } from '../testing/identityFixtures';
import { startTestApi, type TestApi } from '../testing/testApi';

const BUDGET = 3;
const OFFICE = '198.51.100.20';

/** A request to the api, from `address` when given (as X-Forwarded-For, which only a trusted proxy may set). */
function requestOf(api: TestApi) {
  return (path: string, options: { address?: string; authorization?: string; method?: string; body?: unknown } = {}) =>
    api.call(`/api/v1${path}`, {
      method: options.method ?? 'GET',
      headers: {
        ...(options.address ? { 'X-Forwarded-For': options.address } : {}),
        ...(options.authorization ? { Authorization: options.authorization } : {}),
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
}

/** Signs in from `address` and answers the Authorization header and the user's id. */
async function signInFrom(api: TestApi, username: string, address: string): Promise<{ authorization: string; userId: number }> {
  const { body } = await requestOf(api)('/auth/login', { method: 'POST', address, body: { username, password: DEMO_PASSWORD } });
  expect(body.code, body.msg).toBe('00000');
  const { accessToken } = body.data as { accessToken: string };
  const { userId } = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { userId: string };
  return { authorization: `Bearer ${accessToken}`, userId: Number(userId) };
}

/** Codes of `count` requests made one after another. */
async function codesOf(count: number, send: () => ReturnType<ReturnType<typeof requestOf>>): Promise<string[]> {
  const codes: string[] = [];
  for (let index = 0; index < count; index += 1) codes.push((await send()).body.code);
  return codes;
}

/** The address the api recorded on the user's last sign-in event (the operation log reads it from there). */
async function signInAddressOf(api: TestApi, userId: number): Promise<unknown> {
  const events = await api.store.readStream(`user-${userId}`);
  return events.filter((event) => event.type === 'UserSignedIn').at(-1)?.metadata.ip;
}

describe('rate limits behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  let api: TestApi;
  let send: ReturnType<typeof requestOf>;
  beforeAll(async () => {
    api = await startTestApi({ TRUST_PROXY: 'loopback', RATE_LIMIT_PER_MINUTE: String(BUDGET), RATE_LIMIT_PER_USER_PER_MINUTE: String(BUDGET) });
    send = requestOf(api);
    await seedDemoIdentity(api);
  });
  afterAll(async () => api?.close());

  it('limits each signed-in user on their own, so one heavy user does not lock out the office behind one address', async () => {
    // each sign-in from its own address, so the office's anonymous budget stays whole
    const heavy = await signInFrom(api, 'publisher', '192.0.2.1');
    const colleague = await signInFrom(api, 'seeker', '192.0.2.2');

    expect(await codesOf(BUDGET, () => send('/users/profile', { address: OFFICE, authorization: heavy.authorization }))).toEqual(Array(BUDGET).fill('00000'));
    const refused = await send('/users/profile', { address: OFFICE, authorization: heavy.authorization });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('A0501');
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);

    expect(await codesOf(BUDGET, () => send('/users/profile', { address: OFFICE, authorization: colleague.authorization }))).toEqual(Array(BUDGET).fill('00000'));
    // signed-in traffic spent none of the address's budget; anonymous requests keep theirs, per address
    expect(await codesOf(BUDGET + 1, () => send('/portal/stats', { address: OFFICE }))).toEqual([...Array(BUDGET).fill('00000'), 'A0501']);
  });

  it('counts a request with a forged token against its address', async () => {
    const forged = 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOiIxIn0.c2lnbmF0dXJl';
    expect(await codesOf(BUDGET + 1, () => send('/portal/stats', { address: '192.0.2.50', authorization: forged }))).toEqual([
      ...Array(BUDGET).fill('00000'),
      'A0501',
    ]);
  });

  it('keys anonymous requests and the recorded ip on the forwarded client address', async () => {
    expect(await codesOf(BUDGET + 1, () => send('/portal/stats', { address: '192.0.2.60' }))).toEqual([...Array(BUDGET).fill('00000'), 'A0501']);
    expect((await send('/portal/stats', { address: '192.0.2.61' })).body.code).toBe('00000');

    const { userId } = await signInFrom(api, 'school', '203.0.113.77');
    expect(await signInAddressOf(api, userId)).toBe('203.0.113.77');
  });
});

describe('rate limits without a trusted proxy (the default)', () => {
  let api: TestApi;
  let send: ReturnType<typeof requestOf>;
  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_PER_MINUTE: String(BUDGET + 1) });
    send = requestOf(api);
    await seedDemoIdentity(api);
  });
  afterAll(async () => api?.close());

  it('ignores a forged X-Forwarded-For: neither the limit nor the recorded ip changes', async () => {
    const { userId } = await signInFrom(api, 'school', '203.0.113.77');
    expect(await signInAddressOf(api, userId)).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);

    // the sign-in above spent one of the socket address's points; fresh forged addresses do not buy more
    let forgery = 0;
    const codes = await codesOf(BUDGET + 1, () => send('/portal/stats', { address: `192.0.2.${(forgery += 1)}` }));
    expect(codes).toEqual([...Array(BUDGET).fill('00000'), 'A0501']);
  });
});
