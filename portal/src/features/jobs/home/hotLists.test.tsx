import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, renderPortal, signedInAs } from '../../../test/fakeApi';
import { companyCard, jobCard } from '../testing/jobFixtures';

const stats = { 'GET /portal/stats': { data: { hotJobs: 12, famousCompanies: 4, jobSeekers: 1500 } } };

describe('hot jobs and hot companies', () => {
  it('lists them on the public home from the read models, with the hero figures', async () => {
    const portal = renderPortal('/', {
      ...stats,
      'GET /jobs/hot': { data: [jobCard({ id: 9, position: 'ວິສະວະກອນໂຍທາ', currency: 'LAK', minSalary: 3_000_000, maxSalary: 5_000_000 })] },
      'GET /companies/hot': { data: [companyCard({ id: 71, name: 'Lao Brewery', openJobCount: 2 })] },
    });
    const jobs = await screen.findByRole('region', { name: 'Hot jobs' });
    expect(await within(jobs).findByRole('link', { name: 'ວິສະວະກອນໂຍທາ' })).toHaveAttribute('href', '/jobs/9');
    expect(within(jobs).getByText('LAK 3,000,000–5,000,000')).toBeInTheDocument();
    expect(within(jobs).getByRole('link', { name: 'See all jobs' })).toHaveAttribute('href', '/jobs');
    const companies = screen.getByRole('region', { name: 'Hot companies' });
    expect(await within(companies).findByRole('link', { name: 'Lao Brewery' })).toHaveAttribute('href', '/companies/71');
    expect(screen.getByText('1,500')).toBeInTheDocument();
    expect(portal.calls.map((call) => call.path)).toEqual(expect.arrayContaining(['/jobs/hot?limit=8', '/companies/hot?limit=8']));
  });

  it('marks a featured job (a VIP ad) as such', async () => {
    renderPortal('/', {
      ...stats,
      'GET /jobs/hot': { data: [jobCard({ id: 9, position: 'Featured engineer', featuredUntil: '2099-03-23T09:00:00.000Z' }), jobCard({ id: 10, position: 'Plain engineer' })] },
      'GET /companies/hot': { data: [] },
    });
    const jobs = await screen.findByRole('region', { name: 'Hot jobs' });
    const [featured, plain] = (await within(jobs).findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(within(featured).getByText('Featured')).toBeInTheDocument();
    expect(within(plain).queryByText('Featured')).not.toBeInTheDocument();
  });

  it('says so when there are none yet', async () => {
    renderPortal('/', { ...stats, 'GET /jobs/hot': { data: [] }, 'GET /companies/hot': { data: [] } });
    expect(await screen.findByText('No jobs are open right now. New positions appear here as soon as employers publish them.')).toBeInTheDocument();
    expect(await screen.findByText('No company has open jobs right now. Companies appear here with their first published job.')).toBeInTheDocument();
  });

  it("shows them on a job seeker's home too", async () => {
    renderPortal('/dashboard', {
      'GET /users/me': signedInAs(['SEEKER']),
      'GET /notices/my-page': pageOf([]),
      'GET /jobs/hot': { data: [jobCard({ id: 3, position: '高级软件工程师', currency: 'CNY' })] },
      'GET /companies/hot': { data: [companyCard()] },
    });
    expect(await screen.findByRole('link', { name: '高级软件工程师' })).toHaveAttribute('href', '/jobs/3');
    expect(await screen.findByRole('link', { name: 'Siam Digital' })).toHaveAttribute('href', '/companies/70');
  });
});
