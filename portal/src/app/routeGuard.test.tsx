import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, renderPortal, signedInAs } from '../test/fakeApi';
import { afterSignInPath } from './routeGuard';

const tokensAnswer = { data: { tokenType: 'Bearer', accessToken: 'new-token', refreshToken: 'r1', expiresIn: 1800 } };
const captcha = { data: { captchaKey: 'k1', captchaBase64: 'data:image/png;base64,AAAA' } };

describe('route guard', () => {
  it('sends a visitor without a session from a signed-in page to the login page, keeping path and query', async () => {
    const portal = renderPortal('/dashboard/myNotice?isRead=0&page=2', { 'GET /auth/captcha': captcha });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(portal.location()).toBe(`/login?redirect=${encodeURIComponent('/dashboard/myNotice?isRead=0&page=2')}`);
  });

  it('opens the public pages without a session', async () => {
    renderPortal('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  });

  it('after sign-in goes back to the page asked for, with its query', async () => {
    let loginBody: FormData | undefined;
    const portal = renderPortal(`/login?redirect=${encodeURIComponent('/dashboard/myNotice?isRead=0')}`, {
      'GET /auth/captcha': captcha,
      'POST /auth/login': (call) => {
        loginBody = call.body as FormData;
        return tokensAnswer;
      },
      'GET /users/me': { data: { userId: 7, username: 'mali', nickname: 'Mali', avatar: null, roles: ['SEEKER'], perms: [] } },
      'GET /notices/my-page': pageOf([]),
    });
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'mali' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret12' } });
    fireEvent.change(screen.getByLabelText(/Verify code/), { target: { value: 'ab12' } });
    await waitFor(() => expect(screen.getByAltText('Captcha picture')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My notices' })).toBeInTheDocument();
    expect(portal.location()).toBe('/dashboard/myNotice?isRead=0');
    expect(loginBody?.get('captchaKey')).toBe('k1');
    expect(loginBody?.get('captchaCode')).toBe('ab12');
    expect(localStorage.getItem('access_token')).toBe('Bearer new-token');
  });

  it('sends a signed-in user who opens the login page to the home page', async () => {
    const portal = renderPortal('/login', { 'GET /users/me': signedInAs(['SEEKER']), 'GET /notices/my-page': pageOf([]), 'GET /portal/stats': { data: { hotJobs: 0, famousCompanies: 0, jobSeekers: 3 } } });
    await waitFor(() => expect(portal.location()).toBe('/'));
    expect(await screen.findByText('3')).toBeInTheDocument();
  });

  it('signs out from the account menu and shows the visitor the sign-in button again', async () => {
    const portal = renderPortal('/jobs', { 'GET /users/me': signedInAs(['SEEKER']), 'GET /notices/my-page': pageOf([]), 'DELETE /auth/logout': {} });
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(portal.location()).toBe('/'));
    expect(portal.calls.some((call) => call.method === 'DELETE' && call.path === '/auth/logout')).toBe(true);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('never redirects after sign-in to another site or back to the login page', () => {
    expect(afterSignInPath('https://evil.example/x', '/dashboard')).toBe('/dashboard');
    expect(afterSignInPath('//evil.example/x', '/dashboard')).toBe('/dashboard');
    expect(afterSignInPath('/login?redirect=/x', '/dashboard')).toBe('/dashboard');
    expect(afterSignInPath(null, '/dashboard')).toBe('/dashboard');
    expect(afterSignInPath('/dashboard/profile?tab=1', '/dashboard')).toBe('/dashboard/profile?tab=1');
  });
});
