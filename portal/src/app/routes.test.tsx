import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf, renderPortal, signedInAs } from '../test/fakeApi';
import { ADMIN_PATH, browserNavigation } from './browserNavigation';

const signedInSeeker = () => ({ 'GET /users/me': signedInAs(['SEEKER']), 'GET /notices/my-page': pageOf([]) });
const captcha = { 'GET /auth/captcha': { data: { captchaKey: 'k1', captchaBase64: 'data:image/png;base64,AAAA' } } };

/** Watches the full page loads the portal asks for (jsdom cannot load another app). */
function watchPageLoads() {
  return vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the signed-in area under /dashboard (spec §2)', () => {
  it("shows a job seeker's home at /dashboard", async () => {
    const portal = renderPortal('/dashboard', signedInSeeker());
    expect(await screen.findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Mali$/ })).toBeInTheDocument();
    expect(portal.location()).toBe('/dashboard');
  });

  it('opens the profile at /dashboard/profile and the notices at /dashboard/myNotice', async () => {
    const profile = renderPortal('/dashboard/profile', {
      ...signedInSeeker(),
      'GET /users/profile': { data: { userId: 7, username: 'mali', nickname: 'Mali', avatar: null, roleNames: [], createTime: '2026-01-01 00:00:00' } },
    });
    expect(await screen.findByRole('region', { name: 'Account information' })).toBeInTheDocument();
    profile.unmount();

    renderPortal('/dashboard/myNotice', signedInSeeker());
    expect(await screen.findByRole('heading', { level: 1, name: 'My notices' })).toBeInTheDocument();
  });

  it('shows the 401 and 404 pages at /dashboard/401 and /dashboard/404, and 404 for an unknown child', async () => {
    const unauthorized = renderPortal('/dashboard/401', signedInSeeker());
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    unauthorized.unmount();

    const notFound = renderPortal('/dashboard/404', signedInSeeker());
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    notFound.unmount();

    renderPortal('/dashboard/no-such-child', signedInSeeker());
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it.each([
    ['/home', '/dashboard'],
    ['/profile?tab=security', '/dashboard/profile?tab=security'],
    ['/notices?isRead=0', '/dashboard/myNotice?isRead=0'],
  ])('moves the old address %s to %s, query kept', async (oldPath, newPath) => {
    const portal = renderPortal(oldPath, { ...signedInSeeker(), 'GET /users/profile': { data: { userId: 7, username: 'mali', nickname: 'Mali', avatar: null } } });
    await waitFor(() => expect(portal.location()).toBe(newPath));
  });

  it('sends a visitor without a session from /dashboard to sign in, carrying path and query', async () => {
    const portal = renderPortal('/dashboard/profile?tab=security', captcha);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(portal.location()).toBe(`/login?redirect=${encodeURIComponent('/dashboard/profile?tab=security')}`);
  });

  it('sends staff who open /dashboard on to the back office', async () => {
    const pageLoads = watchPageLoads();
    renderPortal('/dashboard', { 'GET /users/me': signedInAs(['ADMIN']), 'GET /notices/my-page': pageOf([]) });
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith(ADMIN_PATH));
    // while the back office loads, the page still offers the way there
    expect(screen.getByRole('link', { name: 'Open the back office' })).toHaveAttribute('href', ADMIN_PATH);
  });

  it('sends an account with only a role staff defined to the back office too, but never a job seeker', async () => {
    const pageLoads = watchPageLoads();
    const staff = renderPortal('/dashboard', { 'GET /users/me': signedInAs(['USER_MANAGER']), 'GET /notices/my-page': pageOf([]) });
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith(ADMIN_PATH));
    staff.unmount();
    pageLoads.mockClear();

    renderPortal('/dashboard', signedInSeeker());
    expect(await screen.findByRole('heading', { level: 1, name: /Mali$/ })).toBeInTheDocument();
    expect(pageLoads).not.toHaveBeenCalled();
  });

  it('lets staff open their portal profile without being sent away', async () => {
    const pageLoads = watchPageLoads();
    renderPortal('/dashboard/profile', {
      'GET /users/me': signedInAs(['ROOT']),
      'GET /notices/my-page': pageOf([]),
      'GET /users/profile': { data: { userId: 7, username: 'mali', nickname: 'Mali', avatar: null } },
    });
    expect(await screen.findByRole('region', { name: 'Account information' })).toBeInTheDocument();
    expect(pageLoads).not.toHaveBeenCalled();
  });
});

describe('the redirect helper (spec §2 /redirect/:path(.*))', () => {
  it('re-navigates to the path after /redirect, with its query', async () => {
    const portal = renderPortal('/redirect/jobs?keywords=driver');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job search' })).toBeInTheDocument();
    expect(portal.location()).toBe('/jobs?keywords=driver');
  });

  it('keeps nested paths and never leaves the site', async () => {
    const nested = renderPortal('/redirect/dashboard/myNotice?isRead=0', signedInSeeker());
    await waitFor(() => expect(nested.location()).toBe('/dashboard/myNotice?isRead=0'));
    nested.unmount();

    const offSite = renderPortal('/redirect//evil.example/x');
    await waitFor(() => expect(offSite.location()).toBe('/evil.example/x'));
  });
});

describe('the page title (spec §2)', () => {
  it('takes a title query over the site name, and goes back to the site name without one', async () => {
    const titled = renderPortal(`/jobs?title=${encodeURIComponent('Night shifts in Vientiane')}`);
    await waitFor(() => expect(document.title).toBe('Night shifts in Vientiane'));
    titled.unmount();

    renderPortal('/jobs');
    await waitFor(() => expect(document.title).toBe('JobMarket'));
  });
});
