import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf, renderPortal, signedInAs } from '../../../test/fakeApi';

const templates = [
  { id: 'classic', name: 'Classic', description: 'One clean column.' },
  { id: 'graduate', name: 'Graduate', description: 'Education first.' },
  { id: 'skills', name: 'Skills first', description: 'Specialties up front.' },
];
const summary = { resumes: 2, applied: 0, onboarded: 0, profileViews: 1234 };

const seekerHome = (extra = {}) => ({
  'GET /users/me': signedInAs(['SEEKER'], 'Noy'),
  'GET /notices/my-page': pageOf([]),
  'GET /jobs/hot': { data: [] },
  'GET /companies/hot': { data: [] },
  'GET /resume-templates': { data: templates },
  'GET /seekers/me/summary': { data: summary },
  ...extra,
});

const count = (label: string) => within(screen.getByRole('group', { name: label })).getByText(/\d/).textContent;

describe("the job seeker's home (spec §1)", () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    // only the clock is fixed: the page's own timers and the fake api's promises run as usual
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    // assigning undefined would set the text "undefined"
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('counts resumes, applications, hires and profile views as the api sums them', async () => {
    const portal = renderPortal('/dashboard', seekerHome());
    await screen.findByRole('group', { name: 'Profile views' });
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(count('Resumes')).toBe('2');
    expect(count('Applied')).toBe('0');
    expect(count('Onboarded')).toBe('0');
    expect(count('Profile views')).toBe('1,234');
    expect(portal.calls.some((call) => call.path === '/seekers/me/summary')).toBe(true);
    // the figures are real now: no note saying they start later
    expect(screen.queryByText(/start counting/)).not.toBeInTheDocument();
  });

  it('says when the figures cannot be loaded and tries again on request', async () => {
    let attempts = 0;
    renderPortal(
      '/dashboard',
      seekerHome({ 'GET /seekers/me/summary': () => (++attempts === 1 ? { code: 'B0001', msg: 'System error', status: 500 } : { data: summary }) }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your figures could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('greets by the time of day where the seeker is', async () => {
    vi.setSystemTime(new Date('2026-03-16T02:30:00Z'));
    process.env.TZ = 'Asia/Vientiane';
    const morning = renderPortal('/dashboard', seekerHome());
    expect(await screen.findByRole('heading', { level: 1, name: 'Good morning, Noy' })).toBeInTheDocument();
    morning.unmount();

    process.env.TZ = 'America/New_York';
    const evening = renderPortal('/dashboard', seekerHome());
    expect(await screen.findByRole('heading', { level: 1, name: 'Good evening, Noy' })).toBeInTheDocument();
    evening.unmount();

    vi.setSystemTime(new Date('2026-03-16T07:00:00Z'));
    process.env.TZ = 'Asia/Bangkok';
    renderPortal('/dashboard', seekerHome());
    expect(await screen.findByRole('heading', { level: 1, name: 'Good afternoon, Noy' })).toBeInTheDocument();
  });

  it('offers the api’s templates, each leading to the resumes with that template chosen for the PDF', async () => {
    renderPortal('/dashboard', seekerHome());
    const section = await screen.findByRole('region', { name: 'Resume templates' });
    const graduate = await within(section).findByRole('article', { name: 'Graduate' });
    expect(within(graduate).getByText('Education first.')).toBeInTheDocument();
    expect(within(graduate).getByRole('link', { name: 'Use the Graduate template' })).toHaveAttribute('href', '/resumes?template=graduate');
    expect(within(section).getAllByRole('article')).toHaveLength(3);
  });
});
