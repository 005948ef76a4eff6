import { jobTextFields, type CompanyPageView, type PublicJobView } from '@jobmarket/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal, signedInAs } from '../../../test/fakeApi';
import { bangkok, companyCard, jobCard } from '../testing/jobFixtures';

const publicJob = (overrides: Partial<PublicJobView> = {}): PublicJobView => ({
  ...(Object.fromEntries(jobTextFields.map((field) => [field, `The ${field} of this job`])) as Record<(typeof jobTextFields)[number], string>),
  id: 6,
  position: 'Senior software engineer',
  company: companyCard({ id: 70, name: 'Siam Digital', openJobCount: 3 }),
  industry: { value: 'internet', label: 'Internet and IT' },
  education: { value: '3', label: "Bachelor's degree" },
  guaranteeMonth: 3,
  minSalary: 60000,
  maxSalary: 90000,
  currency: 'THB',
  location: bangkok,
  detailAddress: '18th floor, Siam Tower, Rama I Road',
  publishTime: '2026-03-01T09:00:00.000Z',
  validThrough: '2026-03-31T09:00:00.000Z',
  isOpen: true,
  ...overrides,
});

const companyPage = (overrides: Partial<CompanyPageView> = {}): CompanyPageView => ({
  ...companyCard({ id: 70, name: 'Siam Digital', openJobCount: 1 }),
  introduction: 'We build payment systems\nfor banks in Bangkok.',
  jobs: [jobCard({ id: 6, position: 'Senior software engineer' })],
  ...overrides,
});

describe('the job page (/jobs/:id)', () => {
  it('shows the job: title, employer, pay in the reader’s locale, place, every fact and all nine sections', async () => {
    const portal = renderPortal('/jobs/6', { 'GET /jobs/6/public': { data: publicJob() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior software engineer' })).toBeInTheDocument();
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(within(header).getByRole('link', { name: 'Siam Digital' })).toHaveAttribute('href', '/companies/70');
    expect(within(header).getByText(/^THB 60,000\s?[–-]\s?90,000 per month$/)).toBeInTheDocument();
    expect(within(header).getByText('Phra Nakhon, Bangkok, Thailand')).toBeInTheDocument();

    const facts = screen.getByRole('region', { name: 'Job details' });
    const fact = (term: string) => within(facts).getByText(term).nextElementSibling?.textContent;
    expect(fact('Employment type')).toBe('Full-time');
    expect(fact('Guarantee period')).toBe('3 months');
    expect(fact('Detailed address')).toBe('18th floor, Siam Tower, Rama I Road');
    expect(fact('Job ID')).toBe('6');
    // days where the job is (Bangkok), whatever zone the reader's computer is in
    expect(fact('Open until')).toBe('March 31, 2026');

    const description = screen.getByRole('region', { name: 'About the job' });
    for (const [field, heading] of [
      ['responsibility', 'Responsibilities'],
      ['requirement', 'Requirements'],
      ['interviewProcess', 'Interview process'],
      ['strictRequirements', 'Strict requirements'],
      ['preferredProfile', 'Preferred profile'],
      ['generalProfile', 'General profile'],
      ['rejectedProfile', 'Rejected profile'],
      ['softSkills', 'Soft skills'],
      ['managementExperience', 'Management experience'],
    ]) {
      expect(within(description).getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
      expect(within(description).getByText(`The ${field} of this job`)).toBeInTheDocument();
    }

    const employer = screen.getByRole('complementary', { name: 'Siam Digital' });
    expect(within(employer).getByText('Open jobs: 3')).toBeInTheDocument();
    expect(within(employer).getByRole('link', { name: 'View company page' })).toHaveAttribute('href', '/companies/70');
    expect(document.title).toBe('Senior software engineer – Siam Digital | JobMarket');
    // a public call: no token is sent, whoever is signed in
    expect(portal.calls.find((call) => call.path === '/jobs/6/public')?.headers.get('Authorization')).toBeNull();
  });

  it('sends a visitor to sign in and back to this job to apply', async () => {
    renderPortal('/jobs/6', { 'GET /jobs/6/public': { data: publicJob() } });
    expect(await screen.findByRole('link', { name: 'Sign in to apply' })).toHaveAttribute('href', '/login?redirect=%2Fjobs%2F6');
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('tells a signed-in account that is not a job seeker that only job seekers apply (delivery: the apply dialog is theirs)', async () => {
    renderPortal('/jobs/6', { 'GET /users/me': signedInAs(['PUBLISHER']), 'GET /jobs/6/public': { data: publicJob() } });
    const apply = await screen.findByRole('button', { name: 'Apply now' });
    await waitFor(() => expect(apply).toBeEnabled());
    fireEvent.click(apply);
    expect(screen.getByRole('status')).toHaveTextContent('Only job seekers apply to jobs.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the page in the reader’s language', async () => {
    localStorage.setItem('jobmarket.portal.locale', 'th');
    renderPortal('/jobs/6', { 'GET /jobs/6/public': { data: publicJob({ position: 'วิศวกรซอฟต์แวร์อาวุโส' }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'วิศวกรซอฟต์แวร์อาวุโส' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบเพื่อสมัคร' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'หน้าที่ความรับผิดชอบ' })).toBeInTheDocument();
  });

  it('marks a closed job as no longer accepting applications, with its closing day and no apply button', async () => {
    renderPortal('/jobs/6', { 'GET /jobs/6/public': { data: publicJob({ isOpen: false, validThrough: '2026-03-10T03:00:00.000Z' }) } });
    expect(await screen.findByText('No longer accepting applications')).toBeInTheDocument();
    expect(screen.getByText('This job closed on March 10, 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to apply' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('shows the not-found page for a job the api does not know (A0606)', async () => {
    renderPortal('/jobs/404', { 'GET /jobs/404/public': { code: 'A0606', msg: 'Not found', status: 404 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('offers to try again when the api cannot be reached', async () => {
    renderPortal('/jobs/6', { 'GET /jobs/6/public': { code: 'B0001', msg: 'Unexpected error', status: 500 } });
    expect(await screen.findByText('The job could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the company page (/companies/:id)', () => {
  it('shows the company, its introduction, its office photo where allowed and its open jobs linking to their pages', async () => {
    renderPortal('/companies/70', { 'GET /companies/70/public': { data: companyPage({ officePhotoUrl: '/api/v1/companies/70/office-photo' }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Siam Digital' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About the company' })).toHaveTextContent('We build payment systems for banks in Bangkok.');
    expect(screen.getByRole('img', { name: 'The office of Siam Digital' })).toHaveAttribute('src', '/api/v1/companies/70/office-photo');
    const jobs = screen.getByRole('region', { name: 'Open jobs' });
    expect(within(jobs).getByRole('link', { name: 'Senior software engineer' })).toHaveAttribute('href', '/jobs/6');
  });

  it('shows no photo the publisher did not allow, and says when there are no open jobs', async () => {
    renderPortal('/companies/70', { 'GET /companies/70/public': { data: companyPage({ jobs: [], openJobCount: 0, introduction: '' }) } });
    expect(await screen.findByText('This company has no open jobs right now.')).toBeInTheDocument();
    expect(screen.getByText('This company has not written an introduction yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
