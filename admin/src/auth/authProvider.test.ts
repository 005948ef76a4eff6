import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, SessionExpiredError } from '../providers/httpClient';
import { fail, fakeApi, memoryTokens, ok, type FakeRoute } from '../test/fakeApi';
import { createAuthProvider } from './authProvider';
import { createSessionLoader, isSessionLoadError } from './session';
import { onSessionEnd } from './sessionEvents';

const me = { userId: 7, username: 'admin', nickname: 'Administrator', avatar: null, roles: ['ADMIN'], perms: ['sys:user:query', 'sys:user:edit'] };
const routes = [{ path: '/system', component: 'Layout', name: 'System', meta: { title: 'menus.system', hidden: false, alwaysShow: true } }];
const pair = { tokenType: 'Bearer', accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 1800 };

function setup(extraRoutes: Record<string, FakeRoute> = {}, signedIn = true) {
  const api = fakeApi({
    'GET /api/v1/users/me': () => ok(me),
    'GET /api/v1/menus/routes': () => ok(routes),
    'POST /api/v1/auth/login': () => ok(pair),
    'DELETE /api/v1/auth/logout': () => ok(null),
    ...extraRoutes,
  });
  vi.stubGlobal('fetch', api.fetch);
  const tokens = memoryTokens(signedIn ? { access: 'Bearer access-0', refresh: 'refresh-0' } : {});
  const http = createHttpClient({ tokens, locale: () => 'zh-cn', onSessionExpired: vi.fn() });
  const session = createSessionLoader(http);
  const onSignedOut = vi.fn();
  const location = { pathname: '/users', search: '?page=2' };
  const authProvider = createAuthProvider({ http, tokens, session, location: () => location, onSignedOut });
  return { api, tokens, authProvider, onSignedOut };
}

afterEach(() => vi.unstubAllGlobals());

describe('admin authProvider', () => {
  it('signs in with the captcha fields as JSON and stores the tokens as the spec says', async () => {
    const { api, tokens, authProvider } = setup({}, false);
    await authProvider.login({ username: 'admin', password: '123456', captchaKey: 'key-1', captchaCode: 'ab12' });
    const [request] = api.calls('POST', '/api/v1/auth/login');
    expect(JSON.parse(request!.body!)).toEqual({ username: 'admin', password: '123456', captchaKey: 'key-1', captchaCode: 'ab12' });
    expect(request!.headers.get('Content-Type')).toBe('application/json');
    expect(request!.headers.get('Accept-Language')).toBe('zh-cn');
    expect(tokens.accessToken()).toBe('Bearer access-1');
    expect(tokens.refreshToken()).toBe('refresh-1');
  });

  it("rejects a failed sign-in with the api's localised message", async () => {
    const { authProvider, tokens } = setup({ 'POST /api/v1/auth/login': () => fail(400, 'A0210', '用户名或密码错误') }, false);
    await expect(authProvider.login({ username: 'admin', password: 'wrong-one' })).rejects.toMatchObject({ message: '用户名或密码错误' });
    expect(tokens.accessToken()).toBeNull();
  });

  it('answers identity and {roles, perms, routes} from one load of /users/me and /menus/routes', async () => {
    const { api, authProvider } = setup();
    expect(await authProvider.getIdentity()).toMatchObject({ id: 7, fullName: 'Administrator' });
    expect(await authProvider.getPermissions({})).toEqual({ roles: ['ADMIN'], perms: ['sys:user:query', 'sys:user:edit'], routes });
    expect(api.calls('GET', '/api/v1/users/me')).toHaveLength(1);
    expect(api.calls('GET', '/api/v1/menus/routes')).toHaveLength(1);
  });

  it('maps canAccess to permission strings', async () => {
    const { authProvider } = setup();
    expect(await authProvider.canAccess({ action: 'edit', resource: 'users' })).toBe(true);
    expect(await authProvider.canAccess({ action: 'delete', resource: 'users' })).toBe(false);
  });

  it('signs out on the server, forgets tokens, user and routes, and goes to login with the way back', async () => {
    const { api, tokens, authProvider, onSignedOut } = setup();
    await authProvider.getPermissions({});
    expect(await authProvider.logout({})).toBe('/login?redirect=%2Fusers%3Fpage%3D2');
    expect(api.calls('DELETE', '/api/v1/auth/logout')[0]!.headers.get('Authorization')).toBe('Bearer access-0');
    expect(tokens.accessToken()).toBeNull();
    expect(tokens.refreshToken()).toBeNull();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/login?redirect=%2Fusers%3Fpage%3D2', message: false });
  });

  it('signs out even when the server cannot be told', async () => {
    const { tokens, authProvider } = setup({ 'DELETE /api/v1/auth/logout': () => fail(500, 'B0001', 'Unexpected server error') });
    await authProvider.logout({});
    expect(tokens.accessToken()).toBeNull();
  });

  it('ends the session when the routes cannot be fetched (spec §2)', async () => {
    const { authProvider } = setup({ 'GET /api/v1/menus/routes': () => fail(500, 'B0001', 'Unexpected server error') });
    const ended: string[] = [];
    const stop = onSessionEnd((reason) => ended.push(reason));
    const error = await authProvider.getPermissions({}).catch((caught: unknown) => caught);
    stop();
    expect(isSessionLoadError(error)).toBe(true);
    expect(ended).toEqual(['unavailable']);
    // react-admin is told to stay quiet: SessionEndHandler does the signing out
    await expect(authProvider.checkError(error)).rejects.toEqual({ logoutUser: false, message: false });
  });

  it('lets the http client handle expired sessions and leaves other errors to their callers', async () => {
    const { authProvider } = setup();
    await expect(authProvider.checkError(new SessionExpiredError())).rejects.toEqual({ logoutUser: false, message: false });
    await expect(authProvider.checkError({ status: 403, message: 'You do not have permission to do this' })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({ redirectTo: '/login?redirect=%2Fusers%3Fpage%3D2', message: false });
  });
});
