import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../../test/fakeApi';
import { companyCard, dictionaries, jobCard, queryOf, regionOptions } from '../testing/jobFixtures';

const lookups = { 'GET /dict/list': dictionaries, 'GET /regions/options': regionOptions };
const searches = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith('/jobs/search')).map((call) => queryOf(call.path));

describe('job search (/jobs)', () => {
  it('turns every filter, the sort and the page into the address and the request', async () => {
    const portal = renderPortal('/jobs?keywords=engineer', {
      ...lookups,
      'GET /jobs/search': { data: { list: [jobCard(), jobCard({ id: 2, position: 'QA engineer' })], total: 25 } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: '25 jobs found' })).toBeInTheDocument();
    expect(searches(portal.calls).at(-1)).toEqual({ keywords: 'engineer', sort: 'newest', pageNum: '1', pageSize: '10' });

    await screen.findByRole('option', { name: 'Internet and IT' });
    fireEvent.change(screen.getByLabelText('Industry'), { target: { value: 'internet' } });
    await waitFor(() => expect(portal.location()).toBe('/jobs?keywords=engineer&industry=internet'));
    fireEvent.change(screen.getByLabelText('Education'), { target: { value: '4' } });

    // the cascade: each level is asked for when its parent is chosen
    await screen.findByRole('option', { name: 'Thailand' });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'TH' } });
    await screen.findByRole('option', { name: 'Bangkok' });
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: 'TH-10' } });
    await screen.findByRole('option', { name: 'Dusit' });
    fireEvent.change(screen.getByLabelText('City / district'), { target: { value: 'TH-1002' } });
    expect(portal.calls.some((call) => call.path === '/regions/options?parentCode=TH-10')).toBe(true);

    fireEvent.change(screen.getByLabelText('Salary from'), { target: { value: '20000' } });
    fireEvent.change(screen.getByLabelText('Salary to'), { target: { value: '60000' } });
    fireEvent.change(screen.getByLabelText('Posted within'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'salary' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));

    const expected = {
      keywords: 'engineer',
      industry: 'internet',
      education: '4',
      country: 'TH',
      provinceCode: 'TH-10',
      districtCode: 'TH-1002',
      minSalary: '20000',
      maxSalary: '60000',
      postedWithin: '7',
      sort: 'salary',
      pageNum: '2',
    };
    await waitFor(() => expect(queryOf(portal.location())).toEqual(expected));
    await waitFor(() => expect(searches(portal.calls).at(-1)).toEqual({ ...expected, pageSize: '10' }));
  });

  it('opens a shared link with its filters chosen and asks for that page', async () => {
    const portal = renderPortal('/jobs?industry=finance&country=TH&provinceCode=TH-10&postedWithin=3&pageNum=3&sort=bogus', {
      ...lookups,
      'GET /jobs/search': { data: { list: [jobCard()], total: 21 } },
    });
    await screen.findByRole('option', { name: 'Finance and banking' });
    expect(screen.getByLabelText('Industry')).toHaveValue('finance');
    expect(screen.getByLabelText('Posted within')).toHaveValue('3');
    await screen.findByRole('option', { name: 'Bangkok' });
    expect(screen.getByLabelText('Province')).toHaveValue('TH-10');
    // an unknown sort falls back to the default instead of reaching the api
    expect(searches(portal.calls)[0]).toEqual({ industry: 'finance', country: 'TH', provinceCode: 'TH-10', postedWithin: '3', sort: 'newest', pageNum: '3', pageSize: '10' });
  });

  it('shows each job as a card linking to its page, with the salary in the job’s currency', async () => {
    renderPortal('/jobs', { ...lookups, 'GET /jobs/search': { data: { list: [jobCard({ id: 42 })], total: 1 } } });
    const link = await screen.findByRole('link', { name: 'Senior software engineer' });
    expect(link).toHaveAttribute('href', '/jobs/42');
    const card = link.closest('article')!;
    expect(within(card as HTMLElement).getByText('THB 30,000–50,000')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('Phra Nakhon, Bangkok, Thailand')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1 job found' })).toBeInTheDocument();
  });

  it('says when the api stopped counting', async () => {
    renderPortal('/jobs?keywords=engineer', { ...lookups, 'GET /jobs/search': { data: { list: [jobCard()], total: 10000, isTotalCapped: true } } });
    expect(await screen.findByRole('heading', { level: 2, name: '10,000+ jobs found' })).toBeInTheDocument();
  });

  it('says when the count is an estimate', async () => {
    renderPortal('/jobs?keywords=engineer', { ...lookups, 'GET /jobs/search': { data: { list: [jobCard()], total: 640, isTotalCapped: false, isTotalEstimated: true } } });
    expect(await screen.findByRole('heading', { level: 2, name: 'About 640 jobs found' })).toBeInTheDocument();
  });

  it('says plainly when nothing matches, and refuses a minimum salary above the maximum', async () => {
    const portal = renderPortal('/jobs?keywords=astronaut', { ...lookups, 'GET /jobs/search': { data: { list: [], total: 0 } } });
    expect(await screen.findByText('No open job matches your search. Try fewer or other words, or remove a filter.')).toBeInTheDocument();
    const before = searches(portal.calls).length;
    fireEvent.change(screen.getByLabelText('Salary from'), { target: { value: '9000' } });
    fireEvent.change(screen.getByLabelText('Salary to'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Minimum salary cannot exceed maximum salary')).toBeInTheDocument();
    expect(screen.getByText('Maximum salary cannot be below minimum salary')).toBeInTheDocument();
    expect(searches(portal.calls)).toHaveLength(before);
    expect(portal.location()).toBe('/jobs?keywords=astronaut');
  });

  it('leads from the home’s search box to the results for those words', async () => {
    const portal = renderPortal('/', {
      ...lookups,
      'GET /portal/stats': { data: { hotJobs: 1, famousCompanies: 1, jobSeekers: 1 } },
      'GET /jobs/hot': { data: [] },
      'GET /companies/hot': { data: [] },
      'GET /jobs/search': { data: { list: [], total: 0 } },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Job title, skill or keyword' }), { target: { value: 'วิศวกร' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches(portal.calls).at(-1)).toMatchObject({ keywords: 'วิศวกร' }));
    expect(portal.location()).toBe(`/jobs?keywords=${encodeURIComponent('วิศวกร')}`);
  });
});

describe('company search (/companies)', () => {
  it('searches by words, industry and province and links each company to its page', async () => {
    const portal = renderPortal('/companies', {
      ...lookups,
      'GET /companies/search': { data: { list: [companyCard(), companyCard({ id: 71, name: 'Lao Brewery', openJobCount: 1 })], total: 2 } },
    });
    expect(await screen.findByRole('link', { name: 'Siam Digital' })).toHaveAttribute('href', '/companies/70');
    expect(screen.getByText('3 open jobs')).toBeInTheDocument();
    expect(screen.getByText('1 open job')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Company name or industry' }), { target: { value: 'siam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('option', { name: 'Thailand' });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'TH' } });
    await screen.findByRole('option', { name: 'Bangkok' });
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: 'TH-10' } });
    expect(screen.queryByLabelText('City / district')).not.toBeInTheDocument();

    await waitFor(() => expect(portal.location()).toBe('/companies?keywords=siam&country=TH&provinceCode=TH-10'));
    const asked = () => portal.calls.filter((call) => call.path.startsWith('/companies/search')).map((call) => queryOf(call.path));
    await waitFor(() => expect(asked().at(-1)).toEqual({ keywords: 'siam', provinceCode: 'TH-10', pageNum: '1', pageSize: '12' }));
  });
});
