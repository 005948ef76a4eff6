import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, memoryTokens, ok, type FakeRoute, type SeenRequest } from '../test/fakeApi';
import { createHttpClient, isSessionExpired, SessionExpiredError } from './httpClient';

const renewed = { tokenType: 'Bearer', accessToken: 'new-access', refreshToken: 'refresh-2', expiresIn: 1800 };
const expiredAccess = fail(401, 'A0230', 'Your session has expired, please sign in again');
const refusedRefresh = fail(401, 'A0231', 'Your session has expired, please sign in again');
/** Answers `data` to the renewed token only, like the api once the old access token has expired. */
const needsRenewedToken =
  (data: unknown, headers?: Record<string, string>): FakeRoute =>
  (request: SeenRequest) =>
    request.headers.get('Authorization') === 'Bearer new-access' ? ok(data, headers) : expiredAccess;

function setup(routes: Record<string, FakeRoute>, initialTokens: { access?: string; refresh?: string } = { access: 'Bearer old-access', refresh: 'refresh-1' }) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  const tokens = memoryTokens(initialTokens);
  const onSessionExpired = vi.fn();
  const client = createHttpClient({ tokens, locale: () => 'th', onSessionExpired, fetch: api.fetch });
  return { api, tokens, onSessionExpired, client };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('admin http client: envelope', () => {
  it("hands ra-data-simple-rest the envelope's data and keeps the Content-Range header", async () => {
    const { client } = setup({ 'GET /api/v1/users': () => ok([{ id: 1, username: 'root' }], { 'Content-Range': 'users 0-0/1' }) });
    const response = await client.json('/api/v1/users?range=[0,9]');
    expect(response.json).toEqual([{ id: 1, username: 'root' }]);
    expect(response.headers.get('Content-Range')).toBe('users 0-0/1');
  });

  it('sends the stored token and the current language', async () => {
    const { client, api } = setup({ 'GET /api/v1/users/me': () => ok({ userId: 1 }) });
    await client.json('/api/v1/users/me');
    expect(api.requests[0]!.headers.get('Authorization')).toBe('Bearer old-access');
    expect(api.requests[0]!.headers.get('Accept-Language')).toBe('th');
  });

  it('keeps the headers the data provider sets and leaves the token off public calls', async () => {
    const { client, api } = setup({ 'GET /api/v1/auth/captcha': () => ok({ captchaKey: 'k' }) });
    await client.json('/api/v1/auth/captcha', { auth: false, headers: new Headers({ Range: 'users=0-9' }) });
    expect(api.requests[0]!.headers.get('Authorization')).toBeNull();
    expect(api.requests[0]!.headers.get('Range')).toBe('users=0-9');
  });

  it("rejects an error answer with its localised msg and puts data.errors where react-admin's forms read them", async () => {
    const { client } = setup({
      'POST /api/v1/users': () => fail(400, 'A0402', 'Some fields are invalid', { errors: { username: 'Username already exists' } }),
    });
    const error = await client.json('/api/v1/users', { method: 'POST', body: '{}' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Some fields are invalid', status: 400, body: { code: 'A0402', errors: { username: 'Username already exists' } } });
  });

  it('rejects a 200 answer whose code is not 00000, with "Error" when the api gave no msg', async () => {
    const { client } = setup({ 'GET /api/v1/config': () => ({ status: 200, body: { code: 'B0001', data: null, msg: '' } }) });
    await expect(client.json('/api/v1/config')).rejects.toMatchObject({ message: 'admin.errors.generic', body: { code: 'B0001' } });
  });

  it('gives up after 50 seconds with a timeout message', async () => {
    vi.useFakeTimers();
    const { client } = setup({ 'GET /api/v1/logs': () => ({ ...ok([]), delayMs: 60_000 }) });
    const answer = client.json('/api/v1/logs').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(49_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toMatchObject({ message: 'admin.errors.timeout' });
  });
});

describe('admin http client: expired access token', () => {
  it('replays every waiting request once after a single refresh', async () => {
    const { client, api, tokens } = setup({
      'GET /api/v1/users': needsRenewedToken([{ id: 1 }], { 'Content-Range': 'users 0-0/1' }),
      'GET /api/v1/roles': needsRenewedToken([{ id: 2 }], { 'Content-Range': 'roles 0-0/1' }),
      'POST /api/v1/auth/refresh-token': () => ({ ...ok(renewed), delayMs: 20 }),
    });

    const [users, roles] = await Promise.all([client.json('/api/v1/users'), client.json('/api/v1/roles')]);

    expect(users.json).toEqual([{ id: 1 }]);
    expect(roles.json).toEqual([{ id: 2 }]);
    expect(api.calls('POST', '/api/v1/auth/refresh-token')).toHaveLength(1);
    expect(api.calls('GET', '/api/v1/users').map((request) => request.headers.get('Authorization'))).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(api.calls('GET', '/api/v1/roles').map((request) => request.headers.get('Authorization'))).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(tokens.accessToken()).toBe('Bearer new-access');
    expect(tokens.refreshToken()).toBe('refresh-2');
  });

  it('refreshes with the refresh token as JSON and without the expired access token', async () => {
    const { client, api } = setup({
      'GET /api/v1/users/me': needsRenewedToken({ userId: 1 }),
      'POST /api/v1/auth/refresh-token': () => ok(renewed),
    });
    await client.json('/api/v1/users/me');
    const [refresh] = api.calls('POST', '/api/v1/auth/refresh-token');
    expect(refresh!.headers.get('Authorization')).toBeNull();
    expect(refresh!.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(refresh!.body!)).toEqual({ refreshToken: 'refresh-1' });
  });

  it('replays a request that failed after the refresh had finished without refreshing again', async () => {
    const { client, api } = setup({
      'GET /api/v1/users': needsRenewedToken([]),
      // sent with the old token, answered only after the other request's refresh is over
      'GET /api/v1/roles': (request) => (request.headers.get('Authorization') === 'Bearer new-access' ? ok([]) : { ...expiredAccess, delayMs: 50 }),
      'POST /api/v1/auth/refresh-token': () => ok(renewed),
    });
    await Promise.all([client.json('/api/v1/users'), client.json('/api/v1/roles')]);
    expect(api.calls('POST', '/api/v1/auth/refresh-token')).toHaveLength(1);
    expect(api.calls('GET', '/api/v1/roles')).toHaveLength(2);
  });
});

describe('admin http client: session over', () => {
  it('signs out once when the refresh token is refused, rejecting every waiting request', async () => {
    const { client, api, tokens, onSessionExpired } = setup({
      'GET /api/v1/users': () => expiredAccess,
      'GET /api/v1/roles': () => expiredAccess,
      'POST /api/v1/auth/refresh-token': () => ({ ...refusedRefresh, delayMs: 20 }),
    });
    const results = await Promise.allSettled([client.json('/api/v1/users'), client.json('/api/v1/roles')]);

    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(SessionExpiredError);
      expect((result as PromiseRejectedResult).reason).toMatchObject({ message: 'admin.session.expired', status: 401 });
    }
    expect(api.calls('POST', '/api/v1/auth/refresh-token')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokens.accessToken()).toBeNull();
    expect(tokens.refreshToken()).toBeNull();
  });

  it('signs out on A0231 without trying to refresh', async () => {
    const { client, api, tokens, onSessionExpired } = setup({ 'GET /api/v1/notices/my-page': () => refusedRefresh });
    const error = await client.json('/api/v1/notices/my-page').catch((caught: unknown) => caught);
    expect(isSessionExpired(error)).toBe(true);
    expect(api.calls('POST', '/api/v1/auth/refresh-token')).toHaveLength(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokens.accessToken()).toBeNull();
  });

  it('signs out when the refresh itself cannot reach the api', async () => {
    const { client, onSessionExpired, tokens } = setup({
      'GET /api/v1/users': () => expiredAccess,
      'POST /api/v1/auth/refresh-token': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(client.json('/api/v1/users')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokens.refreshToken()).toBeNull();
  });

  it('says nothing when there was no session to lose', async () => {
    const { client, onSessionExpired, api } = setup({ 'GET /api/v1/users/me': () => expiredAccess }, {});
    await expect(client.json('/api/v1/users/me')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(api.calls('POST', '/api/v1/auth/refresh-token')).toHaveLength(0);
  });

  it('does not renew or report anything for a call that opts out (signing out)', async () => {
    const { client, onSessionExpired, api } = setup({ 'DELETE /api/v1/auth/logout': () => expiredAccess });
    await expect(client.json('/api/v1/auth/logout', { method: 'DELETE', renewSession: false })).rejects.toMatchObject({ body: { code: 'A0230' } });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(api.calls('POST', '/api/v1/auth/refresh-token')).toHaveLength(0);
  });
});

describe('admin http client: downloads', () => {
  const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  it('skips the envelope check for a file and names it from Content-Disposition', async () => {
    const { client } = setup({
      'GET /api/v1/users/template': () => ({
        raw: new Uint8Array([80, 75, 3, 4]),
        headers: { 'Content-Type': xlsx, 'Content-Disposition': `attachment; filename=${encodeURIComponent('用户导入模板.xlsx')}` },
      }),
    });
    const file = await client.blob('/api/v1/users/template');
    expect(file.fileName).toBe('用户导入模板.xlsx');
    expect(file.blob.size).toBe(4);
  });

  it('reads an error answer to a download as an envelope', async () => {
    const { client } = setup({ 'GET /api/v1/users/export': () => fail(403, 'A0301', 'You do not have permission to do this') });
    await expect(client.blob('/api/v1/users/export')).rejects.toMatchObject({ message: 'You do not have permission to do this', status: 403 });
  });

  it('renews an expired token for a download too', async () => {
    const { client, api } = setup({
      'GET /api/v1/users/export': (request) =>
        request.headers.get('Authorization') === 'Bearer new-access'
          ? { raw: 'x', headers: { 'Content-Type': xlsx, 'Content-Disposition': 'attachment; filename=users.xlsx' } }
          : expiredAccess,
      'POST /api/v1/auth/refresh-token': () => ok(renewed),
    });
    expect((await client.blob('/api/v1/users/export')).fileName).toBe('users.xlsx');
    expect(api.calls('POST', '/api/v1/auth/refresh-token')).toHaveLength(1);
  });
});
