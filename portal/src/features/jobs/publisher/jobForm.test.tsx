import { jobTextFields } from '@jobmarket/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, renderPortal, signedInAs } from '../../../test/fakeApi';
import { dictionaries, jobDetail, regionOptions } from '../testing/jobFixtures';

const application = (auditStatus: 0 | 1 | 2) => ({
  data: { kind: 'publisher', auditStatus, rejectReason: auditStatus === 2 ? 'Blurred licence' : null, auditTime: null, company: 'Siam Digital', email: 'hr@siam.test', mobile: '0812345678', documents: {} },
});
const publisher = (auditStatus: 0 | 1 | 2 = 1) => ({
  'GET /users/me': signedInAs(['PUBLISHER'], 'Somchai'),
  'GET /notices/my-page': pageOf([]),
  'GET /registrations/mine': application(auditStatus),
  'GET /dict/list': dictionaries,
  'GET /regions/options': regionOptions,
});

// a form of 20 fields filled in through React on a shared 2-core machine: the default 20 s guards hangs, not this
const FILLING_TIMEOUT_MS = 60_000;

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const englishLabels: Record<(typeof jobTextFields)[number], string> = {
  responsibility: 'Responsibilities',
  requirement: 'Requirements',
  interviewProcess: 'Interview process',
  strictRequirements: 'Strict requirements',
  preferredProfile: 'Preferred profile',
  generalProfile: 'General profile',
  rejectedProfile: 'Rejected profile',
  softSkills: 'Soft skills',
  managementExperience: 'Management experience',
};

async function fillEveryField() {
  type(/^Position/, 'Senior software engineer');
  await screen.findByRole('option', { name: 'Internet and IT' });
  type(/^Industry/, 'internet');
  type(/^Education/, '3');
  await screen.findByRole('option', { name: 'Thailand' });
  type(/^Country/, 'TH');
  await screen.findByRole('option', { name: 'Bangkok' });
  type(/^Province/, 'TH-10');
  await screen.findByRole('option', { name: 'Dusit' });
  type(/^City \/ district/, 'TH-1002');
  type(/^Detailed address/, '99 Rama I Road');
  type(/^Minimum salary/, '30000');
  type(/^Maximum salary/, '50000');
  type(/^Total commission/, '20000');
  type(/^Guarantee period/, '3');
  for (const label of Object.values(englishLabels)) type(new RegExp(`^${label}`), `About ${label.toLowerCase()}`);
}

describe('posting a job', () => {
  it('marks every missing field at once and sends nothing, keeping the company the publisher registered', async () => {
    const portal = renderPortal('/dashboard/jobs/new', publisher());
    expect(await screen.findByRole('heading', { level: 1, name: 'Post a job' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company/)).toHaveValue('Siam Digital');

    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    // position, industry, education, province, district, address, 4 amounts and the 9 text sections
    expect(await screen.findAllByText('This field is required')).toHaveLength(19);
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need attention: they are marked below.');
    expect(screen.getByLabelText(/^Position/)).toHaveFocus();
    expect(portal.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says on both salary fields that the minimum exceeds the maximum, and keeps what was typed', async () => {
    const portal = renderPortal('/dashboard/jobs/new', publisher());
    await screen.findByRole('heading', { level: 1, name: 'Post a job' });
    await fillEveryField();
    type(/^Minimum salary/, '60000');
    type(/^Maximum salary/, '40000');
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('Minimum salary cannot exceed maximum salary')).toBeInTheDocument();
    expect(screen.getByText('Maximum salary cannot be below minimum salary')).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Position/)).toHaveValue('Senior software engineer');
    expect(screen.getByLabelText(/^Soft skills/)).toHaveValue('About soft skills');
    expect(portal.calls.some((call) => call.method === 'POST')).toBe(false);
  }, FILLING_TIMEOUT_MS);

  it('sends every field as the schema reads it and shows the api’s field errors on their fields', async () => {
    let sent: unknown;
    renderPortal('/dashboard/jobs/new', {
      ...publisher(),
      'POST /jobs': (call) => {
        sent = JSON.parse(String(call.body));
        return { code: 'A0402', status: 400, msg: 'Invalid input', data: { errors: { districtCode: 'Choose a city or district of the chosen province', industry: 'Choose a value from the list' } } };
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Post a job' });
    await fillEveryField();
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('Choose a city or district of the chosen province')).toBeInTheDocument();
    expect(screen.getByText('Choose a value from the list')).toBeInTheDocument();
    expect(sent).toEqual({
      position: 'Senior software engineer',
      company: 'Siam Digital',
      industry: 'internet',
      education: '3',
      totalCommission: 20000,
      guaranteeMonth: 3,
      minSalary: 30000,
      maxSalary: 50000,
      provinceCode: 'TH-10',
      districtCode: 'TH-1002',
      detailAddress: '99 Rama I Road',
      ...Object.fromEntries(Object.entries(englishLabels).map(([field, label]) => [field, `About ${label.toLowerCase()}`])),
    });
    // nothing typed is lost
    expect(screen.getByLabelText(/^City \/ district/)).toHaveValue('TH-1002');
    expect(screen.getByLabelText(/^Management experience/)).toHaveValue('About management experience');
  }, FILLING_TIMEOUT_MS);

  it('shows the api’s refusal when posting is not allowed', async () => {
    renderPortal('/dashboard/jobs/new', {
      ...publisher(),
      'POST /jobs': { code: 'A0440', status: 409, msg: 'Your company registration has not been approved yet: you can post jobs once it is' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Post a job' });
    await fillEveryField();
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your company registration has not been approved yet');
  }, FILLING_TIMEOUT_MS);

  it('says a post beyond the free allowance with the way to the VIP page', async () => {
    renderPortal('/dashboard/jobs/new', {
      ...publisher(),
      'POST /jobs': { code: 'A0440', status: 409, msg: 'Without VIP membership you can post 3 jobs every 30 days.', data: { link: '/vip' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Post a job' });
    await fillEveryField();
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Without VIP membership you can post 3 jobs every 30 days.');
    expect(within(alert).getByRole('link', { name: 'Go to the VIP page' })).toHaveAttribute('href', '/vip');
  }, FILLING_TIMEOUT_MS);

  it('tells a publisher whose application is pending why they cannot post, before any form', async () => {
    const portal = renderPortal('/dashboard/jobs/new', publisher(0));
    expect(await screen.findByText('You cannot post jobs yet')).toBeInTheDocument();
    expect(screen.getByText('Your company registration has not been approved yet: you can post jobs once it is')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    expect(portal.calls.some((call) => call.path.startsWith('/jobs'))).toBe(false);
  });

  it('refuses the form to accounts that are not publishers', async () => {
    renderPortal('/dashboard/jobs/new', { 'GET /users/me': signedInAs(['SEEKER']), 'GET /notices/my-page': pageOf([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });
});

describe('correcting a job', () => {
  it('shows why a rejected job was refused, offers its saved fields and resubmits it', async () => {
    let sent: Record<string, unknown> | undefined;
    const portal = renderPortal('/dashboard/jobs/5/edit', {
      ...publisher(),
      'GET /jobs/5/form': { data: jobDetail({ id: 5, status: 'rejected', auditStatus: 2, rejectReason: 'Salary range missing the currency', allowedActions: ['edit', 'close'] }) },
      'PUT /jobs/5': (call) => {
        sent = JSON.parse(String(call.body));
        return { data: jobDetail({ id: 5, status: 'pending' }) };
      },
      'GET /jobs/mine/page': pageOf([]),
      'GET /companies/mine': { data: { introduction: '', showOfficePhoto: false } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit job: Senior software engineer' })).toBeInTheDocument();
    expect(screen.getByText('This job was not approved')).toBeInTheDocument();
    expect(screen.getByText('Salary range missing the currency')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Phra Nakhon' });
    expect(screen.getByLabelText(/^Country/)).toHaveValue('TH');
    expect(screen.getByLabelText(/^City \/ district/)).toHaveValue('TH-1001');
    expect(screen.getByLabelText(/^Industry/)).toHaveValue('internet');
    expect(screen.getByLabelText(/^Education/)).toHaveValue('3');

    type(/^Minimum salary/, '35000');
    fireEvent.click(screen.getByRole('button', { name: 'Correct and resubmit' }));
    await waitFor(() => expect(portal.location()).toBe('/dashboard'));
    expect(sent).toMatchObject({ minSalary: 35000, maxSalary: 50000, industry: 'internet', education: '3', provinceCode: 'TH-10', districtCode: 'TH-1001', responsibility: 'Saved responsibility' });
    expect(await screen.findByText('Job corrected and submitted for review again')).toBeInTheDocument();
  });

  it('says why a closed job cannot be edited instead of offering the form', async () => {
    renderPortal('/dashboard/jobs/6/edit', { ...publisher(), 'GET /jobs/6/form': { data: jobDetail({ id: 6, status: 'closed', allowedActions: ['repost'] }) } });
    expect(await screen.findByText('This job cannot be edited any more: it is closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /submit/i })).not.toBeInTheDocument();
  });
});
