import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { meeting } from '../features/meetings/seeker/testing/meetingFixtures';
import { pageOf, renderPortal, signedInAs } from '../test/fakeApi';
import { forgetThaiYears } from './thaiYears';

// the choice lives in memory once read: each case starts again from what storage holds (setup.ts clears it)
const originalZone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'Asia/Bangkok';
});
afterEach(() => {
  process.env.TZ = originalZone;
  forgetThaiYears();
});

const seeker = () => ({
  'GET /users/me': signedInAs(['SEEKER']),
  'GET /notices/my-page': pageOf([]),
  'GET /students/me/school': { data: { seekerId: 7, schoolId: 30, schoolName: 'National University of Laos' } },
  'GET /meetings/upcoming': pageOf([meeting()]),
});
// the card's text, its title aside (the title has a year of its own)
const fairDate = async () => {
  const card = await screen.findByRole('article', { name: 'Spring job fair 2026' });
  return (card.textContent ?? '').replace('Spring job fair 2026', '');
};

describe('Thai years beside the language', () => {
  it('writes a job fair in Gregorian years until a Thai reader picks the Buddhist Era, at once and kept for the next visit', async () => {
    localStorage.setItem('jobmarket.portal.locale', 'th');
    const first = renderPortal('/job-fairs', seeker());
    const years = await screen.findByRole('combobox', { name: 'ปีในภาษาไทย' });
    expect(years).toHaveValue('gregory');
    expect(within(years).getByRole('option', { name: 'พุทธศักราช (2569)' })).toBeInTheDocument();
    expect(await fairDate()).toContain('2026');

    fireEvent.change(years, { target: { value: 'buddhist' } });
    await waitFor(async () => expect(await fairDate()).toContain('2569'));
    expect(await fairDate()).not.toContain('2026');
    expect(localStorage.getItem('jobmarket.portal.thaiYears')).toBe('buddhist');

    // a new visit (nothing in memory) reads the stored choice
    first.unmount();
    forgetThaiYears();
    renderPortal('/job-fairs', seeker());
    expect(await fairDate()).toContain('2569');
    expect(screen.getByRole('combobox', { name: 'ปีในภาษาไทย' })).toHaveValue('buddhist');
  });

  it('is not offered in another language, whose dates it does not change', async () => {
    localStorage.setItem('jobmarket.portal.locale', 'en');
    localStorage.setItem('jobmarket.portal.thaiYears', 'buddhist');
    renderPortal('/job-fairs', seeker());
    expect(await fairDate()).toMatch(/Mar 20, 2026/);
    expect(screen.queryByRole('combobox', { name: 'Thai years' })).not.toBeInTheDocument();
  });
});
