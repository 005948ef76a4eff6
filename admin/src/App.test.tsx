import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { i18nProvider } from './providers/i18n';
import { fail, fakeApi, ok, type FakeRoute } from './test/fakeApi';

// no broker here: the channel's own tests cover it (contracts/src/realtime)
vi.mock('./providers/realtime', () => ({ connectRealtime: vi.fn(async () => undefined), disconnectRealtime: vi.fn(), onRealtimeMessage: vi.fn(() => () => undefined) }));

const captcha = { captchaKey: 'captcha-1', captchaBase64: 'data:image/svg+xml;base64,PHN2Zy8+' };
const tokenPair = { tokenType: 'Bearer', accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 1800 };
const routes = [
  {
    path: '/system',
    component: 'Layout',
    redirect: '/system/user',
    name: 'System',
    meta: { title: 'menus.system', hidden: false, alwaysShow: true },
    children: [{ path: 'user', component: 'system/user/index', name: 'User', meta: { title: 'menus.users', hidden: false, alwaysShow: false, keepAlive: true } }],
  },
];

let api: ReturnType<typeof fakeApi>;

function serve(overrides: Record<string, FakeRoute> = {}) {
  api = fakeApi({
    'GET /api/v1/auth/captcha': () => ok(captcha),
    'POST /api/v1/auth/login': () => ok(tokenPair),
    'GET /api/v1/users/me': () => ok({ userId: 1, username: 'root', nickname: 'Root', avatar: null, roles: ['ROOT'], perms: [] }),
    'GET /api/v1/menus/routes': () => ok(routes),
    'GET /api/v1/users': () => ok([{ id: 1, username: 'root' }], { 'Content-Range': 'users 0-0/1' }),
    'POST /api/v1/visits': () => ok(null),
    'DELETE /api/v1/auth/logout': () => ok(null),
    ...overrides,
  });
  vi.stubGlobal('fetch', api.fetch);
}

const open = (path: string) => window.history.pushState({}, '', path);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined); // jsdom has no layout to scroll
  open('/');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18nProvider.changeLocale('en'); // one i18nProvider serves the whole app, and so every test
});

describe('admin app: signing in', () => {
  it('sends a signed-out visitor to the login page, keeping where they were going', async () => {
    serve();
    open('/users?page=2');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'JobMarket back office' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/users?page=2');
    expect(await screen.findByRole('img', { name: 'Verify code image, click to get a new one' })).toHaveAttribute('src', captcha.captchaBase64);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forget-password');
    expect(screen.getByRole('link', { name: 'Register as a job publisher' })).toHaveAttribute('href', '/register-publisher');
    expect(screen.getByRole('link', { name: 'Register as a job seeker' })).toHaveAttribute('href', '/register-job-seeker');
    expect(screen.getByRole('link', { name: 'Register as a school administrator' })).toHaveAttribute('href', '/register-school-admin');
    expect(document.title).toBe('JobMarket back office');
  });

  it('asks for every missing field and a password of at least 6 characters', async () => {
    serve();
    open('/login');
    render(<App />);
    await screen.findByRole('img', { name: /Verify code image/ });
    submit();
    expect(await screen.findByText('Please enter Username')).toBeInTheDocument();
    expect(screen.getByText('Please enter Password')).toBeInTheDocument();
    expect(screen.getByText('Please enter Verify Code')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: '12345' } });
    expect(await screen.findByText('The password cannot be shorter than 6 characters')).toBeInTheDocument();
    expect(api.calls('POST', '/api/v1/auth/login')).toHaveLength(0);
  });

  it('warns when Caps Lock is on while typing the password', async () => {
    serve();
    open('/login');
    render(<App />);
    const password = await screen.findByLabelText(/^Password/);
    fireEvent.keyUp(password, { key: 'A', modifierCapsLock: true });
    expect(await screen.findByText('Caps Lock is On')).toBeInTheDocument();
    fireEvent.keyUp(password, { key: 'a', modifierCapsLock: false });
    expect(screen.queryByText('Caps Lock is On')).not.toBeInTheDocument();
  });

  it('speaks Thai on the login page after choosing it, validation messages included', async () => {
    serve();
    open('/login');
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'English' }));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'ไทย' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ระบบหลังบ้าน JobMarket' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText('กรุณากรอกชื่อผู้ใช้')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกรหัสยืนยัน')).toBeInTheDocument();
    expect(document.title).toBe('ระบบหลังบ้าน JobMarket');
  });

  it('signs in with the captcha, remembers the username and returns to the page asked for', async () => {
    serve();
    open('/login?redirect=%2Fusers');
    render(<App />);
    await screen.findByRole('img', { name: /Verify code image/ });
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'root' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: '123456' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Verify code/ }), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    submit();

    await vi.waitFor(() => expect(window.location.pathname).toBe('/users'), { timeout: 3000 });
    // the users resource from /menus/routes, titled by its catalog key
    expect((await screen.findAllByText('Users')).length).toBeGreaterThan(0);
    expect(JSON.parse(api.calls('POST', '/api/v1/auth/login')[0]!.body!)).toEqual({ username: 'root', password: '123456', captchaKey: 'captcha-1', captchaCode: 'ab12' });
    expect(localStorage.getItem('access_token')).toBe('Bearer access-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(localStorage.getItem('jobmarket.admin.rememberedUsername')).toBe('root');
  });

  it("shows the api's message and a new captcha after a failed attempt", async () => {
    serve({ 'POST /api/v1/auth/login': () => fail(400, 'A0210', 'Wrong username or password') });
    open('/login');
    render(<App />);
    await screen.findByRole('img', { name: /Verify code image/ });
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'root' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong-password' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Verify code/ }), { target: { value: 'ab12' } });
    submit();
    expect(await screen.findByText('Wrong username or password')).toBeInTheDocument();
    await vi.waitFor(() => expect(api.calls('GET', '/api/v1/auth/captcha').length).toBeGreaterThanOrEqual(2));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: /^Verify code/ })).toHaveValue(''));
    // the emptied field waits for the next submit before it asks again
    expect(screen.queryByText('Please enter Verify Code')).not.toBeInTheDocument();
    submit();
    expect(await screen.findByText('Please enter Verify Code')).toBeInTheDocument();
  });
});

describe('admin app: signed in', () => {
  beforeEach(() => {
    localStorage.setItem('access_token', 'Bearer access-0');
    localStorage.setItem('refresh_token', 'refresh-0');
  });

  it('shows the dashboard with the resources of the user and sends /login back to it', async () => {
    serve();
    open('/login');
    render(<App />);
    expect(await screen.findByText('Version 2.20.1', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(await screen.findByText('Users')).toBeInTheDocument();
  });

  it('opens a server path at its resource and an unknown path at the 404 page', async () => {
    serve();
    open('/system/user');
    render(<App />);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/users'), { timeout: 3000 });
    open('/no/such/page');
    fireEvent(window, new PopStateEvent('popstate'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/404');
  });

  it('lets a title query value override the page title', async () => {
    serve();
    open('/users?title=Audit%20queue');
    render(<App />);
    await vi.waitFor(() => expect(document.title).toBe('Audit queue'), { timeout: 3000 });
  });

  it('ends at the login page with the session-expired notice when the refresh token is refused', async () => {
    serve({
      'GET /api/v1/users/me': () => fail(401, 'A0230', 'Your session has expired, please sign in again'),
      'GET /api/v1/menus/routes': () => fail(401, 'A0230', 'Your session has expired, please sign in again'),
      'POST /api/v1/auth/refresh-token': () => fail(401, 'A0231', 'Your session has expired, please sign in again'),
    });
    open('/users');
    render(<App />);
    expect(await screen.findByText('Your session has expired, please sign in again', {}, { timeout: 3000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/users');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(api.calls('POST', '/api/v1/auth/refresh-token')).toHaveLength(1);
  });

  it('goes to the login page with the way back when the routes cannot be fetched', async () => {
    serve({ 'GET /api/v1/menus/routes': () => fail(500, 'B0001', 'Unexpected server error (request r-1)') });
    open('/users?page=3');
    render(<App />);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login'), { timeout: 3000 });
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/users?page=3');
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
